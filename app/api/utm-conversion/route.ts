import { route } from "@/lib/http/route";
import { CONVERSIONS } from "@/lib/campaign/conversions";
import { verifyConversion } from "@/lib/campaign/verify-conversion";
import { insertConversionOnce, latestCampaignSession } from "@/lib/db/queries/campaign";
import { conversionBody } from "./schema";

// One conversion per type per campaign session, and only when the server's records back it
// (lib/campaign/verify-conversion.ts); anything else answers OK and stores nothing, like a repeat.
// sendBeacon posts text/plain, so the body is parsed as JSON whatever its content type.
export const POST = route(
  {
    body: conversionBody,
    maxBodyBytes: 8 * 1024,
    rateLimit: ({ ip }) => [{ key: `utm-conversion:${ip}`, limit: 60, windowSeconds: 600 }],
  },
  async ({ body, caller }) => {
    const verified = await verifyConversion({ visitorId: caller.visitorId, userId: caller.user?.id ?? null, type: body.conversionType });
    if (!verified) return { success: true, recorded: false };
    const attribution = await latestCampaignSession({ visitorId: caller.visitorId! });
    const { valueUsd, label } = CONVERSIONS[body.conversionType];
    const recorded = await insertConversionOnce({
      sessionId: body.sessionId,
      conversionType: body.conversionType,
      label,
      valueUsd,
      questionsAsked: verified.questionsAsked,
      timeOnSite: Math.min(body.timeOnSite, verified.secondsSinceLanding + 60),
      extras: body.extras ?? null,
      visitorId: caller.visitorId,
      campaignSessionId: verified.campaignSessionId,
      source: attribution?.source ?? null,
      medium: attribution?.medium ?? null,
      campaign: attribution?.campaign ?? null,
    });
    return { success: true, recorded };
  },
);
