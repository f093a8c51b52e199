// Needs a question states ("wide feet", "for a beginner", "quiet"), read from the data's need
// vocabulary: the global needs plus, when the category is known, that category's own needs.
import { findCategory, loadCatalog } from "./load";
import { normalizeText } from "./text";
import type { CatalogNeed, CategorySlug } from "./types";

const flat = (text: string) => ` ${normalizeText(text).replace(/-/g, " ")} `;

// Prepared once per need list (the lists live as long as the loaded catalog).
const prepared = new WeakMap<CatalogNeed, string[]>();
const phrasesOf = (need: CatalogNeed): string[] => {
  let phrases = prepared.get(need);
  if (!phrases) prepared.set(need, (phrases = need.keywords.map(flat)));
  return phrases;
};

function vocabulary(category?: CategorySlug | null): CatalogNeed[] {
  return [...loadCatalog().globalNeeds, ...(category ? (findCategory(category)?.needs ?? []) : [])];
}

/** Need tags found in the text, in the order they are first mentioned. */
export function detectNeeds(text: string, category?: CategorySlug | null): string[] {
  const haystack = flat(text);
  const found: { tag: string; at: number }[] = [];
  for (const need of vocabulary(category)) {
    const positions = phrasesOf(need).map((p) => haystack.indexOf(p)).filter((at) => at >= 0);
    if (positions.length && !found.some((f) => f.tag === need.tag)) found.push({ tag: need.tag, at: Math.min(...positions) });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.tag);
}

/** The human label for a need tag in a category ("wide feet"), or the tag with spaces. */
export function needLabel(tag: string, category?: CategorySlug | null): string {
  return vocabulary(category).find((n) => n.tag === tag)?.label ?? tag.replace(/_/g, " ");
}
