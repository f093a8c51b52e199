import nodemailer, { type Transporter } from "nodemailer";
import { env, emailMode } from "@/lib/env";
import { recordMail } from "@/lib/db/queries/outbox";
import { log } from "@/lib/http/log";

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; links?: string[] };

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
      await recordMail({ ...mail, links, status: "sent" });
      return { delivered: true };
    } catch (err) {
      log("error", "mail failed", { to: mail.to, kind: mail.kind, error: String(err) });
      await recordMail({ ...mail, links, status: "failed", error: String(err) });
      return { delivered: false };
    }
  }
  await recordMail({ ...mail, links, status: "logged" });
  if (env.LOG_LEVEL !== "silent") console.log(`[mail] to=${mail.to} subject="${mail.subject}"${links.map((l) => ` link=${l}`).join("")}`);
  return { delivered: true };
}
