// A turn read against the product thread before it: "cheaper?", "what about for running?",
// "actually cordless only", "why not a Dyson?", "what about earbuds instead?".
import { parseBudget } from "./budget";
import { categoryBySlug, productById, productsOf } from "./catalog-view";
import { scoreCategories } from "@/lib/catalog/detect";
import { brandNamed, categoryOf, namedProducts, switchedNounPhrase, uncoveredTopicIn } from "./category";
import { matchDecisionGuide, scoreGuide } from "./decision-guides";
import { parseKind, parseSizeWish } from "./kinds";
import { needVocabulary, parseNeeds } from "./needs";
import { WHERE_TO_BUY } from "./money-wisdom";
import { withoutPossessions } from "./possessions";
import * as cue from "./signals";
import { norm, union, wordCount } from "./thread-state";
import type { Budget, ConversationState, RequestModel } from "./types";

const lows = (ids: string[]) => ids.map((id) => productById(id)?.priceBand.low).filter((n): n is number => n !== undefined);

/** "something more premium": a floor at the priciest earlier pick's band; the old ceiling is lifted. */
function premiumBudget(state: ConversationState, own: Budget | null): Budget | null {
  if (own) return own;
  const prev = lows(state.previousPicks);
  return prev.length ? { min: Math.max(...prev) + 1, max: null } : null;
}

// "what about for running?", "and for the gym?": a use named on its own after picks.
const FOR_USE = /^(?:(?:and|but|ok|okay|so)\s+)?(?:(?:what|how) about\s+)?(?:(?:mostly|mainly|usually|just|only|primarily|probably)\s+)?(?:for|while|when)\s+/;

/**
 * "what about for running?" in a headphones thread: no headphone is rated for it, but a related
 * category (earbuds) has that need, so the follow-up moves there instead of repeating the picks.
 */
