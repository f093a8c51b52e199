// Planning answers: ordered steps for the kind of plan, one question, and gear where it helps.
import { linkFor, productsOf } from "@/lib/ai/request/catalog-view";
import { namedProducts } from "@/lib/ai/request/category";
import { GENERIC_PLAN, PLANNING_GUIDES, type PlanningGuide } from "./planning-guides";
import { frameWithVerse } from "./verse";

function gearLine(guide: PlanningGuide, text: string, amazonTag: string | null | undefined): string | null {
  if (!guide.gear) return null;
  const matched = namedProducts(text, guide.gear);
  const picks = [...matched, ...productsOf(guide.gear)]
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
    .slice(0, 2);
  if (picks.length === 0) return null;
  const items = picks.map((p) => `- [${p.name}](${linkFor(p, amazonTag)}): ${p.bestFor.charAt(0).toLowerCase()}${p.bestFor.slice(1)} (${p.priceBand.label}; check the current price).`);
  return `**Gear worth a look, if you need it:**\n\n${items.join("\n")}`;
}

/** Whether the message already gives a date or timeframe, so we don't ask for one again. */
const hasWhen = (t: string) =>
  /\b(?:next|this)\s+(?:week|month|year|summer|spring|fall|autumn|winter)|\bin\s+\d+\s+(?:days|weeks|months)|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b20\d\d\b/i.test(t);

export function composePlanningAnswer(args: { text: string; seed: string; amazonTag?: string | null }): string {
  const guide = PLANNING_GUIDES.find((g) => g.match.test(args.text)) ?? GENERIC_PLAN;
  const intro =
    guide === GENERIC_PLAN
      ? "Happy to help you plan it. Here's a simple framework that works for most plans:"
      : `Let's make a plan. Here's a practical order of steps for ${guide.title}:`;
  const steps = guide.steps.map((s, i) => `${i + 1}. ${s}`).join("\n");
  const question = hasWhen(args.text)
    ? "**One question so I can tailor this:** what's the part you feel least sure about right now?"
    : `**One question so I can tailor this:** ${guide.question}`;
  const parts = [intro, steps];
  const gear = gearLine(guide, args.text, args.amazonTag);
  if (gear) parts.push(gear);
  parts.push(question, frameWithVerse(guide.themes, args.seed).markdown);
  parts.push("_I'm an AI assistant: treat this as a starting outline and adjust it to your situation._");
  return parts.join("\n\n");
}
