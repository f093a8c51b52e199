// Public API of the product catalog.
export * from "./types";
export { loadCatalog, getCategory, productsInCategory, findProduct, isCategorySlug } from "./load";
export { retailerLink, RETAILER_NAMES } from "./retailer-link";
export {
  detectCategory,
  scoreCategories,
  searchCatalogInMemory,
  scoreCatalog,
  normalizeText,
  hasPhrase,
  tokenize,
  type CategoryScore,
  type ScoredProduct,
} from "./search";
