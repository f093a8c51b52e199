import { site } from "@/lib/config/site";

const LINK = /https?:\/\/([a-z0-9.-]+)/gi;

/** True when the text links to a retailer whose links may pay us (the compensation statement shows then). */
export function hasAffiliateLinks(text: string): boolean {
  for (const m of text.matchAll(LINK)) {
    const host = m[1]!.toLowerCase();
    if (site.affiliateDomains.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  }
  return false;
}
