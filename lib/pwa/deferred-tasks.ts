// Deferred startup tasks (spec 9: 100 ms after load). Only the two DOM conventions are kept: see
// docs/decisions/pwa.md for why the /api/auth/user prefetch and the passive touch listeners are not.

export const DEFERRED_TASK_DELAY_MS = 100;

/**
 * `<img data-src>` gets its real source, loaded lazily by the browser; `[data-dynamic-height]` gets its
 * value (px) as a minimum height so late content does not shift the layout. Returns how many changed.
 */
export function applyDeferredAttributes(root: ParentNode): number {
  let changed = 0;
  root.querySelectorAll<HTMLImageElement>("img[data-src]").forEach((img) => {
    const src = img.dataset.src;
    if (!src) return;
    img.loading = "lazy";
    img.src = src;
    img.removeAttribute("data-src");
    changed += 1;
  });
  root.querySelectorAll<HTMLElement>("[data-dynamic-height]").forEach((el) => {
    const px = Number(el.dataset.dynamicHeight);
    if (!Number.isFinite(px) || px <= 0) return;
    el.style.minHeight = `${px}px`;
    changed += 1;
  });
  return changed;
}
