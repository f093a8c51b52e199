import nodemailer, { type Transporter } from "nodemailer";
import { env, emailMode } from "@/lib/env";
import { recordMail } from "@/lib/db/queries/outbox";
import { log, safeError } from "@/lib/http/log";
import { redactLink, redactLinks } from "./redact-links";

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; links?: string[] };

/**
 * With SMTP the mail has left (or failed, and the person asks again): the row is a record, not a
 * delivery, so it keeps no usable link (issue 10, item 8). In outbox mode the row is the delivery.
 */
function atRest(mail: Mail) {
  return { ...mail, text: redactLinks(mail.text), html: mail.html && redactLinks(mail.html), links: (mail.links ?? []).map(redactLink) };
}

let transport: Transporter | null = null;
function smtp(): Transporter {
  transport ??= nodemailer.createTransport(env.SMTP_URL!);
  return transport;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise the mail goes to the outbox table and one
 * console line carries its links, so the embedded setup still lets a person click them.
 */
export async function sendMail(mail: Mail): Promise<{ delivered: boolean }> {
  const links = mail.links ?? [];
  if (emailMode() === "smtp") {
    try {
      await smtp().sendMail({ from: env.EMAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await recordMail({ ...atRest(mail), status: "sent" });
      return { delivered: true };
    } catch (err) {
      log("error", "mail failed", { kind: mail.kind, error: safeError(err) });
      await recordMail({ ...atRest(mail), status: "failed", error: safeError(err).code ?? safeError(err).class });
      return { delivered: false };
    }
  }
  await recordMail({ ...mail, links, status: "logged" });
  // The embedded setup's delivery: one JSON log line (a subject with CR/LF cannot forge another).
  log("info", "mail kept in outbox", { to: mail.to, subject: mail.subject, links });
  return { delivered: true };
}

/**
 * Sends without holding the answer: a route that answers the same whether or not an address is
 * known must also answer at about the same time (a mail that is sent takes longer than none).
 */
export function sendInBackground(mail: Mail): void {
  void sendMail(mail).catch((err: unknown) => log("error", "background mail failed", { kind: mail.kind, error: safeError(err) }));
}
