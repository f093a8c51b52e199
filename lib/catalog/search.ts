// Keyword matching over the bundled catalog: category detection and a simple scored search.
// The database full-text search replaces searchCatalogInMemory in production paths; it
// returns the same CatalogProduct shape.
import { loadCatalog } from "./load";
import type { CatalogProduct, CategorySlug, UncoveredTopic } from "./types";

const STOPWORDS = new Set(
  (
    "a an the and or for to of in on at by with from my me i im i'm we our you your is are be it its this that " +
    "what which who how should could would can do does did get buy need want looking look recommend recommendation " +
    "recommendations best good great top any some one under over about around budget price cheap new really " +
    "please help thanks thank pick options option vs versus something"
  ).split(" "),
);

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'+\-\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the phrase occurs in the normalized text on word boundaries. */
export function hasPhrase(normalized: string, phrase: string): boolean {
  const p = normalizeText(phrase);
  if (!p) return false;
  return ` ${normalized} `.includes(` ${p} `);
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !/^\$?\d+[k]?$/.test(w));
}

// On a tie the more specific category wins: "camera drone" is a drone, "camera for vlogging"
// is vlogging gear, "laptop for YouTube videos" is a laptop, "treadmill for running" is fitness equipment.
const TIE_ORDER: string[] = [
  "drones",
  "laptops_video_editing",
  "vlogging",
  "supplements",
  "fitness_equipment",
  "running_shoes",
  "kitchen",
  "travel",
  "home_family",
  "cameras",
];

export interface CategoryScore {
  slug: CategorySlug;
  score: number;
}

/** Category keyword hits (a phrase scores its word count) plus product names mentioned outright. */
export function scoreCategories(text: string): CategoryScore[] {
  const normalized = normalizeText(text);
  const { categories, products } = loadCatalog();
  const scores = categories.map((c) => ({
    slug: c.slug,
    score: c.keywords.reduce((sum, kw) => sum + (hasPhrase(normalized, kw) ? kw.split(/\s+/).length : 0), 0),
  }));
  for (const p of products) {
    if (hasPhrase(normalized, p.name) || hasPhrase(normalized, p.searchQuery)) {
      const entry = scores.find((s) => s.slug === p.category);
      if (entry) entry.score += 3;
    }
  }
  return scores
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || TIE_ORDER.indexOf(a.slug) - TIE_ORDER.indexOf(b.slug));
}

export function detectCategory(text: string): CategorySlug | null {
  return scoreCategories(text)[0]?.slug ?? null;
}

/** The topic with no vetted picks that the text asks about ("snow blower"), or null. */
export function findUncovered(text: string): UncoveredTopic | null {
  const normalized = normalizeText(text);
  let best: { topic: UncoveredTopic; score: number } | null = null;
  for (const topic of loadCatalog().uncovered) {
    const score = topic.keywords.reduce((sum, kw) => sum + (hasPhrase(normalized, kw) ? kw.split(/\s+/).length : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

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
