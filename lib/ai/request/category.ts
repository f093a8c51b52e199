// Which catalog category a message asks about (from the taxonomy's keywords and names, plural
// tolerant), which products it names, and the product-like things the catalog has no picks for.
import { detectCategory, findUncovered } from "@/lib/catalog";
import { allCategories, allProducts, productsOf, type ViewProduct } from "./catalog-view";
import { stems, words } from "./vocabulary";
import { BRAND_ASK } from "./signals";

export interface CategoryHit { slug: string; score: number }

// Each category's keywords and name as stems, computed once: keywords and the name often stem
// alike ("camera", "Cameras"), so each stem counts once; very short stems collide with ordinary
// words ("cans" → "can you") and are left out. Grouped by their first word: a stem can only occur
// in a text that has its first word, so a text tries a few stems instead of every category's.
type Stem = { kw: string; n: number };
let categoryStems: { slug: string; byFirstWord: Map<string, Stem[]> }[] | null = null;
function stemmedCategories() {
  categoryStems ??= allCategories().map((c) => {
    const byFirstWord = new Map<string, Stem[]>();
    for (const kw of new Set([...c.keywords, c.name].map((k) => stems(k).trim()))) {
      if (kw.length < 4) continue;
      const first = kw.split(" ")[0]!;
      const stem = { kw, n: kw.split(" ").length };
      const list = byFirstWord.get(first);
      if (list) list.push(stem);
      else byFirstWord.set(first, [stem]);
    }
    return { slug: c.slug, byFirstWord };
  });
  return categoryStems;
}

