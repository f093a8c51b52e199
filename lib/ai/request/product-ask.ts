// A shopping question in one category: one product or two weighed, and a second kind of thing
// asked beside it ("Kindle vs iPad", "a tv, plus a soundbar for it").
import { kindContrast } from "@/lib/catalog/contrasts";
import { bySides } from "./named-sides";
import { parseBudget } from "./budget";
import { categoryBySlug, productsOf } from "./catalog-view";
import { brandsNamed, categoryOf, modelsSaid, namedProducts } from "./category";
import { parseKind, parseSizeWish } from "./kinds";
import { parseNeeds } from "./needs";
import { withoutPossessions } from "./possessions";
import * as cue from "./signals";
import { norm } from "./thread-state";
import { hasStem, stems } from "./vocabulary";
import type { RequestModel } from "./types";

/** The request for one category, with a compared model, a weighed category or a second ask. */
export function productAsk(text: string, slug: string, r: RequestModel): RequestModel {
  const t = norm(text);
  const named = namedProducts(text, slug);
  // Two products named with "or"/"vs" ("Mini 4 Pro or the Mini 3?"), or "compare" with one named.
  // "Is the Vitamix worth it compared to Ninja?": two brands of the category weighed against each other.
  // "pixel 9 vs galaxy s24": two models said by line and number, vetted or not.
  // "instant pot or an air fryer": two kinds whose difference is written down, even when a combo model's name holds both.
  const weighed = categoryWeighedAgainst(text, slug);
  const kinds = weighed !== null && kindContrast(slug, weighed) !== null;
  const two = !kinds && (named.length >= 2 || brandsNamed(text, productsOf(slug)).length >= 2 || modelsSaid(text, slug).length >= 2
    // "kindle vs paperwhite", "roomba or roborock": each side a line of this category's names.
    || (named.length <= 1 && !weighed && bySides(text, slug) !== null));
  const intent = (two && /\b(?:or|vs\.?|versus|compare|compared|difference|better|between)\b/.test(t)) || (cue.COMPARE.test(t) && named.length >= 1) ? "compare" : "product";
  const versus = intent === "product" ? categoryWeighedAgainst(text, slug) : null;
  const better = intent === "product" && !versus ? betterMetBy(text, slug) : null;
  const also = (better && !better.pointOnly ? better.category : null) ?? (intent === "product" && !versus ? categoryAlsoAsked(text, slug) : null);
  // "I hate how heavy my vacuum is, need something lighter": the weight orders the picks from the first message too.
  const lighter = parseSizeWish(text) === "lighter" && /\b(?:lighter|less heavy|too heavy|so heavy|how heavy|not heavy|not too heavy)\b/.test(t) ? "lighter" as const : null;
  return { ...r, intent, category: slug, budget: parseBudget(text), needs: parseNeeds(text, slug), kind: parseKind(text, slug), ...(lighter ? { size: lighter } : {}), ...(versus ? { versus } : {}), ...(also ? { also } : {}), ...(better ? { unmet: better.say } : {}) };
}

/**
 * "a TV for my dad, he's hard of hearing", "headphones for running": a need the category itself can't
 * meet (the catalog says which, and which related category meets it), so that one is shown too, first.
 */
function betterMetBy(text: string, slug: string): { category: string; say: string; pointOnly?: true } | null {
  // "headphones for the office or the gym": the category meets part of the ask, so its picks lead.
  const own = new Set(categoryBySlug(slug)?.needs.map((n) => n.tag) ?? []);
  if (parseNeeds(text, slug).some((n) => own.has(n))) return null;
  const said = stems(text);
  return categoryBySlug(slug)?.betterMetBy?.find((b) => b.keywords.some((k) => hasStem(said, k))) ?? null;
}

/**
 * "air fryer or Instant Pot for a busy mom?", "Kindle vs iPad": a second kind of product, related to
 * the first in the catalog, named on the other side of "or"/"vs". Null when the question is about one.
 */
export function categoryWeighedAgainst(text: string, first: string): string | null {
  const m = /^(.*?)\b(?:or|vs\.?|versus|compared to|instead of|better than|rather than)\b(.*)$/i.exec(text.replace(/[’‘]/g, "'"));
  if (!m) return null;
  // "robot vacuum or a regular one": the ordinary kind of the thing named.
  if (/^\s*(?:just )?(?:a |an |the )?(?:regular|normal|standard|traditional|ordinary|plain|manual|non[- ]robot(?:ic)?) (?:one|kind|type|vacuum)\b/i.test(m[2]) && ORDINARY[first] && categoryOf(m[1]) === first) return ORDINARY[first];
  // The thing named right after "or", not what it's for: "or an iPad for reading" → "an iPad".
  const right = m[2].split(/\b(?:for|to|that|which|with|under|if|when|because|since)\b|[?.!,]/)[0];
  const [a, b] = [categoryOf(m[1]), right.trim() ? categoryOf(right) : null];
  if (!a || !b || a === b || (a !== first && b !== first)) return null;
  const other = a === first ? b : a;
  const related = (x: string, y: string) => categoryBySlug(x)?.related?.includes(y) ?? false;
  // A pair whose difference is written down (data/catalog/contrasts.json) is weighed too: "ps5 or a gaming laptop".
  return related(first, other) || related(other, first) || kindContrast(first, other) !== null ? other : null;
}

// The ordinary kind of a category, for "X or a regular one".
const ORDINARY: Record<string, string> = { robot_vacuums: "vacuums" };

/**
 * "a vacuum AND an air purifier", "a chair and maybe a monitor", "a tv, plus a soundbar for it": a
 * second kind of product asked for in the same message. Null when the second thing is what the
 * first is for ("headphones for the gym and running") or the same category.
 */
function categoryAlsoAsked(text: string, first: string): string | null {
  // "my husband has a galaxy and I have an iPhone": things they own are no second ask.
  const t = withoutPossessions(text.replace(/[’‘]/g, "'"));
  const m = /^(.*?)\b(?:and(?: (?:also|maybe|then))?|plus|as well as|also need|also want|along with)\b(.*)$/i.exec(t);
  if (!m) return null;
  const right = m[2].split(/\b(?:for|to|that|which|under|if|when|because|since|so)\b|[?.!]/)[0];
  if (!/\b(?:a|an|some|the|new|one|maybe)\b/i.test(right.split(/\s+/).slice(0, 4).join(" "))) return null;
  const [a, b] = [categoryOf(m[1]), right.trim() ? categoryOf(right) : null];
  if (!a || !b || a === b || (a !== first && b !== first)) return null;
  return a === first ? b : a;
}
