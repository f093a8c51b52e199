// Plain explanations of buying terms (data/catalog/terms.json), validated once at load, and the
// terms a question asks to have explained: "what's the difference between OLED and QLED?",
// "what does ANC mean", "mirrorless vs dslr". A term named inside a shopping ask ("best OLED TV")
// is not a question about the term.
import { z } from "zod";
import { readDataFile } from "@/lib/data-file";

const termSchema = z.object({
  category: z.string().regex(/^[a-z0-9_]+$/),
  words: z.array(z.string().min(2).refine((w) => w === w.toLowerCase())).min(1),
  name: z.string().min(2),
  say: z.string().min(20),
  suits: z.string().min(10),
}).strict();
const fileSchema = z.object({ note: z.string(), terms: z.array(termSchema).min(1) }).strict();

export type BuyingTerm = z.infer<typeof termSchema> & { match: RegExp; /** Each word's own pattern, compiled once. */ wordMatch: [string, RegExp][] };

let loaded: BuyingTerm[] | null = null;
export function buyingTerms(): BuyingTerm[] {
  if (!loaded) {
    const file = readDataFile("catalog/terms.json", fileSchema);
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]?");
    loaded = file.terms.map((t) => ({
      ...t,
      match: new RegExp(`(?<![a-z0-9])(?:${t.words.map(escape).join("|")})(?![a-z0-9])`, "i"),
      wordMatch: t.words.map((w): [string, RegExp] => [w, new RegExp(`(?<![a-z0-9])${escape(w)}(?![a-z0-9])`)]),
    }));
  }
  return loaded;
}

// "difference between", "what is", "what does … mean", "explain", "A vs B", "A or B, which is better".
const EXPLAIN = /\bdifferences? (?:between|of)\b|\bwhat(?:'s| is| are|s)\b(?! the best\b)|\bwhat does\b.{1,40}\b(?:mean|stand for|do)\b|\bexplain\b|\bmeaning of\b|\b(?:vs\.?|versus)\b|\bwhich is better\b|\bhow (?:is|are|does)\b.{1,30}\bdifferent\b/;
// Shopping asks keep their picks: "best oled tv", "recommend a mesh router".
const SHOPPING = /\b(?:best|recommend|suggest|should i (?:get|buy)|looking for|i need|i want|under \$?\d|budget of|which (?:one|model|\w+) should i)\b/;

const EVERYDAY = new Set(["arm", "led", "pod", "lcd", "memory", "storage", "drop", "neutral", "stability", "pronation", "hybrid", "latex", "ceramic", "stainless", "mesh", "pods", "burr", "refresh rate", "graphics card", "class 1", "class 2", "class 3", "heel drop"]);

/** The terms a question asks to have explained, from the thread's category first; [] when it asks for picks. */
export function termsAsked(question: string, category: string | null): BuyingTerm[] {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  if (!EXPLAIN.test(t) || SHOPPING.test(t)) return [];
  const found = (pool: BuyingTerm[]) => pool.filter((term) => term.match.test(t));
  const own = category ? found(buyingTerms().filter((term) => term.category === category)) : [];
  // Outside the category (or with none), only words that are nothing but a term: "arm", "memory",
  // "drop" or "hybrid" alone mean other things ("what's the drop date", "a hybrid car").
  const any = own.length ? own : buyingTerms().filter((term) => term.wordMatch.some(([w, re]) => w.length >= 3 && !EVERYDAY.has(w) && re.test(t)));
  // "qled and mini led": a term inside another one matched ("led" in "mini led") is not asked.
  const spans = any.map((term) => { const m = term.match.exec(t)!; return { term, from: m.index, to: m.index + m[0].length, words: term.wordMatch.filter(([, re]) => re.test(t)).length }; });
  const kept = spans.filter((a) => !spans.some((b) => b !== a && b.from <= a.from && b.to >= a.to && b.to - b.from > a.to - a.from));
  const terms = kept.slice(0, 3).map((k) => k.term);
  // "vs" or "which is better" weighs two (two terms, or one entry naming both: "mirrorless vs dslr");
  // "the difference between a chromebook and a regular laptop" explains the one named.
  const pair = /\b(?:vs\.?|versus)\b|\bwhich is better\b/.test(t);
  const sides = kept.reduce((n, k) => n + Math.min(k.words, 2), 0);
  return pair && sides < 2 ? [] : terms;
}
