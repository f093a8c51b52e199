// Public API of the product catalog (server only: the loader reads data/catalog with node:fs).
import { findProduct, loadCatalog, productsInCategory } from "./load";
import type { Catalog, CatalogProduct } from "./types";

export * from "./types";
export {
  loadCatalog,
  readCatalog,
  getCategory,
  findCategory,
  productsInCategory,
  findProduct,
  isCategorySlug,
  uncoveredTopics,
} from "./load";
export { retailerLink, RETAILER_NAMES } from "./retailer-link";
export { detectCategory, findUncovered, scoreCategories, type CategoryScore } from "./detect";
export { searchCatalogInMemory, scoreCatalog, type ScoredProduct } from "./search";
export { detectNeeds, needLabel } from "./needs";
export { picksReviewedLabel, reviewedMonth } from "./reviewed";
export { normalizeText, hasPhrase, tokenize } from "./text";

/** The loaded catalog (validated at first import). */
export const catalog: Catalog = loadCatalog();

/** Category slugs in taxonomy order (data-defined; kept as a list for enums such as the model's tool schema). */
export const CATEGORY_SLUGS: readonly string[] = catalog.categories.map((c) => c.slug);

/** Products of one category in editorial order. */
export const productsIn = (slug: string): CatalogProduct[] => productsInCategory(slug);

/** One product by id, or null. */
export const getProduct = (id: string): CatalogProduct | null => findProduct(id);
