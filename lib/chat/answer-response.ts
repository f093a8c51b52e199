import type { MessageRow } from "@/lib/db/queries/messages";
import { messageJson } from "./serialize";
import { eventStream, wantsEventStream } from "./sse";

export type AnswerHooks = {
  onDelta?: (text: string) => void;
  onUserMessage?: (message: MessageRow) => void;
  onAnswerStart?: (row: MessageRow) => void;
  onStart?: () => void;
};

/**
 * The chat routes' two ways to answer: plain JSON (what `run` returns), or Server-Sent Events when
 * the client accepts them (`user`, `answer` (the row being written), `delta`..., then `done` with
 * the same JSON, or `error`). Each delta's event id is the answer's length so far in characters:
 * the offset a reconnect (GET /api/conversations/{id}/stream) continues from.
 * The request's own abort is not passed on: the answer goes on being written when the client goes
 * away (issue 13 item 8); POST /api/conversations/{id}/stop stops it.
 * `run` spreads the hooks into the call that answers; the ones it does not know are ignored.
 */
export async function answerJsonOrStream(req: Request, run: (hooks: AnswerHooks) => Promise<unknown>): Promise<unknown> {
  if (!wantsEventStream(req)) return run({});
  return eventStream(({ emit, begin, delta }) => {
    let offset = 0;
    return run({
      onStart: begin,
      onUserMessage: (m) => emit("user", messageJson(m)),
      onAnswerStart: (row) => emit("answer", messageJson(row)),
      onDelta: (text) => {
        offset += text.length;
        delta(text, String(offset));
      },
    });
  });
}
