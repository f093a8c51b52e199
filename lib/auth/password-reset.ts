import { sha256 } from "@/lib/auth/signed-cookie";
import { passwordResetMail } from "@/lib/email/templates/password-reset";
import { sendInBackground } from "@/lib/email/send";
import { findLiveEmailLink, spendEmailLink } from "@/lib/db/queries/email-links";
import { findUserByEmail, resetPasswordAndRevoke, type UserRow } from "@/lib/db/queries/users";
import { findWaitlistEntryByEmail } from "@/lib/db/queries/waitlist";
import { confirmProvenEmail } from "@/lib/beta/waitlist";
import { applyAdminBootstrap, normalizeEmail } from "./accounts";
import { issueEmailLink, resetLinkUrl } from "./email-links";
import { hashPassword } from "./password";

/**
 * "Forgot password?": mails a 30-minute, one-time reset link when the address has an account
 * (with a password or not: a waitlister or a Google user may set one), nothing otherwise.
 */
export async function requestPasswordReset(raw: string): Promise<void> {
  const email = normalizeEmail(raw);
  const user = await findUserByEmail({ email });
  if (!user) return;
  const token = await issueEmailLink({ email, purpose: "reset" });
  sendInBackground(passwordResetMail({ to: email, link: resetLinkUrl(token), name: user.firstName }));
}

/** Who a live reset link is for (the reset page shows it), without spending it. */
export async function resetLinkTarget(token: string): Promise<{ email: string } | null> {
  return findLiveEmailLink({ tokenHash: sha256(token), purpose: "reset" });
}

export type ResetResult = { kind: "reset"; user: UserRow } | { kind: "expired" } | { kind: "invalid" };

/**
 * Spends the link, sets the new password and ends every other session (the caller signs this one
 * in). The address is proven by the link: the account is verified and a pending entry confirmed.
 */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<ResetResult> {
  const spent = await spendEmailLink({ tokenHash: sha256(token), purpose: "reset" });
  if (spent === "expired") return { kind: "expired" };
  if (!spent) return { kind: "invalid" };
  const user = await resetPasswordAndRevoke({ email: spent.email, passwordHash: await hashPassword(password) });
  if (!user) return { kind: "invalid" };
  // The link proved the inbox, like a confirmation link: a pending place in the queue is confirmed.
  const entry = await findWaitlistEntryByEmail({ email: spent.email });
  if (entry?.status === "pending_confirmation") await confirmProvenEmail(spent.email);
  return { kind: "reset", user: await applyAdminBootstrap(user) };
}
