// parseRequest (contract 2): reads the whole conversation turn by turn, carrying the state
// (category, budget, needs, last picks) forward so a follow-up like "cheaper?" or "what about
// for a beginner?" modifies the previous request instead of starting over.
import { accessoryAsked } from "./accessories";
import { moneyQuestion } from "./money-wisdom";
import { parseBudget } from "./budget";
import { allProducts, categoryBySlug, productById, productsOf, type ViewProduct } from "./catalog-view";
import { scoreCategories } from "@/lib/catalog/detect";
import { brandAskThing, brandNamed, brandsNamed, categoryOf, leadingNounPhrase, namedProducts, productNounPhrase, switchedNounPhrase, uncoveredTopicIn } from "./category";
import { guideInThread, matchDecisionGuide, scoreGuide } from "./decision-guides";
import { parseGift } from "./gifts";
import { parseKind, parseSizeWish } from "./kinds";
import { needVocabulary, parseNeeds } from "./needs";
import { isRuledOut, ruledOut } from "./ruled-out";
import { picksInAnswer } from "./previous-picks";
import * as cue from "./signals";
import { findVerseByWords } from "@/lib/scripture";
// The named everyday health topics (teething, heartburn, quitting vaping…) are health questions by themselves.
import { asksAboutHealthTopic } from "@/lib/ai/offline/health-topics";
import type { Budget, ChatTurn, ConversationState, RequestModel } from "./types";

const EMPTY_STATE: ConversationState = { category: null, budget: null, needs: [], previousPicks: [], topic: null };
const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
const wordCount = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

function base(state: ConversationState): RequestModel {
  return { intent: "general", category: null, uncovered: null, budget: null, needs: [], followUp: null, passage: null, decisionTopic: null, state };
}

const lows = (ids: string[]) => ids.map((id) => productById(id)?.priceBand.low).filter((n): n is number => n !== undefined);

/** "something more premium": a floor at the priciest earlier pick's band; the old ceiling is lifted. */
function premiumBudget(state: ConversationState, own: Budget | null): Budget | null {
  if (own) return own;
  const prev = lows(state.previousPicks);
  return prev.length ? { min: Math.max(...prev) + 1, max: null } : null;
}

// "what about for running?", "and for the gym?": a use named on its own after picks.
const FOR_USE = /^(?:(?:and|but|ok|okay|so)\s+)?(?:(?:what|how) about\s+)?(?:for|while|when)\s+/;

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

