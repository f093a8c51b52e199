// The proxy's side of the campaign page cache: which requests it answers, and the response.
import { selfOrigin } from "@/lib/env";
import { hashedPolicy } from "@/lib/http/security-headers";
import { campaignPageKey, isGuidePath } from "@/lib/campaign/page-cache-key";
import { campaignPage, freshCampaignPage, isRenderRequest, type CachedPage } from "@/lib/campaign/page-cache";

export { isRenderRequest };

/**
 * What the pages served in front of Next (scripts/static-pages-cache.mjs, a preload outside this
 * bundle) ask of this cache, published where they can reach it once the proxy has loaded: the fresh
 * entry of a guide's exact path, or null. A guide's answer from this cache is the same for every
 * page load of it while that entry is fresh, so a copy of it is served only while this returns the
 * entry the copy was made from.
 */
export type CampaignPagesForPreload = { freshGuide(path: string): CachedPage | null };
export const CAMPAIGN_PAGES = Symbol.for("helpful-hand.campaign-pages");
const forPreload: CampaignPagesForPreload = { freshGuide: (path) => (isGuidePath(path) ? freshCampaignPage(path) : null) };
(globalThis as Record<symbol, unknown>)[CAMPAIGN_PAGES] = forPreload;

/**
 * A page load in a browser (`Sec-Fetch-Dest: document`, or no Sec-Fetch headers and an Accept
 * that asks for HTML). Next hides its own RSC headers from the proxy, so this is how client-side
 * navigations and prefetches (a fetch: `Sec-Fetch-Dest: empty`, an Accept of any type) are told apart:
 * they want the RSC payload, which the cache does not hold.
 */
export function isDocumentRequest(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  if (dest) return dest === "document";
  return (headers.get("accept") ?? "").includes("text/html");
}

/**
 * A full page load of /utm, /utm-landing or a guide, answered from the cache (rendered on a miss), or
 * null to let the request render as usual (also the cache's own render request).
 */
export async function cachedCampaignResponse(req: Request & { nextUrl: URL }): Promise<Response | null> {
  if (req.method !== "GET" || isRenderRequest(req.headers) || !isDocumentRequest(req.headers)) return null;
  const key = campaignPageKey(req.nextUrl.pathname, req.nextUrl.searchParams);
  if (!key) return null;
  const found = await campaignPage(selfOrigin(), key);
  if (!found) return null;
  const headers = new Headers(found.page.headers);
  headers.set("Content-Security-Policy", hashedPolicy(found.page.scriptHashes));
  headers.set("X-Campaign-Page-Cache", found.state);
  return new Response(found.page.html, { status: 200, headers });
}
