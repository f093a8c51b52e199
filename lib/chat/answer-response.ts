import type { MessageRow } from "@/lib/db/queries/messages";
import { messageJson } from "./serialize";
import { eventStream, linkedAbort, wantsEventStream } from "./sse";

export type AnswerHooks = {
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  onUserMessage?: (message: MessageRow) => void;
  onStart?: () => void;
};

/**
 * The chat routes' two ways to answer: plain JSON (what `run` returns), or Server-Sent Events when
 * the client accepts them (`user`, `delta`..., then `done` with the same JSON, or `error`).
 * `run` spreads the hooks into the call that answers; the ones it does not know are ignored.
 */
export async function answerJsonOrStream(req: Request, run: (hooks: AnswerHooks) => Promise<unknown>): Promise<unknown> {
  if (!wantsEventStream(req)) return run({ signal: req.signal });
  const abort = linkedAbort(req.signal);
  return eventStream(({ emit, begin }) => run({
    signal: abort.signal,
    onStart: begin,
    onUserMessage: (m) => emit("user", messageJson(m)),
    onDelta: (text) => emit("delta", { text }),
  }), abort);
}
