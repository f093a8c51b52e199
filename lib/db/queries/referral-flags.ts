import { alias } from "drizzle-orm/pg-core";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { referralFlags, waitlistEntries } from "@/lib/db/schema";

export const REFERRAL_FLAG_REASONS = ["same_person", "same_browser", "same_address", "duplicate_email", "daily_cap"] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

export type ReferralFlagRow = {
  id: string; reason: string; createdAt: Date;
  referrerId: string; referrerEmail: string; referredEntryId: string; referredEmail: string;
};

/** Records why a referral earned nothing (once per referred entry). */
export async function recordReferralFlag({ referrerId, referredEntryId, reason }: { referrerId: string; referredEntryId: string; reason: ReferralFlagReason }): Promise<void> {
  const db = await getDb();
  await db.insert(referralFlags).values({ referrerId, referredEntryId, reason }).onConflictDoNothing();
}

/** Suspected referral fraud, oldest first, with both parties' emails (for the admin console). */
export async function listReferralFlags({ limit = 200, since }: { limit?: number; since?: Date } = {}): Promise<ReferralFlagRow[]> {
  const db = await getDb();
  const referrer = alias(waitlistEntries, "referrer");
  const referred = alias(waitlistEntries, "referred");
  return db
    .select({
      id: referralFlags.id, reason: referralFlags.reason, createdAt: referralFlags.createdAt,
      referrerId: referralFlags.referrerId, referrerEmail: referrer.email,
      referredEntryId: referralFlags.referredEntryId, referredEmail: referred.email,
    })
    .from(referralFlags)
    .innerJoin(referrer, eq(referrer.id, referralFlags.referrerId))
    .innerJoin(referred, eq(referred.id, referralFlags.referredEntryId))
    .where(since ? sql`${referralFlags.createdAt} >= ${since.toISOString()}` : undefined)
    .orderBy(referralFlags.createdAt, referralFlags.id)
    .limit(limit);
}

/** The emails of the referrer's other confirmed referrals (to spot one inbox under several aliases). */
export async function otherReferredEmails({ referrerId, exceptEntryId }: { referrerId: string; exceptEntryId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ email: waitlistEntries.email })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.referrerId, referrerId), ne(waitlistEntries.id, exceptEntryId), sql`${waitlistEntries.confirmedAt} is not null`))
    .orderBy(desc(waitlistEntries.confirmedAt))
    .limit(1000);
  return rows.map((r) => r.email);
}

/** How many of this referrer's referrals earned nothing, per reason (the referrer's own page says why). */
export async function countReferralFlags({ referrerId }: { referrerId: string }): Promise<{ reason: ReferralFlagReason; count: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ reason: referralFlags.reason, count: sql<number>`count(*)::int` })
    .from(referralFlags)
    .where(eq(referralFlags.referrerId, referrerId))
    .groupBy(referralFlags.reason)
    .orderBy(referralFlags.reason);
  return rows.map((r) => ({ reason: r.reason as ReferralFlagReason, count: Number(r.count) }));
}
