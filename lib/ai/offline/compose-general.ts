// Replies that aren't research, decisions, plans, health or crisis: the starter chips,
// greetings, "how does it work", thanks, and anything else.
import { scoreThemes, stableIndex } from "@/lib/scripture";
import { composeProductClarifier } from "./compose-clarify";
import type { Starter } from "./conversation";
import { outOfScopeReply } from "./out-of-scope";
import { frameWithVerse } from "./verse";

export const EXAMPLES = [
  "- **Research a purchase:** *\"What's a good first drone for travel photos under $800?\"*",
  "- **Think through a decision:** *\"Should I take the job offer in Denver or stay where I am?\"*",
  "- **Make a plan:** *\"Help me plan a family road trip to Yellowstone this summer.\"*",
  "- **Understand a health question:** *\"How can I sleep better?\"* (general information; I'll point you to a doctor for anything personal)",
].join("\n");

function starterReply(starter: Starter, seed: string): string {
  if (starter === "product") return composeProductClarifier({ seed });
  if (starter === "decision") {
    return [
      "I'd be glad to think it through with you. What's the decision, and which options are you weighing? It also helps to know your timeline and what matters most to you.",
      "Take your time. Even a rough description is enough to start, and we can sort out the details together.",
      frameWithVerse(["wisdom", "counsel"], seed).markdown,
    ].join("\n\n");
  }
  return [
    "Let's plan it together! What are you planning, when is it happening, and who's involved?",
    "Once I know that, I'll suggest a step-by-step outline and point out anything that's worth booking or buying early.",
    frameWithVerse(["planning"], seed).markdown,
  ].join("\n\n");
}

const GREETING = /^(?:hi|hello|hey|howdy|good (?:morning|afternoon|evening)|greetings|yo)\b[\s!.,]*(?:there)?[\s!.,]*$/i;

export function composeGeneralAnswer(args: {
  last: string;
  brandName: string;
  starter: Starter | null;
  acknowledgement: boolean;
  seed: string;
}): string {
  const { last, brandName, starter, acknowledgement, seed } = args;
  if (starter) return starterReply(starter, seed);
  const lower = last.toLowerCase();
  const brand = brandName.toLowerCase();

  if (acknowledgement) {
    return [
      "You're very welcome! I'm glad it helped. If anything changes, or you want to compare options or think through the next step, I'm here.",
      frameWithVerse(["gratitude"], seed).markdown,
    ].join("\n\n");
  }

  if (lower.includes("example") && (lower.includes(brand) || lower.includes("help"))) {
    return [
      `Here are a few ways people use ${brandName}:`,
      EXAMPLES,
      "Every answer is honest about trade-offs, gives price ranges rather than made-up prices, and is framed with a verse from the World English Bible.",
      "What's on your mind today?",
      frameWithVerse(["wisdom"], seed).markdown,
    ].join("\n\n");
  }

  if (/\bhow (?:does|do|can)\b/.test(lower) && (lower.includes(brand) || /\b(?:this|you) work\b/.test(lower))) {
    return [
      `${brandName} is an AI thinking partner. You ask a question in plain words, and I help you think it through:`,
      [
        "1. **Tell me what you're working on:** a purchase, a decision, a plan, or a health question.",
        "2. **I'll ask one clarifying question** when something important (like budget or how you'll use it) is missing.",
        "3. **You get concrete help:** specific products with pros, cons and price ranges, a structured way to weigh a decision, or step-by-step plans.",
        "4. **Every answer is framed with Scripture**, quoted word for word from the World English Bible.",
      ].join("\n"),
      "I'm an AI, not a person, pastor or doctor, so I'll always point you to real people for the things that need them. What would you like to start with?",
      frameWithVerse(["counsel"], seed).markdown,
    ].join("\n\n");
  }

  if (GREETING.test(last.trim())) {
    return [
      `Hi! I'm ${brandName}, an AI thinking partner. I can help you research a purchase, think through a decision, make a plan, or understand a health question in general terms.`,
      EXAMPLES,
      "What's on your mind?",
      frameWithVerse(["gratitude", "wisdom"], seed).markdown,
    ].join("\n\n");
  }

  // Anything else: be honest about what I can do and ask what would help, with a verse that fits the words used.
  const theme = scoreThemes(last)[0]?.theme.id ?? "wisdom";
  const outOfScope = outOfScopeReply(last);
  if (outOfScope) {
    return [outOfScope, `Here's what I can help with:\n\n${EXAMPLES}`, frameWithVerse([theme], seed).markdown].join("\n\n");
  }
  const situation = personalSituation(last, seed);
  if (situation) return [situation, frameWithVerse([theme], seed).markdown].join("\n\n");
  return [
    "I want to make sure I help with the right thing. Could you tell me a bit more about what you're looking for?",
    `I'm an AI thinking partner, and I'm most useful for:\n\n${EXAMPLES}`,
    frameWithVerse([theme], seed).markdown,
  ].join("\n\n");
}

// Something happening in someone's own life ("my roommate never cleans up and I'm sick of it", "we just
// found out our basement floods") that no guide covers: answered as a thinking partner would, with the
// questions that open up any situation, never with the menu of what I do.
const PERSONAL = /\b(?:i|i'm|im|i've|ive|i'd|i'll|my|we|we're|we've|our|me|us)\b/;
const HAPPENING = /\b(?:keeps?|kept|never|always|won'?t|wouldn'?t|can'?t|couldn'?t|don'?t|doesn'?t|didn'?t|isn'?t|aren'?t|wasn'?t|just (?:found out|learned|got|lost)|found out|got|lost|seems?|feels?|feeling|felt|started|stopped|is|are|was|were|has|have|had)\b/;
const FEELING = /\b(?:sick of|tired of|fed up|frustrat\w*|upset|angry|mad|hurt|sad|worried|anxious|stressed|overwhelmed|dreading|scared|afraid|embarrass\w*|ashamed|guilty|lonely|jealous|annoyed|confused|lost|stuck|heartbroken|devastated|crushed)\b/;

function personalSituation(last: string, seed: string): string | null {
  const t = last.toLowerCase().replace(/[’‘]/g, "'");
  const words = t.split(/\s+/).filter(Boolean).length;
  const feels = FEELING.test(t);
  if (words < 5 || !PERSONAL.test(t) || !(feels || HAPPENING.test(t))) return null;
  const openings = feels
    ? ["I'm sorry you're dealing with this; it sounds like it's been weighing on you.", "That sounds genuinely hard, and it makes sense that it's getting to you.", "Thank you for telling me. That's a lot to carry, and it's worth taking seriously."]
    : ["That's worth thinking through carefully, and I'm glad to think it through with you.", "That sounds like a real situation to work out, and you don't have to untangle it alone.", "Let's think this through together; situations like this usually have more options than they first seem to."];
  return [
    openings[stableIndex(seed, openings.length)],
    "I don't want to hand you a generic answer, so a few questions that usually open a situation like this up:",
    [
      "1. **What would a good outcome look like** for you here, a month from now?",
      "2. **Who else is involved,** and have you been able to talk with them about it directly and calmly?",
      "3. **What's in your hands,** what isn't, and what have you already tried?",
      "4. **Who could help:** someone who knows the people involved, someone who's been through it, or someone with the expertise (a pastor, a counselor, a professional in that field)?",
    ].join("\n"),
    "Tell me a bit more about it, and I can help you weigh the options, plan a next step, work out what to say, or look at what Scripture says about it.",
  ].join("\n\n");
}
