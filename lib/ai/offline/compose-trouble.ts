// "My printer keeps saying offline", "I deleted all my photos by accident", "how do I clean a cast
// iron pan": a problem with a thing already owned gets help with the problem, in order, and no
// products. Picks come only if they ask for a replacement (then it's a shopping question).
import { troubleData, troubleExtra, type TroubleAsk } from "@/lib/catalog/troubles";
import { frameWithVerse } from "./verse";
import { plain, type Composed } from "./types";

export function composeTrouble(ask: TroubleAsk, a: { question: string; seed: string }): Composed {
  const { fallback } = troubleData();
  const trouble = ask.trouble;
  const extra = trouble ? troubleExtra(trouble, ask.thing, a.question) : null;
  const care = trouble?.extraOnly === true;
  // Care of a particular thing ("cast iron") is its own lines; the general care steps only without them.
  // Steps written for computers ("open Task Manager") don't fit a fridge: its own line, then the general steps.
  const fits = !trouble?.stepsFor || new RegExp(`\\b(?:${trouble.stepsFor})`).test(`${ask.thing ?? ""} ${a.question.toLowerCase()}`);
  const steps = care && extra ? [] : trouble && fits ? trouble.steps : fallback.steps;
  const parts = [
    care && extra ? (trouble?.slug === "lifespan" ? "Here's the usual rule of thumb:" : trouble?.slug === "setup_reset" ? "Here's how:" : "Here's how to look after it, so it lasts:") : (trouble?.opening ?? fallback.opening),
    ...(extra ? [extra] : []),
    steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
  ].filter(Boolean);
  if (trouble?.afterwards) parts.push(trouble.afterwards);
  parts.push(care
    ? "If you ever do need to replace it, tell me what you have and how you use it, and I'll show vetted picks."
    : "If none of that fixes it, tell me what happens when you try (any lights, sounds or messages) and I'll help with the next step. If it turns out not to be worth fixing, I can show vetted replacements, but I'd try these first.");
  const verse = frameWithVerse(care ? ["wisdom"] : ["wisdom", "counsel"], a.seed);
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "general", [verse.passage.reference]);
}
