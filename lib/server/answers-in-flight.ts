/**
 * Answers being written on this server process. Every answer generation registers its abort
 * controller here, so a graceful shutdown (SIGTERM) can wait for them to finish and, after the
 * grace period, abort them, which saves what was written as partial.
 */
const running = new Set<AbortController>();

/** Registers one answer being written; call the returned function when it has been saved. */
export function trackAnswer(controller: AbortController): () => void {
  running.add(controller);
  return () => {
    running.delete(controller);
  };
}

export const answersInFlight = (): number => running.size;

/** Aborts every answer still being written (each then saves its text as partial). */
export function abortAnswersInFlight(reason = "shutdown"): void {
  for (const c of running) c.abort(new Error(reason));
}
