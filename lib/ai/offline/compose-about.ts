// "Are you a real person?" and "how do you make money?": plain facts, the compensation
// statement worded exactly as the footer has it.
import { compensationFor } from "@/lib/config/compensation";
import { frameWithVerse } from "./verse";
import { plain, type Composed } from "./types";

export function composeAbout(a: { brandName: string; seed: string }): Composed {
  const verse = frameWithVerse(["counsel"], a.seed);
  return plain(
    [
      `I'm an AI, not a person. ${a.brandName} is an AI thinking partner: I can help you research a purchase, think through a decision, make a plan, or understand a health question in general terms.`,
      "Because I'm an AI, I can get things wrong, and I'll always point you to real people (a doctor, a pastor, a counselor, people who know you) for the things that need them.",
      "What would you like help with?",
      verse.markdown,
    ].join("\n\n"),
    "about",
    [verse.passage.reference],
  );
}

export function composePayment(a: { brandName: string; seed: string }): Composed {
  const verse = frameWithVerse(["money"], a.seed);
  return plain(
    [
      `Straight answer: ${compensationFor(a.brandName)}`,
      "Those payments never decide what I recommend: picks come from a vetted list ranked by what you ask for (your budget and needs), and I'll tell you when I don't have a good pick rather than send you somewhere.",
      "I'm an AI, and you're always welcome to compare prices anywhere you like.",
      verse.markdown,
    ].join("\n\n"),
    "about",
    [verse.passage.reference],
  );
}
