import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { answerFeedback, messages } from "@/lib/db/schema";
import type { Owner } from "@/lib/chat/owner";

export const FEEDBACK_REASONS = ["wrong_product", "not_relevant", "unsafe", "wrong_verse", "other"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export type FeedbackRow = { rating: "up" | "down"; reason: FeedbackReason | null; comment: string | null; shareContent: boolean; updatedAt: Date };

const feedbackColumns = {
  rating: answerFeedback.rating,
  reason: answerFeedback.reason,
  comment: answerFeedback.comment,
  shareContent: answerFeedback.shareContent,
  updatedAt: answerFeedback.updatedAt,
};

/** One rating per answer: a second one replaces the first (the reader changed their mind). */
export async function upsertFeedback(v: {
  messageId: string; conversationId: string; owner: Owner; rating: "up" | "down"; reason: FeedbackReason | null; comment: string | null; shareContent: boolean;
}): Promise<FeedbackRow> {
  const db = await getDb();
  const who = { userId: v.owner.kind === "user" ? v.owner.userId : null, visitorId: v.owner.kind === "visitor" ? v.owner.visitorId : null };
  const fields = { rating: v.rating, reason: v.reason, comment: v.comment, shareContent: v.shareContent, ...who, updatedAt: new Date() };
  const [row] = await db
    .insert(answerFeedback)
    .values({ messageId: v.messageId, conversationId: v.conversationId, ...fields })
    .onConflictDoUpdate({ target: answerFeedback.messageId, set: fields })
    .returning(feedbackColumns);
  return row!;
}

export async function deleteFeedback({ messageId }: { messageId: string }): Promise<boolean> {
  const db = await getDb();
  return (await db.delete(answerFeedback).where(eq(answerFeedback.messageId, messageId)).returning({ id: answerFeedback.id })).length > 0;
}

/** Ratings of these answers, by message id (the messages list carries them). */
export async function feedbackForMessages({ messageIds }: { messageIds: string[] }): Promise<Map<string, FeedbackRow>> {
  if (!messageIds.length) return new Map();
  const db = await getDb();
  const rows = await db.select({ messageId: answerFeedback.messageId, ...feedbackColumns }).from(answerFeedback).where(inArray(answerFeedback.messageId, messageIds));
  return new Map(rows.map(({ messageId, ...f }) => [messageId, f]));
}

export type RatedDown = {
  id: string; messageId: string; conversationId: string; reason: FeedbackReason | null; comment: string | null;
  shareContent: boolean; createdAt: Date; answer: string;
};

/** Rated-down answers, oldest first, with the answer text (callers drop it unless shareContent). */
export async function listRatedDown({ limit = 500 }: { limit?: number } = {}): Promise<RatedDown[]> {
  const db = await getDb();
  return db
    .select({
      id: answerFeedback.id, messageId: answerFeedback.messageId, conversationId: answerFeedback.conversationId, reason: answerFeedback.reason,
      comment: answerFeedback.comment, shareContent: answerFeedback.shareContent, createdAt: answerFeedback.createdAt, answer: messages.content,
    })
    .from(answerFeedback)
    .innerJoin(messages, eq(messages.id, answerFeedback.messageId))
    .where(eq(answerFeedback.rating, "down"))
    .orderBy(asc(answerFeedback.createdAt))
    .limit(limit);
}

/** The user turns of a conversation up to (and including the time of) an answer, oldest first. */
export async function questionsBefore({ conversationId, before }: { conversationId: string; before: Date }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "user"), lte(messages.createdAt, before)))
    .orderBy(desc(messages.createdAt))
    .limit(6);
  return rows.map((r) => r.content).reverse();
}
