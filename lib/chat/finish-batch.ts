// An answer's row is finished (its reviewed text, status, help card) in one statement after its
// last token. With many answers ending together (a burst of chats, or many streaming at once),
// those saves were a third of a chat's statements, each a round trip and a socket write (issue 15,
// seventh round). Saves asked in the same turn of the event loop go out as one statement, as the
// flushes do (lib/chat/flush-batch.ts); no save waits for a later turn.
import { finishAnswerRow, finishAnswerRows, type FinishedAnswer } from "@/lib/db/queries/answer-rows";
import type { MessageRow } from "@/lib/db/queries/messages";

type Pending = { answer: FinishedAnswer; resolve: (row: MessageRow | null) => void; reject: (err: unknown) => void };

let queue: Pending[] = [];

/** finishAnswerRow, written with the other saves asked in this turn; null when the row is gone. */
export function finishInBatch(answer: FinishedAnswer): Promise<MessageRow | null> {
  return new Promise((resolve, reject) => {
    if (queue.push({ answer, resolve, reject }) === 1) setImmediate(writeQueue);
  });
}

async function writeQueue(): Promise<void> {
  const batch = queue;
  queue = [];
  if (batch.length === 1) return settle(batch[0]!);
  let rows: Map<string, MessageRow>;
  try {
    rows = await finishAnswerRows(batch.map((p) => p.answer));
  } catch {
    // One answer the database refuses (say a NUL in the model's text) must not lose the others:
    // each is saved on its own, and only its own save fails.
    await Promise.all(batch.map(settle));
    return;
  }
  for (const p of batch) p.resolve(rows.get(p.answer.id) ?? null);
}

async function settle(p: Pending): Promise<void> {
  try {
    p.resolve(await finishAnswerRow(p.answer));
  } catch (err) {
    p.reject(err);
  }
}
