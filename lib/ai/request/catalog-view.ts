// The answerer's one window on the catalog, in the shape of contract 1. Everything in
// lib/ai/request and lib/ai/offline reads products through here, so a catalog change is one file.
import {
  detectCategory as detectCatalogCategory,
  getCategory,
  loadCatalog,
  normalizeText,
  productsInCategory,
  retailerLink,
  type CatalogCategory as OldCategory,
  type CatalogProduct as OldProduct,
  type CategorySlug,
} from "@/lib/catalog";

export type PriceTier = "$" | "$$" | "$$$" | "$$$$";
export interface CategoryNeed { tag: string; label: string; keywords: string[] }
export interface ViewCategory {
  slug: string; name: string; group: string; keywords: string[]; related: string[];
  useQuestion: string; buyingCriteria: string[]; needs: CategoryNeed[];
}
export interface ViewProduct {
  id: string; name: string; brand: string; category: string;
  priceBand: { tier: PriceTier; label: string; low: number; high: number | null };
  needs: string[]; keySpecs: string[]; pros: string[]; cons: string[]; bestFor: string; keywords: string[];
  retailer: "amazon.com" | "bhphotovideo.com"; searchQuery: string; reviewedAt: string;
}
export interface ViewUncovered { slug: string; name: string; keywords: string[]; buyingCriteria: string[] }

const toCategory = (c: OldCategory): ViewCategory => ({
  group: "", related: [], buyingCriteria: [], needs: [],
  ...(c as unknown as Partial<ViewCategory>),
  slug: c.slug, name: c.name, keywords: c.keywords, useQuestion: c.useQuestion,
});
const toProduct = (p: OldProduct): ViewProduct => ({ needs: [], reviewedAt: "2026-11-01", ...(p as unknown as Partial<ViewProduct>), ...p });

let cache: { categories: ViewCategory[]; products: ViewProduct[]; byId: Map<string, ViewProduct> } | null = null;
function view() {
  if (!cache) {
    const data = loadCatalog();
    const products = data.products.map(toProduct);
    cache = { categories: data.categories.map(toCategory), products, byId: new Map(products.map((p) => [p.id, p])) };
  }
  return cache;
}

export const allCategories = (): ViewCategory[] => view().categories;
export const allProducts = (): ViewProduct[] => view().products;
export const categoryBySlug = (slug: string): ViewCategory | null => view().categories.find((c) => c.slug === slug) ?? null;
export const productById = (id: string): ViewProduct | null => view().byId.get(id) ?? null;
/** Products of one category in editorial order. */
export const productsOf = (slug: string): ViewProduct[] => view().products.filter((p) => p.category === slug);
export const detectCategoryIn = (text: string): string | null => detectCatalogCategory(text);
export const uncoveredTopics = (): ViewUncovered[] => [];
export const linkFor = (p: ViewProduct, amazonTag: string | null | undefined): string =>
  retailerLink(p as unknown as OldProduct, { amazonTag });
export { normalizeText };
// Kept so the old category helpers stay type-checked until the catalog merge replaces them.
export type { CategorySlug };
export const _legacy = { getCategory, productsInCategory };
