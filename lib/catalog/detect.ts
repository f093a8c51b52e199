// Which category (or topic with no vetted picks) a question is about, from the data's keywords.
// Categories and uncovered topics compete on the same scale, so "snow blower" beats the yard-tools
// keyword "blower", and "mouse trap" beats the computer "mouse".
import { loadCatalog } from "./load";
import { hasPhrase, normalizeText } from "./text";
import type { CategorySlug, UncoveredTopic } from "./types";

export interface CategoryScore {
  slug: CategorySlug;
  score: number;
}

interface Match {
  score: number;
  /** Word count of the longest keyword matched: a specific phrase beats several loose words. */
  longest: number;
  /** Where the first matched keyword starts; the head noun usually comes first ("headphones with a good mic"). */
  first: number;
}

const wordCount = (phrase: string) => phrase.split(/\s+/).length;

// "pull up bar" and "pull-up bar", "carry on" and "carry-on" are the same words to a reader.
const unhyphen = (text: string) => text.replace(/-/g, " ");

// Words after "for my", "with my", "to go with" name what the thing is for, not the thing:
// "earbuds for my Android phone" asks for earbuds, "a case for my iPhone" for a case.
const CONTEXT_MARKER = / (?:for|with|to|into|on|fits|under) (?:my|our|his|her|their|the|a|an) | to go with | works with | compatible with /;

function match(normalized: string, keywords: string[]): Match {
  const padded = ` ${unhyphen(normalized)} `;
  const context = padded.search(CONTEXT_MARKER);
  let score = 0;
  let longest = 0;
  let first = Number.POSITIVE_INFINITY;
  // Longest phrases first; a keyword inside one already counted ("phone" in "android phone") adds nothing.
  const covered: [number, number][] = [];
  const phrases = [...new Set(keywords.map((k) => unhyphen(normalizeText(k))).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    const at = padded.indexOf(` ${phrase} `);
    if (at < 0) continue;
    const end = at + phrase.length + 1;
    if (covered.some(([from, to]) => at >= from && end <= to)) continue;
    covered.push([at, end]);
    const words = wordCount(phrase);
    score += context >= 0 && at >= context ? words / 2 : words;
    longest = Math.max(longest, words);
    first = Math.min(first, at);
  }
  return { score, longest, first };
}

const better = (a: Match, b: Match) => b.score - a.score || a.first - b.first || b.longest - a.longest;

// A product named outright ("DJI Mini 4 Pro or Air 3S?") says the category as clearly as a 3-word keyword.
const NAMED_PRODUCT_SCORE = 3;

function categoryMatches(normalized: string): (Match & { slug: CategorySlug })[] {
  const { categories, products } = loadCatalog();
  const matches = categories.map((c) => ({ slug: c.slug, ...match(normalized, c.keywords) }));
  for (const p of products) {
    if (!hasPhrase(normalized, p.name) && !hasPhrase(normalized, p.searchQuery)) continue;
    const entry = matches.find((m) => m.slug === p.category);
    if (!entry) continue;
    entry.score += NAMED_PRODUCT_SCORE;
    entry.longest = Math.max(entry.longest, NAMED_PRODUCT_SCORE);
    for (const name of [p.name, p.searchQuery]) {
      const at = ` ${normalized} `.indexOf(` ${normalizeText(name)} `);
      if (at >= 0) entry.first = Math.min(entry.first, at);
    }
  }
  const hits = matches.filter((m) => m.score > 0);
  // A matched category that outranks another removes it: "charger for my iPhone" is an accessory.
  const outranked = new Set(
    hits.flatMap((m) => categories.find((c) => c.slug === m.slug)?.outranks ?? []),
  );
  return hits.filter((m) => !outranked.has(m.slug)).sort(better);
}

/** Category scores, best first (after "outranks" rules); empty when nothing matches. */
export function scoreCategories(text: string): CategoryScore[] {
  return categoryMatches(normalizeText(text)).map(({ slug, score }) => ({ slug, score }));
}

/** The best uncovered topic and its match, or null. */
function bestUncovered(normalized: string): (Match & { topic: UncoveredTopic }) | null {
  let best: (Match & { topic: UncoveredTopic }) | null = null;
  for (const topic of loadCatalog().uncovered) {
    const m = match(normalized, topic.keywords);
    if (m.score > 0 && (!best || better(m, best) < 0)) best = { topic, ...m };
  }
  return best;
}

/** Whether an uncovered topic beats the best category (a tie goes to the category we can help with). */
function uncoveredWins(category: Match | undefined, uncovered: Match | null): boolean {
  if (!uncovered) return false;
  if (!category) return true;
  return uncovered.score > category.score || (uncovered.score === category.score && uncovered.longest > category.longest);
}

/** The catalog category a question is about, or null (no category, or a topic we have no picks for). */
export function detectCategory(text: string): CategorySlug | null {
  const normalized = normalizeText(text);
  const best = categoryMatches(normalized)[0];
  if (!best || uncoveredWins(best, bestUncovered(normalized))) return null;
  return best.slug;
}

/** The topic with no vetted picks the question is about ("snow blowers"), when it beats every category. */
export function findUncovered(text: string): UncoveredTopic | null {
  const normalized = normalizeText(text);
  const uncovered = bestUncovered(normalized);
  return uncoveredWins(categoryMatches(normalized)[0], uncovered) ? (uncovered?.topic ?? null) : null;
}
