import { campaignAddressDailyQuota, env } from "@/lib/env";
import { site } from "@/lib/config/site";
import { ApiError } from "@/lib/http/errors";
import { hit, peek } from "@/lib/http/rate-limit";
import type { Owner } from "./owner";

// Anonymous (campaign) visitors get a daily number of model answers. The quota is carried by the
// signed visitor cookie, which only the server issues (and at most campaignAddressDailyQuota new
// ones per address per day, lib/campaign/visitor-ids.ts). The address has a higher ceiling, so a
// shared office or church address does not stop a first-time visitor, while a script that drops
// cookies stops there. Signed-in, approved users are not metered here.
const DAY = 24 * 3600;

/** Who is metered: the identity the campaign visitor chats as, and their address. */
export type QuotaSubject = { owner: Owner; ip: string };

type Bucket = { key: string; limit: number; exceeded: (retryAfter?: number) => ApiError };

function bucketsFor({ owner, ip }: QuotaSubject): Bucket[] {
  return [
    {
      key: owner.kind === "visitor" ? `chat-quota:visitor:${owner.visitorId}` : `chat-quota:user:${owner.userId}`,
      limit: env.CAMPAIGN_DAILY_QUOTA,
      exceeded: quotaExceeded,
    },
    { key: `chat-quota:ip:${ip}`, limit: campaignAddressDailyQuota(), exceeded: addressQuotaExceeded },
  ];
}

const joinHint = `Join the ${site.name} beta for unlimited conversations, or come back tomorrow.`;

export function quotaExceeded(retryAfter = 3600): ApiError {
  return new ApiError(
    "quota_exceeded",
    `You've used today's ${env.CAMPAIGN_DAILY_QUOTA} free answers. ${joinHint}`,
    { limit: env.CAMPAIGN_DAILY_QUOTA, retryAfter, joinUrl: "/" },
    { "Retry-After": String(retryAfter) },
  );
}

/** The address ceiling: said as what it is, not as "you've used your answers". */
export function addressQuotaExceeded(retryAfter = 3600): ApiError {
  return new ApiError(
    "quota_exceeded",
    `The free answers from your network today have all been used. ${joinHint}`,
    { limit: campaignAddressDailyQuota(), retryAfter, joinUrl: "/" },
    { "Retry-After": String(retryAfter) },
  );
}

/** Throws 429 quota_exceeded when the visitor has no answers left today; consumes nothing. */
export async function assertQuotaLeft(subject: QuotaSubject): Promise<void> {
  for (const b of bucketsFor(subject)) {
    if ((await peek({ key: b.key, windowSeconds: DAY })) >= b.limit) throw b.exceeded();
  }
}

/** Counts one model answer for the visitor (call right before the model runs); 429 past the quota. */
export async function consumeQuota(subject: QuotaSubject): Promise<void> {
  for (const b of bucketsFor(subject)) {
    const r = await hit({ key: b.key, limit: b.limit, windowSeconds: DAY });
    if (!r.ok) throw b.exceeded(r.retryAfter);
  }
}
