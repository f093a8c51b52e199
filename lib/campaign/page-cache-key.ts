// Which rendered campaign page a request asks for: the page and its normalised topic, nothing
// else (ad parameters such as utm_source or gclid do not change the HTML; the browser reads them,
// lib/campaign/tracking.ts). The key is also the address the page is rendered from on a miss, so
// the cached HTML is exactly what that address renders. Pure: unit-tested.
import { landingTopic } from "@/lib/campaign/topic";

/** /utm's question as the page shows it: trimmed, inner whitespace collapsed, 500 characters. */
export function utmQuestion(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** `/utm?q=…` or `/utm-landing[?q=…]` for a cacheable page, else null (e.g. /utm without a question redirects). */
export function campaignPageKey(pathname: string, search: URLSearchParams): string | null {
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
