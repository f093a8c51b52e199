import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { WaitlistStatus } from "@/lib/db/schema";
import { entriesFirst, entriesFirstAll, entriesFirstPage, entriesFirstOrder, tieBreak } from "./admin-people-page";
import { cursorKeySql, encodeCursor, isKeysetSort, rowBeforeOffsetSql, type PeopleCursor } from "./admin-people-cursor";

// The admin's list of people (issue 12): everyone on the waiting list, with their account if they
// have one, plus accounts without an entry. One row per person; never a password or token hash.

export const PEOPLE_SORTS = ["newest", "oldest", "queue", "referrals", "email"] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];
export const PROVIDERS = ["password", "google", "apple"] as const;

export type PeopleFilter = {
  query?: string;
  status?: WaitlistStatus | "none";
  role?: "user" | "admin";
  provider?: (typeof PROVIDERS)[number];
  hasReferrals?: boolean;
  fraud?: boolean;
  suspended?: boolean;
  sort?: PeopleSort;
  page?: number;
  pageSize?: number;
  /** Keyset paging: the rows after this one (`nextCursor` of the previous page); `page` then only labels the page. */
  after?: PeopleCursor;
};

export type PersonRow = {
  /** The account id when there is one, else the waiting-list entry id (actions accept either). */
  id: string;
  userId: string | null;
  entryId: string | null;
  email: string;
  name: string | null;
  role: "user" | "admin" | null;
  betaStatus: WaitlistStatus | null;
  providers: string[];
  confirmedReferrals: number;
  flaggedReferrals: number;
  joinedAt: Date;
  suspended: boolean;
};

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Two branches joined by UNION ALL so each can use its own indexes; the entry's join time is the
// person's "joined" (an account without an entry uses the account's).
const PEOPLE = sql`(
  select coalesce(u.id, w.id) as id, u.id as user_id, w.id as entry_id, w.email, u.first_name, u.last_name, w.name as entry_name,
    u.role, w.status, w.confirmed_referrals, w.created_at as joined_at, u.suspended_at, w.queue_score, w.queue_seq,
    u.password_hash is not null as has_password
  from waitlist_entries w left join users u on u.email = w.email
  union all
  select u.id, u.id, null, u.email, u.first_name, u.last_name, null, u.role, null, 0, u.created_at, u.suspended_at, null, null,
    u.password_hash is not null
  from users u where not exists (select 1 from waitlist_entries x where x.email = u.email)
) p`;

