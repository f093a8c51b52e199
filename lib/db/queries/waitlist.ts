import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, waitlistEntries, type WaitlistStatus } from "@/lib/db/schema";
import { publicUserColumns, type UserRow } from "@/lib/db/queries/users";

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
  queueSeq: waitlistEntries.queueSeq,
  visitorId: waitlistEntries.visitorId,
  signupIp: waitlistEntries.signupIp,
  confirmationExpiresAt: waitlistEntries.confirmationExpiresAt,
  confirmedAt: waitlistEntries.confirmedAt,
  approvedAt: waitlistEntries.approvedAt,
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
  queueSeq: number;
  visitorId: string | null;
  signupIp: string | null;
  confirmationExpiresAt: Date | null;
  confirmedAt: Date | null;
  approvedAt: Date | null;
  createdAt: Date;
};

type Where = ReturnType<typeof eq>;
async function findOne(where: Where): Promise<WaitlistRow | null> {
  const db = await getDb();
  const [row] = await db.select(waitlistColumns).from(waitlistEntries).where(where).limit(1);
  return row ?? null;
}

export const findWaitlistEntryByEmail = ({ email }: { email: string }) => findOne(eq(waitlistEntries.email, email.trim().toLowerCase()));
export const findWaitlistEntryByCode = ({ code }: { code: string }) => findOne(eq(waitlistEntries.referralCode, code.toUpperCase()));
export const findWaitlistEntryById = ({ id }: { id: string }) => findOne(eq(waitlistEntries.id, id));
export const findWaitlistEntryByUserId = ({ userId }: { userId: string }) => findOne(eq(waitlistEntries.userId, userId));
export const findWaitlistEntryByConfirmationHash = ({ tokenHash }: { tokenHash: string }) =>
  findOne(eq(waitlistEntries.confirmationTokenHash, tokenHash));
export const findWaitlistEntryByInviteHash = ({ tokenHash }: { tokenHash: string }) =>
  findOne(eq(waitlistEntries.inviteTokenHash, tokenHash));

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
  confirmationTokenHash?: string | null;
  confirmationExpiresAt?: Date | null;
  /** Skip-code holders start approved. */
  status?: WaitlistStatus;
  approvedVia?: string | null;
};

/** Inserts unless the email is already listed; answers whether a row was created. */
export async function insertWaitlistEntry(entry: NewWaitlistEntry): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const approved = entry.status === "approved";
  const rows = await db
    .insert(waitlistEntries)
    .values({ ...entry, email: entry.email.trim().toLowerCase(), approvedAt: approved ? now : null, confirmedAt: approved ? now : null })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

export async function linkWaitlistEntryToUser({ email, userId }: { email: string; userId: string }): Promise<void> {
  const db = await getDb();
  await db.update(waitlistEntries).set({ userId, updatedAt: new Date() }).where(eq(waitlistEntries.email, email.trim().toLowerCase()));
}

export async function setConfirmationToken({ email, tokenHash, expiresAt }: { email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  const db = await getDb();
  await db
    .update(waitlistEntries)
    .set({ confirmationTokenHash: tokenHash, confirmationExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(waitlistEntries.email, email.trim().toLowerCase()));
}

/**
 * Confirms a pending entry once: the token hash is cleared in the same statement, so a second
 * click (or a concurrent one) finds nothing. Answers the confirmed row, or null.
 */
export async function markConfirmed({ id, tokenHash, boost }: { id: string; tokenHash: string; boost: number }): Promise<WaitlistRow | null> {
  const db = await getDb();
  const rows = await db
    .update(waitlistEntries)
    .set({
      status: "waiting",
      confirmedAt: new Date(),
      confirmationTokenHash: null,
      confirmationExpiresAt: null,
      queueScore: sql`2 * (${waitlistEntries.queueSeq} - ${boost} * ${waitlistEntries.confirmedReferrals}) - (case when ${waitlistEntries.confirmedReferrals} > 0 then 1 else 0 end)`,
      updatedAt: new Date(),
    })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.confirmationTokenHash, tokenHash), eq(waitlistEntries.status, "pending_confirmation")))
    .returning({ id: waitlistEntries.id });
  forgetQueueTotal();
  return rows.length ? findWaitlistEntryById({ id }) : null;
}

