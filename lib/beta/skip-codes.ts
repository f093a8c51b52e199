import { ApiError } from "@/lib/http/errors";
import { consumeSkipCode, findSkipCode, hasRedeemed, insertSkipCode } from "@/lib/db/queries/skip-codes";
import { approveEntry, findWaitlistEntryByEmail, insertWaitlistEntry, linkWaitlistEntryToUser } from "@/lib/db/queries/waitlist";
import { entryForUser } from "./waitlist";
import { newReferralCode } from "./referral-code";

export const skipCodePattern = /^[A-Z0-9][A-Z0-9-]{3,31}$/;
export const normalizeSkipCode = (raw: string) => raw.trim().toUpperCase();

/** A new Skip-the-Line code: the admin's own text, or SKIP- and eight unambiguous characters. */
export async function createSkipCode({ code, maxUses, expiresAt, createdBy }: { code?: string; maxUses: number; expiresAt?: Date | null; createdBy: string }): Promise<{ code: string }> {
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new ApiError("validation_failed", "expiresAt: must be in the future");
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = code ? normalizeSkipCode(code) : `SKIP-${newReferralCode(8)}`;
    if (await insertSkipCode({ code: candidate, maxUses, expiresAt: expiresAt ?? null, createdBy })) return { code: candidate };
    if (code) throw new ApiError("conflict", "That code already exists.");
  }
  throw new Error("Could not allocate a skip code");
}

export type RedeemResult = { status: "approved"; alreadyApproved: boolean };

/**
 * Approves the signed-in user at once, creating their waiting-list entry if they have none.
 * Wrong, expired and used-up codes are told apart so the person knows what to do next.
 */
export async function redeemSkipCode({ rawCode, user }: { rawCode: string; user: { id: string; email: string; firstName: string | null; emailVerifiedAt: Date | null } }): Promise<RedeemResult> {
  const entry = await entryForUser(user);
  if (entry?.status === "approved") return { status: "approved", alreadyApproved: true };
  // An unconfirmed account may not approve (or create) the entry listed under an address it has not proven.
  if (!entry && !user.emailVerifiedAt && (await findWaitlistEntryByEmail({ email: user.email }))) {
    throw new ApiError("forbidden", "Please confirm your email first: open the link we sent you, then enter your code.");
  }
  const code = await findSkipCode({ code: normalizeSkipCode(rawCode) });
  if (!code) throw new ApiError("not_found", "That code isn't valid. Check it and try again.");
  if (code.expiresAt && code.expiresAt.getTime() <= Date.now()) throw new ApiError("gone", "That code has expired.");
  const already = await hasRedeemed({ codeId: code.id, userId: user.id });
  if (!already) {
    if (code.uses >= code.maxUses || !(await consumeSkipCode({ codeId: code.id, userId: user.id }))) {
      throw new ApiError("gone", "That code has already been used the maximum number of times.");
    }
  }
  if (entry) {
    if (!entry.userId) await linkWaitlistEntryToUser({ email: entry.email, userId: user.id });
    await approveEntry({ id: entry.id, via: "skip_code" });
  } else {
    await insertWaitlistEntry({ email: user.email, name: user.firstName, userId: user.id, referralCode: newReferralCode(), status: "approved", approvedVia: "skip_code", source: "skip_code" });
    const created = await findWaitlistEntryByEmail({ email: user.email });
    if (created && created.status !== "approved") await approveEntry({ id: created.id, via: "skip_code" });
  }
  return { status: "approved", alreadyApproved: false };
}

export type SkipCodeCheck = "valid" | "used_up" | "expired" | "unknown";

/**
 * What a code is worth before anyone signs in (issue 11): /redeem says so first, then asks for an
 * account. The same tests, in the same order, as redeeming it.
 */
export async function checkSkipCode(rawCode: string): Promise<SkipCodeCheck> {
  const code = await findSkipCode({ code: normalizeSkipCode(rawCode) });
  if (!code) return "unknown";
  if (code.expiresAt && code.expiresAt.getTime() <= Date.now()) return "expired";
  return code.uses >= code.maxUses ? "used_up" : "valid";
}

export const skipCodeCheckMessage: Record<SkipCodeCheck, string> = {
  valid: "Your code is good.",
  used_up: "That code has already been used the maximum number of times.",
  expired: "That code has expired.",
  unknown: "That code isn't valid. Check it and try again.",
};
