// Gift requests: with a catalog category that serves the interest, the product answer is framed for
// the gift; with none, the answer says so and offers ideas (no links: nothing here is vetted).
import { budgetLabel, type Budget } from "@/lib/ai/request";
import { categoryBySlug } from "@/lib/ai/request/catalog-view";
import { categoryNoun } from "./product-parts";
import { frameWithVerse } from "./verse";
import { plain, type Composed } from "./types";

const GENERIC_IDEAS = [
  "a nicer version of something they use every day than they'd buy for themselves",
  "an experience: a meal out, a class or tickets to something they enjoy",
  "a consumable they love: good coffee, tea, chocolate or a local treat",
];

/** Appended when no vetted product fits the gift budget: ideas that are not picks, so no links. */
export const giftIdeasLine = (ideas: string[]) =>
  ideas.length ? `Gift ideas that may fit your budget better (not vetted picks, so no links):\n\n${ideas.map((i) => `- ${i}`).join("\n")}` : "";

/** The line that opens a product answer given as a gift idea. */
export const giftIntro = (interest: string | null, noun: string) =>
  interest ? `For someone who loves ${interest}, ${noun} are the closest fit I have vetted picks for.` : `As a gift idea, here are ${noun} I have vetted.`;

type Recipient = { name: string; ideas: string[]; vetted: { category: string; why: string }[] };

/** "gift for my kid's teacher, about $25": ideas for that person, and the vetted categories that suit them, without links. */
function composeForRecipient(who: Recipient, budget: Budget | null, seed: string): Composed {
  const verse = frameWithVerse(["generosity", "gratitude", "friendship"], seed);
  const within = budget ? ` (${budgetLabel(budget)})` : "";
  const vetted = who.vetted.filter((v) => categoryBySlug(v.category));
  const parts = [
    `Gift ideas for ${who.name}${within} that tend to land well. These are ideas, not vetted products, so there are no links:`,
    who.ideas.map((i) => `- ${i}`).join("\n"),
    ...(vetted.length ? [`Of the things I have vetted, ${vetted.map((v) => `${categoryNoun(v.category)} (${v.why})`).join(" or ")} can suit ${who.name}; ask for them ("show me ${categoryNoun(vetted[0].category)}") and I'll show picks${budget ? " in that budget" : ""}.`] : []),
    "Tell me what they enjoy (cooking, music, the outdoors, reading, coffee…), and I can suggest something more personal.",
    verse.markdown,
  ];
  return { ...plain(parts.join("\n\n"), "no_pick", [verse.passage.reference]), budget };
}

export function composeGiftIdeas(a: { interest: string | null; ideas: string[]; recipient?: Recipient | null; budget: Budget | null; seed: string; owned?: string | null /* "he already has a grill" */ }): Composed {
  if (!a.interest && a.recipient) return composeForRecipient(a.recipient, a.budget, a.seed);
  const verse = frameWithVerse(["generosity", "gratitude", "friendship"], a.seed);
  const ideas = (a.ideas.length ? a.ideas : GENERIC_IDEAS).map((i) => `- ${i}`).join("\n");
  const budget = a.budget ? ` ${budgetLabel(a.budget).replace(/^under/, "Under")} is plenty to work with.` : "";
  const opening = a.owned && a.interest
    ? `Since they already have ${/^[aeiou]/.test(a.owned) ? "an" : "a"} ${a.owned}, something to go with it makes a better gift. A few ideas people who love ${a.interest} tend to appreciate (ideas, not vetted products, so no links):${budget}`
    : a.interest
    ? `I don't have vetted products for ${a.interest} yet, so I won't point you to a specific model or store. A few gift ideas people who love it tend to appreciate:${budget}`
    : `I'd love to help with the gift. I don't know what they're into yet, so here are safe directions:${budget}`;
  const parts = [
    opening,
    ideas,
    a.interest
      ? "If they'd also enjoy something for the kitchen, music, travel or fitness, tell me and I can suggest vetted picks there."
      : "Tell me what they enjoy (cooking, music, the outdoors, reading, coffee…) and a budget, and I'll suggest vetted picks that fit.",
    verse.markdown,
  ];
  return { ...plain(parts.join("\n\n"), "no_pick", [verse.passage.reference]), budget: a.budget };
}

/** "likes coffee and hiking": after the picks for the first interest, what serves the others. */
export function giftAlsoLine(also: { interest: string; ideas: string[]; category: string | null }[] | undefined): string {
  return (also ?? []).map((x) => x.category
    ? `For their love of ${x.interest} too, I have vetted ${categoryNoun(x.category)}: ask "show me ${categoryNoun(x.category)}" and I'll show picks.`
    : x.ideas.length ? `For their love of ${x.interest} too, a few ideas (not vetted picks, so no links): ${x.ideas.slice(0, 3).join("; ")}.` : "").filter(Boolean).join("\n\n");
}

/** The product answer with the other interests' line put before its closing question (never after the verse). */
export function withGiftAlso(text: string, also: { interest: string; ideas: string[]; category: string | null }[] | undefined): string {
  const line = giftAlsoLine(also);
  if (!line) return text;
  const at = text.search(/\n\n(?:Want something cheaper|\*\*One question)/);
  return at >= 0 ? `${text.slice(0, at)}\n\n${line}${text.slice(at)}` : `${text}\n\n${line}`;
}
