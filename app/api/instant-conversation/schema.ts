import { z } from "zod";

export const instantConversationBody = z.object({
  question: z.string({ error: "question is required" }).trim().min(1, "Question cannot be empty").max(2000, "Question is at most 2,000 characters"),
  utmAccess: z.boolean().optional(),
  deviceId: z.string().trim().max(100).optional(),
});
