// The answers being written flush their text every FLUSH_MS (lib/chat/answer-writer.ts). With
// many answers streaming at once, those flushes were half the statements of a chat, each a round
// trip and a socket write (issue 15, fifth round). Flushes that fall due in the same turn of the
// event loop (the writers align them on a shared FLUSH_SLOT_MS grid) go out as one statement.
import { flushAnswerText, flushAnswerTexts } from "@/lib/db/queries/answer-rows";

type Pending = { id: string; content: string; resolve: (live: boolean) => void; reject: (err: unknown) => void };

let queue: Pending[] = [];

/**
 * Writes one answer's text so far with the other flushes due now; resolves false when the row is
 * no longer 'streaming' (a stop was asked), exactly as flushAnswerText. The write starts in this
 * same turn of the event loop, so batching adds no delay to the flush cadence.
 */
export function flushInBatch(row: { id: string; content: string }): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (queue.push({ ...row, resolve, reject }) === 1) setImmediate(writeQueue);
  });
}

async function writeQueue(): Promise<void> {
  const batch = queue;
  queue = [];
  if (batch.length === 1) return settle(batch[0]!, () => flushAnswerText(batch[0]!));
  let live: Set<string>;
  try {
    live = await flushAnswerTexts(batch.map(({ id, content }) => ({ id, content })));
  } catch {
    // One row the database refuses (say a NUL in the model's text) must not hold back the others:
    // each is written on its own, and only its own flush fails.
    await Promise.all(batch.map((p) => settle(p, () => flushAnswerText(p))));
    return;
  }
  for (const p of batch) p.resolve(live.has(p.id));
}

async function settle(p: Pending, write: () => Promise<boolean>): Promise<void> {
  try {
    p.resolve(await write());
  } catch (err) {
    p.reject(err);
  }
}
