// Rendered campaign pages, kept per normalised topic (issue 14 item 9). A paid campaign sends
// bursts of the same few questions; rendering the guide for each click cost ~8x the time of a
// prerendered page. The HTML is cached whole, with the sha256 of each of its inline scripts, so
// it is served under a hash-based Content-Security-Policy (no per-request nonce to go stale). What
// differs per visitor is not in the HTML: the ad's utm_* values are read in the browser, and the
// page grant inside lives 30 minutes, far longer than an entry is served.
import crypto from "node:crypto";
import { inlineScriptHashes } from "@/lib/http/security-headers";
import { deferScriptsUntilPainted } from "@/lib/build/scripts-after-paint";

export type CachedPage = { html: string; scriptHashes: string[]; headers: [string, string][]; renderedAt: number };

/** Fresh for 5 minutes; then served while one refresh runs, up to 15 (the grant inside lasts 30). */
export const FRESH_MS = 5 * 60_000;
export const STALE_MS = 15 * 60_000;
const MAX_ENTRIES = 200;
const MAX_BYTES = 40 * 1024 * 1024;

/** Marks the proxy's own render requests (a random value per process: a client cannot send it). */
export const RENDER_HEADER = "x-hh-campaign-render";
const renderToken = crypto.randomBytes(24).toString("base64url");

export function isRenderRequest(headers: Headers): boolean {
  const got = Buffer.from(headers.get(RENDER_HEADER) ?? "");
  const want = Buffer.from(renderToken);
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

const entries = new Map<string, CachedPage>(); // insertion order = least recently used first
const inFlight = new Map<string, Promise<CachedPage | null>>();
let bytes = 0;

function remember(key: string, page: CachedPage) {
  forget(key);
  entries.set(key, page);
  bytes += page.html.length;
  for (const [k] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    forget(k);
  }
}

function forget(key: string) {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  bytes -= old.html.length;
}

// Response headers worth keeping from the render (the proxy adds the policy and HSTS itself).
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

/** Renders the page at `key` (an address on this server) without a nonce; null if it did not answer 200 HTML. */
async function render(origin: string, key: string, now: () => number): Promise<CachedPage | null> {
  const res = await fetch(new URL(key, origin), { headers: { [RENDER_HEADER]: renderToken }, redirect: "manual", cache: "no-store" });
  const type = res.headers.get("content-type") ?? "";
  if (res.status !== 200 || !type.startsWith("text/html")) {
    await res.body?.cancel();
    return null;
  }
  // Served as-is to every click of the topic, like a prerendered page: its chunks load after the first paint.
  const html = deferScriptsUntilPainted(await res.text());
  const headers = KEPT_HEADERS.flatMap((h): [string, string][] => {
    const v = res.headers.get(h);
    return v ? [[h, v]] : [];
  });
  return { html, scriptHashes: inlineScriptHashes(html), headers, renderedAt: now() };
}

function refresh(origin: string, key: string, now: () => number): Promise<CachedPage | null> {
  const running = inFlight.get(key);
  if (running) return running; // one render per topic, however many clicks arrive meanwhile
  const p = render(origin, key, now)
    .then((page) => {
      if (page) remember(key, page);
      return page;
    })
    .catch((err: unknown) => {
      console.warn(`campaign page render failed for ${key}`, err);
      return null;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/**
 * The cached page for `key`, rendered from `origin` on a miss; null when it cannot be cached (the
 * caller lets the request render as usual). Stale entries are served while one refresh runs.
 */
export async function campaignPage(origin: string, key: string, now: () => number = Date.now): Promise<{ page: CachedPage; state: "hit" | "stale" | "miss" } | null> {
  const cached = entries.get(key);
  const age = cached ? now() - cached.renderedAt : Infinity;
  if (cached && age < STALE_MS) {
    entries.delete(key); // most recently used goes last
    entries.set(key, cached);
    if (age < FRESH_MS) return { page: cached, state: "hit" };
    void refresh(origin, key, now);
    return { page: cached, state: "stale" };
  }
  const page = await refresh(origin, key, now);
  return page ? { page, state: "miss" } : null;
}

/**
 * The entry for `key` while it is fresh (what `campaignPage` would answer "hit" with), or null; a hit
 * here counts as a use. For the copies of cached answers kept in front of Next
 * (scripts/static-pages-cache.mjs): a copy is served only while this still returns the very entry it
 * was made from, so a refresh, a stale entry or an eviction sends the next request to the proxy.
 */
export function freshCampaignPage(key: string, now: number = Date.now()): CachedPage | null {
  const cached = entries.get(key);
  if (!cached || now - cached.renderedAt >= FRESH_MS) return null;
  entries.delete(key); // most recently used goes last
  entries.set(key, cached);
  return cached;
}

/** Tests only: start from an empty cache. */
export function clearCampaignPages() {
  entries.clear();
  inFlight.clear();
  bytes = 0;
}
