import { site } from "@/lib/config/site";
import { env } from "@/lib/env";
import { findWaitlistEntryByCode, queuePosition } from "@/lib/db/queries/waitlist";
import { entryForUser, statusWithoutEntry } from "./waitlist";
import { recordReferralVisit } from "@/lib/db/queries/referral-visits";
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
};

/** What the referral page and GET /api/referrals show for one signed-in person. */
export async function referralSummary(user: { id: string; email: string; emailVerifiedAt: Date | null }): Promise<ReferralSummary> {
  const entry = await entryForUser(user); // never someone else's entry by email (issue 10)
  const boost = env.REFERRAL_BOOST;
  if (!entry) {
    const { totalWaiting } = await queuePosition({ id: "00000000-0000-0000-0000-000000000000", boost });
    const status = await statusWithoutEntry(user);
    return { email: user.email, referralCode: null, referralLink: null, position: null, totalWaiting, confirmedReferrals: 0, placesPerReferral: boost, status };
  }
  const { position, totalWaiting } = await queuePosition({ id: entry.id, boost });
  return {
    email: entry.email,
    referralCode: entry.referralCode,
    referralLink: referralLink(entry.referralCode),
    position,
    totalWaiting,
    confirmedReferrals: entry.confirmedReferrals,
    placesPerReferral: boost,
    status: entry.status,
  };
}

/** A visit through someone's link, once per code, visitor and day. Unknown codes are ignored. */
export async function noteReferralVisit({ code, visitorId, ip }: { code: string; visitorId: string; ip: string }): Promise<{ counted: boolean }> {
  const entry = await findWaitlistEntryByCode({ code });
  if (!entry) return { counted: false };
  const day = new Date().toISOString().slice(0, 10);
  return { counted: await recordReferralVisit({ referralCode: entry.referralCode, visitorId, ip, day }) };
}
