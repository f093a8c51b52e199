// Stated needs: the category's own need tags (wide feet, pet hair, small trunk…) plus the
// global tags every category may use (beginner, kids, travel…), read from the data.
import { categoryBySlug, globalNeeds, type CategoryNeed } from "./catalog-view";
import { hasStem, stems } from "./vocabulary";

export function needVocabulary(category: string | null): CategoryNeed[] {
  const own = category ? (categoryBySlug(category)?.needs ?? []) : [];
  return [...own, ...globalNeeds().filter((g) => !own.some((n) => n.tag === g.tag))];
}

// "compare the first two", "the last one": ordinals that point at picks, not at a need ("first-time").
const ORDINAL_PICKS = /\b(?:first|last|second|third)\s+(?:two|three|one|ones|pick|picks|option|options|and\s+(?:second|third|last))\b/g;

/** Need tags stated in the text, in vocabulary order (the category's own first). */
export function parseNeeds(text: string, category: string | null): string[] {
  const stemmed = stems(text.toLowerCase().replace(ORDINAL_PICKS, " "));
  // "not for travel" / "don't need it to be portable": a need that is ruled out is not a need.
  const negated = (kw: string) => new RegExp(`\\b(?:not|no|don't need|dont need|without)\\s+(?:\\w+\\s+){0,2}${kw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(stemmed);
  const tags = needVocabulary(category)
    .filter((n) => n.keywords.some((kw) => hasStem(stemmed, kw) && !negated(stems(kw).trim())))
    .map((n) => n.tag);
  // "for my 6 year old", "my 14-year-old": an age in years is a child.
  if (!tags.includes("kids") && /\b\d{1,2}[- ]?(?:year|yr)s?[- ]?old\b|\b(?:toddler|preschooler|grandkids?)\b/.test(text.toLowerCase())) tags.push("kids");
  // "I'm 6'5 and 280 lbs": a tall or heavy person, for categories with such a need (chairs, desks).
  const bigTall = needVocabulary(category).find((n) => /tall/.test(n.tag));
  if (bigTall && !tags.includes(bigTall.tag) && /\b6\s?'\s?[1-9]|\b6 ?(?:ft|foot|feet)\b|\b(?:2[5-9]\d|[34]\d\d) ?(?:lbs?|pounds)\b/.test(text.toLowerCase())) tags.push(bigTall.tag);
  return tags;
}

/** How to say a need in a sentence: "wide feet", "beginners". */
export function needLabel(tag: string, category: string | null): string {
  return needVocabulary(category).find((n) => n.tag === tag)?.label ?? tag.replace(/_/g, " ");
}
