import { signInLinkMail } from "@/lib/email/templates/sign-in-link";
import { approvedMail, welcomeMail } from "@/lib/email/templates/beta-status";
import { sendInBackground, sendMail } from "@/lib/email/send";
import { hit } from "@/lib/http/rate-limit";
import { issueEmailLink, signInLinkUrl, statusMailSignInLink } from "@/lib/auth/email-links";

// Every change of beta status reaches the person by mail with a one-click way in (issue 11).
// Invites carry their own accept link (lib/beta/invites.ts); these carry a sign-in link.

/** An admin approved the entry: "You're in", with a link that signs in and opens /app. */
export async function mailApproved({ email, name }: { email: string; name: string | null }): Promise<void> {
  await sendMail(approvedMail({ to: email, link: await statusMailSignInLink(email, "/app"), name }));
}

/** A Skip-the-Line code was redeemed: a welcome with a link into /app (for another device). */
export async function mailWelcome({ email, name }: { email: string; name: string | null }): Promise<void> {
  await sendMail(welcomeMail({ to: email, link: await statusMailSignInLink(email, "/app"), name }));
}

/**
 * Someone joined again with an address already confirmed: a sign-in link instead of a
 * confirmation (which would do nothing). At most 3 such mails per address per 15 minutes, and
 * silently: the join answers the same either way, so the limit tells nothing about the address.
 */
export async function mailRejoinSignInLink({ email, name }: { email: string; name: string | null }): Promise<void> {
  if (!(await hit({ key: `rejoin-mail:email:${email}`, limit: 3, windowSeconds: 900 })).ok) return;
  const token = await issueEmailLink({ email, purpose: "sign-in" });
  sendInBackground(signInLinkMail({ to: email, link: signInLinkUrl(token), name, rejoined: true }));
}
