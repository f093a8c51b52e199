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
