// A decision thread survives a detour (ninth pass). "should I take the job in Denver" … "is there a
// verse about change" … "ok so what should I do": the parser opens a verse thread on the detour and
// reads the last turn as a fresh, general decision. Here the conversation is read again, turn by turn,
// and a turn that comes back to the decision is answered with the guide it was about.
import { decisionGuide, matchDecisionGuide, parseRequest, type DecisionGuide, type RequestModel } from "@/lib/ai/request";
import { BRAND_ASK } from "@/lib/ai/request/signals";
import { categoryOf } from "@/lib/ai/request/category";
import { scoreGuide } from "@/lib/ai/request/decision-guides";
import type { OfflineInput } from "./types";

type Message = OfflineInput["messages"][number];

/** "ok so what should I do", "which should I take", "how do I decide", "what's the first step": asks for the decision itself. */
export const DECIDE_ASK =
  /\b(?:what (?:should|do|would|can) (?:i|we) do|what would you do|which (?:one |should |do |would )?(?:i|we)? ?(?:take|pick|choose|go with|do)?\b|so which\b|how (?:do|should|can|would) (?:i|we) (?:decide|choose|know|figure (?:it|this) out|make (?:the|a|this) (?:call|decision))|(?:the |my |our )?first step|where (?:do|should) (?:i|we) (?:start|begin)|what (?:questions|things) should (?:i|we) ask|(?:help me|help us) (?:decide|choose)|what now|now what|any advice|your advice|what do you (?:think|suggest|recommend)|is (?:it|the [a-z ]{2,30}) (?:worth it|a good idea|wise)|should (?:i|we) (?:do it|go for it|take it|say yes)|yes or no|should i or not|what'?s your (?:answer|verdict|take)|just tell me what to do)\b/;

/** "back to the job", "anyway,", "ok so", "going back to": the person says they are returning to it. */
const RETURNING = /\b(?:back to (?:the|my|our|that|this|what|your)\b|go(?:ing)? back to (?:the|my|our|that|what)\b|anyway|anyways|returning to|about (?:the|my|our) (?:decision|choice)|(?:the|my|our) (?:decision|choice)\b)/;

// Turns that leave the decision open: Scripture, small talk, a prayer asked for, thanks, a question about the app.
const DETOUR_INTENTS = new Set(["scripture", "general", "about", "payment"]);
// A turn read as a fresh, general decision that was itself a return ("so what now?") is passed through too.
// A product aside ("what's a good desk chair for working from home") is passed through too; the caller
// then asks that the last turn says it's returning or names the decision again.
const detour = (x: { text: string; request: RequestModel }) =>
  DETOUR_INTENTS.has(x.request.intent) || x.request.intent === "product"
  || (x.request.intent === "decision" && x.request.decisionTopic === "general" && (DECIDE_ASK.test(norm(x.text)) || x.text.trim().split(/\s+/).length <= 6));

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");

/** The request read for each user turn, in order (the last few only; a thread is short). */
function readEach(messages: Message[], count: number): { text: string; request: RequestModel }[] {
  const ends = messages.map((m, i) => (m.role === "user" ? i : -1)).filter((i) => i >= 0).slice(-count);
  return ends.map((end) => ({ text: messages[end].content, request: parseRequest(messages.slice(0, end + 1)) }));
}

/**
 * The specific decision guide a turn comes back to, with the question that opened it, or null.
 * Only when the turns since it were detours (or, if the person says they're returning, a product aside)
 * and the last turn asks for the decision, says it's returning, or names the decision again.
 */
export function resumedDecision(messages: Message[], request: RequestModel): { guide: DecisionGuide; question: string } | null {
  const last = norm(messages.filter((m) => m.role === "user").at(-1)?.content ?? "");
  if (!last || BRAND_ASK.test(last) || /\b(?:best|recommend\w*|cheap(?:er|est)?|under \$?\d)\b/.test(last)) return null;
  // Already the open decision's follow-up, or a topic of its own.
  const openSlug = request.intent === "decision" ? request.decisionTopic : null;
  if (openSlug && openSlug !== "general") return null;
  if (request.intent === "health" || (request.intent === "scripture" && !DECIDE_ASK.test(last))) return null;
  const returning = RETURNING.test(last);
  // Cheap first: only a turn that could come back to a decision pays for reading the thread again.
  // "should I call the school?" after verses in a bullying thread: a short decision the parser read as a fresh, general one.
  const shortGeneral = request.intent === "decision" && request.decisionTopic === "general" && last.split(/\s+/).length <= 10;
  if (!returning && !shortGeneral && !DECIDE_ASK.test(last) && !matchDecisionGuide(last)) return null;
  if (messages.filter((m) => m.role === "user").length < 2) return null;
  const turns = readEach(messages, 7);
  for (let i = turns.length - 2; i >= 0; i--) {
    const { request: r, text } = turns[i];
    if (r.intent === "decision" && r.decisionTopic && r.decisionTopic !== "general") {
      const guide = decisionGuide(r.decisionTopic);
      if (!guide) return null;
      const between = turns.slice(i + 1, -1);
      const named = scoreGuide(guide, last) >= 1;
      const aside = between.some((x) => x.request.intent === "product") || request.intent === "product";
      // "ok but is the masters worth it" after laptop picks: the decision asked about again, no product named.
      const notAProduct = DECIDE_ASK.test(last) && categoryOf(last) === null && !/\b(?:it|one|ones|that|this|those|these|them|first|second|third|last)\b/.test(last.replace(/\bworth it\b/g, ""));
      if (aside && !returning && !named && !notAProduct) return null;
      return DECIDE_ASK.test(last) || returning || shortGeneral || (named && request.intent !== "product") ? { guide, question: firstOfThread(turns.slice(0, i + 1), r.decisionTopic) ?? text } : null;
    }
    // A turn that is part of the same decision (its follow-ups) is read through; anything else ends the search.
    if (!detour(turns[i])) return null;
  }
  return null;
}

/** The message that opened the decision (its first turn with that guide). */
function firstOfThread(turns: { text: string; request: RequestModel }[], slug: string): string | null {
  let first: string | null = null;
  for (let i = turns.length - 1; i >= 0 && turns[i].request.intent === "decision" && turns[i].request.decisionTopic === slug; i--) first = turns[i].text;
  return first;
}

/**
 * The decision a fact turn belongs to (thirteenth pass): "we're debating a third kid" … "my wife had a rough
 * pregnancy last time" reads as health to the parser, and "we don't have a lot of money" after it as nothing at
 * all. Walking back over turns that state facts, to the turn that opened a specific decision guide.
 */
export function factThread(messages: Message[], isFact: (text: string) => boolean): { slug: string; question: string } | null {
  const turns = readEach(messages, 5);
  for (let i = turns.length - 2; i >= 0; i--) {
    const { request: r } = turns[i];
    if (r.intent === "decision" && r.decisionTopic && r.decisionTopic !== "general") {
      return { slug: r.decisionTopic, question: firstOfThread(turns.slice(0, i + 1), r.decisionTopic) ?? turns[i].text };
    }
    if (!isFact(turns[i].text)) return null;
  }
  return null;
}
