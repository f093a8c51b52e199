// Which category (or topic with no vetted picks) a question is about, from the data's keywords.
// Categories and uncovered topics compete on the same scale, so "snow blower" beats the yard-tools
// keyword "blower", and "mouse trap" beats the computer "mouse".
import { loadCatalog } from "./load";
import { normalizeText } from "./text";
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
  /** Where each matched keyword sits in the padded question, [start, end]. */
  spans: Span[];
}

type Span = [from: number, to: number];

const wordCount = (phrase: string) => phrase.trim().split(/\s+/).length;

// "pull up bar" and "pull-up bar", "carry on" and "carry-on" are the same words to a reader.
const unhyphen = (text: string) => text.replace(/-/g, " ");

// Words after "for my", "with my", "to go with" name what the thing is for, not the thing:
// "earbuds for my Android phone" asks for earbuds, "a case for my iPhone" for a case.
const CONTEXT_MARKER = / (?:for|with|to|into|on|fits|under) (?:my|our|his|her|their|the|a|an) | to go with | works with | compatible with /;

/**
 * Keywords prepared once per catalog: normalized, unhyphenated, padded with spaces, deduplicated,
 * longest first. `id` numbers the list in the catalog's index (see `tried`).
 */
type Phrases = { id: number; list: string[] };
function prepare(keywords: string[], id = -1): Phrases {
  const phrases = keywords.map((k) => unhyphen(normalizeText(k))).filter(Boolean);
  return { id, list: [...new Set(phrases)].sort((a, b) => b.length - a.length).map((k) => ` ${k} `) };
}

/** Appends `value` to the list kept under `key`, starting the list when there is none. */
function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const at = map.get(key);
  if (at) at.push(value);
  else map.set(key, [value]);
}

/**
 * Every list's phrases by their first word, across the catalog: a phrase can only occur in a
 * question that has its first word, so a question tries a handful of phrases, not ~2,000.
 */
function indexFirstWords(lists: Phrases[]): Map<string, [list: number, phrase: number][]> {
  const byWord = new Map<string, [number, number][]>();
  for (const { id, list } of lists) {
    list.forEach((phrase, i) => addTo(byWord, phrase.trim().split(" ")[0]!, [id, i]));
  }
  return byWord;
}

/** The phrases of `phrases` whose first word is in the question, in the list's order (longest first). */
function tried(question: Question, phrases: Phrases): number[] {
  if (!question.tried) {
    question.tried = new Map();
    const byWord = index().firstWords;
    for (const word of question.words) {
      for (const [list, i] of byWord.get(word) ?? []) addTo(question.tried, list, i);
    }
    for (const ids of question.tried.values()) ids.sort((a, b) => a - b);
  }
  return question.tried.get(phrases.id) ?? [];
}

/**
 * `claimed`: spans another list's longer phrases matched ("knife sharpener" for the uncovered
 * sharpeners): a shorter phrase inside one ("knife") is part of that thing, not a second one.
 */
function match(question: Question, phrases: Phrases, claimed: readonly Span[] = []): Match {
  const { padded, context } = question;
  let score = 0;
  let longest = 0;
  let first = Number.POSITIVE_INFINITY;
  // Longest phrases first; a keyword inside one already counted ("phone" in "android phone") adds nothing.
  const covered: [number, number][] = [];
  for (const i of tried(question, phrases)) {
    const phrase = phrases.list[i]!;
    const at = padded.indexOf(phrase);
    if (at < 0) continue;
    const end = at + phrase.length - 1;
    if (covered.some(([from, to]) => at >= from && end <= to)) continue;
    if (claimed.some(([from, to]) => at >= from && end <= to && to - from > end - at)) continue;
    covered.push([at, end]);
    const words = wordCount(phrase);
    score += context >= 0 && at >= context ? words / 2 : words;
    longest = Math.max(longest, words);
    first = Math.min(first, at);
  }
  return { score, longest, first, spans: covered };
}

interface Index {
  categories: { slug: CategorySlug; phrases: Phrases; outranks: CategorySlug[] }[];
  products: { category: CategorySlug; names: string[] }[];
  /** Products by the first word of each prepared name: a name can only occur where its first word does. */
  productsByFirstWord: Map<string, number[]>;
  uncovered: { topic: UncoveredTopic; phrases: Phrases }[];
  firstWords: Map<string, [list: number, phrase: number][]>;
}

