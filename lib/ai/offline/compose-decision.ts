// Life decisions from the guide library (data/decisions): the questions that actually decide
// it, the costs either way, who to talk to, one next step, and a verse that fits the decision.
import { decisionGuide, type DecisionGuide } from "@/lib/ai/request";
import { lookupReference, quotePassage, scoreThemes } from "@/lib/scripture";
import { composeTopicalVerses } from "./compose-scripture";
import { factsIn, type FactEffect } from "./decision-facts";
import { frameWithReferences } from "./verse";
import { contentWords } from "./words";
import { plain, type Composed } from "./types";

function toSecondPerson(s: string): string {
  return s
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bI am\b/gi, "you are")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bmy\b/gi, "your")
    .replace(/\bour\b/gi, "your")
    .replace(/\bwe\b/gi, "you")
    .replace(/\bus\b/g, "you")
    .replace(/\bme\b/gi, "you")
    .replace(/\bI\b/g, "you");
}
// A long option keeps its core: "move across the country for a job that pays 30% more but away
// from your church family" → "move across the country for a job that pays 30% more".
function core(s: string): string {
  if (s.length <= 60) return s;
  const cut = /,|\s(?:but|because|since|though|although|even though|so that|while|and i'm|and we're)\s/i.exec(s.slice(20));
  return cut ? s.slice(0, 20 + cut.index).trim() : s.slice(0, 90).replace(/\s+\S*$/, "");
}
const clean = (s: string) => core(toSecondPerson(s.replace(/\s+or not$/i, "").replace(/^(?:to\s+)/i, "").trim()));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The options named in the question, if any ("should I X or Y", "torn between X and Y", "whether to X"). */
export function parseOptions(text: string): string[] {
  const t = text.replace(/\s+/g, " ").replace(/[’‘]/g, "'");
  const pair =
    /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)\s+or\s+(?!not\b)(.+?)(?:[?.!]|$)/i.exec(t) ??
    /\b(?:between|torn between|deciding between|choosing between)\s+(.+?)\s+(?:and|or)\s+(.+?)(?:[?.!]|$)/i.exec(t);
  if (pair) return [capital(clean(pair[1])), capital(clean(pair[2]))];
  const single = /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)(?:[?.!]|$)/i.exec(t);
  // "what should I do?", "what should we say?": no option named.
  if (single && /^(?:do|do now|do next|do here|do about (?:it|this|that)|do with (?:it|this|that|the money|them)|say|think|feel)$/i.test(single[1].trim())) return [];
  if (single) {
    const option = clean(single[1]);
    return [capital(option), `Don't ${option}, or not yet`];
  }
  return [];
}

// Regenerate rotates the order the questions are asked in and which verse frames them.
const rotate = <T,>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]);


/** The guide's points that share the most words with the new detail, best first. */
function mostRelevant(items: string[], detail: string, count: number): string[] {
  const words = contentWords(detail);
  return items
    .map((item, i) => ({ item, i, hits: [...contentWords(item)].filter((w) => words.has(w)).length }))
    .sort((x, y) => y.hits - x.hits || x.i - y.i)
    .slice(0, count)
    .map((x) => x.item);
}

