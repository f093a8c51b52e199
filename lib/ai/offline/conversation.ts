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

const ACK = /^(?:thanks|thank you|thx|ty|great|awesome|perfect|cool|ok(?:ay)?|got it|sounds good|that helps|helpful|amen|nice)\b[\s\S]{0,40}$/i;
export const isAcknowledgement = (text: string) => ACK.test(text.trim());
