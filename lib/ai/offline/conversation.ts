// Small readings of the latest message that are not part of the request model: the starter
// chips ("I'm researching a product") and acknowledgements ("thanks!").
export type Starter = "product" | "decision" | "planning";

const STARTERS: [RegExp, Starter][] = [
  [/^(?:i'?m|i am)\s+(?:researching|shopping for|looking for|looking at)\s+(?:a\s+)?(?:product|something(?: to buy)?)[.!]?$/i, "product"],
  [/^(?:i\s+(?:have|need to make|'ve got|have got)|help me (?:make|with))\s+a\s+(?:big\s+|tough\s+|hard\s+)?decision(?:\s+to\s+make)?[.!]?$/i, "decision"],
  [/^(?:i'?m|i am)\s+planning\s+something[.!]?$/i, "planning"],
];

export function starterKind(text: string): Starter | null {
  const t = text.trim().replace(/[’‘]/g, "'");
  return STARTERS.find(([re]) => re.test(t))?.[1] ?? null;
}

export { isAcknowledgement } from "@/lib/ai/request/signals";
