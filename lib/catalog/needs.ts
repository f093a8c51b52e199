// Needs a question states ("wide feet", "for a beginner", "quiet"), read from the data's need
// vocabulary: the global needs plus, when the category is known, that category's own needs.
import { findCategory, loadCatalog } from "./load";
import { normalizeText } from "./text";
import type { CatalogNeed, CategorySlug } from "./types";

const flat = (text: string) => ` ${normalizeText(text).replace(/-/g, " ")} `;

/** Need tags found in the text, in the order they are first mentioned. */
export function detectNeeds(text: string, category?: CategorySlug | null): string[] {
  const haystack = flat(text);
  const vocabulary: CatalogNeed[] = [...loadCatalog().globalNeeds, ...(category ? (findCategory(category)?.needs ?? []) : [])];
  const found: { tag: string; at: number }[] = [];
  for (const need of vocabulary) {
    const positions = need.keywords.map((kw) => haystack.indexOf(flat(kw))).filter((at) => at >= 0);
    if (positions.length && !found.some((f) => f.tag === need.tag)) found.push({ tag: need.tag, at: Math.min(...positions) });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.tag);
}

/** The human label for a need tag in a category ("wide feet"), or the tag with spaces. */
export function needLabel(tag: string, category?: CategorySlug | null): string {
  const vocabulary = [...loadCatalog().globalNeeds, ...(category ? (findCategory(category)?.needs ?? []) : [])];
  return vocabulary.find((n) => n.tag === tag)?.label ?? tag.replace(/_/g, " ");
}
