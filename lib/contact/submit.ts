import { site } from "@/lib/config/site";
import { sendMail } from "@/lib/email/send";
import { insertContactMessage } from "@/lib/db/queries/contact";
import type { ContactInput } from "./schema";
import { topicLabel } from "./topics";

/**
 * Stores a contact message and mails it to support. The message is stored first, so a mail
 * failure never loses it (the outbox row records the failure for a person to retry).
 */
export async function submitContactMessage(input: ContactInput & { ip: string | null }): Promise<{ id: string }> {
  const email = input.email.toLowerCase();
  const topic = input.topic ?? null;
  const saved = await insertContactMessage({ name: input.name, email, topic, message: input.message, ip: input.ip });
  const subject = `[Contact] ${topicLabel(topic)} from ${input.name}`;
  const text = [
    `New message through the ${site.name} contact form.`,
    "",
    `From: ${input.name} <${email}>`,
    `Topic: ${topicLabel(topic)}`,
    `Received: ${saved.createdAt.toISOString()}`,
    `Reference: ${saved.id}`,
    "",
    input.message,
    "",
    `Reply to ${email} ${site.supportReplyPromise}.`,
  ].join("\n");
  await sendMail({ to: site.supportEmail, subject, text, kind: "contact" });
  return { id: saved.id };
}
