// The proxy's side of the campaign page cache: which requests it answers, and the response.
import { selfOrigin } from "@/lib/env";
import { hashedPolicy } from "@/lib/http/security-headers";
import { campaignPageKey } from "@/lib/campaign/page-cache-key";
import { campaignPage, isRenderRequest } from "@/lib/campaign/page-cache";

export { isRenderRequest };

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