/** Categories whose keywords or name appear in the text, best first; a phrase scores its word count. */
export function scoreCategories(text: string): CategoryHit[] {
  const stemmed = stems(text);
  const textWords = new Set(stemmed.split(" "));
  const hits: CategoryHit[] = [];
  for (const c of stemmedCategories()) {
    let score = 0;
    let longest = 0;
    for (const word of textWords) {
      for (const { kw, n } of c.byFirstWord.get(word) ?? []) {
        if (!stemmed.includes(` ${kw} `)) continue;
        score += n;
        longest = Math.max(longest, n);
      }
    }
    // On a tie the category with the more specific (longer) phrase wins: "action camera" → vlogging.
    score += longest * 0.1;
    if (score > 0) hits.push({ slug: c.slug, score });
  }
  for (const p of namedProducts(text)) {
    const hit = hits.find((h) => h.slug === p.category);
    if (hit) hit.score += 3;
    else hits.push({ slug: p.category, score: 3 });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * The category asked about: the catalog's own detector first (it weighs context words and lets an
 * uncovered topic like "snow blower" win over "blower"), then the plural-tolerant match here.
 */
export function categoryOf(text: string): string | null {
  return remember(categoryCache, text, () => {
    const detected = detectCategory(text);
    if (detected) return detected;
    const mine = scoreCategories(text)[0]?.slug ?? null;
    const uncovered = findUncovered(text);
    if (!uncovered || !mine) return uncovered ? null : mine;
    // "drone for real estate photos": the thing asked for comes first; what it's for comes after.
    const at = (phrases: string[]) => Math.min(...phrases.map((k) => stems(text).indexOf(` ${stems(k).trim()} `)).filter((i) => i >= 0), Infinity);
    const category = allCategories().find((c) => c.slug === mine)!;
    // "used car seat", "new car seat": where the two overlap, the phrase that ends later is the thing
    // ("seat"); "used car" inside it is only what kind of seat.
    const span = (phrases: string[]) => phrases.map((k) => ({ at: stems(text).indexOf(` ${stems(k).trim()} `), len: stems(k).trim().length })).filter((x) => x.at >= 0).map((x) => ({ from: x.at, to: x.at + x.len }));
    const mineSpans = span([...category.keywords, category.name]);
    const overlapping = span(uncovered.keywords).some((u) => mineSpans.some((m) => m.from < u.to && u.from < m.to && m.to > u.to));
    if (overlapping) return mine;
    return at([...category.keywords, category.name]) < at(uncovered.keywords) ? mine : null;
  });
}

// A conversation is re-read on every turn, so the same messages are matched again and again; the
// catalog detector walks every keyword and product name, so remember recent answers per text.
const categoryCache = new Map<string, string | null>();
const uncoveredCache = new Map<string, { slug: string; name: string } | null>();
function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

// Model words that identify a product on their own ("Avata", "Bambino", "Vitamix").
const GENERIC_NAME_WORDS = new Set(
  ("with and the pro plus max mini series edition gen wireless smart home classic original ultra sport sports lite flex " +
    "portable electric bluetooth noise cancelling cancelling air fryer blender camera drone shoe shoes laptop kit set pack " +
    "travel carry-on carry backpack stroller monitor vacuum purifier speaker headphones earbuds inch quart black white " +
    "digital automatic cordless robot machine maker").split(" "),
);
const commonWordSets = new Map<string, Set<string>>();
function commonNameWordsOf(slug: string): Set<string> {
  let set = commonWordSets.get(slug);
  if (!set) {
    const counts = new Map<string, number>();
    for (const q of productsOf(slug)) for (const w of new Set(words(q.name).trim().split(" "))) counts.set(w, (counts.get(w) ?? 0) + 1);
    set = new Set([...counts].filter(([, n]) => n >= 3).map(([w]) => w));
    commonWordSets.set(slug, set);
  }
  return set;
}

interface NameParts { name: string; brand: string; withoutBrand: string; shortModel: string; model: string[]; codes: string[] }
const nameParts = new Map<string, NameParts>();
function partsOf(p: ViewProduct): NameParts {
  let parts = nameParts.get(p.id);
  if (!parts) {
    const name = words(p.name).trim();
    const brand = words(p.brand).trim();
    // A word in three or more names of the category ("power bank", "espresso") says what it is, not which one.
    const common = commonNameWordsOf(p.category);
    const model = name.split(" ").filter((w) => w.length >= 4 && !/^\d/.test(w) && !GENERIC_NAME_WORDS.has(w) && w !== brand && !common.has(w));
    const withoutBrand = name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : "";
    // "AirPods Pro" for "Apple AirPods Pro 2": the model's first two words, when the first is distinctive.
    const shortModel = withoutBrand.split(" ").length > 2 && model.includes(withoutBrand.split(" ")[0]) ? withoutBrand.split(" ").slice(0, 2).join(" ") : "";
    parts = { name, brand, withoutBrand, shortModel, model, codes: codesOf(name) };
    nameParts.set(p.id, parts);
  }
  return parts;
}

/** Model codes in a name: "s8", "j7" (from "j7+"), "xm5" and "1000xm5" (from "wh-1000xm5"). */
function codesOf(name: string): string[] {
  const out = new Set<string>();
  for (const token of name.split(" ")) {
    for (const part of [token, ...token.split("-")]) {
      const t = part.replace(/\+$/, "");
      if (/\d/.test(t) && /[a-z]/.test(t) && t.length >= 2 && t.length <= 8) out.add(t);
      // "vitamix 5200", "nutribullet 900": a number of three or more digits is a model code with its brand.
      if (/^\d{3,5}$/.test(t)) out.add(t);
      const tail = t.replace(/^\d+/, "");
      if (tail !== t && /\d/.test(tail) && /[a-z]/.test(tail) && tail.length >= 2) out.add(tail);
    }
  }
  return [...out];
}

// Every way a product can be named (its full name, the name without the brand, the short model,
// a model word, a model code) contains a word of its name or one of its codes, so only products
// with such a word in the text can match. Indexed once: walking all ~500 products per call was
// the costliest step of reading a conversation (issue 15, third round).
let byNameWord: Map<string, Set<string>> | null = null;
function mayBeNamed(w: string): Set<string> {
  if (!byNameWord) {
    byNameWord = new Map();
    for (const p of allProducts()) {
      const { name, codes } = partsOf(p);
      for (const key of [...name.split(" "), ...codes]) {
        let ids = byNameWord.get(key);
        if (!ids) byNameWord.set(key, (ids = new Set()));
        ids.add(p.id);
      }
    }
  }
  const found = new Set<string>();
  for (const token of w.split(" ")) for (const id of byNameWord.get(token) ?? []) found.add(id);
  return found;
}

/** Products named in the text: full name, or brand plus a model word, or a distinctive model word. */
// Short names people type for model lines ("bose qc ultra").
const MODEL_ALIASES: [RegExp, string][] = [[/ qc /g, " quietcomfort "], [/ airpod /g, " airpods "], [/ rumba /g, " roomba "]];

export function namedProducts(text: string, within?: string | null): ViewProduct[] {
  const w = MODEL_ALIASES.reduce((t, [re, to]) => t.replace(re, to), words(text));
  const pool = within ? productsOf(within) : allProducts();
  const candidates = mayBeNamed(w);
  if (!candidates.size) return [];
  const scored: { p: ViewProduct; score: number; at: number }[] = [];
  for (const p of pool) {
    if (!candidates.has(p.id)) continue;
    const { name, brand, withoutBrand, shortModel, model: modelWords, codes } = partsOf(p);
    let score = 0;
    let at = w.indexOf(` ${name} `);
    if (at >= 0) score = 10;
    else {
      const model = modelWords.filter((t) => w.includes(` ${t} `));
      if (withoutBrand && withoutBrand.split(" ").length >= 2 && w.includes(` ${withoutBrand} `)) score = 8;
      else if (shortModel && w.includes(` ${shortModel} `)) score = 6;
      else if (model.length >= 2 || (model.length === 1 && w.includes(` ${brand} `))) score = 5;
      // Within one category a single model word is enough ("why not the Avata?").
      else if (within && model.length === 1 && pool.filter((q) => partsOf(q).model.includes(model[0])).length === 1) score = 4;
      // "roborock s8", "roomba j7", "the XM5": a short model code with its brand, or a code only one product has.
      const code = codes.find((c) => w.includes(` ${c} `));
      if (score === 0 && code && (w.includes(` ${brand} `) || (within && pool.filter((q) => partsOf(q).codes.includes(code)).length === 1))) score = w.includes(` ${brand} `) ? 5 : 4;
      at = score > 0 ? w.indexOf(` ${model[0] ?? code ?? (shortModel || withoutBrand)} `) : -1;
    }
    if (score > 0) scored.push({ p, score, at });
  }
  const best = Math.max(0, ...scored.map((s) => s.score));
  // "Sony WH-1000XM5 vs Bose QuietComfort Ultra": every clearly named product counts, not only the best match.
  return scored.filter((s) => s.score >= Math.min(best, 4)).sort((a, b) => a.at - b.at).map((s) => s.p);
}

/** Every brand named among the products, in the order the text names them ("Vitamix … Ninja"). */
export function brandsNamed(text: string, products: ViewProduct[]): string[] {
  const w = words(text);
  const brands = [...new Set(products.map((p) => words(p.brand).trim()))];
  return brands.filter((b) => w.includes(` ${b} `)).sort((a, b) => w.indexOf(` ${a} `) - w.indexOf(` ${b} `));
}

/** A product's brand named alone ("why not the Dyson?") among a given set of products. */
export function brandNamed(text: string, products: ViewProduct[]): ViewProduct | null {
  const w = words(text);
  return products.find((p) => w.includes(` ${words(p.brand).trim()} `)) ?? null;
}

/** A catalog uncovered topic ("snow blowers") the text asks about, when it beats every category. */
export function uncoveredTopicIn(text: string): { slug: string; name: string } | null {
  return remember(uncoveredCache, text, () => {
    const topic = categoryOf(text) ? null : findUncovered(text);
    return topic ? { slug: topic.slug, name: topic.name } : null;
  });
}

// Words that follow "best"/"a good" but are not things you buy.
const NOT_PRODUCTS = new Set(
  ("way ways time times thing things option options idea ideas approach advice strategy strategies place places age plan plans " +
    "method decision choice choices job jobs career careers school college major diet exercise exercises routine habit habits " +
    "verse verses scripture prayer book books bible church life day days part answer question questions reason reasons " +
    "person people friend name names gift gifts investment investments savings account accounts insurance loan mortgage " +
    "budget price deal deals brand brands one ones kind kinds type types joke jokes").split(" "),
);

// "best snow blower for…", "a good violin for my 8-year-old", "buy a used car", "looking for a kayak".
const ASK = /\b(?:best|good|great|decent|reliable|recommend(?:ed)?|suggest|buy(?:ing)?|purchase|get(?:ting)?|shopping for|looking for|need|want|which|what)\s+(?:me\s+)?(?:an?\s+|the\s+|some\s+|my\s+|our\s+|new\s+)*(?!(?:for|to|with|in|on|at|about|from|of|by)\b)((?:[a-z][a-z'-]*\s+){0,3}?[a-z][a-z'-]+?)(?=\s+(?:for|under|that|to|with|around|about|in|on|below|less|which|i|we|my|from|brand|model|if|and|or|should|would|is|are)\b|\s*[?.!,]|\s*$)/;

// "what's the smoothest brand of cigarettes", "which is the best kind of tent".
const SUPERLATIVE = /\b(?:what(?:'s| is| are)|which(?: is| are)?)\s+(?:the\s+)?(?:best|top|smoothest|cheapest|safest|quietest|most \w+|\w+est)\s+(?:brand of |kind of |type of |model of )?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)(?=\s+(?:for|to|that|under|in|on|with)\b|\s*$)/;
// A message that starts with the thing itself: "golf club set for a beginner", "snowboard for a 5'10 guy".
const LEADING = /^(?:an?\s+|some\s+)?((?:[a-z][a-z0-9'-]*\s+){0,3}?[a-z][a-z'-]+)\s+(?:for|with|that|which|under|around)\b/;
const NOT_LEADING = /^(?:mostly|mainly|usually|primarily|probably|maybe|mostly|really|only|also|actually|definitely|preferably|ideally|especially|basically|honestly|even|still|either|both|mainly|generally|normally|sometimes|often|bought|picked|got|went|made|did|had|was|were|took|gave|left|wrote|found|saw|sent|tried|used|called|told|said|just|finally|yesterday|today|i|i'm|im|my|we|we're|our|what|what's|whats|how|should|can|could|would|is|are|do|does|did|why|when|where|who|help|tell|please|hi|hello|hey|ok|okay|so|and|but|it|this|that|the|thanks|thank|looking|need|want|any|anything|something|someone|verse|verses|bible|prayer|pray|advice|tips|ideas?|plan|time|thoughts?)\b/;

// The ask itself and what follows it: "…, which brand should we buy for a family of 5?".
const BRAND_ASK_TAIL = new RegExp(`(?:${BRAND_ASK.source}).*$`);
// "10 gallon", "55-inch", "6 person": a size in front of the thing.
const MEASURE = /^(?:\d+(?:\.\d+)?\s*-?\s*(?:gallons?|inch(?:es)?|in|foot|feet|ft|quarts?|qt|liters?|litres?|l|cups?|lbs?|pounds?|pieces?|person|people|seats?|burners?|tons?)\s+)+/;
const OWNER = /^(?:(?:i|we|my|our|the|his|her|their) (?:\w+ )?(?:needs?|wants?) (?:a |an |some |new |to buy |to get )*)/;
// "which brand of lawn sprinkler should I get": the thing is named after "brand of".
const BRAND_OF = / (?:brand|model|make)s? of (?:an? |the )?((?:[a-z][a-z'-]* ){0,2}?[a-z][a-z'-]*?) (?:should|would|do|does|is|are|for|to|that|i|we)\b/;

/**
 * The thing a brand or model ask is about, when the taxonomy has no name for it:
 * "tankless vs tank water heater, which brand…" → "tank water heater"; "10 gallon fish tank setup
 * for my daughter's betta, what should I buy" → "fish tank"; "my son needs a suit for prom" → "suit".
 */
export function brandAskThing(text: string): string | null {
  const named = BRAND_OF.exec(words(text));
  if (named && !NOT_PRODUCTS.has(named[1].split(" ").at(-1) ?? "")) return named[1];
  for (const raw of text.toLowerCase().split(/[,;?!.]|\s[-–—]\s/)) {
    const clause = words(raw.replace(BRAND_ASK_TAIL, " ")).trim().replace(MEASURE, "").replace(OWNER, "");
    if (!clause || (NOT_LEADING.test(clause) && !OWNER.test(clause))) continue;
    const head = clause.split(/\s+(?:for|with|that|to|under|around|in|on|setup|set up|kit|and|rent|or buy)\b/)[0];
    const phrase = (head.split(/\s+(?:vs|versus|or)\s+/).at(-1) ?? "").split(" ").slice(-3).join(" ").trim();
    const last = phrase.split(" ").at(-1) ?? "";
    if (!/^[a-z]/.test(phrase) || NOT_PRODUCTS.has(last) || /^(?:is|are|do|does|should|can|would|you|it|this|that|there|and|or)$/.test(last)) continue;
    return phrase;
  }
  return null;
}

// "what about a backpack that fits a 15 inch laptop?": the thing after the switch word is the new ask;
// anything after "for"/"that fits" is a spec of it.
const SWITCHED = /\b(?:what about|how about|what abt|instead (?:get|look at)|switch(?:ing)? to|rather have|let's do|lets do|let's look at|lets look at)\s+(?:an?\s+|the\s+|some\s+|one of those\s+|new\s+)*((?:[a-z][a-z'-]*\s+){0,2}?[a-z][a-z'-]+?)(?=\s+(?:for|that|to|with|under|which|i|we|my|instead|in|on|around|and|or)\b|\s*[?.!,]|\s*$)/;

/** The new thing asked for after a switch word ("what about a backpack…"), or null. */
export function switchedNounPhrase(text: string): string | null {
  const m = SWITCHED.exec(words(text));
  return m && !NOT_PRODUCTS.has(m[1].split(" ").at(-1) ?? "") ? m[1] : null;
}

/** "golf club set" in "golf club set for a beginner woman": a message led by the thing it asks about. */
export function leadingNounPhrase(text: string): string | null {
  const t = words(text).trim();
  if (NOT_LEADING.test(t)) return null;
  const m = LEADING.exec(t);
  if (!m) return null;
  const head = m[1].split(" ").at(-1) ?? "";
  const toDo = m[1].split(" ").some((w, i, all) => NOT_PRODUCTS.has(w) && all[i + 1] === "to");
  return toDo || NOT_PRODUCTS.has(head) || /^(?:is|are|was|were|be|go|going|get|got|have|has|do)$/.test(head) || m[1].split(" ").some((w) => /^(?:is|are|was|were|will|can|should)$/.test(w)) ? null : m[1];
}

/** The thing being shopped for when it is not in the taxonomy ("child's violin", "used car"), else null. */
export function productNounPhrase(text: string): string | null {
  const t = words(text).trim();
  const m = ASK.exec(t) ?? SUPERLATIVE.exec(t);
  if (!m) return null;
  const phrase = m[1]
    .replace(/^(?:kind of|type of|sort of|brand of|model of)\s+/, "")
    .replace(/^(?:(?:good|great|decent|nice|reliable|solid|quality|cheap|affordable|inexpensive|budget|best|top|simple|sturdy)\s+)+/, "")
    .trim();
  const head = phrase.split(" ").at(-1) ?? "";
  // "best way to save for a house": a way (time, place) to do something is no thing to buy.
  const toDo = phrase.split(" ").some((w, i, all) => NOT_PRODUCTS.has(w) && all[i + 1] === "to");
  if (!phrase || toDo || NOT_PRODUCTS.has(head) || NOT_PRODUCTS.has(phrase) || /^(?:to|is|are|do|does|should|would|you|it|this|that|there)$/.test(phrase.split(" ")[0]) || /^can (?:i|you|we|he|she|it|they|u)\b/.test(phrase) || phrase === "can") return null;
  return phrase;
}

/**
 * "pixel 9", "galaxy s24 ultra", "iphone 15": models said by a line word and a number, with the
 * vetted product of that exact model when there is one (else null: a model we haven't vetted).
 */
export function modelsSaid(text: string, category: string): { said: string; product: ViewProduct | null; line: string }[] {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const products = productsOf(category);
  const nameOf = (p: ViewProduct) => `${p.brand} ${p.name}`.toLowerCase();
  const out: { said: string; product: ViewProduct | null; line: string }[] = [];
  for (const m of t.matchAll(/\b([a-z]{3,})\s?([a-z]?\d{1,3}[a-z]?)(?:\s(pro|ultra|plus|max|mini|fe|lite))?\b/g)) {
    const [line, num, tier] = [m[1]!, m[2]!, m[3]];
    if (!products.some((p) => new RegExp(`\\b${line}\\b`).test(nameOf(p)))) continue;
    const said = tier ? `${line} ${num} ${tier}` : `${line} ${num}`;
    const exact = products.find((p) => new RegExp(`\\b${line}\\s?${num}(?![a-z0-9])${tier ? `\\s${tier}\\b` : "(?!\\s(?:pro|ultra|plus|max|mini|fe|lite)\\b)"}`).test(nameOf(p))) ?? null;
    if (!out.some((o) => o.said === said)) out.push({ said, product: exact, line });
  }
  return out;
}
