import type { ReferralFlagReason } from "@/lib/db/queries/referral-flags";

const from: Record<ReferralFlagReason, string> = {
  same_person: "from your own email address",
  same_browser: "from the same browser as you",
  same_address: "from the same network as you",
  duplicate_email: "to an inbox that already counted for you",
  daily_cap: "over the daily limit of referral credits",
};

/**
 * Why referrals did not move the referrer up, in words for the referrer's page ("1 referral from
 * the same network as you isn't counted"): a promised boost that never comes needs a reason.
 */
export function notCountedLine(reason: ReferralFlagReason, count: number): string {
  return `${count} ${count === 1 ? "referral" : "referrals"} ${from[reason]} ${count === 1 ? "isn't" : "aren't"} counted`;
}
