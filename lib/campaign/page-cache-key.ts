// Which rendered campaign page a request asks for: the page and its normalised topic, nothing
// else (ad parameters such as utm_source or gclid do not change the HTML; the browser reads them,
// lib/campaign/tracking.ts). The key is also the address the page is rendered from on a miss, so
// the cached HTML is exactly what that address renders. Pure: unit-tested.
// The guides are cached per slug the same way (issue 14 item 8): they render per request only so
// their addresses follow the runtime NEXTAUTH_URL, and the cache renders on this server at run time.
import { landingTopic } from "@/lib/campaign/topic";
import { GUIDES } from "@/lib/guides";

const GUIDE_PATHS = new Set(GUIDES.map((g) => `/guides/${g.slug}`));

/** A known guide's address, exactly (no trailing slash, its slug's own spelling). */
export function isGuidePath(pathname: string): boolean {
  return GUIDE_PATHS.has(pathname);
}

/** /utm's question as the page shows it: trimmed, inner whitespace collapsed, 500 characters. */
export function utmQuestion(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, 500);
}

/**
 * `/utm?q=…`, `/utm-landing[?q=…]` or `/guides/{slug}` (a known slug, exact path: its parameters do not
 * change the page) for a cacheable page, else null (e.g. /utm without a question redirects, an
 * unknown guide is a 404 rendered as usual).
 */
export function campaignPageKey(pathname: string, search: URLSearchParams): string | null {
  if (isGuidePath(pathname)) return pathname;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/utm") {
    const q = utmQuestion(search.get("q") ?? "");
    return q ? `/utm?${new URLSearchParams({ q })}` : null;
  }
  if (path === "/utm-landing") {
    const firsts: Record<string, string> = {};
    for (const [k, v] of search) firsts[k] ??= v; // the page reads the first of repeated parameters
    const topic = landingTopic(firsts);
    return topic ? `/utm-landing?${new URLSearchParams({ q: topic })}` : "/utm-landing";
  }
  return null;
}
