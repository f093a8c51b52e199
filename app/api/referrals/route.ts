import { route } from "@/lib/http/route";
import { referralSummary } from "@/lib/beta/referrals";

// The signed-in person's queue position, referral link, referral count and why some referrals did not count.
export const GET = route({ auth: "user" }, async ({ caller }) => {
  const s = await referralSummary(caller.user!);
  return {
    referralCode: s.referralCode,
    referralLink: s.referralLink,
    position: s.position,
    totalWaiting: s.totalWaiting,
    confirmedReferrals: s.confirmedReferrals,
    placesPerReferral: s.placesPerReferral,
    status: s.status,
    notCounted: s.notCounted,
  };
});
