// The answer when the safety layer fires: the right help first, a few warm words, an invitation to
// keep talking, and a help card with tappable call and text actions. Texts and numbers are data.
import { safetyData, type ReplyText } from "./data";
import { conceptData } from "./concepts";
import type { HelpCard, SafetyFinding } from "./types";

function chosenText(finding: SafetyFinding): ReplyText {
  const data = safetyData();
  const reply = data.replies[finding.kind]!;
  const variant =
    data.rules.find((r) => r.id === finding.matched)?.variant ??
    conceptData(data.lexicon).combos.find((c) => c.id === finding.matched)?.variant;
  return (
    // A variant may have a twin for someone helping another person ("at_care_other").
    (variant && finding.about === "other" ? reply.variants[`${variant}_other`] : undefined) ??
    (variant ? reply.variants[variant] : undefined) ??
    (finding.about === "other" ? reply.other : finding.severity === "emergency" && reply.emergency ? reply.emergency : reply.self)
  );
}

function helpCardFor(finding: SafetyFinding): HelpCard {
  const data = safetyData();
  return {
    kind: finding.kind,
    title: chosenText(finding).title ?? data.replies[finding.kind]!.title,
    resources: chosenText(finding).resources.map((id) => {
      const r = data.resources[id]!;
      return { name: r.name, detail: r.detail, actions: r.actions.map((a) => ({ ...a })) };
    }),
  };
}

/** The full reply to the message that raised the concern: help first, then care, then an open question. */
export function safetyReply(finding: SafetyFinding, ctx: { brandName: string }): { text: string; helpCard: HelpCard } {
  const text = chosenText(finding).paragraphs.map((p) => p.replaceAll("{brand}", ctx.brandName)).join("\n\n");
  return { text, helpCard: helpCardFor(finding) };
}

/** The shorter reply for the next messages: the help line again, then "I'm still here". */
export function safetyReminder(finding: SafetyFinding): { line: string; text: string; helpCard: HelpCard; answerAfter: boolean } {
  const data = safetyData();
  const chosen = chosenText(finding);
  // The variant's line when it has one: an elder-fraud follow-up names the fraud hotline, not the DV one.
  const line = chosen.reminder ?? data.replies[finding.kind]!.reminder;
  return { line, text: `${line}\n\n${data.stillHere}`, helpCard: helpCardFor(finding), answerAfter: chosen.answerAfter === true };
}

const digits = (s: string) => s.replace(/[^0-9]/g, "");

/**
 * True when the answer's first paragraph already carries the help this finding needs: one of the
 * card's phone numbers (988, 911, 1-800-799-7233...), or for medication the prescriber.
 */
export function helpComesFirst(text: string, finding: SafetyFinding): boolean {
  const first = text.trim().split(/\n\s*\n/)[0] ?? "";
  const numbers = helpCardFor(finding).resources.flatMap((r) => r.actions).map((a) => a.href).filter((h) => h.startsWith("tel:")).map((h) => digits(h));
  const found = (first.match(/\b1?[- .(]*[0-9]{3}[- .)]*[0-9]{3}[- .]*[0-9]{4}\b|\b(?:988|911)\b/g) ?? []).map(digits);
  const hasNumber = found.some((f) => numbers.some((n) => n === f || n === `1${f}`));
  return hasNumber || (finding.kind === "medication_stop" && /\b(?:prescriber|prescribing doctor|pharmacist)\b/i.test(first));
}
