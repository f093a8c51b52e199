import { site } from "@/lib/config/site";
import { env } from "@/lib/env";
import { findWaitlistEntryByCode, queuePosition } from "@/lib/db/queries/waitlist";
import { entryForUser, statusWithoutEntry } from "./waitlist";
import { recordReferralVisit } from "@/lib/db/queries/referral-visits";
import { countReferralFlags, otherReferredEmails, recordReferralFlag } from "@/lib/db/queries/referral-flags";
import { notCountedLine } from "./not-counted";
import { creditReferral, type WaitlistRow } from "@/lib/db/queries/waitlist";
import { hit } from "@/lib/http/rate-limit";
import { normalizeEmailForReferrals } from "./email-identity";
import { referralRefusal } from "./queue-position";
import type { WaitlistStatus } from "@/lib/db/schema";

export const referralLink = (code: string) => `${site.url}/?ref=${encodeURIComponent(code)}`;

export type ReferralSummary = {
  email: string;
  referralCode: string | null;
  referralLink: string | null;
  position: number | null;
  totalWaiting: number;
  confirmedReferrals: number;
  placesPerReferral: number;
  status: WaitlistStatus | "none";
  /** Referrals that earned nothing, one line per reason ("1 referral from the same network as you isn't counted"). */
  notCounted: string[];
};

/** What the referral page and GET /api/referrals show for one signed-in person. */
export async function referralSummary(user: { id: string; email: string; emailVerifiedAt: Date | null }): Promise<ReferralSummary> {
  const entry = await entryForUser(user); // never someone else's entry by email (issue 10)
  const boost = env.REFERRAL_BOOST;
  if (!entry) {
    const { totalWaiting } = await queuePosition({ id: "00000000-0000-0000-0000-000000000000", boost });
    const status = await statusWithoutEntry(user);
    return { email: user.email, referralCode: null, referralLink: null, position: null, totalWaiting, confirmedReferrals: 0, placesPerReferral: boost, status, notCounted: [] };
  }
  const [{ position, totalWaiting }, flags] = await Promise.all([queuePosition({ id: entry.id, boost }), countReferralFlags({ referrerId: entry.id })]);
  return {
    email: entry.email,
    referralCode: entry.referralCode,
    referralLink: referralLink(entry.referralCode),
    position,
    totalWaiting,
    confirmedReferrals: entry.confirmedReferrals,
    placesPerReferral: boost,
    status: entry.status,
    notCounted: flags.map((f) => notCountedLine(f.reason, f.count)),
  };
}

/** A visit through someone's link, once per code, visitor and day. Unknown codes are ignored. */
export async function noteReferralVisit({ code, visitorId, ip }: { code: string; visitorId: string; ip: string }): Promise<{ counted: boolean }> {
  const entry = await findWaitlistEntryByCode({ code });
  if (!entry) return { counted: false };
  const day = new Date().toISOString().slice(0, 10);
  return { counted: await recordReferralVisit({ referralCode: entry.referralCode, visitorId, ip, day }) };
}

/**
 * A referred person confirmed: credit the referrer, or record why not (referral_flags, for the
 * admin) when it is the same person (normalised email), browser or address, another alias of an
 * inbox this referrer already brought in, or past the referrer's REFERRAL_DAILY_CREDIT_CAP today.
 */
export async function settleReferral({ referrer, referred }: { referrer: WaitlistRow; referred: WaitlistRow }): Promise<{ credited: boolean }> {
  const flag = async (reason: Parameters<typeof recordReferralFlag>[0]["reason"]) => {
    await recordReferralFlag({ referrerId: referrer.id, referredEntryId: referred.id, reason });
    return { credited: false };
  };
  const refusal = referralRefusal(referrer, referred);
  if (refusal) return flag(refusal);
  const inbox = normalizeEmailForReferrals(referred.email);
  const others = await otherReferredEmails({ referrerId: referrer.id, exceptEntryId: referred.id });
  if (others.some((e) => normalizeEmailForReferrals(e) === inbox)) return flag("duplicate_email");
  const today = await hit({ key: `referral-credit:${referrer.id}`, limit: env.REFERRAL_DAILY_CREDIT_CAP, windowSeconds: 24 * 3600 });
  if (!today.ok) return flag("daily_cap");
  await creditReferral({ referrerId: referrer.id, boost: env.REFERRAL_BOOST });
  return { credited: true };
}
