import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { waitlistEntries, type WaitlistStatus } from "@/lib/db/schema";

export const waitlistColumns = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  name: waitlistEntries.name,
  userId: waitlistEntries.userId,
  status: waitlistEntries.status,
  referralCode: waitlistEntries.referralCode,
  referredByCode: waitlistEntries.referredByCode,
  referrerId: waitlistEntries.referrerId,
  confirmedReferrals: waitlistEntries.confirmedReferrals,
  confirmedAt: waitlistEntries.confirmedAt,
  createdAt: waitlistEntries.createdAt,
};

export type WaitlistRow = {
  id: string;
  email: string;
  name: string | null;
  userId: string | null;
  status: WaitlistStatus;
  referralCode: string;
  referredByCode: string | null;
  referrerId: string | null;
  confirmedReferrals: number;
  confirmedAt: Date | null;
  createdAt: Date;
};

export async function findWaitlistEntryByEmail({ email }: { email: string }): Promise<WaitlistRow | null> {
  const db = await getDb();
  const [row] = await db.select(waitlistColumns).from(waitlistEntries).where(eq(waitlistEntries.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findWaitlistEntryByCode({ code }: { code: string }): Promise<WaitlistRow | null> {
  const db = await getDb();
  const [row] = await db.select(waitlistColumns).from(waitlistEntries).where(eq(waitlistEntries.referralCode, code.toUpperCase())).limit(1);
  return row ?? null;
}

export type NewWaitlistEntry = {
  email: string;
  name?: string | null;
  userId?: string | null;
  referralCode: string;
  referredByCode?: string | null;
  referrerId?: string | null;
  visitorId?: string | null;
  signupIp?: string | null;
  source?: string | null;
  confirmationTokenHash: string;
  confirmationExpiresAt: Date;
};

/** Inserts unless the email is already listed; answers whether a row was created. */
export async function insertWaitlistEntry(entry: NewWaitlistEntry): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(waitlistEntries)
    .values({ ...entry, email: entry.email.toLowerCase() })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

export async function linkWaitlistEntryToUser({ email, userId }: { email: string; userId: string }): Promise<void> {
  const db = await getDb();
  await db.update(waitlistEntries).set({ userId, updatedAt: new Date() }).where(eq(waitlistEntries.email, email.toLowerCase()));
}

export async function setConfirmationToken({ email, tokenHash, expiresAt }: { email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  const db = await getDb();
  await db
    .update(waitlistEntries)
    .set({ confirmationTokenHash: tokenHash, confirmationExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(waitlistEntries.email, email.toLowerCase()));
}
