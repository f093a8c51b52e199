import { z } from "zod";
import { CONTACT_LIMITS, contactTopicValues } from "./topics";

// zod 4 probes `new Function` when an object schema is built, which the CSP (no 'unsafe-eval')
// reports as a violation in the browser; jitless skips the probe (must run before z.object).
z.config({ jitless: true });

// The contact form payload, shared by the API route and the form's client-side checks.
export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(CONTACT_LIMITS.emailMax, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  // The form's "Choose a topic" option sends "", which means no topic.
  topic: z.preprocess(
    (v) => (v === "" ? null : v),
    z.enum(contactTopicValues, { error: "Please choose one of the listed topics." }).nullish(),
  ),
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.messageMax, `Please keep your message under ${CONTACT_LIMITS.messageMax} characters.`),
});

export type ContactInput = z.infer<typeof contactSchema>;
