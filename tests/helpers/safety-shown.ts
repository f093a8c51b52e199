// What a person sees for the last message of a conversation written as "turn || turn || turn": the
// finding, the card's title, the reply (whole and its first paragraph) and the card's tappable actions.
import { expect } from "@jest/globals";
import { detectSafety, safetyReply, type SafetyKind } from "@/lib/safety";
import type { ChatTurn } from "@/lib/ai/model";

export const turns = (text: string): ChatTurn[] =>
  text.split(" || ").flatMap((content) => [{ role: "user" as const, content }, { role: "assistant" as const, content: "ok" }]).slice(0, -1);

export function shown(text: string) {
  const finding = detectSafety(turns(text));
  if (!finding) return null;
  const { text: reply, helpCard } = safetyReply(finding, { brandName: "Helpful Hand" });
  return { finding, title: helpCard.title, reply, first: reply.split("\n\n")[0]!, hrefs: helpCard.resources.flatMap((r) => r.actions.map((a) => a.href)) };
}

/** A message, the kind of help it must get, its first paragraph, and links the card must carry. */
export type HelpCase = [string, SafetyKind, RegExp, string[]];

/** The message gets that kind of help, first paragraph and card links; returns what was shown. */
export function helpShown([text, kind, first, hrefs]: HelpCase) {
  const s = shown(text);
  expect(s?.finding.kind).toBe(kind);
  expect(s!.first).toMatch(first);
  expect(s!.hrefs).toEqual(expect.arrayContaining(hrefs));
  return s!;
}

/** helpShown as a test body (test.each wants no return value). */
export const expectHelp = (c: HelpCase): void => void helpShown(c);

/** No help card for the last message of the conversation. */
export const quiet = (text: string) => expect(detectSafety(turns(text))).toBeNull();
