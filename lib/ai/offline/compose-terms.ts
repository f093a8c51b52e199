// "what's the difference between OLED and QLED?": each term in plain words and who it suits, then
// an offer of vetted picks. No products are pushed on a question about words.
import type { BuyingTerm } from "@/lib/catalog/terms";
import { categoryBySlug } from "@/lib/ai/request/catalog-view";
import { AI_NOTE, categoryNoun, list, productVerse } from "./product-parts";
import type { Composed } from "./types";

export function composeTerms(terms: BuyingTerm[], a: { question: string; seed: string }): Composed {
  const category = terms[0]!.category;
  const noun = categoryBySlug(category) ? categoryNoun(category) : "them";
  // "memory foam" mid-sentence, "OLED" kept: an acronym's second letter is a capital too.
  const inline = (name: string) => (/^[A-Z][a-z]+(?:\s|$)/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);
  const one = inline(terms[0]!.name);
  const lead = terms.length >= 2 ? `Here's the difference between ${list(terms.map((t) => inline(t.name)))}, in plain words:`
    : / vs /.test(one) ? `Here's how ${one.replace(/ vs /, " and ")} differ, in plain words:` : `Here's what ${one} means, in plain words:`;
  const parts = [lead, ...terms.map((t) => `**${t.name}:** ${t.say}\n\n*Best for:* ${t.suits}`)];
  if (terms.length >= 2) parts.push(`**Which to choose:** it comes down to where and how you'll use it more than to the label; the best of either beats a poor model of the other.`);
  const verse = productVerse(a.question, category, a.seed);
  parts.push(`If you'd like vetted picks, tell me your budget and how you'll use it (for example, "${noun} under $1,000") and I'll show the ones I'd look at.`, verse.markdown, AI_NOTE);
  return { text: parts.join("\n\n"), kind: "general", category, picks: [], budget: null, outsideBudget: false, verses: [verse.passage.reference] };
}
