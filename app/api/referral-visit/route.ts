import { z } from "zod";
import { route, jsonWithCookies } from "@/lib/http/route";
import { visitorCookie } from "@/lib/auth/visitor";
import { mintVisitorId } from "@/lib/campaign/visitor-ids";
import { noteReferralVisit } from "@/lib/beta/referrals";

// Someone opened a referral link. Counted once per code, visitor and day; the answer never says
// whether the code exists.
export const POST = route(
  {
    body: z.object({ referralCode: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, "Invalid referral code") }),
    rateLimit: ({ ip }) => [{ key: `referral-visit:ip:${ip}`, limit: 30, windowSeconds: 600 }],
  },
  async ({ body, caller, ip }) => {
    const visitorId = caller.visitorId ?? (await mintVisitorId({ ip }));
    await noteReferralVisit({ code: body.referralCode.toUpperCase(), visitorId, ip });
    return jsonWithCookies({ success: true }, caller.visitorId ? [] : [visitorCookie(visitorId)]);
  },
);
