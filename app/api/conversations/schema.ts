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
