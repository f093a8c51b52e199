import type { GuideCategory } from "@/lib/campaign/category";

export type Faq = { q: string; a: string };

export type Guide = {
  category: GuideCategory;
  /** URL segment under /guides. */
  slug: string;
  /** The catalog category its picks come from (null: no picks). */
  catalogCategory: string | null;
  /** The question a visitor would ask; seeds the chat links. */
  question: string;
  title: string;
  description: string;
  /** Static, trusted HTML written for this product (never built from visitor input). */
  content: string;
  faq: Faq[];
  updated: string;
};
