// What a conversation carries from one turn to the next: the open category (with its budget, needs
// and picks) or the open thread (a decision, a no-pick, verses), and the plain helpers every reader uses.
import * as cue from "./signals";
import type { ConversationState, RequestModel } from "./types";

export const EMPTY_STATE: ConversationState = { category: null, budget: null, needs: [], previousPicks: [], topic: null };
export const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
export const wordCount = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;
export const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

export function base(state: ConversationState): RequestModel {
  return { intent: "general", category: null, uncovered: null, budget: null, needs: [], followUp: null, passage: null, decisionTopic: null, state };
}

/** A short follow-up in an open decision, no-pick or verse thread stays in that thread. */
export function continueTopic(t: string, state: ConversationState, r: RequestModel): RequestModel | null {
  const topic = state.topic;
  if (!topic) return null;
  if (topic.kind === "decision") return { ...r, intent: "decision", decisionTopic: topic.slug };
  if (topic.kind === "no_pick") return { ...r, intent: "product", uncovered: topic.slug };
  if (topic.kind === "scripture" && cue.MORE_VERSES.test(t)) return { ...r, intent: "scripture" };
  return null;
}

export function nextState(request: RequestModel, state: ConversationState, question: string): ConversationState {
  if (request.category && (request.intent === "product" || request.intent === "compare" || request.intent === "why_not")) {
    // A gift thread keeps its gift while the category stays the same ("he already has a grill" → ideas instead).
    const gift = request.gift ?? (state.category === request.category ? state.gift : null) ?? null;
    return { category: request.category, budget: request.budget, needs: request.needs, previousPicks: [], topic: null, kind: request.kind ?? null, avoid: request.avoid ?? [], ...(gift ? { gift } : {}) };
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
