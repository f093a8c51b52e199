import { isCategorySlug, retailerLink, RETAILER_NAMES, type CatalogProduct } from "@/lib/catalog";
import { parseRequest, rankPicks } from "@/lib/ai/request";

// Picks shown with a guide: the same three products the chat's first answer recommends for the
// question the chat is opened with (the request model and ranking of lib/ai/request), so the article
// and the chat beside it never disagree. Retailer search links carry the affiliate tag.
export type GuidePick = { id: string; name: string; brand: string; priceBand: string; bestFor: string; pros: string[]; href: string; retailer: string };

export function guidePicks(catalogCategory: string | null, question: string, options: { amazonTag: string | null } = { amazonTag: null }): GuidePick[] {
  if (!catalogCategory || !isCategorySlug(catalogCategory)) return [];
  const r = parseRequest([{ role: "user", content: question }]);
  // A question read as another category (or none) still gets this guide's picks, ranked by its words.
  const sameCategory = r.category === catalogCategory;
  const ranked = rankPicks({
    category: catalogCategory,
    budget: sameCategory ? r.budget : null,
    needs: sameCategory ? r.needs : [],
    kind: sameCategory ? (r.kind ?? null) : null,
    text: question,
  });
  if (ranked.outsideBudget) return [];
  return ranked.picks.map((p: CatalogProduct) => ({
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
