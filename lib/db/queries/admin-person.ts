import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

// What the person page shows beyond the list row (issue 12): referrals, last activity, history.

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export type PersonReferrals = {
  counted: { email: string; status: string; confirmedAt: Date | null }[];
  notCounted: { email: string; reason: string; at: Date }[];
};

/** People this entry referred (credited once they confirmed) and the referrals that earned nothing, with why. */
export async function referralsOf({ entryId }: { entryId: string }): Promise<PersonReferrals> {
  const db = await getDb();
  const [counted, flags] = await Promise.all([
    db.execute(sql`select email, status, confirmed_at as "confirmedAt" from waitlist_entries where referrer_id = ${entryId} order by created_at desc limit 100`),
    db.execute(sql`select w.email, f.reason, f.created_at as at from referral_flags f join waitlist_entries w on w.id = f.referred_entry_id
      where f.referrer_id = ${entryId} order by f.created_at desc limit 100`),
  ]);
  const flaggedEmails = new Set(rowsOf<{ email: string }>(flags).map((f) => f.email));
  return {
    counted: rowsOf<{ email: string; status: string; confirmedAt: string | null }>(counted)
      .filter((r) => !flaggedEmails.has(r.email))
      .map((r) => ({ email: r.email, status: r.status, confirmedAt: r.confirmedAt ? new Date(r.confirmedAt) : null })),
    notCounted: rowsOf<{ email: string; reason: string; at: string }>(flags).map((r) => ({ ...r, at: new Date(r.at) })),
  };
}

/** The last time the person's conversations changed (the app keeps no other activity record). */
export async function lastActiveAt({ userId }: { userId: string }): Promise<Date | null> {
  const db = await getDb();
  const [r] = rowsOf<{ at: string | null }>(await db.execute(sql`select max(updated_at) as at from conversations where user_id = ${userId}`));
  return r?.at ? new Date(r.at) : null;
}

export type StatusEvent = { at: Date; what: string };

/** The waiting-list milestones as events (the admin actions come from the audit log). */
export async function entryMilestones({ entryId }: { entryId: string }): Promise<StatusEvent[]> {
  const db = await getDb();
  const [r] = rowsOf<Record<string, string | null>>(await db.execute(sql`select created_at, confirmed_at, invited_at, approved_at, approved_via
    from waitlist_entries where id = ${entryId}`));
  if (!r) return [];
  const ev: StatusEvent[] = [];
  const push = (at: string | null | undefined, what: string) => { if (at) ev.push({ at: new Date(at), what }); };
  push(r.created_at, "Joined the waiting list");
  push(r.confirmed_at, "Confirmed their email");
  push(r.invited_at, "Invited");
  push(r.approved_at, `Approved${r.approved_via ? ` (${r.approved_via.replace(/_/g, " ")})` : ""}`);
  return ev;
}