/** Uses up a confirmation token of an entry that is past confirmation (a new account's link): once only. */
export async function clearConfirmationToken({ id, tokenHash }: { id: string; tokenHash: string }): Promise<WaitlistRow | null> {
  const db = await getDb();
  const rows = await db
    .update(waitlistEntries)
    .set({ confirmationTokenHash: null, confirmationExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.confirmationTokenHash, tokenHash)))
    .returning({ id: waitlistEntries.id });
  return rows.length ? findWaitlistEntryById({ id }) : null;
}

/** One more confirmed referral for the referrer, and its score moves with it. */
export async function creditReferral({ referrerId, boost }: { referrerId: string; boost: number }): Promise<void> {
  const db = await getDb();
  await db
    .update(waitlistEntries)
    .set({
      confirmedReferrals: sql`${waitlistEntries.confirmedReferrals} + 1`,
      queueScore: sql`2 * (${waitlistEntries.queueSeq} - ${boost} * (${waitlistEntries.confirmedReferrals} + 1)) - 1`,
      updatedAt: new Date(),
    })
    .where(eq(waitlistEntries.id, referrerId));
}

const rescored = new Set<number>();
/**
 * Scores are stored so the position lookup is one index range count. If REFERRAL_BOOST changed
 * since they were written, bring them in line once per process (a no-op update otherwise).
 */
export async function ensureScores({ boost }: { boost: number }): Promise<void> {
  if (rescored.has(boost)) return;
  const db = await getDb();
  const score = sql`2 * (queue_seq - ${boost} * confirmed_referrals) - (case when confirmed_referrals > 0 then 1 else 0 end)`;
  await db.execute(sql`update waitlist_entries set queue_score = ${score} where status = 'waiting' and queue_score is distinct from ${score}`);
  rescored.add(boost);
}

// The queue length is the same for everyone and changes slowly, so one process counts it at most
// every few seconds (and again right after its own writes); other servers' writes show within TTL.
const TOTAL_TTL_MS = 5000;
let totalCache: { value: number; at: number } | null = null;
export const forgetQueueTotal = () => { totalCache = null; };

