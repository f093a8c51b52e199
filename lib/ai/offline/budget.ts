// Reading a budget out of a question: "under $500", "$300-600", "around 1.2k", "cheap".

export interface Budget {
  /** Upper bound in USD, when one was given or implied. */
  max?: number;
  /** Lower bound in USD ("at least $1,000", "high-end"). */
  min?: number;
  /** How to repeat it back: "under $500". */
  label: string;
}

function amount(num: string, k?: string): number {
  const n = Number(num.replace(/,/g, ""));
  return k ? n * 1000 : n;
}

const MONEY = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?`;
const fmt = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

export function parseBudget(text: string): Budget | null {
  const t = text.toLowerCase();
  const range = new RegExp(String.raw`\$\s?(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?\s?(?:-|–|to)\s?${MONEY}`).exec(t);
  if (range) {
    const [min, max] = [amount(range[1], range[2]), amount(range[3], range[4])];
    return { min, max, label: `${fmt(min)}–${fmt(max)}` };
  }
  const under = new RegExp(String.raw`\b(?:under|below|less than|no more than|up to|max(?:imum)?(?: of)?|at most|cap(?:ped)? at)\s+${MONEY}(?:\s?(?:dollars|bucks|usd))?`).exec(t);
  if (under && (t.includes("$") || /dollars|bucks|usd|budget/.test(t) || Number(under[1]) >= 50)) {
    const max = amount(under[1], under[2]);
    return { max, label: `under ${fmt(max)}` };
  }
  const atLeast = new RegExp(String.raw`\b(?:at least|over|more than|above)\s+\$\s?(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?`).exec(t);
  if (atLeast) {
    const min = amount(atLeast[1], atLeast[2]);
    return { min, label: `over ${fmt(min)}` };
  }
  const around = new RegExp(String.raw`(?:budget(?: is| of)?|around|about|roughly|~|spend|spending|have)\s+(?:of\s+)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?`).exec(t)
    ?? /\$\s?(\d{1,3}(?:,\d{3})+|\d+)\s?(k)?\b/.exec(t)
    ?? /\b(\d{2,5})\s?(k)?\s?(?:dollars|bucks|usd)\b/.exec(t);
  if (around) {
    const target = amount(around[1], around[2]);
    return { max: Math.round(target * 1.15), label: `around ${fmt(target)}` };
  }
  if (/\b(?:cheap|cheapest|affordable|inexpensive|budget-friendly|on a budget|tight budget|low[- ]cost|entry[- ]level)\b/.test(t)) {
    return { label: "budget-friendly" };
  }
  if (/\b(?:high[- ]end|premium|top of the line|professional|money is no object|best money can buy|flagship)\b/.test(t)) {
    return { label: "premium" };
  }
  return null;
}
