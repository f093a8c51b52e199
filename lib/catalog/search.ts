// A simple scored product search over the bundled catalog. The database full-text search
// replaces searchCatalogInMemory in production paths; it returns the same CatalogProduct shape.
import { loadCatalog } from "./load";
import { hasPhrase, normalizeText, tokenize } from "./text";
import type { CatalogProduct, CategorySlug } from "./types";

function productScore(product: CatalogProduct, normalized: string, tokens: string[]): number {
  let score = 0;
  if (hasPhrase(normalized, product.name) || hasPhrase(normalized, product.searchQuery)) score += 10;
  const nameTokens = new Set(tokenize(product.name));
  const brandTokens = new Set(tokenize(product.brand));
  const bestForTokens = new Set(tokenize(product.bestFor));
  for (const t of tokens) {
    if (nameTokens.has(t)) score += 3;
    if (brandTokens.has(t)) score += 2;
    if (bestForTokens.has(t)) score += 1;
  }
  for (const kw of product.keywords) if (hasPhrase(normalized, kw)) score += 2 * kw.split(/\s+/).length;
  return score;
}

export interface ScoredProduct {
  product: CatalogProduct;
  score: number;
}

/** Scored matches, best first; ties keep catalog (editorial) order. */
export function scoreCatalog(query: string, options: { category?: CategorySlug | null } = {}): ScoredProduct[] {
  const normalized = normalizeText(query);
  const tokens = tokenize(query);
  return loadCatalog()
    .products.filter((p) => !options.category || p.category === options.category)
    .map((product, order) => ({ product, score: productScore(product, normalized, tokens), order }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ product, score }) => ({ product, score }));
}

export function searchCatalogInMemory(
  query: string,
  options: { category?: CategorySlug | null; limit?: number } = {},
): CatalogProduct[] {
  return scoreCatalog(query, options)
    .slice(0, options.limit ?? 5)
    .map((s) => s.product);
}
