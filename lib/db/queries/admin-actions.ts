import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import {
  adminAudit, communitySignups, contactMessages, emailOutbox, loginThrottles, referralVisits, users, waitlistEntries,
} from "@/lib/db/schema";
import { forgetQueueTotal } from "./waitlist";

// Writes behind the admin's per-person actions (issue 12).

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * Invites one waiting (or unconfirmed) person now, within capacity: the same advisory lock as the
 * batch invite (lib/db/queries/waitlist.ts), so the two never hand out the same last seat.
 */
export async function invitePersonWithinCapacity({ entryId, capacity, tokenHash, expiresAt }: {
  entryId: string; capacity: number; tokenHash: string; expiresAt: Date;
}): Promise<"invited" | "no_room" | "not_waiting"> {
  forgetQueueTotal();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const used = Number(rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from waitlist_entries where status in ('approved', 'invited')`))[0]?.n ?? 0);
    if (used >= capacity) return "no_room";
    const now = new Date();
    const rows = await tx
      .update(waitlistEntries)
      .set({ status: "invited", invitedAt: now, inviteTokenHash: tokenHash, inviteExpiresAt: expiresAt, confirmationTokenHash: null, updatedAt: now })
      .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, ["waiting", "pending_confirmation"])))
      .returning({ id: waitlistEntries.id });
    return rows.length ? "invited" : "not_waiting";
  });
}

/** Suspends or lifts it; suspending also ends every session at once (session_version). */
export async function setSuspended({ userId, suspended }: { userId: string; suspended: boolean }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db
    .update(users)
    .set(suspended ? { suspendedAt: now, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now } : { suspendedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Deletes a person and everything that is theirs: the account (its sign-in links, avatar,
 * conversations and messages, code redemptions go with it by foreign key), the waiting-list
 * entry (its referral flags too), the visits to their referral link, mails to them, their contact
 * messages and community signups, their sign-in throttle. People they referred keep their own
 * entries, unlinked; whoever referred them keeps the credit as a number. The audit log keeps what
 * was done but not their address.
 */
export async function deletePersonData({ userId, entryId, email, referralCode, throttleKey }: {
  userId: string | null; entryId: string | null; email: string; referralCode: string | null; throttleKey: string;
}): Promise<void> {
  forgetQueueTotal();
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (entryId) {
      await tx.update(waitlistEntries).set({ referrerId: null, referredByCode: null, updatedAt: new Date() }).where(eq(waitlistEntries.referrerId, entryId));
      await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    }
    if (referralCode) {
      await tx.update(waitlistEntries).set({ referredByCode: null }).where(eq(waitlistEntries.referredByCode, referralCode));
      await tx.delete(referralVisits).where(eq(referralVisits.referralCode, referralCode));
    }
    if (userId) await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(emailOutbox).where(eq(emailOutbox.to, email));
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(communitySignups).where(sql`lower(${communitySignups.email}) = ${email}`);
    await tx.delete(loginThrottles).where(eq(loginThrottles.accountKey, throttleKey));
    const ids = [userId, entryId].filter((x): x is string => !!x);
    if (ids.length) await tx.update(adminAudit).set({ targetLabel: "deleted account" }).where(inArray(adminAudit.targetId, ids));
  });
}
