import { sha256 } from "@/lib/auth/signed-cookie";
import { sendInBackground } from "@/lib/email/send";
import { signInLinkMail } from "@/lib/email/templates/sign-in-link";
import { findLiveEmailLink, spendEmailLink } from "@/lib/db/queries/email-links";
import { findUserByEmail, findUserById, takeOverUnverifiedAccount, type UserRow } from "@/lib/db/queries/users";
import { findOrCreateVerifiedUser, findWaitlistEntryByEmail, linkWaitlistEntryToUser } from "@/lib/db/queries/waitlist";
import { confirmProvenEmail, roleFor } from "@/lib/beta/waitlist";
import { applyAdminBootstrap, normalizeEmail } from "./accounts";
import { issueEmailLink, signInLinkUrl } from "./email-links";

/**
 * "Email me a sign-in link": mails a 15-minute, one-time link when the address has an account or a
 * waiting-list entry (waitlisters have no password), nothing otherwise. Answers nothing either way.
 */
export async function requestSignInLink({ email: raw, redirect }: { email: string; redirect?: string | null }): Promise<void> {
  const email = normalizeEmail(raw);
  const [user, entry] = await Promise.all([findUserByEmail({ email }), findWaitlistEntryByEmail({ email })]);
  if (!user && !entry) return;
  const token = await issueEmailLink({ email, purpose: "sign-in" });
  sendInBackground(signInLinkMail({ to: email, link: signInLinkUrl(token, redirect), name: user?.firstName ?? entry?.name }));
}

export type SignInLinkResult = { kind: "signed-in"; user: UserRow } | { kind: "expired" } | { kind: "invalid" };

/** Who a live sign-in link is for, without spending it (the switch-account page). */
export async function signInLinkTarget(token: string): Promise<{ email: string } | null> {
  return findLiveEmailLink({ tokenHash: sha256(token), purpose: "sign-in" });
}

/**
 * Spends the link and signs its address in. Following it proves the inbox: the email is verified,
 * a pending waiting-list entry is confirmed (like its confirmation link). An account nobody had
 * verified loses the password whoever registered it chose (as a Google sign-in does: security.md).
 */
export async function followSignInLink(token: string): Promise<SignInLinkResult> {
  const spent = await spendEmailLink({ tokenHash: sha256(token), purpose: "sign-in" });
  if (spent === "expired") return { kind: "expired" };
  if (!spent) return { kind: "invalid" };
  const email = spent.email;
  const existing = await findUserByEmail({ email });
  if (existing && !existing.emailVerifiedAt) await takeOverUnverifiedAccount({ id: existing.id });
  const entry = await findWaitlistEntryByEmail({ email });
  let user: UserRow | null = null;
  if (entry?.status === "pending_confirmation") {
    const confirmed = await confirmProvenEmail(email);
    if (confirmed.kind === "confirmed") user = confirmed.user;
  }
  if (!user && (existing || entry)) {
    user = await findOrCreateVerifiedUser({ email, firstName: entry?.name?.split(/\s+/)[0] ?? null, role: roleFor(email) });
    if (entry && entry.userId !== user.id) await linkWaitlistEntryToUser({ email, userId: user.id });
  }
  if (!user) return { kind: "invalid" }; // the account and entry were deleted after the mail left
  const fresh = (await findUserById({ id: user.id })) ?? user; // the takeover bumped the session version
  return { kind: "signed-in", user: await applyAdminBootstrap(fresh) };
}
