// parseRequest (contract 2): reads the whole conversation turn by turn, carrying the state
// (category, budget, needs, last picks) forward so a follow-up like "cheaper?" or "what about
// for a beginner?" modifies the previous request instead of starting over.
import { parseBudget } from "./budget";
import { categoryBySlug, productById, productsOf } from "./catalog-view";
import { brandNamed, categoryOf, namedProducts, productNounPhrase, uncoveredTopicIn } from "./category";
import { matchDecisionGuide } from "./decision-guides";
import { parseNeeds } from "./needs";
import { picksInAnswer } from "./previous-picks";
import * as cue from "./signals";
import type { Budget, ChatTurn, ConversationState, RequestModel } from "./types";

const EMPTY_STATE: ConversationState = { category: null, budget: null, needs: [], previousPicks: [] };
const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
const wordCount = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

function base(state: ConversationState): RequestModel {
  return { intent: "general", category: null, uncovered: null, budget: null, needs: [], followUp: null, passage: null, decisionTopic: null, state };
}

const lows = (ids: string[]) => ids.map((id) => productById(id)?.priceBand.low).filter((n): n is number => n !== undefined);

/** "cheaper?": a ceiling below the cheapest earlier pick (kept under any stated ceiling). */
function cheaperBudget(state: ConversationState): Budget {
  const prev = lows(state.previousPicks);
  const ceiling = state.budget?.max ?? null;
  const below = prev.length ? Math.max(1, Math.min(...prev) - 1) : null;
  const max = [ceiling, below].filter((n): n is number => n !== null);
  return { min: null, max: max.length ? Math.min(...max) : null };
}

/** "something more premium": a floor at the priciest earlier pick's band; the old ceiling is lifted. */
function premiumBudget(state: ConversationState, own: Budget | null): Budget | null {
  if (own) return own;
  const prev = lows(state.previousPicks);
  return prev.length ? { min: Math.max(...prev) + 1, max: null } : null;
}

function productFollowUp(text: string, state: ConversationState, r: RequestModel): RequestModel | null {
  const t = norm(text);
  const category = state.category!;
  const own = categoryOf(text);
  const ownBudget = parseBudget(text);
  const switching = own !== null && own !== category;
  const related = switching && (categoryBySlug(category)?.related.includes(own) ?? false);
  // "what about earbuds instead?" follows up; "vacuum for pet hair" after running shoes is a new question.
  if (switching && !cue.SWITCH.test(t) && !(related && wordCount(text) <= 6)) return null;
  const shaped = wordCount(text) <= 9 || cue.SWITCH.test(t);
  const target = switching ? own : category;
  const ownNeeds = parseNeeds(text, target);
  const inCategory = productsOf(category);
  const named = namedProducts(text, category);
  const out: RequestModel = { ...r, intent: "product", category: target, budget: ownBudget ?? state.budget, needs: union(state.needs, ownNeeds) };

  if (cue.COMPARE.test(t) && !switching) return { ...out, intent: "compare", followUp: "compare" };
  if (cue.WHY_NOT.test(t) && (named.length > 0 || brandNamed(text, inCategory))) return { ...out, intent: "why_not", followUp: "why_not" };
  if (switching) {
    // Needs that mean nothing in the new category (wide feet for earbuds) are dropped.
    const keep = state.needs.filter((n) => parseNeeds(n.replace(/_/g, " "), target).includes(n) || ownNeeds.includes(n));
    return { ...out, needs: union(keep, ownNeeds), followUp: related || cue.SWITCH.test(t) ? "related_category" : null };
  }
  if (cue.CHEAPER.test(t) || (ownBudget?.max != null && (state.budget?.max == null || ownBudget.max < state.budget.max))) {
    return { ...out, needs: union(out.needs.filter((n) => n !== "premium"), cue.CHEAPER.test(t) ? ["budget"] : []), budget: ownBudget ?? cheaperBudget(state), followUp: "cheaper" };
  }
  if (cue.PREMIUM.test(t)) return { ...out, needs: union(out.needs.filter((n) => n !== "budget"), ["premium"]), budget: premiumBudget(state, ownBudget), followUp: "premium" };
  if (ownNeeds.some((n) => !state.needs.includes(n))) return { ...out, followUp: "need" };
  if (ownBudget || (own === category && shaped)) return out;
  return null;
}

