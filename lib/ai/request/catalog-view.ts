// The answerer's one window on the catalog (contract 1, lib/catalog). Everything in
// lib/ai/request and lib/ai/offline reads products through here, so a catalog change is one file.
import {
  getProduct,
  loadCatalog,
  productsIn,
  retailerLink,
  type CatalogCategory,
  type CatalogNeed,
  type CatalogProduct,
  type UncoveredTopic,
} from "@/lib/catalog";

export type ViewCategory = CatalogCategory;
export type ViewProduct = CatalogProduct;
export type ViewUncovered = UncoveredTopic;
export type CategoryNeed = CatalogNeed;

export const allCategories = (): ViewCategory[] => loadCatalog().categories;
export const allProducts = (): ViewProduct[] => loadCatalog().products;
export const globalNeeds = (): CategoryNeed[] => loadCatalog().globalNeeds;
export const uncoveredTopics = (): ViewUncovered[] => loadCatalog().uncovered;

let bySlug: Map<string, ViewCategory> | null = null;
export function categoryBySlug(slug: string): ViewCategory | null {
  bySlug ??= new Map(allCategories().map((c) => [c.slug, c]));
  return bySlug.get(slug) ?? null;
}
export const productById = (id: string): ViewProduct | null => getProduct(id);
/** Products of one category in editorial order. */
export const productsOf = (slug: string): ViewProduct[] => productsIn(slug);
export const linkFor = (p: ViewProduct, amazonTag: string | null | undefined): string => retailerLink(p, { amazonTag });
