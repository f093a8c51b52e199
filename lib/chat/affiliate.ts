import { site } from "@/lib/config/site";
import { linksToRetailer } from "@/lib/retailer-links";

/** True when the text links to a retailer whose links may pay us (the compensation statement shows then). */
export function hasAffiliateLinks(text: string): boolean {
  return linksToRetailer(text, site.affiliateDomains);
}
