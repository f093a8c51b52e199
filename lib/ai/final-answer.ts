import { checkAnswerReferences } from "@/lib/scripture";
import { detectCategory } from "@/lib/catalog";
import { CRISIS_TEXT, MEDICAL_DISCLAIMER, classifyIntent, isCrisis } from "./answer-rules";

/**
 * The answer as it is stored and shown: every scripture reference checked against the bundled
 * WEB (fakes marked as not found), and the safety lines a model may forget added when missing:
 * the 988 Lifeline for crisis language, the medical line for health questions.
 */
export function finalizeAnswer({ question, text }: { question: string; text: string }): string {
  let out = checkAnswerReferences(text).markdown;
  if (isCrisis(question) && !out.includes("988")) out = `${CRISIS_TEXT}\n\n${out}`;
  else if (isHealthRelated(question) && !/not medical advice/i.test(out)) out = `${out}\n\n*${MEDICAL_DISCLAIMER}*`;
  return out;
}

// Supplement purchases are health questions too, even when phrased as shopping.
const isHealthRelated = (question: string) =>
  classifyIntent(question) === "health" || detectCategory(question.toLowerCase()) === "supplements";
