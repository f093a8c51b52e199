import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { waitlistEntries } from "@/lib/db/schema";

// Read models for the admin pages. Explicit columns; never a password or phrase hash.

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export async function adminOverviewCounts(): Promise<{ users: number; admins: number; waitlist: Record<string, number>; conversations: number; messages: number }> {
  const db = await getDb();
  const [u] = rowsOf<{ users: number; admins: number }>(
    await db.execute(sql`select count(*)::int as users, count(*) filter (where role = 'admin')::int as admins from users`),
  );
  const w = rowsOf<{ status: string; n: number }>(await db.execute(sql`select status, count(*)::int as n from waitlist_entries group by status`));
  const [c] = rowsOf<{ conversations: number; messages: number }>(
    await db.execute(sql`select (select count(*)::int from conversations) as conversations, (select count(*)::int from messages) as messages`),
  );
  return {
    users: Number(u?.users ?? 0),
    admins: Number(u?.admins ?? 0),
    waitlist: Object.fromEntries(w.map((r) => [r.status, Number(r.n)])),
    conversations: Number(c?.conversations ?? 0),
    messages: Number(c?.messages ?? 0),
  };
}

/** Approves the entry under `email`: "approved" when it changed now, "already" when it was, null without an entry. */
export async function approveWaitlistEntry({ email }: { email: string }): Promise<{ result: "approved" | "already"; name: string | null } | null> {
  const db = await getDb();
  const e = email.toLowerCase();
  const changed = await db
    .update(waitlistEntries)
    .set({ status: "approved", approvedAt: new Date(), approvedVia: "admin", updatedAt: new Date() })
    .where(and(eq(waitlistEntries.email, e), ne(waitlistEntries.status, "approved")))
    .returning({ name: waitlistEntries.name });
  if (changed[0]) return { result: "approved", name: changed[0].name };
  const [was] = await db.select({ name: waitlistEntries.name }).from(waitlistEntries).where(eq(waitlistEntries.email, e)).limit(1);
  return was ? { result: "already", name: was.name } : null;
}