/** One user turn read against the state before it. */
export function readTurn(text: string, state: ConversationState): RequestModel {
  const r = base(state);
  const t = norm(text);
  const passage = cue.requestedPassage(text);
  if (passage) return { ...r, intent: "scripture", passage };
  if (cue.isPaymentQuestion(t)) return { ...r, intent: "payment" };
  if (cue.isAboutAssistant(t)) return { ...r, intent: "about" };
  if (cue.asksForVerse(t)) return { ...r, intent: "scripture" };

  const category = categoryOf(text);
  const shopping = cue.STRONG_SHOPPING.test(t);
  const guide = matchDecisionGuide(text);
  // "best blood pressure monitor to buy" is shopping (an honest no-pick), not a health question.
  if (cue.HEALTH_CUE.test(t) && !(shopping && (category || uncoveredTopicIn(text)))) return { ...r, intent: "health" };

  if (state.category && !guide) {
    const followUp = productFollowUp(text, state, r);
    if (followUp) return followUp;
  }
  const product = (slug: string): RequestModel => {
    const named = namedProducts(text, slug);
    // Two products named with "or"/"vs" ("Mini 4 Pro or the Mini 3?"), or "compare" with one named.
    const intent = (named.length >= 2 && /\b(?:or|vs\.?|versus|compare|difference|better)\b/.test(t)) || (cue.COMPARE.test(t) && named.length >= 1) ? "compare" : "product";
    return { ...r, intent, category: slug, budget: parseBudget(text), needs: parseNeeds(text, slug) };
  };
  // "How do I start training for a half marathon?" is a plan, not a shoe question.
  if (category && !shopping && cue.PLANNING_CUE.test(t) && !parseBudget(text)) return r;
  // Naming a product kind is a shopping question unless it is clearly a decision about something
  // else ("my daughter wants to quit piano lessons, should I let her?").
  const shoppingish = shopping || parseBudget(text) !== null || !cue.DECISION_CUE.test(t) || (category !== null && namedProducts(text, category).length > 0);
  if (category && shoppingish && (shopping || !guide)) return product(category);
  const uncovered = uncoveredTopicIn(text);
  // "best engagement ring to buy" is shopping; "buy a house now or keep renting?" is the decision guide.
  if (uncovered && (!guide || (shopping && !cue.DECISION_CUE.test(t)))) return { ...r, intent: "product", uncovered: uncovered.slug, budget: parseBudget(text), needs: parseNeeds(text, null) };
  if (guide) return { ...r, intent: "decision", decisionTopic: guide.slug };
  const phrase = shopping || /\b(?:need|want|get|buy|buying) (?:a|an|some|new)\b/.test(t) ? productNounPhrase(text) : null;
  // "Should I buy a kayak?" is shopping; "Should I get a tattoo?" is a decision.
  if (phrase && !cue.DECISION_CUE.test(t.replace(/\bshould (?:i|we) buy\b/, ""))) {
    return { ...r, intent: "product", uncovered: phrase, budget: parseBudget(text), needs: parseNeeds(text, null) };
  }
  if (cue.DECISION_CUE.test(t)) return { ...r, intent: "decision", decisionTopic: "general" };
  return r;
}

function nextState(request: RequestModel, state: ConversationState): ConversationState {
  if (request.category && (request.intent === "product" || request.intent === "compare" || request.intent === "why_not")) {
    return { category: request.category, budget: request.budget, needs: request.needs, previousPicks: [] };
  }
  // An uncovered ask or a new topic ends the shopping thread; scripture, about and thanks keep it.
  if (request.uncovered || request.intent === "decision" || request.intent === "health") return { ...EMPTY_STATE };
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
    request = readTurn(turn.content, before);
    state = nextState(request, before);
    lastAnswer = "";
  }
  return request;
}
