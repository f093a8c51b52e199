// One user turn read against the state before it: which kind of question it is (a verse, a
// product, a gift, a follow-up, a life decision, health) and what it asks for.
import { bySides } from "./named-sides";
import { accessoryAsked } from "./accessories";
import { categoryBySlug, productById, productsOf, uncoveredTopics } from "./catalog-view";
import { notesSay } from "@/lib/ai/offline/notes-say";
import { startAsked } from "@/lib/ai/offline/compose-start";
import { productAskedAbout } from "./asked-about";
import { kindWorthSubject, unvettedNamed, worthSubject } from "@/lib/ai/offline/compose-worth";
import { parseBudget } from "./budget";
import { brandAskThing, brandsNamed, categoryOf, leadingNounPhrase, namedProducts, productNounPhrase, uncoveredTopicIn } from "./category";
import { guideInThread, scoreGuide } from "./decision-guides";
import { productFollowUp } from "./follow-up";
import { shortThreadDetail, threadAsk } from "./thread-ask";
import { parseGift } from "./gifts";
import { parseKind, parseSizeWish } from "./kinds";
import { moneyQuestion } from "./money-wisdom";
import { troubleAsked } from "@/lib/catalog/troubles";
import { superlativeAsked } from "@/lib/catalog/superlatives";
import { tightMoney } from "./tight-money";
import { kindContrast } from "@/lib/catalog/contrasts";
import { parseNeeds } from "./needs";
import { firstPossession, withoutOwnedThings } from "./possessions";
import { categoryWeighedAgainst, productAsk } from "./product-ask";
import * as cue from "./signals";
import { base, continueTopic, EMPTY_STATE, norm, wordCount } from "./thread-state";
import { findVerseByWords } from "@/lib/scripture";
// The named everyday health topics (teething, heartburn, quitting vaping…) are health questions by themselves.
import { asksAboutHealthTopic } from "@/lib/ai/offline/health-topics";
import type { ConversationState, RequestModel } from "./types";

// Money said to be short: "can't afford", "money is tight", "we're broke this year".
const CANT_AFFORD = /\b(?:can'?t|cannot|can not|unable to|won'?t be able to) (?:really |even )?afford\b|\b(?:money|budget|things|finances) (?:is|are) (?:really |so |very |super )?tight\b|\b(?:we'?re|i'?m|we are|i am) (?:so |really |flat )?broke\b/;

// Asking about a body, not describing who a purchase is for.
const HEALTH_ASK = /\b(?:how (?:do|can|should) (?:i|we|you) (?:treat|stop|fix|get rid of|cure|relieve|ease)|what (?:helps|causes|can (?:i|we) (?:take|do))|is (?:it|this|that) normal|should (?:i|we|he|she) see|(?:see|call) (?:a|the|my|her|his) (?:doctor|pediatrician)|symptoms?|diagnos\w*|medications?|medicine|dose|dosage)\b/;

// "he already has a grill tho", "she's got one already": the thing shown is owned.
const ALREADY_OWNS = /\b(?:he|she|they|i|we|dad|mom|my \w+)(?:'s| has| have| own| owns| got|'s got| already has| already have| already owns| already own| already got)\s+(?:already\s+)?(?:a|an|one|the|two)\s+([a-z][a-z ]{1,30}?)(?:\s+(?:tho|though|already|too|lol))*\s*[.!?]*$/;

const PERSON_TO_DO = /\bhow (?:do|can|should|would|could) (?:i|we) (?:get|make|help|teach|convince|encourage) (?:my|our|the) (?:\w+ )?(?:kids?|children|son|sons|daughters?|teens?|teenagers?|toddlers?|boys|girls|husband|wife|spouse|boyfriend|girlfriend|partner|mom|dad|mother|father|parents|roommates?|brother|sister|siblings|students?|family) (?:to|stop|start|quit)\b/;

const SPEND_ASK = /\bhow much (?:should|do|to|would|can) (?:i|we|you|one|people)? ?(?:spend|pay|budget)\b|\b(?:reasonable|normal|typical|sensible) (?:amount|price|budget) (?:to|for)\b|\bwhat (?:should|do) (?:i|we|people) (?:spend|pay) (?:on|for)\b/;

