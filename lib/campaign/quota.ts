import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { hit, peek } from "@/lib/http/rate-limit";

// Daily model answers per campaign visitor and per address, in the shared rate-limit buckets
// (so every app server counts the same). A day is a UTC day.
const DAY = 24 * 3600;

export const QUOTA_MESSAGE =
  "You've reached today's limit of free answers. Join the beta for full access, it's free, and come back tomorrow for more.";

function keys(visitorId: string | null, ip: string): string[] {
  return [...(visitorId ? [`quota:visitor:${visitorId}`] : []), `quota:ip:${ip}`];
}

/** Throws 429 quota_exceeded when the visitor or the address has used today's answers. */
export async function assertCampaignQuota({ visitorId, ip }: { visitorId: string | null; ip: string }): Promise<void> {
  for (const key of keys(visitorId, ip)) {
    if ((await peek({ key, windowSeconds: DAY })) >= env.CAMPAIGN_DAILY_QUOTA) throw quotaError();
  }
}

/** Counts one model answer against both keys. */
export async function consumeCampaignQuota({ visitorId, ip }: { visitorId: string | null; ip: string }): Promise<void> {
  for (const key of keys(visitorId, ip)) await hit({ key, limit: env.CAMPAIGN_DAILY_QUOTA, windowSeconds: DAY });
}

function quotaError(): ApiError {
  const now = Date.now();
  const retryAfter = Math.ceil((DAY * 1000 - (now % (DAY * 1000))) / 1000);
  return new ApiError("quota_exceeded", QUOTA_MESSAGE, { retryAfter, signupUrl: "/" }, { "Retry-After": String(retryAfter) });
}
