import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES as M, contactTopicValues } from "./topics";

// The contact form payload as the API accepts it. The form checks the same rules with
// lib/contact/check.ts (no zod in the page bundle); a unit test keeps the two in agreement.
export const contactSchema = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(CONTACT_LIMITS.nameMax, M.nameTooLong),
  email: z.string({ error: M.email }).trim().max(CONTACT_LIMITS.emailMax, M.email).pipe(z.email(M.email)),
  // The form's "Choose a topic" option sends "", which means no topic.
  topic: z.preprocess((v) => (v === "" ? null : v), z.enum(contactTopicValues, { error: M.topic }).nullish()),
  message: z
    .string({ error: M.messageMissing })
    .trim()
    .min(CONTACT_LIMITS.messageMin, M.messageShort)
    .max(CONTACT_LIMITS.messageMax, M.messageLong),
});

export type ContactInput = z.infer<typeof contactSchema>;
