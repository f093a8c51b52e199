import { isCategorySlug, productsInCategory, retailerLink, RETAILER_NAMES } from "@/lib/catalog";

// Picks shown with a guide: the first three products of the guide's catalog category (editorial
// order), with retailer search links carrying the affiliate tag.
export type GuidePick = { id: string; name: string; brand: string; priceBand: string; bestFor: string; pros: string[]; href: string; retailer: string };

export function guidePicks(catalogCategory: string | null, options: { amazonTag: string | null } = { amazonTag: null }): GuidePick[] {
  if (!catalogCategory || !isCategorySlug(catalogCategory)) return [];
  return productsInCategory(catalogCategory).slice(0, 3).map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    priceBand: p.priceBand.label,
    bestFor: p.bestFor,
    pros: p.pros,
    href: retailerLink(p, { amazonTag: options.amazonTag }),
    retailer: RETAILER_NAMES[p.retailer],
  }));
}
