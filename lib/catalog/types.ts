// The catalog shapes shared by the bundled data (data/catalog/**), the database-backed search
// and every answerer. The taxonomy is data, so a category slug is any string the data defines;
// lib/catalog/schema.ts checks the files against these shapes at load.

/** A category slug from data/catalog/categories.json ("drones", "running_shoes", …). */
export type CategorySlug = string;

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

/** A need a person can state ("wide feet", "for a beginner"), and the words that signal it. */
export interface CatalogNeed {
  /** snake_case tag products list in `needs`. */
  tag: string;
  /** Short human label ("wide feet"), used in answers. */
  label: string;
  /** Lower-case words and phrases that signal the need in a question. */
  keywords: string[];
  /** A must-have: asked, it limits the picks to products rated for it (see docs/decisions/data.md). */
  strict?: true;
  /** A child's age range in years this need serves, inclusive ([1, 4] for toddler car seats). */
  ages?: [number, number];
  /** The need asked for when this one is ruled out ("I hate iPhones" → android). */
  opposite?: string;
  /** On a kind: its products are picked only when the kind is asked for (spot cleaners among vacuums). */
  askOnly?: true;
  /** The honest reason someone asks for it: the answer to "why is that better?". */
  why?: string;
  /** A must-have most of the category meets: it rules products out, it doesn't make the others specialists. */
  baseline?: true;
}

export interface CatalogProduct {
  /** Slug, unique across the catalog. */
  id: string;
  name: string;
  brand: string;
  category: CategorySlug;
  priceBand: PriceBand;
  /** Need tags this product suits: the category's needs plus the global ones. */
  needs: string[];
  keySpecs: string[];
  pros: string[];
  cons: string[];
  bestFor: string;
  /** Words and phrases for matching questions to this product. */
  keywords: string[];
  retailer: Retailer;
  /** What the retailer search link searches for; links are built at run time (see retailerLink). */
  searchQuery: string;
  /** When an editor last checked the facts and price band: "YYYY-MM-DD". */
  reviewedAt: string;
  /** Kind tags from the category's `kinds` ("chainsaw", "dutch_oven"); absent when the category has none. */
  kinds?: string[];
  /** The children's ages in years a product made for kids is sized for ([1.5, 5] for a balance bike). */
  ages?: [number, number];
}

export interface CatalogCategory {
  slug: CategorySlug;
  name: string;
  /** Shelf the category sits on ("audio", "kitchen", "baby and kids"), for grouping. */
  group: string;
  /** Lower-case words and phrases that signal this category in a question. */
  keywords: string[];
  /** Nearby category slugs a follow-up may move to (headphones ↔ earbuds). */
  related: CategorySlug[];
  /** The one clarifying question to ask when budget or use is unknown. */
  useQuestion: string;
  /** What to look for when buying, 5–7 concrete points. */
  buyingCriteria: string[];
  /** Category-specific needs (global needs live in Catalog.globalNeeds). */
  needs: CatalogNeed[];
  /**
   * Categories this one beats whenever both match a question: an accessory for a phone is
   * still an accessory ("a charger for my iPhone"), a baby monitor is not a computer monitor.
   */
  outranks?: CategorySlug[];
  /**
   * Product types within the category, with the words that name them ("dutch oven", "chainsaw",
   * "4k monitor"). A question naming a kind is answered only from products of that kind.
   */
  kinds?: CatalogNeed[];
  /**
   * Needs the category itself can't meet, with the related category that does and the honest line
   * that says so: a TV for someone hard of hearing is better served by a soundbar with a speech mode.
   */
  /** How to choose the size: viewing distance, people served, trip length. */
  sizeGuide?: string[];
  rulesGuide?: string[];
  /** Children can use the adult models well: a kids' edition is a choice, not a must-have (see schema.ts). */
  kidsOptional?: true;
  /** What makes a used one safe or not, where that is a safety matter (car seats, strollers). */
  secondhandGuide?: string[];
  /** Whether the kind of thing is worth buying at all, or worth paying more for. */
  worthGuide?: string[];
  otherMakers?: string[];
  /** How much storage or memory to get: by use and years kept. */
  capacityGuide?: string[];
  betterMetBy?: { keywords: string[]; category: CategorySlug; say: string; /** Only said, not shown: the other category's picks would pad this one's answer. */ pointOnly?: true }[];
}

/** Something people ask about that has no vetted picks on purpose (snow blowers, used cars). */
export interface UncoveredTopic {
  slug: string;
  /** Plural noun phrase as it reads in a sentence: "snow blowers". */
  name: string;
  keywords: string[];
  buyingCriteria: string[];
  worthGuide?: string[];
}

export interface Catalog {
  version: number;
  /** Needs every category may use: beginner, budget, premium, kids, small_space, travel, quiet, durable, gift, eco. */
  globalNeeds: CatalogNeed[];
  categories: CatalogCategory[];
  /** All products, category by category in categories.json order, each in editorial order. */
  products: CatalogProduct[];
  uncovered: UncoveredTopic[];
}