async function totalWaiting(): Promise<number> {
  if (totalCache && Date.now() - totalCache.at < TOTAL_TTL_MS) return totalCache.value;
  const db = await getDb();
  const res = await db.execute(sql`select count(*) as n from waitlist_entries where status = 'waiting'`);
  const value = Number((res as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  totalCache = { value, at: Date.now() };
  return value;
}

/**
 * Position among waiting entries (1-based): one count over the (status, queue_score, queue_seq)
 * index, an index-only range scan of the entries ahead (see docs/decisions/beta.md).
 */
export async function queuePosition({ id, boost }: { id: string; boost: number }): Promise<{ position: number | null; totalWaiting: number }> {
  await ensureScores({ boost });
  const db = await getDb();
  const res = await db.execute(sql`
    select me.status,
      (select count(*) from waitlist_entries w
         where w.status = 'waiting' and (w.queue_score, w.queue_seq) < (me.queue_score, me.queue_seq)) as ahead
    from waitlist_entries me where me.id = ${id} and me.status = 'waiting'`);
  const row = (res as unknown as { rows: { ahead: string | number; status: string }[] }).rows[0];
  return { position: row ? Number(row.ahead) + 1 : null, totalWaiting: await totalWaiting() };
}

export async function approveEntry({ id, via }: { id: string; via: string }): Promise<void> {
  forgetQueueTotal();
  const db = await getDb();
  const now = new Date();
  await db
    .update(waitlistEntries)
    .set({ status: "approved", approvedAt: now, approvedVia: via, confirmedAt: sql`coalesce(${waitlistEntries.confirmedAt}, ${now.toISOString()}::timestamptz)`, confirmationTokenHash: null, inviteTokenHash: null, updatedAt: now })
    .where(eq(waitlistEntries.id, id));
}

/**
 * Marks the next people in the queue invited, within capacity (approved and invited both hold a
 * seat). An advisory lock serialises concurrent batches across app servers. `tokenFor` gives
 * each chosen entry its hashed invite token.
 */
export async function inviteNextInQueue({ count, capacity, boost, expiresAt, tokenHashFor }: {
  count: number; capacity: number; boost: number; expiresAt: Date; tokenHashFor: (id: string) => string;
}): Promise<{ id: string; email: string; name: string | null }[]> {
  await ensureScores({ boost });
  forgetQueueTotal();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const taken = await tx.execute(sql`select count(*) as n from waitlist_entries where status in ('approved', 'invited')`);
    const used = Number((taken as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
    const room = Math.max(0, Math.min(count, capacity - used));
    if (room === 0) return [];
    const chosen = await tx
      .select({ id: waitlistEntries.id, email: waitlistEntries.email, name: waitlistEntries.name })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, "waiting"))
      .orderBy(waitlistEntries.queueScore, waitlistEntries.queueSeq)
      .limit(room);
    const now = new Date();
    for (const c of chosen) {
      await tx
        .update(waitlistEntries)
        .set({ status: "invited", invitedAt: now, inviteTokenHash: tokenHashFor(c.id), inviteExpiresAt: expiresAt, updatedAt: now })
        .where(eq(waitlistEntries.id, c.id));
    }
    return chosen;
  });
}

/** Accepts an invite once: the hash is cleared as the entry is approved. */
export async function acceptInviteByHash({ tokenHash }: { tokenHash: string }): Promise<WaitlistRow | "expired" | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: waitlistEntries.id, status: waitlistEntries.status, inviteExpiresAt: waitlistEntries.inviteExpiresAt })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.inviteTokenHash, tokenHash))
    .limit(1);
  if (!row || row.status !== "invited") return null;
  if (row.inviteExpiresAt && row.inviteExpiresAt.getTime() < Date.now()) return "expired";
  const now = new Date();
  const done = await db
    .update(waitlistEntries)
    .set({ status: "approved", approvedAt: now, approvedVia: "invite", inviteTokenHash: null, updatedAt: now })
    .where(and(eq(waitlistEntries.id, row.id), eq(waitlistEntries.inviteTokenHash, tokenHash)))
    .returning({ id: waitlistEntries.id });
  return done.length ? findWaitlistEntryById({ id: row.id }) : null;
}

export async function countByStatus(): Promise<Record<WaitlistStatus, number>> {
  const db = await getDb();
  const rows = await db.select({ status: waitlistEntries.status, n: sql<number>`count(*)::int` }).from(waitlistEntries).groupBy(waitlistEntries.status);
  const out = { pending_confirmation: 0, waiting: 0, invited: 0, approved: 0 } as Record<WaitlistStatus, number>;
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/**
 * The account for a confirmed email: found, or created without a password (they can set one or
 * use Google/Apple later). The email is verified by the link that got them here.
 */
export async function findOrCreateVerifiedUser({ email, firstName, role }: { email: string; firstName?: string | null; role: "user" | "admin" }): Promise<UserRow> {
  const db = await getDb();
  const e = email.trim().toLowerCase();
  await db.insert(users).values({ email: e, firstName: firstName ?? null, role, emailVerifiedAt: new Date() }).onConflictDoNothing({ target: users.email });
  await db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, ...(role === "admin" ? { role } : {}) }).where(eq(users.email, e));
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.email, e)).limit(1);
  return row!;
}
