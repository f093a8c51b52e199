import { z } from "zod";

export const createConversationBody = z.object({
  title: z.string().trim().max(200, "Title is at most 200 characters").optional().default("New Conversation")
    .transform((t) => t || "New Conversation"),
});

const messageId = (field: string) => z.string({ error: `${field} must be a message id` }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${field} must be a message id`);

export const sendMessageBody = z.object({
  content: z.string({ error: "content is required" }).trim().min(1, "Message cannot be empty").max(8000, "Message is at most 8,000 characters"),
  role: z.literal("user").optional().default("user"),
  /** Edit and re-ask (chat-core): the message the new question follows; null re-asks from the top. */
  parentId: messageId("parentId").nullable().optional(),
});

/** GET messages: one page of the active path (chat-core paging). */
export const messagesQuery = z.object({
  before: messageId("before").optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit is at least 1").max(100, "limit is at most 100").optional(),
});

/** PUT branch: show the branch through this message. */
export const switchBranchBody = z.object({ messageId: messageId("messageId") });

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

// --- chat-keep (issue 13) ---
/** A rename: kept exactly as typed (trimmed), in the user's own language. */
export const renameConversationBody = z.object({
  title: z.string({ error: "title is required" }).trim().min(1, "Title cannot be empty").max(100, "Title is at most 100 characters"),
});

const uuid = z.uuid();
export const searchQuery = z.object({
  q: z.string({ error: "q is required" }).trim().min(1, "Type something to search for").max(100, "Search text is at most 100 characters"),
  /** Ids of hidden conversations revealed in this browser session, comma-separated (the client keeps them in memory). */
  revealed: z.string().max(50 * 37, "Too many revealed conversations").optional()
    .transform((s) => (s ? s.split(",").filter(Boolean) : []))
    .pipe(z.array(uuid, { error: "revealed must be conversation ids" }).max(50)),
});

export const exportQuery = z.object({ format: z.enum(["markdown"]).optional().default("markdown") });
// --- end chat-keep ---
