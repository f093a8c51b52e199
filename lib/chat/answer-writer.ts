// Writes an answer to the database while it streams (issue 13 item 8), so a reload, a dropped
// connection or another app server can follow it, and a stop asked on any server reaches it.
import { insertMessage, type MessageRow } from "@/lib/db/queries/messages";
import { flushInBatch } from "./flush-batch";
import { log, safeError } from "@/lib/http/log";

/**
 * How often the growing text is written. Per token would be one UPDATE per token and most of a
 * chat's server CPU (issue 15 measures it); 300 ms keeps a follower at most that far behind.
 */
export const FLUSH_MS = 300;

/**
 * Flushes fall on a shared grid of this step (rounded down, so never later than FLUSH_MS after the
 * last one): answers streaming together flush in the same turn of the event loop, and those go to
 * the database as one statement (lib/chat/flush-batch.ts). Gaps stay within FLUSH_MS − this.
 */
export const FLUSH_SLOT_MS = 20;

/** When the next flush is due after one at `lastFlush`: FLUSH_MS later, rounded down to the grid, not before `now`. */
export const nextFlushAt = (lastFlush: number, now: number) =>
  Math.max(now, Math.floor((lastFlush + FLUSH_MS) / FLUSH_SLOT_MS) * FLUSH_SLOT_MS);

/** After this long without a flush, a 'streaming' row's writer is taken as dead: it reads as partial. */
export const WRITER_DEAD_MS = 60_000;

/**
 * Creates an assistant row: status 'streaming', empty text. Branching (chat-core) passes the
 * question's id as the parent through here; a new question's answer row is inserted with the
 * question instead (insertQuestionWithAnswerRow, lib/db/queries/messages.ts), the same row.
 */
export function startAnswerRow({ conversationId, parentId }: { conversationId: string; parentId: string }): Promise<MessageRow> {
  // The answer's parent is its question (chat-core); it becomes the end of the path shown at once, so a reload follows it.
  return insertMessage({ conversationId, parentId, role: "assistant", content: "", status: "streaming" });
}

export type AnswerWriter = {
  /** Adds streamed text; it reaches the row within FLUSH_MS. */
  append: (delta: string) => void;
  /** All the text appended so far (the answer as streamed: one copy, not one here and one in the caller). */
  readonly text: string;
  /** Waits for the write in progress, then stops writing (the caller saves the final row). */
  close: () => Promise<void>;
};

/** With no new text (a slow first token, a tool call), the row is still touched this often. */
export const HEARTBEAT_MS = 2_000;

/**
 * Flushes the row's text at most every FLUSH_MS, one write at a time, and touches it every
 * HEARTBEAT_MS while nothing new arrives (so it never reads as dead, and a stop is seen even
 * before the first token). A flush that finds the row no longer 'streaming' (a stop request set
 * 'stopping') aborts `controller`.
 */
export function answerWriter({ id, controller, write = flushInBatch }: {
  id: string;
  controller: AbortController;
  /** Writes the text; false when the row is no longer 'streaming'. The database by default. */
  write?: (row: { id: string; content: string }) => Promise<boolean>;
}): AnswerWriter {
  let text = "";
  let written = -1;
  let lastFlush = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When the pending timer fires (ms since the epoch). */
  let dueAt = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;

  const flush = async () => {
    const snapshot = text;
    lastFlush = Date.now();
    try {
      const live = await write({ id, content: snapshot });
      written = snapshot.length;
      if (!live && !controller.signal.aborted) controller.abort(new Error("stopped"));
    } catch (err) {
      // A failed flush only delays followers; the final save writes the whole text.
      log("warn", "answer flush failed", { error: safeError(err) });
    }
  };

  /** Arms the timer for `at` (ms since the epoch). */
  const schedule = (at: number) => {
    if (timer || flushing || closed) return;
    dueAt = at;
    const delay = at - Date.now();
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      flushing = flush().finally(() => {
        flushing = null;
        const now = Date.now();
        schedule(text.length > written ? nextFlushAt(lastFlush, now) : now + HEARTBEAT_MS);
      });
    }, Math.max(0, delay));
  };
  schedule(Date.now() + HEARTBEAT_MS);

  return {
    get text() {
      return text;
    },
    append(delta) {
      text += delta;
      // A pending heartbeat (or a flush due later) becomes the next flush, FLUSH_MS after the last
      // write on the grid (rescheduling never postpones it). A flush already due by then is left
      // as it is, so the tokens in between cost no timer each.
      const at = nextFlushAt(lastFlush, Date.now());
      if (timer && dueAt <= at) return;
      if (timer) clearTimeout(timer);
      timer = null;
      schedule(at);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flushing;
    },
  };
}