function whereOf(f: PeopleFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.query) {
    const like = likePattern(f.query.trim());
    parts.push(sql`(p.email ilike ${like} or p.entry_name ilike ${like} or p.first_name ilike ${like} or p.last_name ilike ${like})`);
  }
  if (f.status === "none") parts.push(sql`p.status is null`);
  else if (f.status) parts.push(sql`p.status = ${f.status}`);
  if (f.role) parts.push(sql`p.role = ${f.role}`);
  if (f.provider === "password") parts.push(sql`p.has_password`);
  else if (f.provider) parts.push(sql`exists (select 1 from oauth_accounts o where o.user_id = p.user_id and o.provider = ${f.provider})`);
  if (f.hasReferrals !== undefined) parts.push(f.hasReferrals ? sql`p.confirmed_referrals > 0` : sql`p.confirmed_referrals = 0`);
  if (f.fraud !== undefined) parts.push(sql`${f.fraud ? sql`` : sql`not`} exists (select 1 from referral_flags rf where rf.referrer_id = p.entry_id)`);
  if (f.suspended !== undefined) parts.push(f.suspended ? sql`p.suspended_at is not null` : sql`p.suspended_at is null`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<PeopleSort, SQL> = {
  newest: sql`p.joined_at desc, p.id`,
  oldest: sql`p.joined_at asc, p.id`,
  // Waiting people in queue order first (the order invites follow), then everyone else.
  queue: sql`p.status = 'waiting' desc, p.queue_score asc nulls last, p.queue_seq asc nulls last, p.id`,
  referrals: sql`p.confirmed_referrals desc, p.joined_at desc, p.id`,
  email: sql`p.email asc`,
};

type Raw = {
  id: string; user_id: string | null; entry_id: string | null; email: string; first_name: string | null; last_name: string | null; entry_name: string | null;
  role: "user" | "admin" | null; status: WaitlistStatus | null; confirmed_referrals: number; joined_at: string | Date; suspended_at: string | Date | null;
  providers: string[] | null; has_password: boolean; flagged: number;
};

function toPerson(r: Raw): PersonRow {
  const account = [r.first_name, r.last_name].filter(Boolean).join(" ");
  const providers = [...(r.has_password ? ["password"] : []), ...(r.providers ?? [])];
  return {
    id: r.id, userId: r.user_id, entryId: r.entry_id, email: r.email, name: account || r.entry_name, role: r.role, betaStatus: r.status,
    providers, confirmedReferrals: Number(r.confirmed_referrals), flaggedReferrals: Number(r.flagged),
    joinedAt: new Date(r.joined_at), suspended: r.suspended_at !== null,
  };
}

const ACCOUNT_COLUMNS = sql`array(select o.provider from oauth_accounts o where o.user_id = p.user_id order by o.provider) as providers,
  (select count(*)::int from referral_flags rf where rf.referrer_id = p.entry_id) as flagged`;

/** Above this many matches the total is the planner's estimate ("about"): counting 100,000 rows costs more than the page. */
export const EXACT_TOTAL_UP_TO = 10_000;

async function countOrEstimate(rowsSql: SQL): Promise<{ total: number; totalIsEstimate: boolean }> {
  const db = await getDb();
  const capped = Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${rowsSql} limit ${EXACT_TOTAL_UP_TO + 1}) c`))[0]?.n ?? 0);
  if (capped <= EXACT_TOTAL_UP_TO) return { total: capped, totalIsEstimate: false };
  const plan = rowsOf<{ "QUERY PLAN": unknown }>(await db.execute(sql`explain (format json) ${rowsSql}`))[0]?.["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: { "Plan Rows": number } }[];
  return { total: Math.max(capped, Math.round(parsed[0]?.Plan["Plan Rows"] ?? capped)), totalIsEstimate: true };
}

/** One page of people matching the filter, and how many match in all (estimated above EXACT_TOTAL_UP_TO). */
export async function searchPeople(f: PeopleFilter): Promise<{ users: PersonRow[]; total: number; totalIsEstimate: boolean; nextCursor: string | null }> {
  const db = await getDb();
  const pageSize = f.pageSize ?? 50;
  const sort = f.sort ?? "newest";
  const keyset = entriesFirst(f) && isKeysetSort(sort) ? sort : null;
  // A cursor the fast path cannot follow (a filter on account columns) falls back to the page number.
  let after = keyset && f.after?.s === keyset ? f.after : undefined;
  let offset = after ? 0 : ((f.page ?? 1) - 1) * pageSize;
  const plain = !f.query && !f.status && f.hasReferrals === undefined && f.fraud === undefined;
  if (!after && offset > 0 && plain && (keyset === "newest" || keyset === "oldest")) {
    const before = rowsOf<{ k: string; id: string }>(await db.execute(rowBeforeOffsetSql(keyset, offset)))[0];
    if (!before) return { users: [], ...(await countOrEstimate(entriesFirstAll(f))), nextCursor: null };
    [after, offset] = [{ s: keyset, k: before.k, id: before.id }, 0];
  }
  if (entriesFirst(f)) {
    // Cut the page from entries (and accounts without one) by index, then join accounts for these rows only.
    const [rows, count] = await Promise.all([
      db.execute(sql`select * from (select coalesce(u.id, case when pg.is_entry then pg.entry_id end) as id, u.id as user_id,
          case when pg.is_entry then pg.entry_id end as entry_id, pg.email, u.first_name, u.last_name, pg.entry_name, u.role, pg.status,
          pg.confirmed_referrals, pg.joined_at, u.suspended_at, u.password_hash is not null as has_password, pg.queue_score, pg.queue_seq,
          pg.entry_id as row_key, ${keyset ? cursorKeySql(keyset, sql`pg.joined_at`, sql`pg.email`) : sql`null`} as cursor_key
        from ${entriesFirstPage(f, { limit: pageSize, offset, after })} pg left join users u on u.email = pg.email) p
        cross join lateral (select ${ACCOUNT_COLUMNS}) extra order by ${entriesFirstOrder(f)}, row_key ${tieBreak(f)}`),
      countOrEstimate(entriesFirstAll(f)),
    ]);
    const raw = rowsOf<Raw & { row_key: string; cursor_key: string | null }>(rows);
    const last = raw.at(-1);
    const nextCursor = keyset && last?.cursor_key && raw.length === pageSize ? encodeCursor({ s: keyset, k: last.cursor_key, id: last.row_key } as PeopleCursor) : null;
    return { users: raw.map(toPerson), ...count, nextCursor };
  }
  const where = whereOf(f);
  const [rows, count] = await Promise.all([
    db.execute(sql`select p.id, p.user_id, p.entry_id, p.email, p.first_name, p.last_name, p.entry_name, p.role, p.status, p.confirmed_referrals,
        p.joined_at, p.suspended_at, p.has_password, ${ACCOUNT_COLUMNS}
      from ${PEOPLE} where ${where} order by ${ORDER[f.sort ?? "newest"]} limit ${pageSize} offset ${offset}`),
    countOrEstimate(sql`select 1 from ${PEOPLE} where ${where}`),
  ]);
  return { users: rowsOf<Raw>(rows).map(toPerson), ...count, nextCursor: null };
}

/** One person by account id or waiting-list entry id (what the list's `id` holds). */
export async function findPerson({ id }: { id: string }): Promise<PersonRow | null> {
  const db = await getDb();
  const rows = await db.execute(sql`select p.*, array(select o.provider from oauth_accounts o where o.user_id = p.user_id order by o.provider) as providers,
      (select count(*)::int from referral_flags rf where rf.referrer_id = p.entry_id) as flagged
    from ${PEOPLE} where p.user_id = ${id} or p.entry_id = ${id} limit 1`);
  const r = rowsOf<Raw>(rows)[0];
  return r ? toPerson(r) : null;
}
