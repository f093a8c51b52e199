// The proxy's side of the campaign page cache: which requests it answers, and the response.
import { selfOrigin } from "@/lib/env";
import { hashedPolicy } from "@/lib/http/security-headers";
import { campaignPageKey } from "@/lib/campaign/page-cache-key";
import { campaignPage, isRenderRequest } from "@/lib/campaign/page-cache";

export { isRenderRequest };

/**
 * A full page load of /utm or /utm-landing, answered from the cache (rendered on a miss), or
 * null to let the request render as usual: client-side navigations and prefetches ask for the
 * RSC payload, not HTML, and the cache's own render request must reach the page.
 */
export async function cachedCampaignResponse(req: Request & { nextUrl: URL }): Promise<Response | null> {
  if (req.method !== "GET" || isRenderRequest(req.headers)) return null;
  const h = req.headers;
  if (h.has("rsc") || h.has("next-router-prefetch") || h.has("next-router-state-tree") || req.nextUrl.searchParams.has("_rsc")) return null;
  const key = campaignPageKey(req.nextUrl.pathname, req.nextUrl.searchParams);
  if (!key) return null;
  const found = await campaignPage(selfOrigin(), key);
  if (!found) return null;
  const headers = new Headers(found.page.headers);
  headers.set("Content-Security-Policy", hashedPolicy(found.page.scriptHashes));
  headers.set("X-Campaign-Page-Cache", found.state);
  return new Response(found.page.html, { status: 200, headers });
}