function relatedCategoryFor(t: string, category: string, ownNeeds: string[]): { slug: string; needs: string[] } | null {
  const cat = categoryBySlug(category);
  if (!cat || !FOR_USE.test(t) || wordCount(t) > 8) return null;
  const ownTags = new Set(cat.needs.map((n) => n.tag));
  if (ownNeeds.some((n) => ownTags.has(n))) return null;
  for (const slug of cat.related) {
    const tags = new Set(categoryBySlug(slug)?.needs.map((n) => n.tag) ?? []);
    const needs = parseNeeds(t, slug).filter((n) => tags.has(n));
    if (needs.length && productsOf(slug).some((p) => needs.every((n) => p.needs.includes(n)))) return { slug, needs };
  }
  return null;
}
export function productFollowUp(text: string, state: ConversationState, r: RequestModel): RequestModel | null {
  const t = norm(text);
  const category = state.category!;
  // The new thing asked for wins over a category merely mentioned as its spec ("a backpack that fits a laptop").
  const switchedTo = switchedNounPhrase(text);
  // "which has the best camera of those?": about the picks shown, whatever category "camera" names;
  // "a keyboard that's cheaper" in a piano thread: a word the thread's own category uses too.
  const aboutShown = state.previousPicks.length > 0 && /\b(?:of (?:those|these|them|the (?:two|three))|which (?:one|of)|(?:the )?(?:first|second|third|last) one)\b/.test(t);
  const nameWords = (categoryBySlug(category)?.name ?? "").toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5 && !GENERIC_NAME_WORDS.has(w)).map((w) => w.replace(/s$/, ""));
  const ownWords = [...nameWords, ...(categoryBySlug(category)?.keywords ?? []).filter((k) => !k.includes(" "))];
  // Only when the other category was read from a word the thread's own category also uses.
  const sharedOnly = (x: string) => (scoreCategories(x).find((c) => c.slug === categoryOf(x))?.score ?? 0) <= 1
    && categoryOf(ownWords.reduce((rest, w) => rest.replace(new RegExp(`\\b${w}s?\\b`, "gi"), " "), norm(x))) === null;
  // "what about for me, I have an iPhone" in a smartwatch thread: a thing someone owns is a spec, not a switch.
  const read = (switchedTo && categoryOf(switchedTo)) || categoryOf(withoutPossessions(text));
  const source = switchedTo && categoryOf(switchedTo) ? switchedTo : text;
  // "what about jogging with it?" in a stroller thread: a use of the thing being chosen ("it"), which its own
  // needs know, is no switch to running shoes.
  const useOfIt = read !== null && read !== category && /\b(?:with|on|in|for|into|use|using|take|taking|push|pushing|fit|fits) (?:it|them|this one|that one|these|those)\b/.test(t)
    && parseNeeds(text, category).some((n) => n !== "budget" && n !== "premium");
  // "does it have a backlit keyboard?" after laptops: a part of the picks, not keyboards to shop for.
  const partOfIt = read !== null && read !== category && state.previousPicks.length > 0 && /^(?:(?:and|so|but|ok)\s+)?(?:does|do|will|can|could|is there) (?:it|they|this|that|these|those|the [a-z0-9]+(?: [a-z0-9]+)?|either|any of them|one) (?:have|has|come with|include|includes|support|got|a)\b/.test(t);
  const own = aboutShown || useOfIt || partOfIt || (read !== null && read !== category && sharedOnly(source)) ? category : read;
  const ownBudget = parseBudget(text);
  const switching = own !== null && own !== category;
  const related = switching && (categoryBySlug(category)?.related.includes(own) ?? false);
  const named = namedProducts(text, category);
  const inCategory = productsOf(category);
  // "tell me more about the shark", "more on the second one": about a pick already shown, whatever
  // other category its brand also makes.
  const shownPicks = state.previousPicks.map(productById).filter((p): p is NonNullable<typeof p> => p !== null);
  // "what about the cheapest one?", "and the other?": words about the picks, not a name.
  const nameOnly = cue.NAME_ONLY.test(t.trim()) && !cue.CHEAPER.test(t) && !cue.PREMIUM.test(t) && !/\b(?:one|ones|other|others|same|it|them|those|these|that|this|[a-z]+est)\b/.test(t);
  if (shownPicks.length && (cue.MORE_ABOUT.test(t) || nameOnly) && !cue.COMPARE.test(t)
    && (named.some((p) => state.previousPicks.includes(p.id)) || brandNamed(text, shownPicks) || /\b(?:first|second|third|last|1st|2nd|3rd)\b/.test(t))) {
    return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  // "and the sony?" when no Sony was shown: its vetted model weighed against the top pick.
  if (shownPicks.length && nameOnly && !switching && (named.length >= 1 || brandNamed(text, inCategory))) {
    return { ...r, intent: "compare", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, followUp: "compare" };
  }
  // "show me the picks again": the thread's picks, as they were.
  if (cue.SHOW_AGAIN.test(t)) return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  // "from where", "where should i buy them" with no picks shown (after refurbished advice): where to buy that kind of thing.
  if (WHERE_TO_BUY.test(t) && wordCount(t) <= 10 && !shownPicks.length) return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  // "why without wifi is better?" in a baby-monitor thread: the reason behind one of its needs, not Wi-Fi routers.
  if (cue.WHY_NEED.test(t) && !cue.WHY_PICK.test(t) && !cue.WHY_NOT.test(t) && parseNeeds(text, category).some((n) => n !== "budget" && n !== "premium")) {
    return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, followUp: "why_need" };
  }
  // "and the galaxy buds?" after earbud picks: a model by name we haven't vetted is a why-not (said honestly), not a re-rank.
  const byName = nameOnly || /^(?:(?:and|or|so|but)\s+)?(?:(?:what|how) about\s+)?the\s+[a-z0-9][\w'+-]*(?:\s+[a-z0-9][\w'+-]*){0,3}\s*\?*$/.test(t.trim());
  if (shownPicks.length && byName && !switching && named.length === 0 && !brandNamed(text, inCategory) && !lineVetted(t, inCategory) && /^(?:(?:and|or|so|but)\s+)?the\s+[a-z]/.test(t.trim()) && !cue.VERSION_ASK.test(t) && !SPEC_ALONE.test(t.replace(/^(?:and|or|so|but)?\s*the\s+/, ""))) {
    return { ...r, intent: "why_not", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, followUp: "why_not" };
  }
  // "actually make it a dehumidifier": a switch to a thing with no vetted picks leaves the thread (an honest no-pick).
  if (!read && /\b(?:actually|make (?:it|that)|i meant|instead|rather|switch to)\b/.test(t) && uncoveredTopicIn(text)) return null;
  // "what about earbuds instead?" follows up; "vacuum for pet hair" after running shoes is a new question.
  if (switching && !cue.SWITCH.test(t) && !cue.WHY_NOT.test(t) && !(related && wordCount(text) <= 6)) return null;
  const shaped = wordCount(text) <= 9 || cue.SWITCH.test(t);
  const target = switching ? own : category;
  const ownNeeds = parseNeeds(text, target);
  const ownKind = parseKind(text, target);
  const size = parseSizeWish(text);
  // "what about for android?" after iPhone picks: the opposite need replaces the one asked before.
  // "just for me in a dorm" after "a family of 6": a new person drops who the earlier picks were for.
  const opposites = new Set(ownNeeds.map((n) => needVocabulary(target).find((v) => v.tag === n)?.opposite).filter(Boolean));
  const newPerson = NEW_PERSON.test(t);
  const kept = state.needs.filter((n) => !opposites.has(n) && !(newPerson && WHO_NEEDS.test(n)));
  const out: RequestModel = { ...r, intent: "product", category: target, budget: ownBudget ?? state.budget, needs: union(kept, ownNeeds), kind: ownKind ?? (switching ? null : (state.kind ?? null)), size };

  // "why not a Dyson?" is about this category even when the brand also makes vacuums.
  if (cue.WHY_NOT.test(t) && !cue.SWITCH_CATEGORY.test(t)) {
    // "what about the gaggia?": a name alone, vetted or not, is a why-not.
    // "what about the sound?" asks about a feature of the picks, not a model called "sound".
    const feature = FEATURE_ALONE.test(t.trim().replace(/^(?:(?:and|or|so|but)\s+)?(?:(?:what|how) about\s+)?(?:the\s+)?/, ""));
    if (feature && nameOnly && shownPicks.length && named.length === 0) return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, threadAsk: "detail" };
    if (named.length > 0 || brandNamed(text, inCategory) || /\bwhy not (?:just )?(?:the |a |an )?[a-z0-9]/.test(t) || (nameOnly && !feature && /\b(?:what|how) about the\b/.test(t))) {
      return { ...out, category, needs: state.needs, budget: state.budget, intent: "why_not", followUp: "why_not" };
    }
  }
  // "ok which one would you get?" with nothing shown yet (after advice) asks for a pick, not a table.
  if (cue.COMPARE.test(t) && !switching && (state.previousPicks.length > 0 || named.length > 0)) return { ...out, intent: "compare", followUp: "compare" };
  // "what about the Barista Express instead?": a vetted model not shown, weighed against the top pick.
  const byModel = named.length === 1 && (t.includes(named[0].brand.toLowerCase()) || named[0].name.toLowerCase().split(/\s+/).some((w) => /\d/.test(w) && t.includes(w)));
  if (!switching && byModel && state.previousPicks.length > 0 && !state.previousPicks.includes(named[0].id) && /\b(?:what|how) about\b|\binstead\b|\bor (?:the|a)\b/.test(t)) {
    return { ...out, intent: "compare", followUp: "compare" };
  }
  const relatedFit = !switching && !ownKind && !size ? relatedCategoryFor(t, category, ownNeeds) : null;
  if (relatedFit) {
    const keep = state.needs.filter((n) => parseNeeds(n.replace(/_/g, " "), relatedFit.slug).includes(n));
    return { ...out, category: relatedFit.slug, needs: union(keep, relatedFit.needs), kind: null, followUp: "related_category" };
  }
  if (switching) {
    // Needs that mean nothing in the new category (wide feet for earbuds) are dropped.
    const keep = state.needs.filter((n) => parseNeeds(n.replace(/_/g, " "), target).includes(n) || ownNeeds.includes(n));
    return { ...out, needs: union(keep, ownNeeds), followUp: related || cue.SWITCH.test(t) ? "related_category" : null };
  }
  if (cue.CHEAPER.test(t) || (ownBudget?.max != null && (state.budget?.max == null || ownBudget.max < state.budget.max))) {
    // A bare "cheaper?" keeps the stated budget; the ranker moves below the earlier picks.
    return { ...out, needs: union(out.needs.filter((n) => n !== "premium"), cue.CHEAPER.test(t) ? ["budget"] : []), budget: ownBudget ?? state.budget, followUp: "cheaper" };
  }
  // "ok what if I can go up to 1000?": a higher ceiling is a step up, re-ranked within it.
  if (ownBudget?.max != null && state.budget?.max != null && ownBudget.max > state.budget.max) {
    return { ...out, budget: ownBudget, followUp: "premium" };
  }
  if (cue.PREMIUM.test(t)) return { ...out, needs: union(out.needs.filter((n) => n !== "budget"), ["premium"]), budget: premiumBudget(state, ownBudget), followUp: "premium" };
  // "my mom was just diagnosed with cancer", "kids at school say they'll beat me up": life told in the
  // middle of a shopping thread is not a detail of the purchase when a guide fits it clearly.
  // "what about for my mom who lives alone" is still who the purchase is for.
  const fitting = matchDecisionGuide(text);
  const guide = ownBudget || own === category || /\bfor (?:my|her|his|our|a|an|me|us|him|them)\b/.test(t) ? null : fitting;
  if (guide && scoreGuide(guide, text) >= 2) return null;
  // "actually cordless only, and light": a new type or a size wish re-ranks within the category.
  if ((ownKind && ownKind !== state.kind) || size) return { ...out, followUp: "need" };
  if (ownNeeds.some((n) => !state.needs.includes(n))) return { ...out, followUp: "need" };
  // "I'm 6'5 and 280 lbs", "she's 7", "it's for the garage": a detail about who or where, in the thread.
  // "it's for my sister now, she lives in a walk up": a longer detail that says who it's for counts too
  // (only then: "he's been so sad lately, …" is life told, not a detail of the purchase).
  const detail = ((shaped || (wordCount(t) <= 14 && /^(?:it's|its) for\b/.test(t))) && /^(?:i'm|i am|im|we're|we are|she's|he's|they're|it's for|its for|for my|for a|my|our|she|he)\b/.test(t))
    // "we drive a small car", "something with no subscription", "just regular coffee, nothing fancy",
    // "I don't know anything about computers, I just need email": a wish or fact about the same purchase.
    // "27 inch", "king size", "side sleeper", "32 inch is enough": a spec said alone, about the same purchase.
    || (wordCount(t) <= 7 && SPEC_ALONE.test(t))
    || (wordCount(t) <= 16 && /^(?:i|i've|i have|i don't|i dont|i just|we|we've|we have|we don't|something|anything|one|just|only|nothing|no|not|also|plus|preferably|ideally|must|it needs|it should|it has to|has to|needs to|for (?:\d|one|two|three|just))\b/.test(t) && !fitting);
  if (ownBudget || own === category || cue.SWITCH.test(t)) return out;
  if (detail || (shaped && /\b(?:it|its|one|ones|that|those|these|them|they)\b/.test(t)) || (wordCount(t) <= 5 && cue.VERSION_ASK.test(t))) return out;
  return null;
}

/** "galaxy buds" in "Samsung Galaxy Buds3 Pro": every word said starts a word of a vetted product's name. */
function lineVetted(t: string, products: ReturnType<typeof productsOf>): boolean {
  const said = t.replace(/[^a-z0-9 ]/g, " ").split(/\s+/).filter((w) => w.length >= 3 && !["and", "the", "what", "how", "about", "but"].includes(w));
  return said.length > 0 && products.some((p) => { const name = `${p.brand} ${p.name}`.toLowerCase().split(/[^a-z0-9]+/); return said.every((w) => name.some((n) => n.startsWith(w))); });
}

const SPEC_ALONE = /^(?:about |around |maybe |like |at least |no more than |under |over )?(?:\d+(?:\.\d+)?\s?(?:-\s?)?(?:inch|inches|in|"|ft|foot|feet|qt|quarts?|cups?|gb|tb|lbs?|pounds|mm|cm|oz|liters?|l|watts?|w|hz|k)\b|(?:california |cal )?king(?: size)?\b|queen(?: size)?\b|(?:twin|full)(?: xl)?(?: size)?$|twin xl\b|(?:side|back|stomach|combo|hot|light|heavy) sleeper\b|(?:in )?(?:black|white|silver|gray|grey|red|blue|green|pink|gold)(?: please| if possible| ideally)?\??$|(?:in |a |do they come in |come in )?(?:wide|extra wide|narrow|2e|4e)(?: width| widths| fit| please| sizes?)?\??$)/;
// "what about the sound?", "how about the battery": a feature of the picks, never a model's name.
const FEATURE_ALONE = /^(?:subscription|membership|monthly fee|sound|audio|speakers?|picture|screen|display|remote|apps?|battery|battery life|warranty|noise|weight|brightness|camera|mic|microphone|controls?|setup|set up|interface|menus?|buttons?|cleaning|maintenance|filters?|quality|build|design|comfort|fit)(?: quality| life)?\s*\??$/;

const GENERIC_NAME_WORDS = new Set(["accessories", "equipment", "makers", "tools", "other", "smart", "supplies", "devices", "electric", "portable", "personal", "digital"]);

const NEW_PERSON = /\b(?:just|only) (?:for )?(?:me|myself|one person)\b|\bfor (?:me|myself) (?:instead|now)\b|\bwhat about for (?:me|myself|my \w+|him|her)\b|\b(?:instead|now) for (?:me|my \w+)\b/;
// Needs that say who the picks are for, which a new person replaces.
const WHO_NEEDS = /kid|famil|people|two_people|senior|older|student|teen/;