// A new person to buy for, said as a switch ("for my brother instead", "what about my mom").
const GIFT_SWITCH = /^(?:(?:ok|okay|and|so|now|also|hmm)[\s,]+)*(?:(?:what|how) about (?:for )?|and (?:for )?|for |now for |or for )(?:my|our) (?:\w+[- ]in[- ]law|brother|sister|mom|mother|dad|father|husband|wife|son|daughter|grandma|grandpa|grandmother|grandfather|aunt|uncle|niece|nephew|cousin|friend|best friend|boss|coworker|co-worker|teacher|boyfriend|girlfriend|fianc\w*|neighbor|kids?|stepdad|stepmom|step\w+)\b/;

const SPEND_DISAGREE = /\b(?:can'?t|cannot|don'?t|do not|never|couldn'?t|won'?t) (?:seem to )?agree\b|\b(?:argu(?:e|es|ed|ing)|fight(?:s|ing)?|disagree\w*|bicker\w*|at odds)\b/;

/** One user turn read against the state before it. */
export function readTurn(text: string, state: ConversationState): RequestModel {
  // "for my brother instead, he likes camping", "what about my mom, she gardens" after gift picks: a new
  // gift, for the new person and what they like (the budget said before still holds unless a new one is).
  if (state.gift && GIFT_SWITCH.test(norm(text))) {
    const fresh = readTurnAlone(`gift ${norm(text).replace(/^(?:(?:ok|okay|and|so|now|also|hmm)[\s,]+)*(?:(?:what|how) about|and|or)?\s*/, "")}`, EMPTY_STATE);
    if (fresh.gift) return { ...fresh, budget: fresh.budget ?? state.budget };
  }
  // "something different, he already has all the tools" after gift ideas (no picks shown): other directions, not the same category again.
  if (state.gift && !state.previousPicks.length && /\b(?:something|anything) (?:else|different)\b|\b(?:other|more|different|new) ideas?\b/.test(norm(text)) && !categoryOf(text)) {
    return { ...base(state), intent: "product", category: null, budget: state.budget, gift: { ...state.gift, interest: null, ideas: [], recipient: null, also: [] } };
  }
  const read = readTurnAlone(text, state);
  // "louder?", "left handed?", "mesh or not": a short turn in a shopping thread nothing else read stays with the picks.
  const t = norm(text);
  // "he already has a grill tho" when grills were shown as a gift: the gift ideas for the interest instead.
  const owned = state.category && state.gift ? ALREADY_OWNS.exec(t)?.[1] : undefined;
  if (owned && categoryOf(owned) === state.category) return { ...base(state), intent: "product", budget: state.budget, gift: { ...state.gift!, also: [], owned } };
  // "ok what shoes then" after the first steps of running: the picks themselves, ranked afresh.
  if (state.category && read.intent === "general" && cue.GEAR_QUESTION.test(t)) return { ...base(state), intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  // "what if I'm mostly on flat trails?", "what if it's just for me?": the same picks weighed for a changed use.
  if (state.category && state.previousPicks.length && (read.intent === "general" || (read.intent === "decision" && read.decisionTopic === "general")) && /^(?:(?:and|but|ok|okay|so|hmm)[\s,]+)?(?:what|how) if (?:i|we|he|she|they|it|my|our)\b/.test(t) && wordCount(t) <= 14) {
    return productFollowUp(text, state, base(state)) ?? { ...base(state), intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  if ((read.intent === "general" || (read.intent === "decision" && read.decisionTopic === "general")) && !read.trouble && shortThreadDetail(t, state) && !cue.isAcknowledgement(text)) {
    // "and earplugs": another thing asked for alongside, not a detail of the picks.
    const another = /^(?:and|also|plus|what about|how about) (?:a |an |some )?([a-z][a-z -]{2,25}?)\s*\??$/.exec(t)?.[1];
    if (another && !/\b(?:it|them|one|ones|that|those|this|these)\b/.test(another)) return { ...read, intent: "product", uncovered: another, budget: null, needs: [] };
    return { ...base(state), intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, threadAsk: "detail" };
  }
  return read;
}

function readTurnAlone(text: string, state: ConversationState): RequestModel {
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

  // "which one is quietest?", "the lightest?", "which is easiest to keep sharp": the picks shown, weighed on that one
  // quality (compose-compare names the one first), not a new list.
  if (state.category && wordCount(t) <= 16 && superlativeAsked(t) && !/\b(?:downsides?|cons|pros|worth|tell me|more about|link|where|in stock|warranty|reviews?|why)\b/.test(t) && (categoryOf(text) ?? state.category) === state.category && !/(?:under|below|less than)\s+\$?\d/.test(t)) {
    return { ...r, intent: "compare", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, followUp: "compare" };
  }
  // "any downsides?", "in stock?", "ok only the second one please", "worth the extra $100?": about the picks shown.
  const aboutPicks = threadAsk(t, state);
  if (aboutPicks) return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, threadAsk: aboutPicks };
  if (cue.isAcknowledgement(text)) return { ...r, intent: "general" };
  // "can't afford Christmas presents", "behind on rent and my kid needs shoes": money trouble, not a pick
  // list (compose-tight-money). "I'm broke, need a laptop for school" without bills behind it is still shopping.
  const tight = state.previousPicks.length ? null : tightMoney(text);
  if (tight && (tight.gifts || tight.bills || !/^(?:laptop|computer|phone|mattress|stroller|tires)$/.test(tight.need ?? ""))) return { ...r, intent: "general", tight };
  // "my printer keeps saying offline", "I deleted all my photos", "how do I clean a cast iron pan": a
  // problem with a thing owned gets help with it (compose-trouble), not picks; "worth fixing?" is the repair question.
  const trouble = troubleAsked(text);
  // "how often do I change the filter?" after purifier picks: caring for the thing being chosen is answered too.
  // (A message naming the thing itself, "do infant car seats expire", keeps the category's own answer with the picks.)
  const careInThread = trouble?.trouble && /^(?:lifespan|cleaning_care)$/.test(trouble.trouble.slug) && state.category !== null && categoryOf(text) !== state.category && /^(?:(?:ok|okay|and|so|also)[\s,]+)?(?:how|when|what)\b/.test(t);
  if (trouble && !moneyQuestion(text) && (!state.previousPicks.length || /\b(?:my|our|mine)\b/.test(t) || careInThread)) return { ...r, intent: "general", trouble };
  // "can the basket go in the dishwasher?" after air fryers: a detail their notes hold, not a dishwasher to shop for.
  if (state.category && state.previousPicks.length && wordCount(t) <= 10 && /^(?:(?:ok|okay|and|so)[\s,]+)?(?:(?:(?:do|does|can|will|would|are|is) )?(?:any|either|both|all) of (?:those|these|them|the [a-z]+)|(?:can|could|does|do|is|are|will|would) (?:it|they|them|this|that|these|those|the [a-z]+)|how (?:loud|quiet|big|heavy|long|bright|fast|tall|wide|warm|hot|noisy) (?:is|are) (?:it|they|this|that|the (?:first|second|third|last|top|cheaper|cheap) (?:one|pick)|the [a-z]+))\b/.test(t)) {
    const shown = state.previousPicks.map(productById).filter((p): p is NonNullable<typeof p> => p !== null && p.category === state.category);
    // Only where the words would otherwise leave the thread (a dishwasher, a part to shop for).
    const leaves = accessoryAsked(text) !== null || uncoveredTopicIn(text) !== null || (categoryOf(text) ?? state.category) !== state.category;
    // "does it track sleep?": a yes-or-no about what the picks do, answered from their notes, not a re-rank by "sleep".
    const aboutWhatItDoes = wordCount(t) <= 8 && !/\b(?:good|work|works|okay|ok|fine|suitable|enough|better|worse|for|cheaper|come in)\b/.test(t);
    // "how loud is the first one?": a question about a pick shown, answered from its notes or said to be unknown, never a re-rank.
    const howIsIt = /^(?:(?:ok|okay|and|so)[\s,]+)?(?:how [a-z]+ (?:is|are) |(?:(?:do|does|can|will|would|are|is) )?(?:any|either|both|all) of (?:those|these|them)\b)/.test(t);
    if (shown.length && (howIsIt || ((leaves || aboutWhatItDoes) && notesSay(text, shown)))) return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, threadAsk: "detail" };
  }
  // "what weight?" in a weighted-blanket thread: how to size the thing being chosen, not dumbbells.
  if (state.category && state.previousPicks.length && wordCount(t) <= 5 && /^(?:what|which|how)\b.*\b(?:weight|size|big|heavy)\b/.test(t) && categoryBySlug(state.category)?.sizeGuide) {
    return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null, threadAsk: "detail" };
  }
  // "do I need a license for it?" in a drone thread: the rules for the thing being chosen, with its picks.
  if (state.category && cue.asksRules(t, categoryBySlug(state.category)?.rulesGuide)) {
    return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  // Buying too much, said of oneself, is the overspending guide whatever thing or place it names.
  if (cue.OVERSPENDING.test(t) && !/\b(?:recommend\w*|suggest\w*|best|which|looking for|under \$)/.test(t)) return { ...r, intent: "decision", decisionTopic: "overspending" };
  // "why that one?" after picks: about those picks, whatever brand it names.
  if (state.category && state.previousPicks.length && (cue.WHY_PICK.test(t) || (cue.VERDICT.test(t) && !cue.SWITCH_CATEGORY.test(t) && wordCount(t) <= 12))) {
    return { ...r, intent: "product", category: state.category, budget: state.budget, needs: state.needs, kind: state.kind ?? null };
  }
  // "is the Vitamix good for smoothies?", "can the Ninja crush ice?" (a use the notes know).
  // "the roomba you suggested, does it work on thick carpet?" with no picks here: that product, asked about.
  const suggested = !state.previousPicks.length ? /\bthe ([a-z0-9][a-z0-9 +-]{1,30}?) (?:you|u) (?:suggested|recommended|mentioned|told me about|picked|showed me)\b/.exec(t)?.[1] ?? null : null;
  const subject = (cue.FIT_ASK.exec(t) ?? cue.CAN_IT_ASK.exec(t))?.groups?.subject ?? (suggested && /\b(?:does|do|is|can|will|would) (?:it|they)\b/.test(t) ? suggested : null);
  const fit = subject ? productAskedAbout(subject, text, state) : null;
  // "does it work with FaceTime?": "work" is the asking, not the "for work" need.
  const fitNeeds = fit ? parseNeeds(text.replace(/\b(?:does|do|will|would|can|could) (?:it|they|this|that|the [a-z0-9 ]+?) (?:still )?work\b|\bworks? (?:well )?(?:with|on)\b/gi, " "), fit.category) : [];
  if (fit && (cue.FIT_ASK.test(t) || fitNeeds.length)) return { ...r, intent: "product", category: fit.category, budget: parseBudget(text), needs: fitNeeds, fit: fit.id };
  // "I want to start running at 45": the first steps are composed first (compose-start); the thread opens on
  // the gear's category, so "ok, what shoes then?" follows on with the needs said ("flat feet").
  const start = !state.category ? startAsked(text) : null;
  if (start && categoryBySlug(start.gear.category)) {
    return { ...r, intent: "product", category: start.gear.category, budget: null, needs: parseNeeds(text, start.gear.category), kind: parseKind(text, start.gear.category) };
  }
  // "how do I get my kids to stop fighting over the tv remote": getting a person to do something is no
  // shopping question, whatever thing it names (it got a no-pick for TV remotes).
  if (PERSON_TO_DO.test(t) && !cue.STRONG_SHOPPING.test(t) && !parseBudget(text)) {
    const personGuide = guideInThread(text, state.topic?.kind === "decision" ? state.topic : null);
    return personGuide ? { ...r, intent: "decision", decisionTopic: personGuide.slug } : r;
  }
  // "a filter for my air purifier", "vacuum bags": an accessory of a thing is not the thing.
  const accessory = accessoryAsked(text);
  if (accessory) return { ...r, intent: "product", uncovered: accessory, budget: parseBudget(text), needs: [] };
  // "you're a baby monitor expert now… what's the best stroller?": the thing asked for decides.
  const asked = productNounPhrase(text);
  // "I just got an iPhone 17, what case should I get?": the thing asked for is for the thing owned.
  const owned = asked && !categoryOf(asked) ? firstPossession(norm(text)) : null;
  const ownedThing = owned?.replace(/^.*?\b(?:have|has|own|owns|use|uses|got|bought)\s+(?:an?|the|my|his|her|their|one)?\s*/, "") ?? null;
  const forOwned = ownedThing ? `${asked} for my ${ownedThing}` : null;
  const ownedAccessory = forOwned ? accessoryAsked(forOwned) : null;
  if (ownedAccessory) return { ...r, intent: "product", uncovered: ownedAccessory, budget: parseBudget(text), needs: [] };
  // "tv for grandma, she has hearing aids": a thing someone has is no topic of its own, so it can't hide the ask.
  const category = (asked && categoryOf(asked)) || (forOwned && categoryOf(forOwned)) || categoryOf(text) || categoryOf(withoutOwnedThings(text));
  // "thoughts on the meta quest 3?": an opinion on a model no category of ours names is that model, honestly unvetted.
  const unvetted = !category ? unvettedNamed(text) : null;
  if (unvetted) return { ...r, intent: "product", unvetted, budget: null, needs: [] };
  // "do I need a license to fly a drone?": the rules for that kind of thing, not a license to shop for.
  if (category && cue.asksRules(t, categoryBySlug(category)?.rulesGuide)) return { ...r, intent: "product", category, budget: parseBudget(text), needs: parseNeeds(text, category) };
  // "best time of day to take vitamin D", "how do I turn off notifications": about using it, not buying it.
  const howTo = /\b(?:best|right|good) (?:time|way|dose|dosage|amount|age)\b|\bhow (?:do|does|can|should|to)\b|\bdoes\b.*\b(?:help|work)\b/.test(t) || cue.EXERCISE_ASK.test(t);
  const shopping = cue.STRONG_SHOPPING.test(t) && !howTo;
  const decisionish = cue.isDecisionish(t);
  const found = guideInThread(text, state.topic?.kind === "decision" ? state.topic : null);
  // "I need a plan to pay off $8,000 of credit card debt" asks for steps: the planner, not guidance.
  const guide = found?.kind === "guidance" && /\b(?:a plan (?:to|for)|make a plan|help me plan|steps to|step[- ]by[- ]step|checklist)\b/.test(t) ? null : found;
  // A message mostly ABOUT one decision ("rent is 1900, a mortgage would be 2400, is buying worth it?").
  const strongGuide = guide !== null && scoreGuide(guide, text) >= 4;
  // "what tv should I get for my dad, he's hard of hearing": asking which one to buy is buying.
  // "what kind of chair would help" after back pain: asking which kind of thing would help is buying it.
  // "what weighted blanket for my 10 year old, he has adhd": a question that opens on the thing asks for one.
  // "should I just get a cheaper one?" after a broken tablet: replacing it is buying too.
  const opensOnThing = /(?:^|[,.;:!?]\s*)(?:(?:so|ok|okay|and|hey|but)[\s,]+)?(?:what|which) (?:kind of |type of |brand of |size )?(?!(?:if|about|else|happens?|happened|time|is|are|was|were|do|does|did|would|should|could|can|will|i|you|he|she|it|we|they|when|to|that|this|then|now|causes?|caused|makes?|made|goes|went|means?|meant|started|ended|led|killed|died|came|became|said|invented|discovered|won|lost)\b)([a-z][a-z -]{2,30}?)(?= for\b| to\b| should\b| would\b| do\b| is\b| are\b| that\b|\s*[?,]|$)/.exec(t)?.[1];
  const buying = shopping || parseBudget(text) !== null || /\b(?:what|which) (?:\w+ ){0,2}(?:should|could|do|can) (?:i|we) (?:get|buy)\b|\b(?:what|which) (?:kind|type|sort|style) of [a-z ]{2,30}? (?:would|could|might|will|should) (?:help|work best|be best|be good)\b|\bshould (?:i|we) (?:just )?(?:get|buy) (?:him |her |them )?(?:a |an )?(?:cheaper|new|different|better|another|sturdier|tougher|replacement)\b/.test(t)
    || (category !== null && opensOnThing !== undefined && categoryOf(opensOnThing) === category)
    // "i want earbuds without noise cancelling, it makes me dizzy": wanting the thing, said first, is buying it.
    || (category !== null && ((w) => w !== undefined && categoryOf(w) === category)(/\b(?:i|we) (?:really )?(?:want|need) (?:a |an |some |new |good )?([a-z][a-z -]{2,25}?)(?= without\b| with\b| that\b| for\b|\s*[,.]|$)/.exec(t)?.[1]));
  // "something for my dog, she's anxious during storms": shopping for a pet (an honest no-pick), not a
  // person's health or a gift idea for a person.
  const forPet = !category && !state.category && /\b(?:for|my|our) (?:dog|dogs|cat|cats|puppy|kitten|pet|pets)\b(?!'s| (?:hair|dander|fur|stains?|odou?rs?|smells?|accidents?|urine|pee|messes))/.test(t)
    && /\b(?:something|anything|what (?:can|should|do) (?:i|we) (?:get|buy)|what(?:'s| is| are) (?:a |an |some )?(?:good|indestructible|durable|tough|safe|best)|recommend\w*|best)\b/.test(t);
  // "my dog destroys every toy": a pet's things, not children's toys.
  const petTopic = forPet ? uncoveredTopicIn(text) : null;
  if (forPet) return { ...r, intent: "product", uncovered: petTopic && /pet/.test(petTopic.slug) ? petTopic.slug : "pets_supplies", budget: parseBudget(text), needs: [] };
  // "gift for my dad who likes grilling, under $75": the interest maps to the categories that serve it.
  // "gift for my mom" … "she loves gardening" … "under 50": a gift thread read as one request.
  // "my husband and I can't agree how much to spend on christmas gifts": money in a marriage, not a gift to pick.
  if (SPEND_DISAGREE.test(t) && !/\b(?:gift|present) (?:for|ideas?)\b|\bwhat (?:should|can|could) (?:i|we) (?:get|buy)\b/.test(t) && /\bhow much\b|\b(?:spend|spending|spent) (?:on|money|too much|more|less)\b|\b(?:money|budget|afford)\b/.test(t) && /\b(?:husband|wife|spouse|partner|fianc[eé]e?|boyfriend|girlfriend|hubby)\b/.test(t)) {
    return { ...r, intent: "decision", decisionTopic: "money-in-marriage" };
  }
  // "we can't afford christmas gifts this year, how do i tell my family": the money and the family, not a gift to pick.
  if (guide && scoreGuide(guide, text) >= 4 && CANT_AFFORD.test(t) && !shopping && !parseBudget(text) && !/\b(?:ideas?|recommend\w*|suggest\w*|what (?:should|can|could) (?:i|we) (?:get|buy))\b/.test(t)) {
    return { ...r, intent: "decision", decisionTopic: guide.slug };
  }
  const giftThread = state.topic?.kind === "no_pick" && state.topic.slug === "gift" && !category ? `${norm(state.topic.question)} ${t}` : null;
  // "grandpa keeps sending gift cards to a woman he's never met": a message a guide reads this strongly (4), with no gift
  // asked for in it (gift cards are money), is no gift to pick.
  // "what should I get my mother-in-law for Christmas": a present to choose, whatever in-law guide the words touch.
  const giftAsk = /\bwhat (?:should|can|could|do) (?:i|we) (?:get|buy|give) (?:my|our|him|her|them)\b.*\bfor (?:christmas|xmas|(?:her|his|their|a) birthday|mother'?s day|father'?s day|(?:our |their |an )?anniversary|graduation|valentine'?s)\b/.test(t);
  const gift = !category && !state.category && !(guide && !giftAsk && (decisionish || (strongGuide && !/\b(?:gifts?|presents?)\b(?! cards?)/.test(t)))) ? parseGift(giftThread ?? t, giftThread ? t : undefined) : null;
  if (gift) {
    const who = gift.recipient ? { name: gift.recipient.name, ideas: gift.recipient.ideas, vetted: gift.recipient.vetted } : null;
    const also = gift.also.map((i) => ({ interest: i.name, ideas: i.ideas, category: i.categories.find((c) => categoryBySlug(c)) ?? null }));
    // "likes legos and dinosaurs", nothing vetted for either: ideas for both, named together.
    const together = !gift.category && gift.interest && also.length ? { interest: [gift.interest.name, ...also.map((x) => x.interest)].join(" and "), ideas: [gift.interest.ideas, ...also.map((x) => x.ideas)].flatMap((l) => l.slice(0, 2)), also: [] } : null;
    const giftOf = { interest: gift.interest?.name ?? null, ideas: gift.interest?.ideas ?? [], recipient: who, also, ...together };
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
  // "headphones for someone with hearing aids": a message led by the thing asks for that thing.
  const leadThing = leadingNounPhrase(text);
  const thingAsked = (buying && (category || uncoveredTopicIn(text))) || (category !== null && leadThing !== null && categoryOf(leadThing) === category && !decisionish);
  // "my husband sleeps hot and I have back pain" in a mattress thread, "quiet please, the baby sleeps" in a
  // blender thread: needs of the thing being chosen, not a health question.
  if (state.category && !thingAsked && parseNeeds(text, state.category).length && !HEALTH_ASK.test(t) && !(guide && decisionish)) {
    const followUp = productFollowUp(text, state, r);
    if (followUp) return followUp;
  }
  // "does a weighted blanket really help with anxiety or is it hype", "are standing desks actually good for
  // your back", "is a bidet attachment worth it": whether the kind of thing works is answered first, in its
  // category's own notes (or an uncovered kind's), before any health reading of the words around it.
  const kindAsk = state.previousPicks.length && state.category ? null : kindWorthSubject(t);
  if (kindAsk && !/\b(?:best|which|recommend\w*|looking for)\b/.test(t)) {
    const kindCategory = categoryOf(kindAsk);
    // "is the Vitamix worth it compared to Ninja?" names models, not the kind: those keep their own readings.
    const model = category !== null && (worthSubject(text, category) !== null || brandsNamed(kindAsk, productsOf(category)).length > 0 || /\b(?:is|are|was) the\b/.test(t));
    if (category && !model && kindCategory === category && !/supplement|vitamin/.test(category)) {
      // "…or is it hype": the "or" weighs the claim, not two products.
      return { ...r, intent: "product", category, budget: parseBudget(text), needs: parseNeeds(text, category), kind: parseKind(text, category) };
    }
    const kindTopic = !kindCategory ? uncoveredTopicIn(kindAsk) : null;
    if (kindTopic && uncoveredTopics().find((u) => u.slug === kindTopic.slug)?.worthGuide) return { ...r, intent: "product", uncovered: kindTopic.slug, budget: null, needs: [] };
  }
  if ((cue.FALLS.test(t) || cue.EXERCISE_ASK.test(t) || cue.MEMORY_ASK.test(t)) && !thingAsked) return { ...r, intent: "health" };
  if ((cue.HEALTH_CUE.test(t) || (cue.INJURY_CUE.test(t) && (category === null || cue.CARE_SEEKING.test(t))) || asksAboutHealthTopic(t)) && !thingAsked && !strongGuide) return { ...r, intent: "health" };

  // "are standing desks actually good for your back?" asks about the thing, not for picks.
  // "is the pixel 9 better than the galaxy s24?" weighs two models: a comparison, not a question about a thing.
  // "instant pot or an air fryer": two kinds whose difference is written down, not two models.
  const kindPair = category !== null && ((w) => w !== null && kindContrast(category, w) !== null)(categoryWeighedAgainst(text, category));
  const twoNamed = category !== null && !kindPair && ((namedProducts(text, category).length >= 2 || brandsNamed(text, productsOf(category)).length >= 2) && /\b(?:better|or|vs\.?|versus|than|between)\b/.test(t) || /\b(?:better|worse) than (?:the |a |an |my )?[a-z]+ ?[a-z0-9]*\d|\bvs\.? (?:the |a )?[a-z]+ ?[a-z0-9]*\d/.test(t));
  // "is a robot vacuum actually worth it?": whether to buy one, answered in its category (compose-worth).
  if (cue.INFO_QUESTION.test(t) && !twoNamed && !(category && /\bworth (?:it|the money|buying|getting)\b|\boverkill\b/.test(t)) && !parseBudget(text) && !/\b(?:best|recommend\w*|which|buy|buying|looking for)\b/.test(t)) {
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
  const product = (slug: string): RequestModel => productAsk(text, slug, r);
  // "How do I start training for a half marathon?" is a plan, not a shoe question.
  // "suitcase for a 2 week trip to europe": led by the thing, it asks for the thing, not a trip plan.
  const ledHere = leadingNounPhrase(text);
  if (category && !shopping && cue.PLANNING_CUE.test(t) && !parseBudget(text) && !moneyQuestion(text) && !(ledHere !== null && categoryOf(ledHere) === category)) return r;
  // "my son has asthma, does an air purifier actually help?": whether the kind of thing helps is that
  // category's honest worth-it answer (compose-worth), not a general question.
  const helps = cue.HELPS_ASK.exec(t);
  if (category && helps && categoryOf(helps[1]!) === category) return product(category);
  // Naming a product kind is a shopping question unless it is clearly a decision about something
  // else ("my daughter wants to quit piano lessons, should I let her?").
  const namesOne = category !== null && namedProducts(text, category).length > 0;
  // "should I get a Kindle or an iPad?" weighs two things to buy: shopping, not a life decision;
  // "should i get airpods or the beats ones": two lines or brands of the thing weighed are too.
  const weighsTwo = category !== null && (categoryWeighedAgainst(text, category) !== null || (/\b(?:or|vs\.?|versus)\b/.test(t) && bySides(text, category) !== null));
  const shoppingish = shopping || parseBudget(text) !== null || (!decisionish && !howTo) || namesOne || twoNamed || weighsTwo || (buying && !/\bor\b/.test(t));
  // "our 15 year old wants her phone in her room at night": a message mostly about a person's
  // situation, naming a thing without asking for one, is that situation, not a shopping question.
  const asksForOne = /\b(?:wants?|needs?|get|getting|buy|buying|asking for|asked for|looking at) (?:a|an|new|one|her first|his first|their first|my first)\b/.test(t);
  // "easy to use vacuum for my elderly mom": a message led by the thing is that thing, for whoever it's for.
  const lead = leadingNounPhrase(text);
  const ledByThing = category !== null && lead !== null && categoryOf(lead) === category && !decisionish;
  // "my teenager wants a phone, she's 12, all her friends have one": a guide this specific (6 or more) is the
  // situation even when a thing is wanted, unless the message asks which one to buy (twelfth pass: "my 10yo wants a
  // phone because everyone in his class has one" too).
  const situation = guide !== null && scoreGuide(guide, text) >= 6 && !buying && !namesOne && !moneyQuestion(text);
  if (category && guide && ((strongGuide && !buying && !asksForOne && !namesOne && !ledByThing) || situation)) return { ...r, intent: "decision", decisionTopic: guide.slug };
  // A guide only wins over a named product kind when the message is itself a decision.
  // "should I finance a TV?" is about spending on that thing: stewardship in its category.
  if (category && ((shoppingish && (shopping || !guide || !decisionish || (weighsTwo && !strongGuide))) || moneyQuestion(text))) return product(category);
  const uncovered = uncoveredTopicIn(text);
  // "best engagement ring to buy" is shopping; "buy a house now or keep renting?" is the decision guide.
  // "we want a small RV to travel when we retire" is a purchase (an honest no-pick), not the retirement
  // decision: a guide that only one word touched loses to a thing the message says it wants.
  // "what's a reasonable amount to spend on an engagement ring": how much to spend on a thing is about the thing too.
  // "how much should I spend on an engagement ring" reads as deciding ("should I") but asks about the thing.
  const wantsIt = guide !== null && scoreGuide(guide, text) <= 1 && ((!decisionish && /\b(?:want|wants|need|needs|looking (?:at|for)|get|getting|buy|buying|thinking (?:about|of) (?:getting|buying))\b/.test(t)) || SPEND_ASK.test(t));
  // "which brand should we buy?" asks for a model: with nothing vetted that is an honest no-pick,
  // never a life decision that a word like "rent or buy" or "family" happened to touch.
  const brandAsk = cue.BRAND_ASK.test(t);
  if (brandAsk && !uncovered) {
    const thing = brandAskThing(text);
    if (thing) return { ...r, intent: "product", uncovered: thing, budget: parseBudget(text), needs: parseNeeds(text, null) };
  }
  // "should I buy a new car or keep fixing my old one?": weighing whether to buy is a decision, not a no-pick.
  const weighing = decisionish && !brandAsk && !/\b(?:best|which|recommend\w*|suggest\w*|good|under \$)/.test(t);
  // "crib for our first baby, what safety stuff should I know": led by the thing, it asks about that thing.
  // "what should I know before buying a crib": what to look for in that thing, not a life decision.
  // "what car should we get him": a question that opens on the thing asks for it, not whether to.
  const ledByUncovered = uncovered !== null && ((lead !== null && uncoveredTopicIn(lead)?.slug === uncovered.slug) || (opensOnThing !== undefined && uncoveredTopicIn(opensOnThing)?.slug === uncovered.slug) || /\bbefore (?:buying|getting|i buy|we buy)\b|\bwhat (?:should|do) (?:i|we) (?:know|look for)\b/.test(t) || SPEND_ASK.test(t));
  if (uncovered && !guide && weighing && !ledByUncovered) return { ...r, intent: "decision", decisionTopic: "general" };
  if (uncovered && (!guide || (shopping && !decisionish && !strongGuide) || wantsIt || brandAsk)) return { ...r, intent: "product", uncovered: uncovered.slug, budget: parseBudget(text), needs: parseNeeds(text, null) };
  if (guide) return { ...r, intent: "decision", decisionTopic: guide.slug };
  // "what kind of can opener" asks for a thing as plainly as "a good can opener".
  const phrase = (asked && (shopping || (opensOnThing === asked && !state.category) || /\b(?:need|needs|want|wants|get|buy|buying) (?:a|an|some|new)\b|\b\w+est\b|\b(?:what|which) (?:kind|type|sort|brand) of\b/.test(t)) ? asked : null) ?? leadingNounPhrase(text);
  // "Should I buy a kayak?" is shopping; "Should I get a tattoo?" is a decision.
  if (phrase && (!decisionish || (opensOnThing === phrase && !state.category)) && !state.topic) {
    return { ...r, intent: "product", uncovered: phrase, budget: parseBudget(text), needs: parseNeeds(text, null) };
  }
  const open = continueTopic(t, state, r);
  if (open) return open;
  if (phrase && !decisionish) return { ...r, intent: "product", uncovered: phrase, budget: parseBudget(text), needs: parseNeeds(text, null) };
  // "how should I prep for the CPA exam" is a plan (answered by the planner), not a choice.
  if (cue.DECISION_CUE.test(t) && (decisionish || !cue.PLANNING_CUE.test(t))) return { ...r, intent: "decision", decisionTopic: "general" };
  return r;
}
