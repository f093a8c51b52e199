import { z } from "zod";

export const createConversationBody = z.object({
  title: z.string().trim().max(200, "Title is at most 200 characters").optional().default("New Conversation")
    .transform((t) => t || "New Conversation"),
});

export const sendMessageBody = z.object({
  content: z.string({ error: "content is required" }).trim().min(1, "Message cannot be empty").max(8000, "Message is at most 8,000 characters"),
  role: z.literal("user").optional().default("user"),
});

const secretPhrase = z
  .string({ error: "secretPhrase is required" })
  .trim()
  .min(3, "Minimum 3 characters.")
  .max(200, "The phrase is at most 200 characters");

export const hideConversationBody = z.object({ secretPhrase });
export const revealHiddenBody = z.object({ secretPhrase });

// --- chat-stream (issue 13 items 1 and 8): stop and follow an answer being written. ---
export const stopAnswerBody = z.object({
  /** The answer to stop; without it, whatever answer the conversation is writing. */
  messageId: z.uuid("messageId must be a message id").optional(),
});

export const followAnswerQuery = z.object({
  /** Characters of the answer the client already has (the last delta's event id). */
  after: z.coerce.number({ error: "after must be a number" }).int("after must be a whole number").min(0, "after cannot be negative").max(10_000_000, "after is too large").optional(),
  messageId: z.uuid("messageId must be a message id").optional(),
});
// --- end chat-stream ---