function productFollowUp(text: string, state: ConversationState, r: RequestModel): RequestModel | null {
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
  const own = aboutShown || (read !== null && read !== category && sharedOnly(source)) ? category : read;
  const ownBudget = parseBudget(text);
  const switching = own !== null && own !== category;
  const related = switching && (categoryBySlug(category)?.related.includes(own) ?? false);
  const named = namedProducts(text, category);
  // "tell me more about the shark", "more on the second one": about a pick already shown, whatever
  // other category its brand also makes.
  const shownPicks = state.previousPicks.map(productById).filter((p): p is NonNullable<typeof p> => p !== null);
  if (shownPicks.length && cue.MORE_ABOUT.test(t) && !cue.COMPARE.test(t)
    && (named.some((p) => state.previousPicks.includes(p.id)) || brandNamed(text, shownPicks) || /\b(?:first|second|third|last|1st|2nd|3rd)\b/.test(t))) {
    return { ...r, intent: "product", category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  // "what about earbuds instead?" follows up; "vacuum for pet hair" after running shoes is a new question.
  if (switching && !cue.SWITCH.test(t) && !cue.WHY_NOT.test(t) && !(related && wordCount(text) <= 6)) return null;
  const shaped = wordCount(text) <= 9 || cue.SWITCH.test(t);
  const target = switching ? own : category;
  const ownNeeds = parseNeeds(text, target);
  const inCategory = productsOf(category);
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
    if (named.length > 0 || brandNamed(text, inCategory) || /\bwhy not (?:just )?(?:the |a |an )?[a-z0-9]/.test(t)) {
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
  const detail = (shaped && /^(?:i'm|i am|im|we're|we are|she's|he's|they're|it's for|its for|for my|for a|my|our|she|he)\b/.test(t))
    // "we drive a small car", "something with no subscription", "just regular coffee, nothing fancy",
    // "I don't know anything about computers, I just need email": a wish or fact about the same purchase.
    || (wordCount(t) <= 16 && /^(?:i|i've|i have|i don't|i dont|i just|we|we've|we have|we don't|something|anything|one|just|only|nothing|no|not|also|plus|preferably|ideally|must|it needs|it should|it has to|has to|needs to|for (?:\d|one|two|three|just))\b/.test(t) && !fitting);
  if (ownBudget || own === category || cue.SWITCH.test(t)) return out;
  if (detail || (shaped && /\b(?:it|its|one|ones|that|those|these|them|they)\b/.test(t)) || (wordCount(t) <= 5 && cue.VERSION_ASK.test(t))) return out;
  return null;
}

/** One user turn read against the state before it. */
export function readTurn(text: string, state: ConversationState): RequestModel {
  const r = base(state);
  const t = norm(text);
  const passage = cue.requestedPassage(text);
  if (passage) return { ...r, intent: "scripture", passage };
  // "the verse that says the borrower is slave to the lender": found by its words, quoted exactly.
  const remembered = cue.REMEMBERED_VERSE.test(t) ? findVerseByWords(text) : null;
  if (remembered) return { ...r, intent: "scripture", passage: remembered.reference };
  if (cue.isPaymentQuestion(t)) return { ...r, intent: "payment" };
  if (cue.isAboutAssistant(t)) return { ...r, intent: "about" };
  if (cue.asksForVerse(t)) return { ...r, intent: "scripture" };

  if (cue.isAcknowledgement(text)) return { ...r, intent: "general" };
  // "why that one?" after picks: about those picks, whatever brand it names.
  if (state.category && state.previousPicks.length && (cue.WHY_PICK.test(t) || (cue.VERDICT.test(t) && !cue.SWITCH_CATEGORY.test(t) && wordCount(t) <= 12))) {
    return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  // "is the Vitamix good for smoothies?", "can the Ninja crush ice?" (a use the notes know).
  const subject = (cue.FIT_ASK.exec(t) ?? cue.CAN_IT_ASK.exec(t))?.groups?.subject ?? null;
  const fit = subject ? productAskedAbout(subject, text, state) : null;
  const fitNeeds = fit ? parseNeeds(text, fit.category) : [];
  if (fit && (cue.FIT_ASK.test(t) || fitNeeds.length)) return { ...r, intent: "product", category: fit.category, budget: parseBudget(text), needs: fitNeeds, fit: fit.id };
  // "a filter for my air purifier", "vacuum bags": an accessory of a thing is not the thing.
  const accessory = accessoryAsked(text);
  if (accessory) return { ...r, intent: "product", uncovered: accessory, budget: parseBudget(text), needs: [] };
  // "you're a baby monitor expert now… what's the best stroller?": the thing asked for decides.
  const asked = productNounPhrase(text);
  // "I just got an iPhone 17, what case should I get?": the thing asked for is for the thing owned.
  const owned = asked && !categoryOf(asked) ? POSSESSION.exec(norm(text))?.[0] ?? null : null;
  POSSESSION.lastIndex = 0;
  const ownedThing = owned?.replace(/^.*?\b(?:have|has|own|owns|use|uses|got|bought)\s+(?:an?|the|my|his|her|their|one)?\s*/, "") ?? null;
  const forOwned = ownedThing ? `${asked} for my ${ownedThing}` : null;
  const ownedAccessory = forOwned ? accessoryAsked(forOwned) : null;
  if (ownedAccessory) return { ...r, intent: "product", uncovered: ownedAccessory, budget: parseBudget(text), needs: [] };
  const category = (asked && categoryOf(asked)) || (forOwned && categoryOf(forOwned)) || categoryOf(text);
  // "best time of day to take vitamin D", "how do I turn off notifications": about using it, not buying it.
  const howTo = /\b(?:best|right|good) (?:time|way|dose|dosage|amount|age)\b|\bhow (?:do|does|can|should|to)\b|\bdoes\b.*\b(?:help|work)\b/.test(t) || cue.EXERCISE_ASK.test(t);
  const shopping = cue.STRONG_SHOPPING.test(t) && !howTo;
  const decisionish = cue.isDecisionish(t);
  const found = guideInThread(text, state.topic?.kind === "decision" ? state.topic : null);
  // "I need a plan to pay off $8,000 of credit card debt" asks for steps: the planner, not guidance.
  const guide = found?.kind === "guidance" && /\b(?:a plan (?:to|for)|make a plan|help me plan|steps to|step[- ]by[- ]step|checklist)\b/.test(t) ? null : found;
  // A message mostly ABOUT one decision ("rent is 1900, a mortgage would be 2400, is buying worth it?").
  const strongGuide = guide !== null && scoreGuide(guide, text) >= 4;
  const buying = shopping || parseBudget(text) !== null;
  // "something for my dog, she's anxious during storms": shopping for a pet (an honest no-pick), not a
  // person's health or a gift idea for a person.
  const forPet = !category && !state.category && /\b(?:for|my|our) (?:dog|dogs|cat|cats|puppy|kitten|pet|pets)\b(?!'s| (?:hair|dander|fur|stains?|odou?rs?|smells?|accidents?|urine|pee|messes))/.test(t)
    && /\b(?:something|anything|what (?:can|should|do) (?:i|we) (?:get|buy)|recommend\w*|best)\b/.test(t);
  if (forPet) return { ...r, intent: "product", uncovered: uncoveredTopicIn(text)?.slug ?? "pets_supplies", budget: parseBudget(text), needs: [] };
  // "gift for my dad who likes grilling, under $75": the interest maps to the categories that serve it.
  // "gift for my mom" … "she loves gardening" … "under 50": a gift thread read as one request.
  const giftThread = state.topic?.kind === "no_pick" && state.topic.slug === "gift" && !category ? `${norm(state.topic.question)} ${t}` : null;
  const gift = !category && !state.category && !(guide && decisionish) ? parseGift(giftThread ?? t, giftThread ? t : undefined) : null;
  if (gift) {
    const who = gift.recipient ? { name: gift.recipient.name, ideas: gift.recipient.ideas, vetted: gift.recipient.vetted } : null;
    const giftOf = { interest: gift.interest?.name ?? null, ideas: gift.interest?.ideas ?? [], recipient: who };
    const giftBudget = parseBudget(text) ?? (giftThread ? parseBudget(giftThread) : null);
    if (gift.category) return { ...r, intent: "product", category: gift.category, budget: giftBudget, needs: parseNeeds(text, gift.category), gift: giftOf };
    return { ...r, intent: "product", budget: giftBudget, gift: giftOf };
  }
  // "cordless only and light, I have a bad shoulder" in a vacuum thread is still about the vacuum.
  if (state.category && (parseKind(text, state.category) || parseSizeWish(text)) && !(guide && decisionish)) {
    const followUp = productFollowUp(text, state, r);
    if (followUp) return followUp;
  }
  // "best blood pressure monitor to buy" is shopping (an honest no-pick), not a health question.
  // "smart watch that tracks sleep and heart rate under 250" is shopping too; a strong decision
  // ("dad has dementia, should I quit to care for him?") is that decision, not a health question.
  // "grandma keeps forgetting her meds, what's a good pill dispenser?" asks for a thing (an honest no-pick).
  const thingAsked = buying && (category || uncoveredTopicIn(text));
  if ((cue.FALLS.test(t) || cue.EXERCISE_ASK.test(t) || cue.MEMORY_ASK.test(t)) && !thingAsked) return { ...r, intent: "health" };
  if ((cue.HEALTH_CUE.test(t) || asksAboutHealthTopic(t)) && !thingAsked && !strongGuide) return { ...r, intent: "health" };

  // "are standing desks actually good for your back?" asks about the thing, not for picks.
  if (cue.INFO_QUESTION.test(t) && !parseBudget(text) && !/\b(?:best|recommend\w*|which|buy|buying|looking for)\b/.test(t)) {
    return { ...r, intent: cue.BODY_WORDS.test(t) ? "health" : "general" };
  }
  if (state.category && !(guide && decisionish && !shopping)) {
    const followUp = productFollowUp(text, state, r);
    if (followUp) return followUp;
  }
  // Inside a decision ("what about health insurance until medicare?"), a follow-up stays in it
  // unless it clearly asks to shop.
  if (state.topic?.kind === "decision" && !shopping && !guide && !decisionish) {
    const open = continueTopic(t, state, r);
    if (open && !category) return open;
  }
  const product = (slug: string): RequestModel => {
    const named = namedProducts(text, slug);
    // Two products named with "or"/"vs" ("Mini 4 Pro or the Mini 3?"), or "compare" with one named.
    // "Is the Vitamix worth it compared to Ninja?": two brands of the category weighed against each other.
    const two = named.length >= 2 || brandsNamed(text, productsOf(slug)).length >= 2;
    const intent = (two && /\b(?:or|vs\.?|versus|compare|compared|difference|better)\b/.test(t)) || (cue.COMPARE.test(t) && named.length >= 1) ? "compare" : "product";
    const versus = intent === "product" ? categoryWeighedAgainst(text, slug) : null;
    const also = intent === "product" && !versus ? categoryAlsoAsked(text, slug) : null;
    return { ...r, intent, category: slug, budget: parseBudget(text), needs: parseNeeds(text, slug), kind: parseKind(text, slug), ...(versus ? { versus } : {}), ...(also ? { also } : {}) };
  };
  // "How do I start training for a half marathon?" is a plan, not a shoe question.
  if (category && !shopping && cue.PLANNING_CUE.test(t) && !parseBudget(text) && !moneyQuestion(text)) return r;
  // Naming a product kind is a shopping question unless it is clearly a decision about something
  // else ("my daughter wants to quit piano lessons, should I let her?").
  const namesOne = category !== null && namedProducts(text, category).length > 0;
  const shoppingish = shopping || parseBudget(text) !== null || (!decisionish && !howTo) || namesOne
    // "should I get a Kindle or an iPad?" weighs two things to buy: shopping, not a life decision.
    || (category !== null && categoryWeighedAgainst(text, category) !== null);
  // "our 15 year old wants her phone in her room at night": a message mostly about a person's
  // situation, naming a thing without asking for one, is that situation, not a shopping question.
  const asksForOne = /\b(?:wants?|needs?|get|getting|buy|buying|asking for|asked for|looking at) (?:a|an|new|one|her first|his first|their first|my first)\b/.test(t);
  // "easy to use vacuum for my elderly mom": a message led by the thing is that thing, for whoever it's for.
  const lead = leadingNounPhrase(text);
  const ledByThing = category !== null && lead !== null && categoryOf(lead) === category && !decisionish;
  if (category && guide && strongGuide && !buying && !asksForOne && !namesOne && !ledByThing) return { ...r, intent: "decision", decisionTopic: guide.slug };
  // A guide only wins over a named product kind when the message is itself a decision.
  // "should I finance a TV?" is about spending on that thing: stewardship in its category.
  if (category && ((shoppingish && (shopping || !guide || !decisionish)) || moneyQuestion(text))) return product(category);
  const uncovered = uncoveredTopicIn(text);
  // "best engagement ring to buy" is shopping; "buy a house now or keep renting?" is the decision guide.
  // "we want a small RV to travel when we retire" is a purchase (an honest no-pick), not the retirement
  // decision: a guide that only one word touched loses to a thing the message says it wants.
  const wantsIt = guide !== null && !decisionish && scoreGuide(guide, text) <= 1 && /\b(?:want|wants|need|needs|looking (?:at|for)|get|getting|buy|buying|thinking (?:about|of) (?:getting|buying))\b/.test(t);
  // "which brand should we buy?" asks for a model: with nothing vetted that is an honest no-pick,
  // never a life decision that a word like "rent or buy" or "family" happened to touch.
  const brandAsk = cue.BRAND_ASK.test(t);
  if (brandAsk && !uncovered) {
    const thing = brandAskThing(text);
    if (thing) return { ...r, intent: "product", uncovered: thing, budget: parseBudget(text), needs: parseNeeds(text, null) };
  }
  // "should I buy a new car or keep fixing my old one?": weighing whether to buy is a decision, not a no-pick.
  const weighing = decisionish && !brandAsk && !/\b(?:best|which|recommend\w*|suggest\w*|good|under \$)/.test(t);
  if (uncovered && !guide && weighing) return { ...r, intent: "decision", decisionTopic: "general" };
  if (uncovered && (!guide || (shopping && !decisionish && !strongGuide) || wantsIt || brandAsk)) return { ...r, intent: "product", uncovered: uncovered.slug, budget: parseBudget(text), needs: parseNeeds(text, null) };
  if (guide) return { ...r, intent: "decision", decisionTopic: guide.slug };
  const phrase = (asked && (shopping || /\b(?:need|needs|want|wants|get|buy|buying) (?:a|an|some|new)\b|\b\w+est\b/.test(t)) ? asked : null) ?? leadingNounPhrase(text);
  // "Should I buy a kayak?" is shopping; "Should I get a tattoo?" is a decision.
  if (phrase && !decisionish && !state.topic) {
    return { ...r, intent: "product", uncovered: phrase, budget: parseBudget(text), needs: parseNeeds(text, null) };
  }
  const open = continueTopic(t, state, r);
  if (open) return open;
  if (phrase && !decisionish) return { ...r, intent: "product", uncovered: phrase, budget: parseBudget(text), needs: parseNeeds(text, null) };
  if (cue.DECISION_CUE.test(t)) return { ...r, intent: "decision", decisionTopic: "general" };
  return r;
}

/** A short follow-up in an open decision, no-pick or verse thread stays in that thread. */
function continueTopic(t: string, state: ConversationState, r: RequestModel): RequestModel | null {
  const topic = state.topic;
  if (!topic) return null;
  if (topic.kind === "decision") return { ...r, intent: "decision", decisionTopic: topic.slug };
  if (topic.kind === "no_pick") return { ...r, intent: "product", uncovered: topic.slug };
  if (topic.kind === "scripture" && cue.MORE_VERSES.test(t)) return { ...r, intent: "scripture" };
  return null;
}

function nextState(request: RequestModel, state: ConversationState, question: string): ConversationState {
  if (request.category && (request.intent === "product" || request.intent === "compare" || request.intent === "why_not")) {
    return { category: request.category, budget: request.budget, needs: request.needs, previousPicks: [], topic: null, kind: request.kind ?? null, avoid: request.avoid ?? [] };
  }
  // The thread a follow-up can continue: the first question of it is kept for context.
  const same = (kind: string, slug: string | null) => state.topic?.kind === kind && state.topic.slug === slug;
  const opened = (kind: "decision" | "no_pick" | "scripture", slug: string | null) => ({
    ...EMPTY_STATE, topic: same(kind, slug) ? state.topic : { kind, slug, question },
  });
  if (request.uncovered) return opened("no_pick", request.uncovered);
  // A gift with no vetted category yet: the thread keeps everything said, so "she loves gardening" adds to it.
  if (request.gift && !request.category) {
    return { ...EMPTY_STATE, topic: { kind: "no_pick", slug: "gift", question: state.topic?.slug === "gift" ? `${state.topic.question} ${question}` : question } };
  }
  if (request.intent === "decision") return opened("decision", request.decisionTopic);
  if (request.intent === "scripture" && !request.passage) return opened("scripture", null);
  if (request.intent === "health") return { ...EMPTY_STATE };
  // About, payment, a quoted passage and thanks keep whatever thread was open.
  return { ...state, previousPicks: [] };
}

export function parseRequest(turns: ChatTurn[]): RequestModel {
  let state = EMPTY_STATE;
  let request = base(state);
  let lastAnswer = "";
  for (const turn of turns) {
    if (turn.role === "assistant") {
      lastAnswer = turn.content;
      continue;
    }
    const before = { ...state, previousPicks: picksInAnswer(lastAnswer) };
    request = withMoney(withRuledOut(readTurn(turn.content, before), before, turn.content), turn.content);
    state = nextState(request, before, turn.content);
    lastAnswer = "";
  }
  return request;
}

// "I have an iPhone", "she uses a MacBook", "we already own a PS5": what someone owns, up to a comma or "and".
const POSSESSION = /\b(?:i|we|she|he|they|my \w+|his \w+|her \w+)\s+(?:just |already |recently |finally )?(?:have|has|own|owns|use|uses|got|bought)\s+(?:an?|the|my|his|her|their|one)?\s*[a-z0-9' -]*?(?=[,.;!?]|\band\b|\bbut\b|\bso\b|$)/g;
export const withoutPossessions = (text: string) => text.toLowerCase().replace(POSSESSION, " ");

const GENERIC_NAME_WORDS = new Set(["accessories", "equipment", "makers", "tools", "other", "smart", "supplies", "devices", "electric", "portable", "personal", "digital"]);

const NEW_PERSON = /\b(?:just|only) (?:for )?(?:me|myself|one person)\b|\bfor (?:me|myself) (?:instead|now)\b|\bwhat about for (?:me|myself|my \w+|him|her)\b|\b(?:instead|now) for (?:me|my \w+)\b/;
// Needs that say who the picks are for, which a new person replaces.
const WHO_NEEDS = /kid|famil|people|two_people|senior|older|student|teen/;

const LINE_STOP = new Set(["the", "and", "new", "old", "one", "for", "with", "this", "that", "your", "really", "actually", "any", "good", "best", "cheap"]);

/**
 * The one product a fit question is about: named ("the Dyson V8"), or its brand alone ("the Vitamix"),
 * then the one of that brand just shown, else the brand's vetted one that best suits the use asked.
 */
function productAskedAbout(subject: string, text: string, state: ConversationState): ViewProduct | null {
  // "is the first one easy to use?", "is it good for pets?": a pick just shown.
  const at = /^(?:the )?(?:first|1st|top)(?: one| pick)?$|^(?:it|that|this|that one|this one)$/.test(subject) ? 0 : /^(?:the )?(?:second|2nd)(?: one| pick)?$/.test(subject) ? 1 : /^(?:the )?(?:third|3rd|last)(?: one| pick)?$/.test(subject) ? 2 : -1;
  if (at >= 0) {
    const shown = state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null);
    return subject === "last" || /last/.test(subject) ? (shown.at(-1) ?? null) : (shown[at] ?? null);
  }
  const named = namedProducts(subject);
  if (named.length === 1) return named[0];
  const brand = named.length ? null : brandNamed(subject, allProducts());
  // "a Kindle", "the Roomba", "the MacBook Air": a line with several vetted models, the ones whose names
  // hold most of the words asked. The kind of thing itself ("a standing desk", "a blender") is no line.
  const line = subject.split(/\s+/).filter((w) => w.length >= 3 && !LINE_STOP.has(w));
  const nameWords = (p: ViewProduct) => p.name.toLowerCase().split(/[^a-z0-9]+/);
  const kindWords = (p: ViewProduct) => (categoryBySlug(p.category)?.name ?? "").toLowerCase().split(/[^a-z0-9]+/).flatMap((w) => [w, w.replace(/s$/, "")]);
  const hits = (p: ViewProduct) => line.filter((w) => nameWords(p).includes(w) && !kindWords(p).includes(w)).length;
  const scored = named.length || brand ? [] : allProducts().map((p) => ({ p, n: hits(p) }));
  const most = Math.max(0, ...scored.map((x) => x.n));
  let candidates = named.length ? named : brand ? allProducts().filter((p) => p.brand === brand.brand) : most ? scored.filter((x) => x.n === most).map((x) => x.p) : [];
  // "the Sony" makes cameras and headphones: the category of this thread, else the one the use belongs to.
  if (candidates.some((p) => p.category !== candidates[0].category)) {
    const inThread = candidates.filter((p) => p.category === state.category);
    candidates = inThread.length ? inThread : candidates.filter((p) => parseNeeds(text, p.category).some((n) => p.needs.includes(n) && !["budget", "premium"].includes(n)));
  }
  if (!candidates.length || candidates.some((p) => p.category !== candidates[0].category)) return null;
  // The one just shown, else the one that suits the use asked, else the first vetted.
  const needs = parseNeeds(text, candidates[0].category);
  return candidates.find((p) => state.previousPicks.includes(p.id))
    ?? candidates.find((p) => needs.length > 0 && needs.every((n) => p.needs.includes(n)))
    ?? candidates[0];
}

/** "should I finance a $2,000 TV?": stewardship first, and the price (never an income) is the budget. */
function withMoney(request: RequestModel, text: string): RequestModel {
  if (!request.category || request.intent !== "product" || request.fit) return request;
  const money = moneyQuestion(text);
  if (!money) return request;
  return { ...request, money, budget: money.price ? { min: null, max: money.price } : money.income ? request.state.budget : request.budget };
}

/** "not a Ninja" holds for the rest of the thread about that category, until the person names it again. */
function withRuledOut(request: RequestModel, state: ConversationState, text: string): RequestModel {
  const category = request.category;
  if (!category || !(request.intent === "product" || request.intent === "compare" || request.intent === "why_not")) return request;
  const before = state.category === category ? (state.avoid ?? []) : [];
  const named = namedProducts(text, category).flatMap((p) => p.brand.toLowerCase().split(/\s+/).concat(p.name.toLowerCase().split(/[^a-z0-9'&-]+/)));
  const now = ruledOut(text, category);
  const avoid = [...new Set([...before.filter((a) => !named.includes(a)), ...now])];
  if (!avoid.length) return request;
  // "a phone, but not Apple, Samsung or Google": brands named only to rule them out are no comparison.
  const onlyRuledOut = now.length > 0 && brandsNamed(text, productsOf(category)).every((b) => b.trim().split(/\s+/).some((w) => now.includes(w)))
    && namedProducts(text, category).every((p) => isRuledOut(p, now));
  // "I meant a regular bike, not electric": a kind or need ruled out is no longer asked for.
  const kind = request.kind && avoid.includes(`kind:${request.kind}`) ? null : (request.kind ?? null);
  const needs = request.needs.filter((n) => !avoid.includes(`need:${n}`));
  const out = { ...request, avoid, kind, needs };
  if (request.intent !== "product" && onlyRuledOut) return { ...out, intent: "product", followUp: null };
  return out;
}

/**
 * "air fryer or Instant Pot for a busy mom?", "Kindle vs iPad": a second kind of product, related to
 * the first in the catalog, named on the other side of "or"/"vs". Null when the question is about one.
 */
function categoryWeighedAgainst(text: string, first: string): string | null {
  const m = /^(.*?)\b(?:or|vs\.?|versus|compared to|instead of)\b(.*)$/i.exec(text.replace(/[’‘]/g, "'"));
  if (!m) return null;
  // The thing named right after "or", not what it's for: "or an iPad for reading" → "an iPad".
  const right = m[2].split(/\b(?:for|to|that|which|with|under|if|when|because|since)\b|[?.!,]/)[0];
  const [a, b] = [categoryOf(m[1]), right.trim() ? categoryOf(right) : null];
  if (!a || !b || a === b || (a !== first && b !== first)) return null;
  const other = a === first ? b : a;
  const related = (x: string, y: string) => categoryBySlug(x)?.related?.includes(y) ?? false;
  return related(first, other) || related(other, first) ? other : null;
}

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

