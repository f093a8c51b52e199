// "is the dyson airwrap worth it?", "what do you think of the oura ring": a model we haven't vetted,
// whose kind of thing only its brand suggested. No verdict as if vetted, and no picks of whatever else
// the brand makes (vacuums for a hair tool): how to judge it, and an offer to compare once we know the kind.
import { categoryBySlug, productsOf } from "@/lib/ai/request/catalog-view";
import { AI_NOTE, productVerse } from "./product-parts";
import type { Composed } from "./types";

/** Whether the question names the kind of thing itself (a word of the category's name or keywords), not only a brand. */
export function namesKindOf(question: string, category: string): boolean {
  const cat = categoryBySlug(category);
  if (!cat) return false;
  const t = ` ${question.toLowerCase().replace(/[^a-z0-9 ]+/g, " ")} `;
  // "the dyson v20": a model code of a line we carry (V8, V15) says the kind as plainly as its name.
  const lines = new Set(productsOf(category).flatMap((p) => p.name.toLowerCase().split(/[^a-z0-9]+/)).map((w) => /^([a-z]{1,3})\d+/.exec(w)?.[1]).filter((x): x is string => Boolean(x)));
  if (t.split(" ").some((w) => { const m = /^([a-z]{1,3})\d+[a-z]*$/.exec(w); return m !== null && lines.has(m[1]!); })) return true;
  const brands = new Set(productsOf(category).map((p) => p.brand.toLowerCase()));
  const words = [...cat.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4).flatMap((w) => [w, w.replace(/s$/, "")]), ...cat.keywords.filter((k) => !brands.has(k) && ![...brands].some((b) => k.startsWith(`${b} `) || k === b))];
  return words.some((w) => t.includes(` ${w} `) || t.includes(` ${w}s `));
}

export function composeUnvetted(name: string, category: string | null, seed: string): Composed {
  const verse = productVerse("wisdom", category, seed);
  const parts = [
    `I haven't vetted the ${name}, so I won't give you a verdict on it as if I had, or pad the answer with other things its maker sells. Here's how I'd judge whether it's worth it:`,
    [
      "- **What you'd use it for, and how often:** a premium price pays off on something you'd use every day, rarely on something for now and then.",
      "- **Independent testing and long-term reviews** (not the store's star rating), and how it holds up after a year.",
      "- **The return window and the warranty:** buy where you can return it if it disappoints.",
      "- **The price history:** many premium products go on sale several times a year.",
      "- **A cheaper option that does most of the job,** and whether the last 20% matters to you.",
    ].join("\n"),
    "If you tell me what kind of thing it is and what you need it to do, I'll show the vetted ones I'd weigh it against.",
    verse.markdown,
    AI_NOTE,
  ];
  return { text: parts.join("\n\n"), kind: "no_pick", category: null, picks: [], budget: null, outsideBudget: false, verses: [verse.passage.reference] };
}
