import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";

/** beta: someone joined the waiting list; account: someone created a password account with this address. */
export type MailKind = "beta" | "account";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Named on /email-confirmation, so it must be the subject the mail really has. */
export const BETA_CONFIRMATION_SUBJECT = `Confirm your spot in the ${site.name} beta`;

/** The waiting-list mail: confirm the address to take a place in the queue. */
function betaConfirmationMail({ email, link, hello }: { email: string; link: string; hello: string }): Mail {
  return {
    to: email,
    kind: "confirm-email",
    subject: BETA_CONFIRMATION_SUBJECT,
    text: `${hello}\n\nThanks for joining the ${site.name} beta. Confirm your email to take your place in the queue:\n\n${link}\n\nThe link works once and expires in 14 days. If you did not sign up, ignore this mail.\n\n— The ${site.name} team`,
    html: `<p>${escapeHtml(hello)}</p><p>Thanks for joining the ${escapeHtml(site.name)} beta. Confirm your email to take your place in the queue:</p><p><a href="${link}">Confirm my email</a></p><p>The link works once and expires in 14 days. If you did not sign up, ignore this mail.</p>`,
    links: [link],
  };
}

export function confirmationMail({ kind, email, link, name }: { kind: MailKind; email: string; link: string; name?: string | null }): Mail {
  const hello = name?.trim() ? `Hi ${name.trim()},` : "Hi,";
  return kind === "account" ? accountConfirmationMail({ email, link, hello }) : betaConfirmationMail({ email, link, hello });
}

/**
 * The registration mail. It says plainly that an account with a password was created, because
 * following the link confirms that account for whoever chose the password: a person who did not
 * create it is told to ignore it (the account can then do nothing that needs this address).
 */
function accountConfirmationMail({ email, link, hello }: { email: string; link: string; hello: string }): Mail {
  const lines = [
    `Someone, we hope you, created a ${site.name} account with this email address and a password.`,
    "Confirm it's you to finish your account and take your place in the beta queue:",
  ];
  const after = [
    "The link works once and expires in 14 days.",
    "If you did not create an account, ignore this mail: without this click the account cannot use your address for anything.",
  ];
  return {
    to: email,
    kind: "confirm-account",
    subject: `Confirm your email for your ${site.name} account`,
    text: `${hello}\n\n${lines.join(" ")}\n\n${link}\n\n${after.join(" ")}\n\n— The ${site.name} team`,
    html: `<p>${escapeHtml(hello)}</p><p>${lines.map(escapeHtml).join(" ")}</p><p><a href="${link}">Confirm my email</a></p><p>${after.map(escapeHtml).join(" ")}</p>`,
    links: [link],
  };
}
