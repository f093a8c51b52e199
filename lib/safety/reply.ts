// The answer when the safety layer fires: the right help first, a few warm words, an invitation to
// keep talking, and a help card with tappable call and text actions. Texts and numbers are data.
import { safetyData } from "./data";
import type { HelpCard, SafetyFinding } from "./types";

export function safetyReply(finding: SafetyFinding, ctx: { brandName: string }): { text: string; helpCard: HelpCard } {
  const data = safetyData();
  const reply = data.replies[finding.kind]!;
  const variant = data.rules.find((r) => r.id === finding.matched)?.variant;
  const chosen =
    (variant ? reply.variants[variant] : undefined) ??
    (finding.about === "other" ? reply.other : finding.severity === "emergency" && reply.emergency ? reply.emergency : reply.self);
  const text = chosen.paragraphs.map((p) => p.replaceAll("{brand}", ctx.brandName)).join("\n\n");
  const helpCard: HelpCard = {
    kind: finding.kind,
    title: reply.title,
    resources: chosen.resources.map((id) => {
      const r = data.resources[id]!;
      return { name: r.name, detail: r.detail, actions: r.actions.map((a) => ({ ...a })) };
    }),
  };
  return { text, helpCard };
}
