// Replays an answer from the database and follows it while it is written (issue 13 item 8).
import { findAnswerRow } from "@/lib/db/queries/answer-rows";
import type { MessageRow } from "@/lib/db/queries/messages";
import { messageJson, visibleStatus } from "./serialize";
import { ApiError } from "@/lib/http/errors";
import { eventStream } from "./sse";

/** How often a follower reads the row; the writer flushes every FLUSH_MS (300 ms). */
export const FOLLOW_POLL_MS = 250;
/** A follower is closed after this long; the client reconnects from its offset. */
const FOLLOW_MAX_MS = 10 * 60_000;

/** The offset to continue from: `after`, else a numeric Last-Event-ID, else 0. */
export function resumeOffset(after: number | undefined, lastEventId: string | null): number {
  if (after !== undefined) return after;
  const n = Number(lastEventId);
  return lastEventId && Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends the text after `after` as `delta` events whose ids are character offsets (so each
 * character reaches the client exactly once across reconnects), then polls the row until it is no
 * longer being written: `done` {aiMessage} with the saved message (its text is the reviewed one,
 * which may differ from what streamed), or `error` when the answer failed or was dropped. After
 * FOLLOW_MAX_MS the stream just ends (no `done`): the client reconnects from its offset.
 */
export function followAnswer({ row, after, signal }: { row: MessageRow; after: number; signal: AbortSignal }): Promise<Response> {
  return eventStream(async ({ emit, begin }) => {
    begin();
    let sent = after;
    let current: MessageRow | null = row;
    const started = Date.now();
    for (;;) {
      // Dropped: it failed, or was stopped before any text (the question stays).
      if (!current) throw new ApiError("upstream_failed", "The answer was not completed. Your question is saved; please try again.");
      // Only text that extends what was sent: the final reviewed text can differ, and `done` carries it.
      if (current.content.length > sent) {
        emit("delta", { text: current.content.slice(sent) }, String(current.content.length));
        sent = current.content.length;
      }
      const status = visibleStatus(current);
      if (status !== "streaming") return { aiMessage: messageJson(current) };
      if (signal.aborted || Date.now() - started > FOLLOW_MAX_MS) return undefined;
      await sleep(FOLLOW_POLL_MS);
      if (signal.aborted) return undefined;
      current = await findAnswerRow({ conversationId: row.conversationId, messageId: row.id });
    }
  });
}
