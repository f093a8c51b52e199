import { newVisitorId } from "@/lib/auth/visitor";
import { campaignAddressDailyQuota } from "@/lib/env";
import { enforce } from "@/lib/http/rate-limit";

const DAY = 24 * 3600;

/**
 * A new anonymous visitor id (signed into the visitor cookie by the caller). The campaign quota is
 * carried by this id, so ids are not free: each address gets at most as many new ones a day as it
 * may get campaign answers (CAMPAIGN_ADDRESS_DAILY_QUOTA), whichever route hands them out.
 */
export async function mintVisitorId({ ip }: { ip: string }): Promise<string> {
  await enforce(
    { key: `visitor-new:ip:${ip}`, limit: campaignAddressDailyQuota(), windowSeconds: DAY },
    "Too many new visitors from your network today. Please come back tomorrow.",
  );
  return newVisitorId();
}