// Built once per loaded catalog: normalizing ~2,000 phrases on every question cost ~15 ms.
const indexes = new WeakMap<object, Index>();
function index(): Index {
  const catalog = loadCatalog();
  let built = indexes.get(catalog);
  if (!built) {
    const products = catalog.products.map((p) => ({ category: p.category, names: prepare([p.name, p.searchQuery]).list }));
    const productsByFirstWord = new Map<string, number[]>();
    products.forEach((p, i) => {
      for (const first of new Set(p.names.map((n) => n.trim().split(" ")[0]!))) addTo(productsByFirstWord, first, i);
    });
    const categories = catalog.categories.map((c, i) => ({ slug: c.slug, phrases: prepare(c.keywords, i), outranks: c.outranks ?? [] }));
    const uncovered = catalog.uncovered.map((topic, i) => ({ topic, phrases: prepare(topic.keywords, categories.length + i) }));
    const firstWords = indexFirstWords([...categories, ...uncovered].map((c) => c.phrases));
    built = { categories, products, productsByFirstWord, uncovered, firstWords };
    indexes.set(catalog, built);
  }
  return built;
}

/** The question as matching sees it: padded with spaces, hyphens as spaces, its words, and where context words start. */
type Question = { padded: string; words: Set<string>; context: number; tried?: Map<number, number[]> };
// "dishwasher safe", "oven-safe": a property of the thing asked about, never a dishwasher or an oven wanted.
const SAFE_IN = /\b(?:dishwasher|oven|microwave|freezer|induction)[- ]?(?:safe|friendly|compatible)\b/g;

function read(text: string): Question {
  const padded = ` ${unhyphen(normalizeText(text.toLowerCase().replace(SAFE_IN, " ")))} `;
  // "" is a word too (padded starts with a space), as a phrase made only of hyphens starts with it.
  return { padded, words: new Set(padded.split(" ")), context: padded.search(CONTEXT_MARKER) };
}

const better = (a: Match, b: Match) => b.score - a.score || a.first - b.first || b.longest - a.longest;

// A product named outright ("DJI Mini 4 Pro or Air 3S?") says the category as clearly as a 3-word keyword.
const NAMED_PRODUCT_SCORE = 3;

function categoryMatches(question: Question, claimed: readonly Span[] = []): (Match & { slug: CategorySlug })[] {
  const { categories, products, productsByFirstWord } = index();
  const matches = categories.map((c) => ({ slug: c.slug, ...match(question, c.phrases, claimed) }));
  // Only products with a name's first word in the question are tried (the sums below do not depend on order).
  const named = new Set<number>();
  for (const word of question.words) for (const i of productsByFirstWord.get(word) ?? []) named.add(i);
  for (const i of named) {
    const p = products[i]!;
    let at = -1;
    for (const name of p.names) {
      const i = question.padded.indexOf(name);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at < 0) continue;
    const entry = matches.find((m) => m.slug === p.category);
    if (!entry) continue;
    entry.score += NAMED_PRODUCT_SCORE;
    entry.longest = Math.max(entry.longest, NAMED_PRODUCT_SCORE);
    entry.first = Math.min(entry.first, at);
  }
  const hits = matches.filter((m) => m.score > 0);
  // A matched category that outranks another removes it: "charger for my iPhone" is an accessory.
  const outranked = new Set(hits.flatMap((m) => categories.find((c) => c.slug === m.slug)?.outranks ?? []));
  return hits.filter((m) => !outranked.has(m.slug)).sort(better);
}

/** Category scores, best first (after "outranks" rules); empty when nothing matches. */
export function scoreCategories(text: string): CategoryScore[] {
  return categoryMatches(read(text)).map(({ slug, score }) => ({ slug, score }));
}

/** The best uncovered topic and its match, or null. */
function bestUncovered(question: Question): (Match & { topic: UncoveredTopic }) | null {
  let best: (Match & { topic: UncoveredTopic }) | null = null;
  for (const { topic, phrases } of index().uncovered) {
    const m = match(question, phrases);
    if (m.score > 0 && (!best || better(m, best) < 0)) best = { topic, ...m };
  }
  return best;
}

/** Whether an uncovered topic beats the best category (a tie goes to the category we can help with). */
function uncoveredWins(category: Match | undefined, uncovered: Match | null): boolean {
  if (!uncovered) return false;
  if (!category) return true;
  // On a full tie, the thing named first is the thing asked for ("a knife sharpener for kitchen knives").
  return uncovered.score > category.score || (uncovered.score === category.score
    && (uncovered.longest > category.longest || (uncovered.longest === category.longest && uncovered.first < category.first)));
}

/** The catalog category a question is about, or null (no category, or a topic we have no picks for). */
export function detectCategory(text: string): CategorySlug | null {
  const question = read(text);
  const uncovered = bestUncovered(question);
  const best = categoryMatches(question, uncovered?.spans)[0];
  if (!best || uncoveredWins(best, uncovered)) return null;
  return best.slug;
}

/** The topic with no vetted picks the question is about ("snow blowers"), when it beats every category. */
export function findUncovered(text: string): UncoveredTopic | null {
  const question = read(text);
  const uncovered = bestUncovered(question);
  return uncoveredWins(categoryMatches(question, uncovered?.spans)[0], uncovered) ? (uncovered?.topic ?? null) : null;
}
