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
