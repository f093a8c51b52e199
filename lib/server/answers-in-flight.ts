/**
 * Answers being written on this server process. Every answer generation registers its abort
 * controller here, so a graceful shutdown (SIGTERM) can wait for them to finish and, after the
 * grace period, abort them, which saves what was written as partial; a stop request that reaches
 * this process aborts its answer at once instead of at the writer's next flush.
 * Held on globalThis: instrumentation.ts and the route bundles are separate module copies.
 */
type Registry = Map<AbortController, string | null>;
const KEY = Symbol.for("helpful-hand.answers-in-flight");
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
const running = (): Registry => (holder[KEY] ??= new Map());

/** Registers one answer being written; call the returned function when it has been saved. */
export function trackAnswer(controller: AbortController, messageId: string | null = null): () => void {
  running().set(controller, messageId);
  return () => {
    running().delete(controller);
  };
}

export const answersInFlight = (): number => running().size;

/** Aborts every answer still being written (each then saves its text as partial). */
export function abortAnswersInFlight(reason = "shutdown"): void {
  for (const c of running().keys()) c.abort(new Error(reason));
}

/** Aborts the answers with these message ids when this process writes them; returns how many. */
export function abortAnswers(messageIds: string[], reason = "stopped"): number {
  let n = 0;
  for (const [c, id] of running()) {
    if (id && messageIds.includes(id)) {
      c.abort(new Error(reason));
      n++;
    }
  }
  return n;
}
