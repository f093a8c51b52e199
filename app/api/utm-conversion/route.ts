import { route } from "@/lib/http/route";
import { CONVERSIONS } from "@/lib/campaign/conversions";
import { insertConversionOnce, latestCampaignSession } from "@/lib/db/queries/campaign";
import { conversionBody } from "./schema";

// One conversion per type per session; a repeat answers OK and stores nothing. sendBeacon posts
// text/plain, so the body is parsed as JSON whatever its content type.
export const POST = route(
  {
    body: conversionBody,
    maxBodyBytes: 8 * 1024,
    rateLimit: ({ ip }) => [{ key: `utm-conversion:${ip}`, limit: 60, windowSeconds: 600 }],
  },
  async ({ body, caller }) => {
    const attribution = caller.visitorId ? await latestCampaignSession({ visitorId: caller.visitorId }) : null;
    const { valueUsd, label } = CONVERSIONS[body.conversionType];
    const recorded = await insertConversionOnce({
      sessionId: body.sessionId,
      conversionType: body.conversionType,
      label,
      valueUsd,
      questionsAsked: body.questionsAsked,
      timeOnSite: body.timeOnSite,
      extras: body.extras ?? null,
      visitorId: caller.visitorId,
      source: attribution?.source ?? null,
      medium: attribution?.medium ?? null,
      campaign: attribution?.campaign ?? null,
    });
    return { success: true, recorded };
  },
);
