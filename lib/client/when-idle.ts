// Work a visitor does not need for the first paint, started once the page has loaded and the
// main thread is idle (or after `timeoutMs`, so a busy page still gets it). The campaign chat's
// first answer starts here: streaming it in while the page is still loading is what Lighthouse
// counted as blocking time (issue 14 item 8). Returns a cancel function.
export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(() => { if (!cancelled) run(); }, { timeout: timeoutMs });
    else timer = window.setTimeout(() => { if (!cancelled) run(); }, 1);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * Later than `whenIdle`: once the page has loaded and gone idle, wait `quietMs` more, then for
 * idle again. For work the visitor cannot use in the first seconds anyway (the campaign chat's code
 * and its first render): started right at the first idle moment it still fell inside the page
 * load's blocking time, because the framework's own work was not finished then (round 5).
 */
export function whenQuiet(run: () => void, quietMs: number): () => void {
  let timer: number | undefined;
  let cancelSecond: (() => void) | undefined;
  const cancelFirst = whenIdle(() => {
    timer = window.setTimeout(() => { cancelSecond = whenIdle(run); }, quietMs);
  });
  return () => {
    cancelFirst();
    if (timer !== undefined) window.clearTimeout(timer);
    cancelSecond?.();
  };
}
