import { site } from "@/lib/config/site";
import { adminEmails, env } from "@/lib/env";
import { randomToken, sha256 } from "@/lib/auth/signed-cookie";
import { sendMail } from "@/lib/email/send";
import {
  findOrCreateVerifiedUser, findWaitlistEntryByCode, findWaitlistEntryByConfirmationHash, findWaitlistEntryByEmail,
  findWaitlistEntryById, insertWaitlistEntry, linkWaitlistEntryToUser, markConfirmed, setConfirmationToken, type WaitlistRow,
} from "@/lib/db/queries/waitlist";
import type { UserRow } from "@/lib/db/queries/users";
import type { WaitlistStatus } from "@/lib/db/schema";
import { newReferralCode, normalizeReferralCode } from "./referral-code";
import { settleReferral } from "./referrals";

export const CONFIRMATION_TTL_MS = 14 * 24 * 3600 * 1000;

export type JoinInput = {
  email: string;
  name?: string | null;
  referredBy?: string | null;
  userId?: string | null;
  visitorId?: string | null;
  ip?: string | null;
  source?: string | null;
  /** Google/Apple sign-ups: the provider verified the address, so no confirmation mail is needed. */
  emailVerified?: boolean;
};

/** The link a confirmation mail carries; its handler confirms the entry and signs the person in. */
export const confirmationLink = (token: string) => `${site.url}/api/confirm-email?token=${encodeURIComponent(token)}`;

/**
 * Puts an email on the waiting list (pending confirmation) and mails a one-time confirmation link.
 * An email already listed changes nothing and gets the same answer (no account enumeration);
 * `created` is for the caller's own bookkeeping, never for the response.
 */
export async function joinWaitlist(input: JoinInput): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await findWaitlistEntryByEmail({ email });
  if (existing) {
    if (input.userId && !existing.userId) await linkWaitlistEntryToUser({ email, userId: input.userId });
    if (input.emailVerified && existing.status === "pending_confirmation") {
      const token = randomToken();
      await setConfirmationToken({ email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
      await confirmEmail(token);
    }
    return { created: false };
  }
  const code = normalizeReferralCode(input.referredBy);
  const referrer = code ? await findWaitlistEntryByCode({ code }) : null;
  const token = randomToken();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const created = await insertWaitlistEntry({
        email,
        name: input.name?.trim() || null,
        userId: input.userId ?? null,
        referralCode: newReferralCode(),
        referredByCode: referrer ? referrer.referralCode : null,
        referrerId: referrer && referrer.email !== email ? referrer.id : null,
        visitorId: input.visitorId ?? null,
        signupIp: input.ip ?? null,
        source: input.source ?? null,
        confirmationTokenHash: sha256(token),
        confirmationExpiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
      });
      if (!created) return { created: false }; // a concurrent join won the race
      if (input.emailVerified) await confirmEmail(token); // same path as the link: queue place, referral credit
      else await sendConfirmationMail(email, token, input.name);
      return { created: true };
    } catch (err) {
      if (!String(err).includes("referral_code")) throw err; // retry only a referral-code collision
    }
  }
  throw new Error("Could not allocate a referral code");
}

/** A fresh link for someone still pending (the old one stops working). */
export async function resendConfirmation(email: string): Promise<boolean> {
  const entry = await findWaitlistEntryByEmail({ email });
  if (!entry || entry.status !== "pending_confirmation") return false;
  const token = randomToken();
  await setConfirmationToken({ email: entry.email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
  await sendConfirmationMail(entry.email, token, entry.name);
  return true;
}

async function sendConfirmationMail(email: string, token: string, name?: string | null): Promise<void> {
  const link = confirmationLink(token);
  const hello = name?.trim() ? `Hi ${name.trim()},` : "Hi,";
  await sendMail({
    to: email,
    kind: "confirm-email",
    subject: `Confirm your spot in the ${site.name} beta`,
    text: `${hello}\n\nThanks for joining the ${site.name} beta. Confirm your email to take your place in the queue:\n\n${link}\n\nThe link works once and expires in 14 days. If you did not sign up, ignore this mail.\n\n— The ${site.name} team`,
    html: `<p>${escapeHtml(hello)}</p><p>Thanks for joining the ${escapeHtml(site.name)} beta. Confirm your email to take your place in the queue:</p><p><a href="${link}">Confirm my email</a></p><p>The link works once and expires in 14 days. If you did not sign up, ignore this mail.</p>`,
    links: [link],
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type ConfirmResult =
  | { kind: "confirmed"; user: UserRow; entry: WaitlistRow }
  | { kind: "expired"; email: string }
  | { kind: "invalid" };

export const roleFor = (email: string): "user" | "admin" => (adminEmails().includes(email.trim().toLowerCase()) ? "admin" : "user");

/**
 * Follows a confirmation link: the entry starts waiting in the queue (once), the referrer is
 * credited when the referral counts, and the person gets an account (found or created, linked).
 */
export async function confirmEmail(token: string): Promise<ConfirmResult> {
  const tokenHash = sha256(token);
  const entry = await findWaitlistEntryByConfirmationHash({ tokenHash });
  if (!entry || entry.status !== "pending_confirmation") return { kind: "invalid" };
  if (entry.confirmationExpiresAt && entry.confirmationExpiresAt.getTime() < Date.now()) return { kind: "expired", email: entry.email };
  const confirmed = await markConfirmed({ id: entry.id, tokenHash, boost: env.REFERRAL_BOOST });
  if (!confirmed) return { kind: "invalid" }; // a concurrent click won
  if (confirmed.referrerId) {
    const referrer = await findWaitlistEntryById({ id: confirmed.referrerId });
    if (referrer) await settleReferral({ referrer, referred: confirmed }); // credit, or a flag for the admin
  }
  const firstName = confirmed.name?.split(/\s+/)[0] ?? null;
  const user = await findOrCreateVerifiedUser({ email: confirmed.email, firstName, role: roleFor(confirmed.email) });
  if (confirmed.userId !== user.id) await linkWaitlistEntryToUser({ email: confirmed.email, userId: user.id });
  return { kind: "confirmed", user, entry: { ...confirmed, userId: user.id } };
}

/** The beta status the login flow routes by. Anyone without an entry is treated as waiting to join. */
export async function betaStatusFor(email: string): Promise<WaitlistStatus | "none"> {
  const entry = await findWaitlistEntryByEmail({ email });
  return entry?.status ?? "none";
}
