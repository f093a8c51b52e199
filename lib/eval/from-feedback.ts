// `npm run eval -- --from-feedback`: rated-down answers as candidate evaluation items for a person to
// label (kind and expectations are theirs to write). The conversation's text appears only where the
// owner ticked the consent box (share_content); every other rating is metadata only.
import { listRatedDown, questionsBefore } from "@/lib/db/queries/answer-feedback";
import type { FeedbackReason } from "@/lib/db/queries/answer-feedback";

export type FeedbackCandidate =
  | { id: string; feedbackId: string; reason: FeedbackReason | null; comment: string | null; ratedAt: string; content: "shared"; turns: string[]; answer: string }
  | { id: string; feedbackId: string; reason: FeedbackReason | null; ratedAt: string; content: "withheld" };

export async function feedbackCandidates(): Promise<FeedbackCandidate[]> {
  const out: FeedbackCandidate[] = [];
  for (const f of await listRatedDown()) {
    const base = { id: `feedback-${f.id.slice(0, 8)}`, feedbackId: f.id, reason: f.reason, ratedAt: f.createdAt.toISOString() };
    if (!f.shareContent) {
      out.push({ ...base, content: "withheld" });
      continue;
    }
    const turns = await questionsBefore({ conversationId: f.conversationId, before: f.createdAt });
    out.push({ ...base, comment: f.comment, content: "shared", turns, answer: f.answer });
  }
  return out;
}

/** One JSON object per line, like eval/*.jsonl. */
export const candidatesJsonl = (items: FeedbackCandidate[]) => items.map((i) => JSON.stringify(i)).join("\n") + (items.length ? "\n" : "");
