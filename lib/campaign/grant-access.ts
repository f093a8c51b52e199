import type { Caller } from "@/lib/auth/caller";
import { campaignCookie, visitorCookie } from "@/lib/auth/visitor";
import { mintVisitorId } from "./visitor-ids";
import { insertCampaignSession } from "@/lib/db/queries/campaign";

export type GrantInput = {
  caller: Caller;
  ip: string;
  userAgent: string | null;
  referrer: string | null;
  source: string; medium: string; campaign: string; q: string | null;
  landingPage: string | null; deviceId: string | null;
};

/**
 * Records the campaign session and returns the cookies that carry access: the visitor cookie
 * (an existing visitor keeps its id, so its conversations stay its own) and the signed campaign cookie.
 */
export async function grantCampaignAccess(input: GrantInput) {
  const visitorId = input.caller.visitorId ?? (await mintVisitorId({ ip: input.ip }));
  await insertCampaignSession({
    visitorId,
    source: input.source, medium: input.medium, campaign: input.campaign, q: input.q,
    referrer: input.referrer, landingPage: input.landingPage, deviceId: input.deviceId,
    ip: input.ip, userAgent: input.userAgent,
  });
  return { visitorId, cookies: [visitorCookie(visitorId), campaignCookie(visitorId)] };
}
