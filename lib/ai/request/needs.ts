// Stated needs: the category's own need tags (wide feet, pet hair, small trunk…) plus the
// global tags every category may use (beginner, kids, travel…), read from the data.
import { categoryBySlug } from "./catalog-view";
import { GLOBAL_NEEDS, hasStem, stems, type NeedVocabulary } from "./vocabulary";

export function needVocabulary(category: string | null): NeedVocabulary[] {
  const own = category ? (categoryBySlug(category)?.needs ?? []) : [];
  return [...own, ...GLOBAL_NEEDS.filter((g) => !own.some((n) => n.tag === g.tag))];
}

/** Need tags stated in the text, in vocabulary order (the category's own first). */
export function parseNeeds(text: string, category: string | null): string[] {
  const stemmed = stems(text);
  // "not for travel" / "don't need it to be portable": a need that is ruled out is not a need.
  const negated = (kw: string) => new RegExp(`\\b(?:not|no|don't need|dont need|without)\\s+(?:\\w+\\s+){0,2}${kw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(stemmed);
  return needVocabulary(category)
    .filter((n) => n.keywords.some((kw) => hasStem(stemmed, kw) && !negated(stems(kw).trim())))
    .map((n) => n.tag);
}

/** How to say a need in a sentence: "wide feet", "beginners". */
export function needLabel(tag: string, category: string | null): string {
  return needVocabulary(category).find((n) => n.tag === tag)?.label ?? tag.replace(/_/g, " ");
}
