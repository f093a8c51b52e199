// "I want to start running at 45, I'm overweight", "never lifted, 40, want to start at home", "back into
// biking but my knees are shot": starting an activity asks for a way in, so the first steps (shaped by the
// body, age and break the person named) come before the one thing worth buying. The steps are data
// (data/catalog/starts.json); this file matches and writes them.
import { z } from "zod";
import { parseBudget } from "@/lib/ai/request/budget";
import { categoryBySlug, linkFor } from "@/lib/ai/request/catalog-view";
import { rankPicks } from "@/lib/ai/request/rank";
import { frameWithVerse } from "./verse";
import { MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import { plain, type OfflineResult } from "./types";
import { readDataFile } from "@/lib/data-file";

const startSchema = z.object({
  slug: z.string(),
  title: z.string(),
  match: z.array(z.string()).min(1),
  steps: z.array(z.string().min(20)).min(3),
  notes: z.array(z.object({ pattern: z.string(), note: z.string().min(20) })),
  gear: z.object({ category: z.string(), text: z.string(), needs: z.array(z.string()), line: z.string().min(20) }),
  question: z.string().min(10),
  themes: z.array(z.string()).min(1),
});
const fileSchema = z.object({ starts: z.array(startSchema) });
type Start = z.infer<typeof startSchema> & { compiled: RegExp[]; notesCompiled: { re: RegExp; note: string }[] };

let loaded: Start[] | null = null;
/** Every activity; throws on a malformed file (bad data should fail loudly in tests). */
export function starts(): Start[] {
  loaded ??= readDataFile("catalog/starts.json", fileSchema).starts.map((s) => ({
    ...s,
    compiled: s.match.map((p) => new RegExp(p)),
    notesCompiled: s.notes.map((n) => ({ re: new RegExp(n.pattern), note: n.note })),
  }));
  return loaded;
}

// Beginning, or coming back to, something: "start", "get into", "take up", "get back into", "back to".
const START = /\b(?:start(?:ed|ing)?|begin(?:ning)?|get(?:ting)? (?:back )?in ?to|take up|taking up|pick(?:ing)? up|(?:get|getting|go|going|come|coming) back (?:in ?to|to)|back in ?to|return(?:ing)? to)\b/;
// Said as a wish or a question about oneself, not a report ("I started running last year and my shins hurt").
const WISH = /\b(?:want|wants|wanna|wanting|would like|i'd like|trying|try|thinking|how (?:do|can|should|would) i|ready|planning|plan|decided|hoping|hope|need|going to|gonna|about to|help me|where do i|never|first time|beginner)\b/;
// Asking for the thing itself ("best running shoes for a beginner", "what bike should I get") stays shopping.
const GEAR_ASK = /\b(?:best|recommend\w*|suggest\w*|which|looking for|shop(?:ping)? for|buy(?:ing)?|(?:what|which) (?:\w+ ){0,2}(?:should|do|can) (?:i|we|he|she|they) (?:get|buy)|need (?:a |an |new |some )?(?:shoes|sneakers|boots|bike|dumbbells|weights|mat|treadmill)|(?:what|which) (?:kind of |type of |sort of )?(?:shoes|sneakers|boots|bike|bikes|dumbbells|weights|gear|equipment|mat|watch|tracker|goggles|swimsuit))\b/;
// A price said as money ("under $100", "50 bucks", "budget"), not an age ("at 50").
const MONEY_SAID = /\$\s?\d|\b\d+\s?(?:dollars|bucks)\b|\bbudget\b|\b(?:under|below|less than) \$?\d/;
// Someone else learning ("my son wants to start riding a bike") is another question.
const SOMEONE_ELSE = /\b(?:[1-9]|1[0-7])[ -]?(?:yo|y\/o|year[- ]old|years? old)\b|\b(?:my|our|his|her) (?:[\w-]+ ){0,3}?(?:son|daughter|kid|kids|child|children|toddler|boy|girl|teen|teenager|grandson|granddaughter)\b/;

// "my wife wants to start yoga": an adult the person is asking for.
const FOR_SOMEONE = /\b(?:my|our) (?:wife|husband|spouse|partner|mom|mother|dad|father|parents?|friend|sister|brother|grandma|grandpa)\b/;

/** The activity a message asks to start, or null. */
export function startAsked(text: string): Start | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!START.test(t) || !WISH.test(t) || GEAR_ASK.test(t) || SOMEONE_ELSE.test(t) || (MONEY_SAID.test(t) && parseBudget(text))) return null;
  // The activity must come after the start word ("start running", "get back into biking").
  const after = t.slice(START.exec(t)!.index);
  return starts().find((s) => s.compiled.some((re) => re.test(after))) ?? null;
}

export function composeStart(start: Start, args: { text: string; seed: string; amazonTag?: string | null }): OfflineResult {
  const lower = args.text.toLowerCase();
  const notes = start.notesCompiled.filter((n) => n.re.test(lower)).map((n) => n.note);
  const vetted = categoryBySlug(start.gear.category) !== null;
  const picks = !vetted ? [] : rankPicks({ category: start.gear.category, budget: null, needs: start.gear.needs, text: start.gear.text, count: 2 }).picks;
  // A kind with nothing vetted (swim gear): the line alone says so.
  const gear = !vetted ? [start.gear.line] : picks.length
    ? [start.gear.line, picks.map((p) => `- [${p.name}](${linkFor(p, args.amazonTag)}): ${p.bestFor.charAt(0).toLowerCase()}${p.bestFor.slice(1)} (${p.priceBand.label}; check the current price).`).join("\n")]
    : [];
  const verse = frameWithVerse(start.themes, args.seed);
  const parts = [
    `${FOR_SOMEONE.test(lower) ? "Good idea." : "Good for you."} A plan matters more than gear when you're starting ${start.title}, so here's a simple way in:`,
    start.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
    ...notes,
    ...gear,
    `**One question so I can tailor this:** ${start.question}`,
    verse.markdown,
    `_${MEDICAL_DISCLAIMER}_`,
  ];
  return plain(parts.join("\n\n"), "general", [verse.passage.reference]);
}
