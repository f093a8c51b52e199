/// <reference lib="webworker" />
// The service worker (Serwist, configurator mode: `serwist build serwist.config.mjs` bundles this file
// into public/sw.js with the precache manifest injected). Decisions: docs/decisions/pwa.md.
import { CacheableResponsePlugin, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry } from "serwist";
import { OFFLINE_URL, PUBLIC_PAGES, isCacheableNavigation, isPageEntry, isPrivatePath } from "../lib/pwa/sw-routes";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const PAGES_CACHE = "hh-pages";
const entryUrl = (e: PrecacheEntry | string) => (typeof e === "string" ? e : e.url);

// Static files (hashed chunks, icons) and the offline page are precached (cache-first). Prerendered
// public pages are NOT precache-routed, because navigations must stay network-first: they are
// fetched into the page cache at install instead. Auth-gated pages are filtered twice (config + here).
const manifest = (self.__SW_MANIFEST ?? []).filter((e) => !isPrivatePath(entryUrl(e).split("?")[0]));
const precacheEntries = manifest.filter((e) => !isPageEntry(entryUrl(e)) || entryUrl(e) === OFFLINE_URL);
const warmPages = [...new Set([...PUBLIC_PAGES, ...manifest.map(entryUrl).filter((u) => isPageEntry(u) && u !== OFFLINE_URL)])];

const cacheableOnly = new CacheableResponsePlugin({ statuses: [200] });

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Public pages: fresh from the network, the last good copy when offline.
      matcher: ({ request, url }) => request.mode === "navigate" && isCacheableNavigation(url, self.location.origin),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        matchOptions: { ignoreVary: true },
        plugins: [cacheableOnly, new ExpirationPlugin({ maxEntries: 64 })],
      }),
    },
    {
      // Signed-in pages and API navigations: never stored; offline they get the fallback page.
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
    // No route for fetch()/XHR (API calls, RSC payloads): they go straight to the network, uncached.
  ],
  fallbacks: { entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.destination === "document" }] },
});

// Warm the page cache so the public pages open offline after the first visit. A page that fails
// (offline, 404, redirect) is skipped: installation must never fail because of one page.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(PAGES_CACHE).then((cache) =>
      Promise.all(
        warmPages.map(async (path) => {
          try {
            const res = await fetch(path, { credentials: "same-origin" });
            if (res.ok && !res.redirected && res.type === "basic") await cache.put(path, res);
          } catch {
            /* offline or server down: the page gets cached on its next visit */
          }
        }),
      ),
    ),
  );
});

serwist.addEventListeners();
