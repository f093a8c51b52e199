import { site } from "@/lib/config/site";
import { adminEmails, env } from "@/lib/env";
import { randomToken, sha256 } from "@/lib/auth/signed-cookie";
import { sendMail } from "@/lib/email/send";
import {
  findOrCreateVerifiedUser, findWaitlistEntryByCode, findWaitlistEntryByConfirmationHash, findWaitlistEntryByEmail,
  findWaitlistEntryById, findWaitlistEntryByUserId, insertWaitlistEntry, linkWaitlistEntryToUser, markConfirmed, setConfirmationToken,
  clearConfirmationToken, type WaitlistRow,
} from "@/lib/db/queries/waitlist";
import { findUserByEmail, type UserRow } from "@/lib/db/queries/users";
import type { WaitlistStatus } from "@/lib/db/schema";
import { newReferralCode, normalizeReferralCode } from "./referral-code";
import { confirmationMail, type MailKind } from "./confirmation-mails";
import { settleReferral } from "./referrals";
import { mailRejoinSignInLink } from "./status-mails";

export const CONFIRMATION_TTL_MS = 14 * 24 * 3600 * 1000;

export type JoinInput = {
  email: string;
  name?: string | null;
  referredBy?: string | null;
  /**
   * The signed-in account asking. The entry is linked to it only when it has this same email and
   * the email is verified (or the account was created by this very registration): nobody gets
   * someone else's entry by typing their address.
   */
  user?: { id: string; email: string; emailVerifiedAt: Date | null } | null;
  visitorId?: string | null;
  ip?: string | null;
  source?: string | null;
  /** Google/Apple sign-ups: the provider verified the address, so no confirmation mail is needed. */
  emailVerified?: boolean;
  /** A registration: the mail confirms a new password account (and its place in the queue). */
  newAccount?: boolean;
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
  const own = !!input.user && input.user.email.trim().toLowerCase() === email;
  const verifiedOwner = own && !!(input.user!.emailVerifiedAt || input.emailVerified);
  const existing = await findWaitlistEntryByEmail({ email });
  if (existing) {
    if (verifiedOwner && !existing.userId) await linkWaitlistEntryToUser({ email, userId: input.user!.id });
    if (input.emailVerified && existing.status === "pending_confirmation") {
      await confirmProvenEmail(email);
    } else if (input.newAccount && own) {
      // Someone registered an address already listed: a fresh link for the account (the old one stops working).
      await mailConfirmation(existing, "account");
    } else if (!input.emailVerified && !input.newAccount && existing.status !== "pending_confirmation") {
      // Joining again with a confirmed address: a way back in, not a confirmation that does nothing (issue 11).
      await mailRejoinSignInLink({ email, name: existing.name });
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
        userId: verifiedOwner || (own && input.newAccount) ? input.user!.id : null,
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
      else await sendConfirmationMail(email, token, input.name, input.newAccount ? "account" : "beta");
      return { created: true };
    } catch (err) {
      if (!String(err).includes("referral_code")) throw err; // retry only a referral-code collision
    }
  }
  throw new Error("Could not allocate a referral code");
}

/**
 * The address was proven another way (a provider, a mailed sign-in link): the entry is confirmed
 * by the same path as its link (queue place, referral credit, account found or created).
 */
export async function confirmProvenEmail(email: string): Promise<ConfirmResult> {
  const token = randomToken();
  await setConfirmationToken({ email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
  return confirmEmail(token);
}

/** Who a confirmation link is for, without using it up (null: unknown, used or expired). */
export async function confirmationTarget(token: string): Promise<{ email: string } | null> {
  const entry = await findWaitlistEntryByConfirmationHash({ tokenHash: sha256(token) });
  if (!entry || (entry.confirmationExpiresAt && entry.confirmationExpiresAt.getTime() < Date.now())) return null;
  return { email: entry.email };
}

/** A fresh link for someone still pending (the old one stops working). */
export async function resendConfirmation(email: string): Promise<boolean> {
  const entry = await findWaitlistEntryByEmail({ email });
  if (!entry || entry.status !== "pending_confirmation") return false;
  const account = await findUserByEmail({ email: entry.email });
  await mailConfirmation(entry, account && !account.emailVerifiedAt ? "account" : "beta");
  return true;
}

async function mailConfirmation(entry: WaitlistRow, kind: MailKind): Promise<void> {
  const token = randomToken();
  await setConfirmationToken({ email: entry.email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) });
  await sendConfirmationMail(entry.email, token, entry.name, kind);
}

async function sendConfirmationMail(email: string, token: string, name: string | null | undefined, kind: MailKind): Promise<void> {
  await sendMail(confirmationMail({ kind, email, link: confirmationLink(token), name }));
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
  if (!entry) return { kind: "invalid" };
  if (entry.confirmationExpiresAt && entry.confirmationExpiresAt.getTime() < Date.now()) return { kind: "expired", email: entry.email };
  let confirmed: WaitlistRow | null;
  if (entry.status === "pending_confirmation") {
    confirmed = await markConfirmed({ id: entry.id, tokenHash, boost: env.REFERRAL_BOOST });
    if (confirmed?.referrerId) {
      const referrer = await findWaitlistEntryById({ id: confirmed.referrerId });
      if (referrer) await settleReferral({ referrer, referred: confirmed }); // credit, or a flag for the admin
    }
  } else {
    // A link for a new account on an entry already in the queue: it verifies the account only.
    confirmed = await clearConfirmationToken({ id: entry.id, tokenHash });
  }
  if (!confirmed) return { kind: "invalid" }; // a concurrent click won
  const firstName = confirmed.name?.split(/\s+/)[0] ?? null;
  const user = await findOrCreateVerifiedUser({ email: confirmed.email, firstName, role: roleFor(confirmed.email) });
  if (confirmed.userId !== user.id) await linkWaitlistEntryToUser({ email: confirmed.email, userId: user.id });
  return { kind: "confirmed", user, entry: { ...confirmed, userId: user.id } };
}

type Viewer = { id: string; email: string; emailVerifiedAt: Date | null };

/**
 * The waiting-list entry a user may see: the one linked to them (under their own address), else,
 * with a verified email only, the one listed under that address. Never someone else's by email.
 */
export async function entryForUser(user: Viewer): Promise<WaitlistRow | null> {
  const linked = await findWaitlistEntryByUserId({ userId: user.id });
  if (isOwnLinkedEntry(user, linked)) return linked;
  return user.emailVerifiedAt ? findWaitlistEntryByEmail({ email: user.email.trim().toLowerCase() }) : null;
}

/** The entry linked to the user counts as theirs only under their own address (entryForUser's first step). */
export function isOwnLinkedEntry<E extends Pick<WaitlistRow, "email">>(user: Pick<Viewer, "email">, linked: E | null): linked is E {
  return !!linked && linked.email === user.email.trim().toLowerCase();
}

/**
 * The status of a user without a visible entry: "none", except for an unconfirmed account whose
 * address is listed (not yet theirs to see): it waits for the link that was mailed.
 */
export async function statusWithoutEntry(user: Viewer): Promise<"none" | "pending_confirmation"> {
  if (user.emailVerifiedAt) return "none";
  return (await findWaitlistEntryByEmail({ email: user.email })) ? "pending_confirmation" : "none";
}

/** The beta status the login flow routes by (a user without an entry: see statusWithoutEntry). */
export async function betaStatusFor(user: Viewer): Promise<WaitlistStatus | "none"> {
  const entry = await entryForUser(user);
  return entry?.status ?? statusWithoutEntry(user);
}
