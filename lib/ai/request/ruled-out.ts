// Brands and product lines a person rules out ("a blender that isn't a Ninja", "laptop for college,
// not a Chromebook", "headphones but no Beats"): the picks leave them out, for the rest of the thread.
// Only words that name a brand or a product line of the category count, so "not too loud",
// "no subscription" or "I'm not a pro" never drop a product.
import { productsOf, type ViewProduct } from "./catalog-view";

// After one of these, the next one or two words are what is ruled out.
const CUE = /\b(?:not|no|isn't|isnt|aren't|arent|wasn't|won't be|anything but|other than|except(?: for)?|besides|instead of|apart from|avoid(?:ing)?|hate|hates|can't stand|cant stand|not a fan of|sick of|tired of|done with|(?:don't|dont|do not|doesn't|doesnt|never) (?:want|like|trust|need|buy|recommend)(?: any(?:thing)?(?: from)?)?)\s+(?:(?:a|an|the|any|another|anymore|more|one of those|from|by|made by)\s+)?([a-z0-9][a-z0-9'’&-]*)(?:\s+(?!or\b|and\b|nor\b)([a-z0-9][a-z0-9'’&-]*))?/g;
// Words of product names that are grades or sizes, not lines ("Pro", "Max", "Plus").
const GRADE = /^(?:pro|max|plus|mini|ultra|air|lite|series|edition|gen|new|classic|original|standard|smart|home|one|go|se|s|x|xl|inch|in)$/;

const words = (s: string) => s.toLowerCase().replace(/[’]/g, "'").split(/[^a-z0-9'&-]+/).filter(Boolean);

/** Name words that mark a line within the category: in some product names, not in all of them. */
function lineWords(products: ViewProduct[]): Set<string> {
  const count = new Map<string, number>();
  for (const p of products) for (const w of new Set(words(p.name))) count.set(w, (count.get(w) ?? 0) + 1);
  return new Set([...count].filter(([w, n]) => w.length >= 5 && !GRADE.test(w) && !/\d/.test(w) && n < products.length).map(([w]) => w));
}

const LIST_ITEM = /^\s*(?:,\s*(?:or\s+|nor\s+)?|\s(?:or|nor|and)\s+)(?:(?:a|an|the)\s+)?([a-z0-9][a-z0-9'&-]*)/;
const singular = (w: string) => w.replace(/'s$/, "").replace(/(?<=[a-z]{3})s$/, "");

// "a Mac" is the MacBook line; "cord" is not the Cordless one ("a vacuum with no cord" wants one).
const isLineOf = (w: string, line: string) => line === w || (w.length >= 3 && line.startsWith(w) && line.length - w.length <= 4 && !/^(?:less|ed|ing|er|ers|s|y|able|ly)$/.test(line.slice(w.length)));
// "I'm not a professional", "he's not a gamer": about the person, not the product.
// "why not the Avata?", "worth it or not": a question about it, not a rule against it.
const ABOUT_PERSON = /\b(?:i'm|im|i am|i was|we're|we are|he's|he is|she's|she is|they're|they are|you're|why|how come|or|if)\s*$/;

/** The brands and line words of `category` ruled out in `text`, lower case ("ninja", "chromebook"). */
export function ruledOut(text: string, category: string): string[] {
  const products = productsOf(category);
  const brands = new Set(products.flatMap((p) => words(p.brand)));
  const lines = [...lineWords(products)];
  const t = text.toLowerCase().replace(/[’]/g, "'");
  const out: string[] = [];
  const named = (raw: string) => {
    const w = singular(raw);
    return [raw, w].find((x) => brands.has(x)) ?? lines.find((l) => isLineOf(raw, l) || isLineOf(w, l));
  };
  for (const m of t.matchAll(CUE)) {
    if (ABOUT_PERSON.test(t.slice(0, m.index))) continue;
    const hit = named(m[1]) ?? (m[2] && m[2] !== "or" && m[2] !== "and" ? named(m[2]) : undefined);
    if (!hit) continue;
    out.push(hit);
    // "no Ninja or Beats", "not Apple, Samsung or Google": the rest of the list is ruled out too.
    let rest = t.slice(m.index + m[0].length).replace(/^\s+[a-z0-9'&-]+(?=\s*(?:,|or\b|nor\b))/, "");
    for (let next = LIST_ITEM.exec(rest); next; rest = rest.slice(next[0].length), next = LIST_ITEM.exec(rest)) {
      const more = named(next[1]);
      if (!more) break;
      out.push(more);
    }
  }
  return [...new Set(out)];
}

/** Whether a product is one of the ruled-out brands or lines. */
export function isRuledOut(p: ViewProduct, avoid: readonly string[]): boolean {
  if (!avoid.length) return false;
  const own = new Set([...words(p.brand), ...words(p.name)]);
  return avoid.some((a) => own.has(a));
}
