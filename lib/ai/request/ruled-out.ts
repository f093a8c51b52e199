// Brands, product lines and kinds a person rules out ("a blender that isn't a Ninja", "laptop for
// college, not a Chromebook", "apartment rules say no charcoal", "cookware that isn't nonstick", "we
// won't check bags"): the picks leave them out, for the rest of the thread. Only words that name a
// brand, a line, or one of the category's own kinds and needs count, so "not too loud", "no
// subscription" or "I'm not a pro" never drop a product. Kinds and needs come back as "kind:charcoal",
// "need:nonstick".
import { loadCatalog } from "@/lib/catalog";
import { categoryBySlug, productsOf, type ViewProduct } from "./catalog-view";
import { brandsNamed, namedProducts } from "./category";
import type { ConversationState, RequestModel } from "./types";

// After one of these, the next one or two words are what is ruled out.
const CUE = /\b(?:not|no|isn't|isnt|aren't|arent|wasn't|won't be|won't|wont|will not|not going to|banned|bans|ban|can't (?:have|use)|cannot (?:have|use)|allergic to|anything but|other than|except(?: for)?|besides|instead of|apart from|avoid(?:ing)?|hate|hates|can't stand|cant stand|not a fan of|sick of|tired of|done with|(?:don't|dont|do not|doesn't|doesnt|never) (?:want|like|trust|need|buy|recommend)(?: any(?:thing)?(?: from)?)?)\s+(?:(?:a|an|the|any|another|anymore|more|one of those|from|by|made by)\s+)?([a-z0-9][a-z0-9'’&-]*)(?:\s+(?!or\b|and\b|nor\b)([a-z0-9][a-z0-9'’&-]*))?/dg;
// Words of product names that are grades or sizes, not lines ("Pro", "Max", "Plus").
const GRADE = /^(?:pro|max|plus|mini|ultra|air|lite|series|edition|gen|new|classic|original|standard|smart|home|one|go|se|s|x|xl|inch|in)$/;

// Four-letter name words that are lines ("iPad", "Fire", "Roku") count; these never name one.
const SHORT_NON_LINE = /^(?:with|from|that|this|pack|size|only|more|less|your|each|edge|wifi|kids|baby|dual|twin|king|full|fast|slim|wide|tall|long|deep|high|full|best|good|kind|type|mode|zone|auto|base|body|mesh|foam|wood|gold|blue|pink|gray|grey|rose|dark|lite|cord|free)$/;
const words = (s: string) => s.toLowerCase().replace(/[’]/g, "'").split(/[^a-z0-9'&-]+/).filter(Boolean);

/** Name words that mark a line within the category: in some product names, not in all of them. */
function lineWords(products: ViewProduct[]): Set<string> {
  const count = new Map<string, number>();
  for (const p of products) for (const w of new Set(words(p.name))) count.set(w, (count.get(w) ?? 0) + 1);
  return new Set([...count].filter(([w, n]) => (w.length >= 5 || (w.length === 4 && !SHORT_NON_LINE.test(w))) && !GRADE.test(w) && !/\d/.test(w) && n < products.length).map(([w]) => w));
}

// Nothing can be ruled out without one of these words (most turns have none).
const NEGATIVE_WORD = /\b(?:not?|isn'?t|aren'?t|wasn't|won'?t|will not|ban(?:s|ned)?|can't|cannot|allergic|but|other|except|besides|instead|apart|avoid\w*|hates?|stand|fan|sick|tired|done|don'?t|doesn'?t|do not|never|allowed|prohibited|forbidden|no-go|off the table)\b/;
const LIST_ITEM = /^\s*(?:,\s*(?:or\s+|nor\s+)?|\s(?:or|nor|and)\s+)(?:(?:a|an|the)\s+)?([a-z0-9][a-z0-9'&-]*)/;
const AFTER_CUE = /\b([a-z0-9][a-z0-9'&-]*)(?:\s+(?:grills?|pans?|ones?|bikes?|models?))?\s+(?:is|are|isn't|aren't)?\s*(?:not allowed|banned|prohibited|forbidden|a no-go|off the table)\b/g;
const END_OF_ASK = /^(?:please|pls|plz|thanks|thank|though|anymore|again|ever|period|tho)$/;
const DISLIKE = /^(?:hates?|can'?t stand|sick of|tired of|done with|not a fan of)\b/;
const PREPOSITION = /^(?:for|to|with|in|on|at|as|so|that|too|very|really|sure|just)$/;
const singular = (w: string) => w.replace(/'s$/, "").replace(/(?<=[a-z]{3})s$/, "");

// "a Mac" is the MacBook line; "cord" is not the Cordless one ("a vacuum with no cord" wants one).
const isLineOf = (w: string, line: string) => line === w || (w.length >= 3 && line.startsWith(w) && line.length - w.length <= 4 && !/^(?:less|ed|ing|er|ers|s|y|able|ly)$/.test(line.slice(w.length)));
// "I'm not a professional", "he's not a gamer": about the person, not the product.
// "why not the Avata?", "worth it or not": a question about it, not a rule against it.
const ABOUT_PERSON = /\b(?:i'm|im|i am|i was|we're|we are|he's|he is|she's|she is|they're|they are|you're|why|how come|or|if)\s*$/;

type Vocabulary = { brands: Set<string>; lines: string[]; tagged: { id: string; keywords: string[] }[] };
// Every parsed turn of a thread asks again: the category's words are gathered once per loaded catalog.
const vocabularies = new WeakMap<object, Map<string, Vocabulary>>();
function vocabularyOf(category: string): Vocabulary {
  const catalog = loadCatalog();
  let byCategory = vocabularies.get(catalog);
  if (!byCategory) vocabularies.set(catalog, (byCategory = new Map()));
  let v = byCategory.get(category);
  if (!v) {
    const products = productsOf(category);
    const cat = categoryBySlug(category);
    // The category's kinds and needs by their keywords ("charcoal", "nonstick", "check bags").
    const phrases = (keywords: string[]) => keywords.map((kw) => kw.toLowerCase().replace(/-/g, " "));
    const tagged = [...(cat?.kinds ?? []).map((k) => ({ id: `kind:${k.tag}`, keywords: phrases(k.keywords) })), ...(cat?.needs ?? []).map((n) => ({ id: `need:${n.tag}`, keywords: phrases(n.keywords) }))];
    // "Noise" in "… Noise Cancelling Headphones" is the start of a feature's name, not a line.
    const featureStarts = new Set(tagged.flatMap((k) => k.keywords.filter((kw) => kw.includes(" ")).map((kw) => kw.split(" ")[0]!)));
    v = {
      brands: new Set(products.flatMap((p) => words(p.brand))),
      lines: [...lineWords(products)].filter((w) => !featureStarts.has(w)),
      tagged,
    };
    byCategory.set(category, v);
  }
  return v;
}

/** The brands and line words of `category` ruled out in `text`, lower case ("ninja", "chromebook"). */
export function ruledOut(text: string, category: string): string[] {
  const t = text.toLowerCase().replace(/[’]/g, "'");
  if (!NEGATIVE_WORD.test(t)) return [];
  const { brands, lines, tagged } = vocabularyOf(category);
  const out: string[] = [];
  // A keyword of several words counts whole ("no noise cancelling"), or by its first word as said
  // ("not electric", "no charcoal"), but not as a plural noun or after a dislike: "hates loud noises"
  // and "can't stand noise" are the problem noise cancelling solves, not a feature ruled out.
  const kindsAndNeeds = (raw: string, w: string, following: string, dislike: boolean) => {
    const said = following.replace(/-/g, " ");
    const at = (kw: string) =>
      kw.includes(" ") ? said.startsWith(kw) || said.startsWith(kw.replace(/ /g, "")) || (!dislike && raw === kw.split(" ")[0]) : kw === raw || kw === w;
    // "no teflon" is itself a keyword of the non-toxic need: the need is the absence, so it isn't ruled out.
    const hits = tagged.filter((k) => k.keywords.some(at) && !k.keywords.includes(`no ${raw}`) && !k.keywords.includes(`${raw} free`)).map((k) => k.id);
    // "not a pod machine": the kind of machine, not every need that shares the word (pods are also "convenience").
    const kinds = hits.filter((id) => id.startsWith("kind:"));
    return kinds.length ? kinds : hits;
  };
  // A brand first; then the category's own kinds and needs ("no charcoal" is every charcoal-burning
  // grill, not only the one with "Charcoal" in its name); then a product line.
  const named = (raw: string, following = raw, dislike = false): string[] => {
    const w = singular(raw);
    const brand = [raw, w].find((x) => brands.has(x));
    if (brand) return [brand];
    const tags = kindsAndNeeds(raw, w, following, dislike);
    if (tags.length) return tags;
    const line = lines.find((l) => isLineOf(raw, l) || isLineOf(w, l));
    return line ? [line] : [];
  };
  for (const m of t.matchAll(CUE)) {
    if (ABOUT_PERSON.test(t.slice(0, m.index))) continue;
    const dislike = DISLIKE.test(m[0]);
    // "not for stairs" says what it isn't needed for, not what to leave out.
    if (PREPOSITION.test(m[1])) continue;
    // "earbuds that won't fall out", "a bag that doesn't tip over": a failure it must not have, which is a need, not a thing ruled out.
    if (/^(?:fall|falls|slip|slips|tip|tips|break|breaks|die|dies|leak|leaks|hurt|hurts|wobble|wobbles|rust|rusts|overheat|overheats|squeak|squeaks|smell|smells)$/.test(m[1])) continue;
    const from = (group: 1 | 2) => t.slice(m.indices![group]![0]);
    const first = named(m[1], from(1), dislike);
    // "doesn't need subscription ink": the absence is itself a need ("no subscription"), so the next word isn't ruled out.
    const isAbsenceNeed = tagged.some((k) => k.keywords.includes(`no ${m[1]}`) || k.keywords.includes(`no ${singular(m[1])}`));
    const hit = first.length ? first : m[2] && m[2] !== "or" && m[2] !== "and" && !isAbsenceNeed ? named(m[2], from(2), dislike) : [];
    if (!hit.length) continue;
    out.push(...hit);
    // "no Ninja or Beats", "not Apple, Samsung or Google": the rest of the list is ruled out too.
    // "no e-bikes please, commuter bike": a word that ends the request ends the list too.
    if (m[2] && END_OF_ASK.test(m[2])) continue;
    let rest = t.slice(m.index + m[0].length).replace(/^\s+[a-z0-9'&-]+(?=\s*(?:,|or\b|nor\b))/, "");
    for (let next = LIST_ITEM.exec(rest); next; rest = rest.slice(next[0].length), next = LIST_ITEM.exec(rest)) {
      const more = named(next[1], rest.slice(next[0].length - next[1].length), dislike);
      if (!more.length) break;
      out.push(...more);
    }
  }
  // "charcoal isn't allowed", "gas grills are banned": the thing named before the rule.
  for (const m of t.matchAll(AFTER_CUE)) {
    out.push(...named(m[1], t.slice(m.index)));
  }
  return [...new Set(out)];
}

/** Whether a product is one of the ruled-out brands or lines. */
export function isRuledOut(p: ViewProduct, avoid: readonly string[]): boolean {
  if (!avoid.length) return false;
  const own = new Set([...words(p.brand), ...words(p.name)]);
  return avoid.some((a) => (a.startsWith("kind:") ? (p.kinds ?? []).includes(a.slice(5)) : a.startsWith("need:") ? p.needs.includes(a.slice(5)) : own.has(a)));
}

// "something like a Vitamix but cheaper", "dyson-ish without the dyson price": that maker is the benchmark, not the pick.
const LIKE_CHEAPER = /\b(?:like|similar to|alternatives? to|dupe (?:for|of)|knock-?offs? of)\s+(?:a |an |the )?([a-z][a-z0-9'&-]*)[^.?!]{0,40}?\b(?:cheaper|for less|less expensive|without the (?:\w+ )?price|not \$?\d+|on a budget)\b|\b([a-z][a-z0-9'&]*)-?(?:ish|esque)\b[^.?!]{0,40}?\b(?:without the (?:\w+ )?price|cheaper|for less)\b/;

/** The brand a "like X but cheaper" ask measures against, when the category carries that brand. */
export function benchmarkBrand(text: string, category: string): string | null {
  const m = LIKE_CHEAPER.exec(text.toLowerCase().replace(/[’‘]/g, "'"));
  const said = m?.[1] ?? m?.[2];
  return said && vocabularyOf(category).brands.has(said) ? said : null;
}

/** "not a Ninja" holds for the rest of the thread about that category, until the person names it again. */
export function withRuledOut(request: RequestModel, state: ConversationState, text: string): RequestModel {
  const category = request.category;
  if (!category || !(request.intent === "product" || request.intent === "compare" || request.intent === "why_not")) return request;
  const before = state.category === category ? (state.avoid ?? []) : [];
  const named = namedProducts(text, category).flatMap((p) => p.brand.toLowerCase().split(/\s+/).concat(p.name.toLowerCase().split(/[^a-z0-9'&-]+/)));
  const benchmark = benchmarkBrand(text, category);
  const now = [...ruledOut(text, category), ...(benchmark ? [benchmark] : [])];
  const avoid = [...new Set([...before.filter((a) => !named.includes(a)), ...now])];
  if (!avoid.length) return request;
  // "a phone, but not Apple, Samsung or Google": brands named only to rule them out are no comparison.
  const onlyRuledOut = now.length > 0 && brandsNamed(text, productsOf(category)).every((b) => b.trim().split(/\s+/).some((w) => now.includes(w)))
    && namedProducts(text, category).every((p) => isRuledOut(p, now));
  // "I meant a regular bike, not electric": a kind or need ruled out is no longer asked for.
  const kind = request.kind && avoid.includes(`kind:${request.kind}`) ? null : (request.kind ?? null);
  const needs = [...request.needs.filter((n) => !avoid.includes(`need:${n}`)), ...(benchmark && !request.needs.includes("budget") ? ["budget"] : [])];
  const out = { ...request, avoid, kind, needs };
  if (request.intent !== "product" && onlyRuledOut) return { ...out, intent: "product", followUp: null };
  return out;
}