// "which should I take?", "how do I decide?", "what's the first step?": the decision itself is asked for.
const DECIDE_NOW = /\b(?:what (?:should|do|would|can) (?:i|we) do|what would you do|which (?:one|should|do|would)\b|so which\b|how (?:do|should|can|would) (?:i|we) (?:decide|choose|know|figure)|first step|where (?:do|should) (?:i|we) (?:start|begin)|what (?:questions|things) should (?:i|we) ask|help (?:me|us) (?:decide|choose)|what now|now what|what do you (?:think|suggest|recommend)|worth it|a good idea|should (?:i|we) (?:do it|go for it|take it|say yes)|yes or no|should i or not|what'?s your (?:answer|verdict|take)|just tell me what to do)\b/i;

/** How to come to a decision, not more questions: for "ok so what should I do?" in a decision thread. */
function composeDecideNow(guide: DecisionGuide, a: { question: string; seed: string; variant: number; thread?: string }): Composed {
  const options = a.thread && guide.kind === "decision" ? parseOptions(a.thread) : [];
  const choice = options.length === 2
    ? options[1].startsWith("Don't ") ? `whether to ${options[0].charAt(0).toLowerCase()}${options[0].slice(1)}` : `${options[0].charAt(0).toLowerCase()}${options[0].slice(1)} or ${options[1].charAt(0).toLowerCase()}${options[1].slice(1)}`
    : guide.title;
  const steps = guide.kind === "guidance"
    ? [
      `Start with the one thing you can do this week: ${guide.nextStep.charAt(0).toLowerCase()}${guide.nextStep.slice(1)}`,
      `Sit with the question that matters most here: ${mostRelevant(guide.questions, a.question, 1)[0]}`,
      `Don't carry it alone: talk with ${guide.people[0]}.`,
      "Bring it to God honestly, in your own words, and give it time; this kind of thing rarely resolves in one conversation.",
    ]
    : [
      "Write down the two or three things that matter most to you in this, in order. Most decisions are decided by the first one.",
      `Answer the question that usually tips it: ${mostRelevant(guide.questions, a.question, 1)[0]}`,
      `Get the facts you're missing: ${guide.nextStep.charAt(0).toLowerCase()}${guide.nextStep.slice(1)}`,
      `Talk it through with ${guide.people[0]}, and pray about it.`,
      "Set a date to decide. Until then, imagine you've already chosen one way for a day, then the other, and notice which brings peace and which brings dread.",
    ];
  // A guidance guide (bullying, loneliness) is no choice between options: say where to start instead.
  const opening = guide.kind === "guidance"
    ? `Coming back to ${guide.title}: there's no single right move, but here's where I'd start${a.variant % 2 === 0 ? "" : ", one step at a time"}:`
    : `${a.variant % 2 === 0 ? "Back to your decision" : "Coming back to it"}: ${choice}. I can't make the call for you (you know your life far better than I do), but here's a way to reach it rather than circle it:`;
  const parts = [
    opening,
    steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
    `**Worth keeping in view:** ${mostRelevant(guide.costs, a.question, 1)[0]}`,
    guide.kind === "guidance" ? "Tell me what's happened most recently, or what feels hardest, and I'll help you think about the next step." : "If you tell me which way you're leaning and what's holding you back, I'll help you test it.",
  ];
  const verse = frameWithReferences(guide.verses, `${a.seed}#${a.variant + 1}`, "A verse to hold onto:");
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}

/** A later turn in the same decision: take the new detail seriously instead of repeating the guide. */
// "and what verse would you give for this?", "any scripture for the fear of failing?" inside a decision.
const VERSE_ASK = /\b(?:verses?|scriptures?|passages?|psalms?|bible say)\b/i;
const quote = quotePassage;

/** Verses asked for inside a decision: on the theme the ask names ("fear of failure"), else the guide's own. */
function composeDecisionVerses(guide: DecisionGuide, a: { question: string; variant: number }): Composed {
  const named = a.question.toLowerCase().replace(/\b(?:what|which|any|a|some|good|verses?|scriptures?|passages?|bible|for|this|that|it|would|you|give|me|helps?|with|about|on|is|there|say|does|the)\b/g, " ");
  if (scoreThemes(named).length) return composeTopicalVerses({ question: a.question, variant: a.variant });
  const passages = guide.verses.map((r) => lookupReference(r)).filter((p) => p !== null);
  const start = passages.length ? (a.variant * 3) % passages.length : 0;
  const chosen = [...passages.slice(start), ...passages.slice(0, start)].slice(0, 3);
  const parts = [`For ${guide.title}, here are a few passages to carry into it, from the World English Bible:`, ...chosen.map(quote), "If one of these speaks to where you are, I'm glad to talk about what it might mean for the decision."];
  return plain(parts.join("\n\n"), "scripture", chosen.map((p) => p.reference));
}

/** The written answer to what this follow-up asks (the guide's own first, then the general guide's), or null. */
export function followUpAnswer(guide: DecisionGuide, question: string, thread?: string): string | null {
  const text = question.replace(/[’‘]/g, "'");
  // The answer the thread's first message already got (twelfth pass: the particular answered first) isn't repeated.
  const given = thread ? situation(guide, thread) : null;
  for (const g of [guide, decisionGuide("general")]) {
    const i = g?.answerPatterns.findIndex((re, n) => re.test(text) && g.answers[n] !== given) ?? -1;
    if (g && i >= 0) return g.answers[i].answer;
  }
  // "how long does this last?" when the first answer already said: asked again as a question, said again briefly.
  const askedAgain = given && guide.answerPatterns[guide.answers.indexOf(given)]?.test(text) && /\?\s*$|^(?:(?:ok|okay|so|and|but)\W+)*(?:how|what|when|why|is|are|will|does|do|can|should)\b/i.test(text.trim());
  return askedAgain ? `To say it again briefly: ${given.answer.split("\n")[0]}` : null;
}

/** The guide's own written answer to a particular the opening message names (not the general guide's), or null. */
export function situationAnswer(guide: DecisionGuide, question: string): string | null {
  return situation(guide, question)?.answer ?? null;
}
function situation(guide: DecisionGuide, question: string): DecisionGuide["answers"][number] | null {
  const text = question.replace(/[’‘]/g, "'");
  const i = guide.answerPatterns.findIndex((re) => re.test(text));
  return i >= 0 ? guide.answers[i] : null;
}

/** "A job offer is worth weighing on more than salary. The questions that usually matter most:" → its first sentence. */
export function leadWithoutIntro(opening: string): string {
  if (!opening.endsWith(":")) return opening;
  const cut = opening.slice(0, -1).search(/[.!?;]\s+[^.!?;]*$/);
  return cut > 0 ? opening.slice(0, cut + 1).replace(/;$/, ".") : `${opening.slice(0, -1)}.`;
}

/** Up to `count` of the items that share a word with the message; the first two when none does. */
const WEAK = new Set(["time", "every", "thing", "really", "want", "know", "think", "feel", "like", "much", "make", "going", "good", "them", "they", "their", "have", "been", "from", "more", "year"]);
function touching(items: string[], detail: string, count: number): string[] {
  const words = new Set([...contentWords(detail)].filter((w) => !WEAK.has(w)));
  const hit = items.filter((item) => [...contentWords(item)].some((w) => words.has(w)));
  return (hit.length ? hit : items.slice(0, 2)).slice(0, count);
}

/** A question asked inside a decision that has a written answer: that answer first, then one thing to keep weighing. */
function composeAnsweredFollowUp(guide: DecisionGuide, answer: string, a: { question: string; seed: string; variant: number }): Composed {
  const parts = [
    answer,
    `**Still worth keeping in view:** ${mostRelevant(guide.questions, a.question, 1)[0]}`,
    "Tell me how that lands, or what feels hardest right now, and we'll take the next piece.",
  ];
  const verse = frameWithReferences(guide.verses, `${a.seed}#${a.variant + 1}`, "A verse to hold onto:");
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}

/**
 * A fact added to the decision ("we have a 2 year old", "money is tight", "he's 80"): what it changes (which option
 * it favours or rules out), the question it raises, one of the guide's questions still open, and a next step that fits.
 */
function composeFactFollowUp(guide: DecisionGuide, found: FactEffect[], a: { question: string; seed: string; variant: number }): Composed {
  const [first] = found;
  // One of the guide's questions the fact's words don't already cover (few shared words), in the regenerate's order.
  const said = contentWords(`${found.map((f) => `${f.means} ${f.asks}`).join(" ")} ${first.step}`);
  const open = rotate(guide.questions, a.variant).filter((q) => [...contentWords(q)].filter((w) => said.has(w)).length < 3);
  const parts = [
    a.variant % 2 === 0 ? "Thank you for telling me that; it changes the picture." : "That's an important piece, and it shifts things.",
    ...found.map((f) => `**${f.label}:** ${f.means}`),
    `**The question it raises:** ${first.asks}`,
    `**Still worth weighing:** ${mostRelevant(open.length ? open : rotate(guide.questions, a.variant + 1), a.question, 1)[0]}`,
    `**A next step that fits:** ${first.step}`,
    "Does that match how it looks from where you stand, or is there more to it?",
  ];
  const verse = frameWithReferences(guide.verses, `${a.seed}#${a.variant + 1}`, "A verse to hold onto:");
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}

function composeDecisionFollowUp(guide: DecisionGuide, a: { question: string; seed: string; variant: number; thread?: string }): Composed {
  if (VERSE_ASK.test(a.question) && !DECIDE_NOW.test(a.question)) return composeDecisionVerses(guide, a);
  // "how long does this last?", "is it wrong to leave?", "my wife is nervous about it": answered, not the guide's questions again.
  const answer = followUpAnswer(guide, a.question, a.thread);
  // A fact added (thirteenth pass): what it changes. A written answer for this very situation (the guide's own, or
  // the general guide's, like a spouse's hesitation) still wins unless the fact has this guide's own words; the
  // guide's own answer always does.
  const found = factsIn(a.question, guide.slug);
  const ownAnswer = answer !== null && guide.answers.some((x) => x.answer === answer);
  if (found.length && !ownAnswer && (found[0].specific || answer === null)) return composeFactFollowUp(guide, found, a);
  if (answer) return composeAnsweredFollowUp(guide, answer, a);
  if (DECIDE_NOW.test(a.question)) return composeDecideNow(guide, a);
  // A question ("what should I talk to my siblings about?") is not news to thank someone for.
  const asks = /\?|^(?:(?:ok|okay|so|and|but|then)\W+)*(?:what|how|when|where|who|which|why|is|are|do|does|can|could|should|would|will|any|anything|is there|are there)\b|\b(?:what|how|which|should (?:i|we)|can (?:i|we)|do (?:i|we))\b/i.test(a.question.trim());
  const parts = [
    asks
      ? a.variant % 2 === 0 ? "Good question. Staying with the same decision, these are the questions I'd weigh most for it:" : "Staying with the same decision, here's where I'd focus on that:"
      : a.variant % 2 === 0
        ? "Thank you for telling me that; it matters. With that in mind, these are the questions I'd weigh most now:"
        : "That's an important piece of the picture. Here's where I'd focus with it:",
    mostRelevant(guide.questions, a.question, 3).map((q, i) => `${i + 1}. ${q}`).join("\n"),
    `**Worth keeping in view:** ${mostRelevant(guide.costs, a.question, 1)[0]}`,
    `**Someone to talk it through with:** ${mostRelevant(guide.people, a.question, 1)[0]}.`,
    `**A next step:** ${guide.nextStep}`,
    "What feels like the hardest part of this for you right now?",
  ];
  const verse = frameWithReferences(guide.verses, `${a.seed}#${a.variant + 1}`, "A verse to hold onto:");
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}

export function composeDecision(a: { topic: string | null; question: string; seed: string; variant: number; followUp?: boolean; /** The message that opened the thread. */ thread?: string; /** The answer before this one. */ previous?: string }): Composed {
  const guide: DecisionGuide = decisionGuide(a.topic ?? "general") ?? decisionGuide("general")!;
  if (a.followUp) return composeDecisionFollowUp(guide, a);
  // "she'd rather die at home" after the answer on a parent who refuses to move: that answer was just given,
  // so this turn is read as the thread's next one, not the same answer again (twelfth pass).
  const already = situationAnswer(guide, a.question);
  if (already && a.previous?.includes(already.slice(0, 80))) return composeDecisionFollowUp(guide, { ...a, thread: a.question });
  const guidance = guide.kind === "guidance";
  const options = guidance ? [] : parseOptions(a.question);
  // "my teen games 8 hours a day", "my coworker makes 12k more than me": the particular the guide has a written
  // answer for is answered first, and only the guide's points that touch it follow (twelfth pass).
  const focused = situation(guide, a.question);
  const focus = focused?.answer ?? null;
  const questions = focus ? touching(rotate(guide.questions, a.variant), a.question, 3) : rotate(guide.questions, a.variant).slice(0, 5);
  const costs = focus ? mostRelevant(guide.costs, a.question, 2) : guide.costs;
  // With a particular answered, the opening's own lead-in ("The questions that matter:") gives way to it.
  const opening = focus ? leadWithoutIntro(guide.opening) : guide.opening;
  const parts: string[] = focused?.standalone ? [a.variant > 0 ? `Here's another way into it. ${focus}` : focus!] : [a.variant > 0 ? `Here's another way into it, starting from a different question. ${opening}` : opening];
  if (focus && !focused?.standalone) parts.push(focus);
  const lower = (o: string) => `${o.charAt(0).toLowerCase()}${o.slice(1)}`;
  if (options.length === 2 && options[1].startsWith("Don't ")) {
    // One option named ("should I move…?"): say the choice once, naturally, not "X, or don't X".
    parts.push(`**The choice as I understand it:** whether to ${lower(options[0])}, or to hold off for now. There may be a middle way too: waiting, or trying a smaller version first.`);
  } else if (options.length === 2) {
    parts.push(`**The options as I understand them:** ${options[0]}, or ${lower(options[1])}. There may be a third way too: waiting, or trying a smaller version first.`);
  }
  parts.push(`**${focus ? "Also worth weighing" : guidance ? "Questions that help" : "Questions to weigh"}:**\n\n${questions.map((q, i) => `${i + 1}. ${q}`).join("\n")}`);
  parts.push(`**${guidance || focus ? "Worth knowing" : "What it costs either way"}:**\n\n${costs.map((c) => `- ${c}`).join("\n")}`);
  parts.push(`**People worth talking to:** ${guide.people.join("; ")}.`);
  parts.push(`**One next step:** ${guide.nextStep}`);
  parts.push(
    options.length
      ? "**A question back to you:** what's pulling you toward each option?"
      : "**A question back to you:** what feels hardest about this right now? Tell me a bit more and I'll help you think it through.",
  );
  const verse = frameWithReferences(guide.verses, a.seed, guidance ? "A verse to hold onto:" : guide.slug === "general" ? "A verse worth carrying into this:" : "A verse for this decision:");
  parts.push(verse.markdown);
  parts.push("_I'm an AI, so I can help you organize your thinking, but the people who know you, and your own prayerful reflection, should carry the most weight._");
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}
