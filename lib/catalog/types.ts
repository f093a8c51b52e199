// The product shape shared by the bundled catalog and the database-backed search.
// Keep it stable: the full-text search and the model's search_products tool return it.

export const CATEGORY_SLUGS = [
  "drones",
  "cameras",
  "vlogging",
  "running_shoes",
  "laptops_video_editing",
  "supplements",
  "fitness_equipment",
  "kitchen",
  "travel",
  "home_family",
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export type Retailer = "amazon.com" | "bhphotovideo.com";

export type PriceTier = "$" | "$$" | "$$$" | "$$$$";

/** A price band, never an exact price: prices move daily, so answers say "check the current price". */
export interface PriceBand {
  tier: PriceTier;
  /** Human label, e.g. "$300–$600", "under $100", "$2,000+". */
  label: string;
  /** Approximate band bounds in USD, for budget filtering. high null = open-ended. */
  low: number;
  high: number | null;
}

export interface CatalogProduct {
  /** Slug, unique across the catalog. */
  id: string;
  name: string;
  brand: string;
  category: CategorySlug;
  priceBand: PriceBand;
  keySpecs: string[];
  pros: string[];
  cons: string[];
  bestFor: string;
  /** Words and phrases for matching questions to this product. */
  keywords: string[];
  retailer: Retailer;
  /** What the retailer search link searches for; links are built at run time (see retailerLink). */
  searchQuery: string;
}

export interface CatalogCategory {
  slug: CategorySlug;
  name: string;
  /** Lower-case words and phrases that signal this category in a question. */
  keywords: string[];
  /** The one clarifying question to ask when budget or use is unknown. */
  useQuestion: string;
}

export interface Catalog {
  version: number;
  categories: CatalogCategory[];
  products: CatalogProduct[];
}
