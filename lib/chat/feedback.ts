import { ApiError, notFound } from "@/lib/http/errors";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { findMessageById } from "@/lib/db/queries/message-lookup";
import { deleteFeedback, upsertFeedback, type FeedbackReason, type FeedbackRow } from "@/lib/db/queries/answer-feedback";
import type { Owner } from "./owner";

export function feedbackJson(f: FeedbackRow | null | undefined) {
  return f ? { rating: f.rating, reason: f.reason, comment: f.comment, shareContent: f.shareContent } : null;
}
export type FeedbackJson = ReturnType<typeof feedbackJson>;

/** The answer if it is an assistant message in one of the owner's conversations; else a 404. */
async function ownedAnswer({ messageId, owner }: { messageId: string; owner: Owner }) {
  const message = await findMessageById({ id: messageId });
  if (!message || !(await findOwnedConversation({ id: message.conversationId, owner }))) throw notFound("Message not found");
  if (message.role !== "assistant") throw new ApiError("bad_request", "Only answers can be rated.");
  return message;
}

/** Thumbs up or down on an answer, by its conversation's owner; changing it replaces the rating. */
export async function rateAnswer(input: {
  messageId: string; owner: Owner; rating: "up" | "down"; reason?: FeedbackReason | null; comment?: string | null; shareContent?: boolean;
}) {
  const message = await ownedAnswer(input);
  const down = input.rating === "down";
  const row = await upsertFeedback({
    messageId: message.id, conversationId: message.conversationId, owner: input.owner, rating: input.rating,
    reason: down ? (input.reason ?? null) : null, comment: down ? input.comment?.trim() || null : null, shareContent: input.shareContent ?? false,
  });
  return feedbackJson(row);
}

export async function clearRating({ messageId, owner }: { messageId: string; owner: Owner }): Promise<void> {
  await ownedAnswer({ messageId, owner });
  await deleteFeedback({ messageId });
}
