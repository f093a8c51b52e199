import { checkAnswerReferences } from "@/lib/scripture";
import { detectCategory } from "@/lib/catalog";
import { detectSafety, helpComesFirst, safetyReminder, safetyReply, safetyData, type HelpCard, type SafetyFinding } from "@/lib/safety";
import { site } from "@/lib/config/site";
import type { ChatTurn } from "./model";
import { MEDICAL_DISCLAIMER, classifyIntent } from "./answer-rules";

export type ReviewedAnswer = { text: string; helpCard: HelpCard | null; corrected: string[] };
import { modelMode } from "@/lib/env";
import { keepOnCategory } from "./checks/on-category";

/**
 * The review every final answer gets, from either engine, before it is stored and shown:
 * - scripture references checked against the bundled WEB (fakes marked as not found);
 * - when the conversation raised a safety concern: the help comes first (added when the answer
 *   left it out or buried it), every link that is not a help service is removed (no products or
 *   shops), and the help card is attached;
 * - otherwise, a health question gets the medical line when the answer has no real one (a menu
 *   that merely mentions "not medical advice" in an example does not count).
 */
export function reviewFinalAnswer({ history, text, safety }: { history: ChatTurn[]; text: string; safety?: SafetyFinding | null }): ReviewedAnswer {
  const corrected: string[] = [];
  let out = checkAnswerReferences(text).markdown;
  if (out !== text) corrected.push("scripture_checked");
  const finding = safety === undefined ? detectSafety(history) : safety;
  if (finding) {
    const stripped = keepOnlyHelpLinks(out);
    if (stripped !== out) corrected.push("removed_links");
    out = stripped;
    if (!helpComesFirst(out, finding)) {
      out = `${firstParagraph(safetyReply(finding, { brandName: site.name }).text)}\n\n${out}`.trim();
      corrected.push("added_help");
    }
    return { text: out, helpCard: safetyReminder(finding).helpCard, corrected };
  }
  // Model answers: no retailer-linked picks outside the asked category (lib/ai/checks/on-category.ts).
  if (modelMode() === "openai") {
    const checked = keepOnCategory({ text: out, history });
    if (checked.removed.length) corrected.push("removed_off_category");
    out = checked.text;
  }
  const question = [...history].reverse().find((t) => t.role === "user")?.content ?? "";
  if (isHealthRelated(question) && !hasMedicalLine(out)) {
    out = `${out}\n\n*${MEDICAL_DISCLAIMER}*`;
    corrected.push("added_medical_line");
  }
  return { text: out, helpCard: null, corrected };
}

/** The review for callers that have only the question (kept for the existing callers and tests). */
export function finalizeAnswer({ question, text }: { question: string; text: string }): string {
  return reviewFinalAnswer({ history: [{ role: "user", content: question }], text }).text;
}

const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0] ?? text;

// Supplement purchases are health questions too, even when phrased as shopping.
const isHealthRelated = (question: string) =>
  classifyIntent(question) === "health" || detectCategory(question.toLowerCase()) === "supplements";

/**
 * A real medical line: a sentence outside any list item that says this is not medical advice (or
 * general information) and points to a doctor, pharmacist or clinician, or says "this is not
 * medical advice" itself. An example in a menu ("(general information, not medical advice)") is not one.
 */
export function hasMedicalLine(text: string): boolean {
  return text.split("\n").some((line) => {
    if (/^\s*(?:[-*+]|[0-9]+[.)])\s/.test(line) || !/not medical advice/i.test(line)) return false;
    return /\b(?:this|it|that|these|the above|my answer|what i(?:'ve| have) shared)\s+(?:is|are)\s+(?:only\s+)?(?:general information,?\s+(?:and\s+)?)?not medical advice/i.test(line) ||
      /\b(?:doctor|pharmacist|clinician|physician|health ?care (?:provider|professional)|nurse)\b/i.test(line);
  });
}

/** Removes every link that does not go to a help service (988lifeline.org, rainn.org...), keeping its words. */
export function keepOnlyHelpLinks(markdown: string): string {
  const allowed = helpHosts();
  const ok = (url: string) => {
    try {
      const host = new URL(url).hostname.toLowerCase();
      return allowed.some((h) => host === h || host.endsWith(`.${h}`));
    } catch {
      return false;
    }
  };
  return markdown
    .replace(/\[([^\]]*)\]\((https?:\/\/[^)\s]+)[^)]*\)/g, (all, label: string, url: string) => (ok(url) ? all : label))
    .replace(/<?(https?:\/\/[^\s)\]>"']*[^\s)\]>"'.,;:!?])>?/g, (all, url: string) => (ok(url) ? all : ""))
    .replace(/[ \t]+\n/g, "\n");
}

let hosts: string[] | null = null;
function helpHosts(): string[] {
  hosts ??= [...new Set(Object.values(safetyData().resources).flatMap((r) => r.actions).map((a) => a.href)
    .filter((h) => h.startsWith("https://")).map((h) => new URL(h).hostname.replace(/^www\./, "").split(".").slice(-2).join(".")))];
  return hosts;
}
