import { checkAnswerReferences } from "@/lib/scripture";
import { detectCategory } from "@/lib/catalog";
import { log } from "@/lib/http/log";
import { modelMode } from "@/lib/env";
import { CRISIS_TEXT, MEDICAL_DISCLAIMER, classifyIntent, isCrisis } from "./answer-rules";
import { keepOnCategory } from "./checks/on-category";
import type { ChatTurn } from "./model";

/**
 * The answer as it is stored and shown: every scripture reference checked against the bundled
 * WEB (fakes marked as not found), and the safety lines a model may forget added when missing:
 * the 988 Lifeline for crisis language, the medical line for health questions.
 */
export function finalizeAnswer({ question, text, history }: {
  question: string; text: string;
  /** The conversation answered: with a model configured, its answers get the on-category check. */
  history?: ChatTurn[];
}): string {
  let out = checkAnswerReferences(text).markdown;
  if (history && modelMode() === "openai") {
    const checked = keepOnCategory({ text: out, history });
    if (checked.removed.length) log("info", "off-category picks removed", { removed: checked.removed.map((r) => `${r.name} (${r.category})`) });
    out = checked.text;
  }
  if (isCrisis(question) && !out.includes("988")) out = `${CRISIS_TEXT}\n\n${out}`;
  else if (isHealthRelated(question) && !/not medical advice/i.test(out)) out = `${out}\n\n*${MEDICAL_DISCLAIMER}*`;
  return out;
}

// Supplement purchases are health questions too, even when phrased as shopping.
const isHealthRelated = (question: string) =>
  classifyIntent(question) === "health" || detectCategory(question.toLowerCase()) === "supplements";
