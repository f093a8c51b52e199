// What the service worker may keep (spec 9 + docs/decisions/pwa.md). Imported by sw/sw.ts and unit tests,
// so it must stay free of browser and Node APIs.

/**
 * The buying guides, by slug. They render per request (their SEO follows the runtime address), so
 * they are not in the build's precache manifest and are warmed from here; a unit test keeps this list
 * equal to lib/guides (importing it would bundle every guide's text into the worker).
 */
export const GUIDE_PAGES = [
  "/guides/running-shoes", "/guides/drones", "/guides/cameras", "/guides/supplements",
  "/guides/fitness-equipment", "/guides/video-editing-laptops", "/guides/buying-guide",
] as const;

/** Public pages warmed into the page cache when a new worker installs, so they open offline. */
export const PUBLIC_PAGES = ["/", "/guides", "/privacy-policy", "/terms-of-service", "/contact", ...GUIDE_PAGES] as const;

export const OFFLINE_URL = "/offline";

/** Pages behind sign-in (or the campaign gate) and every API: never cached, never precached. */
const PRIVATE = /^\/(app|admin|referrals|utm-dashboard|api|auth|_gate|redeem|email-confirmation)(\/|$)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE.test(pathname);
}

/** A navigation whose HTML may be cached network-first (and served from cache offline). */
export function isCacheableNavigation(url: { pathname: string; origin: string }, selfOrigin: string): boolean {
  return url.origin === selfOrigin && !isPrivatePath(url.pathname);
}

/** Precache manifest entries that are pages (not files): they go to the network-first page cache instead. */
export function isPageEntry(url: string): boolean {
  const path = url.split("?")[0];
  return !path.startsWith("/_next/") && !/\.[a-z0-9]+$/i.test(path);
}
