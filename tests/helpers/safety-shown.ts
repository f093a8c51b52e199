// What a person sees for the last message of a conversation written as "turn || turn || turn": the
// finding, the card's title, the reply (whole and its first paragraph) and the card's tappable actions.
import { detectSafety, safetyReply } from "@/lib/safety";
import type { ChatTurn } from "@/lib/ai/model";

export const turns = (text: string): ChatTurn[] =>
  text.split(" || ").flatMap((content) => [{ role: "user" as const, content }, { role: "assistant" as const, content: "ok" }]).slice(0, -1);

export function shown(text: string) {
  const finding = detectSafety(turns(text));
  if (!finding) return null;
  const { text: reply, helpCard } = safetyReply(finding, { brandName: "Helpful Hand" });
  return { finding, title: helpCard.title, reply, first: reply.split("\n\n")[0]!, hrefs: helpCard.resources.flatMap((r) => r.actions.map((a) => a.href)) };
}
