// Life decisions from the guide library (data/decisions): the questions that actually decide
// it, the costs either way, who to talk to, one next step, and a verse that fits the decision.
import { decisionGuide, type DecisionGuide } from "@/lib/ai/request";
import { frameWithReferences } from "./verse";
import { plain, type Composed } from "./types";

function toSecondPerson(s: string): string {
  return s
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bI am\b/gi, "you are")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bI\b/g, "you");
}
const clean = (s: string) => toSecondPerson(s.replace(/\s+or not$/i, "").replace(/^(?:to\s+)/i, "").trim()).slice(0, 90);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The options named in the question, if any ("should I X or Y", "torn between X and Y", "whether to X"). */
export function parseOptions(text: string): string[] {
  const t = text.replace(/\s+/g, " ").replace(/[’‘]/g, "'");
  const pair =
    /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)\s+or\s+(?!not\b)(.+?)(?:[?.!]|$)/i.exec(t) ??
    /\b(?:between|torn between|deciding between|choosing between)\s+(.+?)\s+(?:and|or)\s+(.+?)(?:[?.!]|$)/i.exec(t);
  if (pair) return [capital(clean(pair[1])), capital(clean(pair[2]))];
  const single = /\b(?:should (?:i|we)|whether (?:to|i should|we should))\s+(.+?)(?:[?.!]|$)/i.exec(t);
  if (single) {
    const option = clean(single[1]);
    return [capital(option), `Don't ${option}, or not yet`];
  }
  return [];
}

// Regenerate rotates the order the questions are asked in and which verse frames them.
const rotate = <T,>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]);

export function composeDecision(a: { topic: string | null; question: string; seed: string; variant: number }): Composed {
  const guide: DecisionGuide = decisionGuide(a.topic ?? "general") ?? decisionGuide("general")!;
  const options = parseOptions(a.question);
  const questions = rotate(guide.questions, a.variant).slice(0, 5);
  const parts: string[] = [a.variant > 0 ? `Here's another way into it, starting from a different question. ${guide.opening}` : guide.opening];
  if (options.length === 2) parts.push(`**The options as I understand them:** ${options[0]}, or ${options[1].charAt(0).toLowerCase()}${options[1].slice(1)}. There may be a third way too: waiting, or trying a smaller version first.`);
  parts.push(`**Questions to weigh:**\n\n${questions.map((q, i) => `${i + 1}. ${q}`).join("\n")}`);
  parts.push(`**What it costs either way:**\n\n${guide.costs.map((c) => `- ${c}`).join("\n")}`);
  parts.push(`**People worth talking to:** ${guide.people.join("; ")}.`);
  parts.push(`**One next step:** ${guide.nextStep}`);
  parts.push(
    options.length
      ? "**A question back to you:** what's pulling you toward each option?"
      : "**A question back to you:** what feels hardest about this right now? Tell me a bit more and I'll help you think it through.",
  );
  const verse = frameWithReferences(guide.verses, a.seed, guide.slug === "general" ? "A verse worth carrying into this:" : "A verse for this decision:");
  parts.push(verse.markdown);
  parts.push("_I'm an AI, so I can help you organize your thinking, but the people who know you, and your own prayerful reflection, should carry the most weight._");
  return plain(parts.join("\n\n"), "decision", [verse.passage.reference]);
}
