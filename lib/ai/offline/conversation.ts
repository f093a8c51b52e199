// Works out what the latest message is asking, using earlier turns for follow-ups
// ("under $500" after "best drone?", or a reply to one of the starter chips).
import { classifyIntent, isCrisis, type Intent } from "@/lib/ai/answer-rules";
import { detectCategory, type CategorySlug } from "@/lib/catalog";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

export type Starter = "product" | "decision" | "planning";

export interface Analysis {
  intent: Intent;
  /** The latest user message. */
  last: string;
  /** The latest message plus the earlier turn it follows up, for retrieval. */
  text: string;
  category: CategorySlug | null;
  /** Set when the latest message is one of the vague starter chips. */
  starter: Starter | null;
  /** Set for "thanks!", "ok" and the like after an answer. */
  acknowledgement: boolean;
}

const STARTERS: [RegExp, Starter][] = [
  [/^(?:i'?m|i am)\s+(?:researching|shopping for|looking for|looking at)\s+(?:a\s+)?(?:product|something(?: to buy)?)[.!]?$/i, "product"],
  [/^(?:i\s+(?:have|need to make|'ve got|have got)|help me (?:make|with))\s+a\s+(?:big\s+|tough\s+|hard\s+)?decision(?:\s+to\s+make)?[.!]?$/i, "decision"],
  [/^(?:i'?m|i am)\s+planning\s+something[.!]?$/i, "planning"],
];

export function starterKind(text: string): Starter | null {
  const t = text.trim().replace(/[’‘]/g, "'");
  return STARTERS.find(([re]) => re.test(t))?.[1] ?? null;
}

const ACK = /^(?:thanks|thank you|thx|ty|great|awesome|perfect|cool|ok(?:ay)?|got it|sounds good|that helps|helpful|amen)\b[\s\S]{0,40}$/i;

export function analyzeConversation(messages: ChatMessage[]): Analysis {
  const users = messages.filter((m) => m.role === "user").map((m) => m.content.trim());
  const last = users[users.length - 1] ?? "";
  const earlier = users.slice(0, -1).reverse();
  const base: Analysis = { intent: classifyIntent(last), last, text: last, category: detectCategory(last), starter: null, acknowledgement: false };

  if (base.intent === "crisis") return base;
  // Someone who expressed crisis a moment ago still needs that care, not a product list.
  if (earlier.slice(0, 2).some(isCrisis) && base.intent === "general") return { ...base, intent: "crisis" };

  const starter = starterKind(last);
  if (starter) return { ...base, intent: "general", starter };

  if (base.intent === "general" && ACK.test(last)) return { ...base, acknowledgement: true };

  // A follow-up that carries no topic of its own borrows the most recent one.
  const needsContext = base.intent === "general" || (base.intent === "product" && !base.category);
  if (!needsContext) return base;
  for (const prev of earlier) {
    const prevStarter = starterKind(prev);
    if (prevStarter) {
      if (prevStarter === "product") {
        return base.category ? { ...base, intent: "product" } : base;
      }
      return { ...base, intent: classifyIntent(last) === "general" ? prevStarter : base.intent };
    }
    const prevIntent = classifyIntent(prev);
    if (prevIntent === "general" || prevIntent === "crisis") continue;
    const text = `${prev}\n${last}`;
    const category = base.category ?? detectCategory(prev);
    const intent = prevIntent === "product" && !category ? "general" : prevIntent;
    return { ...base, intent, text, category };
  }
  return base;
}
