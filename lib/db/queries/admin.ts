import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { conversations, messages, users, waitlistEntries, type WaitlistStatus } from "@/lib/db/schema";

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

export type AdminUserRow = {
  id: string; email: string; firstName: string | null; lastName: string | null; role: "user" | "admin";
  betaStatus: WaitlistStatus | null; createdAt: Date;
};

export async function listUsersForAdmin({ limit = 200 }: { limit?: number } = {}): Promise<AdminUserRow[]> {
  const db = await getDb();
  return db
    .select({
      id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role,
      betaStatus: waitlistEntries.status, createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(waitlistEntries, eq(waitlistEntries.email, users.email))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

export type AdminConversationRow = { id: string; title: string; ownerEmail: string | null; visitor: boolean; messageCount: number; isHidden: boolean; updatedAt: Date };

export async function listConversationsForAdmin({ limit = 100 }: { limit?: number } = {}): Promise<AdminConversationRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: conversations.id, title: conversations.title, ownerEmail: users.email, visitorId: conversations.visitorId,
      isHidden: conversations.isHidden, updatedAt: conversations.updatedAt,
      messageCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
  // A hidden conversation's title is the owner's secret; admins see that it exists, not what it is.
  return rows.map((r) => ({
    id: r.id, title: r.isHidden ? "(hidden)" : r.title, ownerEmail: r.ownerEmail, visitor: !r.ownerEmail && !!r.visitorId,
    messageCount: Number(r.messageCount), isHidden: r.isHidden, updatedAt: r.updatedAt,
  }));
}

export type DayCount = { day: string; count: number };

export async function dailyCounts({ days = 30 }: { days?: number } = {}): Promise<{ signups: DayCount[]; conversations: DayCount[] }> {
  const db = await getDb();
  const q = (table: string) =>
    db.execute(sql`select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as count
      from ${sql.raw(table)} where created_at >= now() - make_interval(days => ${days}) group by 1 order by 1`);
  const [s, c] = await Promise.all([q("users"), q("conversations")]);
  const fix = (r: unknown) => rowsOf<{ day: string; count: number }>(r).map((x) => ({ day: x.day, count: Number(x.count) }));
  return { signups: fix(s), conversations: fix(c) };
}

/** An admin decision lets someone in at once (the invite flow is the normal path). */
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
