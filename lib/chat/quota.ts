import { env } from "@/lib/env";
import { site } from "@/lib/config/site";
import { ApiError } from "@/lib/http/errors";
import { hit, peek } from "@/lib/http/rate-limit";
import type { Owner } from "./owner";

// Anonymous (campaign) visitors get a daily number of model answers, counted per visitor cookie
// and per address, so an ad visitor cannot run up the model bill by clearing cookies or by
// sharing one cookie. Signed-in, approved users are not metered here.
const DAY = 24 * 3600;

/** Who is metered: the identity the campaign visitor chats as, and their address. */
export type QuotaSubject = { owner: Owner; ip: string };

const keysFor = ({ owner, ip }: QuotaSubject): string[] => [
  owner.kind === "visitor" ? `chat-quota:visitor:${owner.visitorId}` : `chat-quota:user:${owner.userId}`,
  `chat-quota:ip:${ip}`,
];

export function quotaExceeded(retryAfter = 3600): ApiError {
  return new ApiError(
    "quota_exceeded",
    `You've used today's ${env.CAMPAIGN_DAILY_QUOTA} free answers. Join the ${site.name} beta for unlimited conversations, or come back tomorrow.`,
    { limit: env.CAMPAIGN_DAILY_QUOTA, retryAfter, joinUrl: "/" },
    { "Retry-After": String(retryAfter) },
  );
}

/** Throws 429 quota_exceeded when the visitor has no answers left today; consumes nothing. */
export async function assertQuotaLeft(subject: QuotaSubject): Promise<void> {
  for (const key of keysFor(subject)) {
    if ((await peek({ key, windowSeconds: DAY })) >= env.CAMPAIGN_DAILY_QUOTA) throw quotaExceeded();
  }
}

/** Counts one model answer for the visitor (call right before the model runs); 429 past the quota. */
export async function consumeQuota(subject: QuotaSubject): Promise<void> {
  for (const key of keysFor(subject)) {
    const r = await hit({ key, limit: env.CAMPAIGN_DAILY_QUOTA, windowSeconds: DAY });
    if (!r.ok) throw quotaExceeded(r.retryAfter);
  }
}
