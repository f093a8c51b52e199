// "I don't have a vetted pick for snow blowers yet": honest, with what to look for, and no
// retailer links (a link would be a recommendation we haven't vetted).
import { accessoryCriteria, isAccessoryPhrase } from "@/lib/ai/request/accessories";
import { frameWithVerse } from "./verse";
import { pluralPhrase } from "./product-parts";
import { plain, type Composed } from "./types";

const GENERIC_CRITERIA = [
  "Start from how you'll actually use it: how often, where, and by whom. That rules out most of the market quickly.",
  "Read reviews from long-term owners (a year or more in), not just first impressions, and look for repeated complaints.",
  "Check the warranty, the return window and whether parts or service are available near you.",
  "Compare the total cost of ownership: accessories, consumables, maintenance and energy, not just the sticker price.",
  "For anything for children or anything with a motor, blade or battery, look for recognised safety certifications.",
  "Set your budget before you shop, and be wary of steep \"today only\" discounts.",
];

/** `name` is the catalog's plural name ("snow blowers"), or a noun phrase from the question when `fromQuestion`. */
export function composeNoPick(a: { name: string; fromQuestion?: boolean; criteria: string[]; seed: string; variant: number; budgetNote?: string | null /* an extra line, e.g. the medical line */; worth?: string[] | null /* "does it actually help?": the kind's honest answer, first */ }): Composed {
  const name = a.fromQuestion ? pluralPhrase(a.name) : a.name;
  // "vacuum bags", "kindle case": what to check in a part or accessory, not a motor's safety marks.
  const fallback = a.fromQuestion && isAccessoryPhrase(a.name) ? accessoryCriteria(a.name) : GENERIC_CRITERIA;
  const criteria = (a.criteria.length ? a.criteria : fallback).slice(0, 6);
  const verse = frameWithVerse(["wisdom", "money", "counsel"], a.seed);
  const opening =
    a.variant % 2 === 0
      ? `I don't have a vetted pick for ${name} yet, so I won't point you to a specific model or store. Here's what to look for instead:`
      : `Honest answer: ${name} aren't in my vetted picks yet, so rather than guess at a model, here's a buyer's checklist:`;
  // "do massage guns actually help?": whether the kind of thing works comes before any checklist.
  const worth = a.worth?.length ? [a.worth.join("\n"), `I don't have a vetted pick for ${name} yet, so no model or store from me. If you decide to buy one, here's what to look for:`] : [opening];
  const parts = [...worth, criteria.map((c) => `- ${c}`).join("\n")];
  if (a.budgetNote) parts.push(a.budgetNote);
  parts.push(
    "If you tell me your budget and how you'll use it, I can help you weigh the options you find, or compare two models you're considering.",
    verse.markdown,
  );
  return plain(parts.join("\n\n"), "no_pick", [verse.passage.reference]);
}
