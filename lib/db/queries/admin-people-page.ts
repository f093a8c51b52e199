import { sql, type SQL } from "drizzle-orm";
import type { PeopleFilter } from "./admin-people";
import { afterCursor, type PeopleCursor } from "./admin-people-cursor";

// The fast path of the admin's list of people (issue 12, 100,000 entries): when no filter needs an
// account column, a page is cut from waiting_entries alone (plus accounts without an entry) using
// their indexes, and accounts are joined for the 50 rows shown only. Search is by prefix (email, or
// a name, lower-cased) so it runs on btree text_pattern_ops indexes: see docs/decisions/admin.md.

/** True when the filter can be answered from entries first (role, provider, suspended and "no entry" need accounts). */
export const entriesFirst = (f: PeopleFilter) => !f.role && !f.provider && f.suspended === undefined && f.status !== "none";

export const prefixPattern = (q: string) => `${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Entries matching the search: by email or name prefix, or whose account's first or last name starts so. */
function entrySearch(q: string): SQL {
  const p = prefixPattern(q);
  return sql`w.id in (select id from waitlist_entries where email like ${p}
    union select id from waitlist_entries where lower(name) like ${p}
    union select x.id from users u join waitlist_entries x on x.email = u.email where u.email like ${p} or lower(u.first_name) like ${p} or lower(u.last_name) like ${p})`;
}

function entryWhere(f: PeopleFilter, after?: PeopleCursor): SQL {
  const parts: SQL[] = [sql`true`];
  if (after) parts.push(afterCursor(after, { joinedAt: sql`w.created_at`, email: sql`w.email`, key: sql`w.id` }));
  if (f.query) parts.push(entrySearch(f.query));
  if (f.status && f.status !== "none") parts.push(sql`w.status = ${f.status}`);
  if (f.hasReferrals !== undefined) parts.push(f.hasReferrals ? sql`w.confirmed_referrals > 0` : sql`w.confirmed_referrals = 0`);
  if (f.fraud !== undefined) parts.push(sql`${f.fraud ? sql`` : sql`not`} exists (select 1 from referral_flags rf where rf.referrer_id = w.id)`);
  return sql.join(parts, sql` and `);
}

/** Accounts without an entry belong in the list unless a filter only entries can match is set. */
function accountsBranch(f: PeopleFilter, after?: PeopleCursor): SQL | null {
  if (f.status || f.hasReferrals === true || f.fraud === true) return null;
  // users.has_entry is kept by triggers (drizzle/0006_admin.sql), so accounts without an entry are a
  // range of a partial index; probing each account's email against the entries cost 10,000 probes.
  const parts: SQL[] = [sql`u.has_entry = false`];
  if (after) parts.push(afterCursor(after, { joinedAt: sql`u.created_at`, email: sql`u.email`, key: sql`u.id` }));
  if (f.query) {
    const p = prefixPattern(f.query);
    parts.push(sql`(u.email like ${p} or lower(u.first_name) like ${p} or lower(u.last_name) like ${p})`);
  }
  return sql`select u.id as entry_id, false as is_entry, u.email, null::text as entry_name, null::text as status, 0 as confirmed_referrals,
      u.created_at as joined_at, null::bigint as queue_score, null::bigint as queue_seq
    from users u where ${sql.join(parts, sql` and `)}`;
}

// Each order is one an index can produce for the branch (waitlist_created_idx, waitlist_queue_idx,
// the email unique indexes, waitlist_referrals_idx), so Merge Append + Limit reads only a page.
export function entriesFirstOrder(f: PeopleFilter): SQL {
  switch (f.sort ?? "newest") {
    case "oldest": return sql`joined_at asc`;
    case "email": return sql`email asc`;
    case "referrals": return sql`confirmed_referrals desc, joined_at desc`;
    case "queue": return f.status === "waiting" ? sql`queue_score asc, queue_seq asc` : sql`status = 'waiting' desc, queue_score asc nulls last, queue_seq asc nulls last`;
    default: return sql`joined_at desc`;
  }
}

/** The row key breaks ties in the sort's direction: newest is exactly oldest reversed, one index scan either way. */
export const tieBreak = (f: PeopleFilter): SQL => ((f.sort ?? "newest") === "newest" ? sql`desc` : sql`asc`);

/**
 * Accounts without an entry can only be on this page if they sort before the last entry that would
 * fill it (the boundary row `b`): checking only those keeps the per-account probe to a handful.
 */
function accountBound(f: PeopleFilter): SQL {
  switch (f.sort ?? "newest") {
    case "oldest": return sql`u.created_at <= coalesce((select joined_at from b), 'infinity')`;
    case "email": return sql`coalesce(u.email <= (select email from b), true)`;
    case "referrals": return sql`coalesce((select confirmed_referrals = 0 and u.created_at >= joined_at from b), true)`;
    case "queue": return sql`true`;
    default: return sql`u.created_at >= coalesce((select joined_at from b), '-infinity')`;
  }
}

/** The page's rows (entry or account-only), ordered and cut, before accounts are joined. */
export function entriesFirstPage(f: PeopleFilter, { limit, offset, after }: { limit: number; offset: number; after?: PeopleCursor }): SQL {
  const accounts = accountsBranch(f, after);
  const order = entriesFirstOrder(f);
  const n = offset + limit;
  // Entries are cut by their own index; accounts without an entry are read only up to the boundary.
  // Every cut orders by the row key too: rows sharing a join time must be cut the way the page orders them.
  const e = sql`e as (select w.id as entry_id, true as is_entry, w.email, w.name as entry_name, w.status, w.confirmed_referrals,
      w.created_at as joined_at, w.queue_score, w.queue_seq from waitlist_entries w where ${entryWhere(f, after)} order by ${order}, entry_id ${tieBreak(f)} limit ${n})`;
  if (!accounts) return sql`(with ${e} select * from e order by ${order}, entry_id ${tieBreak(f)} limit ${limit} offset ${offset})`;
  return sql`(with ${e}, b as (select * from e order by ${order}, entry_id ${tieBreak(f)} offset ${n - 1} limit 1)
    select * from (select * from e union all (select * from (${accounts} and ${accountBound(f)}) a order by ${order}, entry_id ${tieBreak(f)} limit ${n})) x
    order by ${order}, entry_id ${tieBreak(f)} limit ${limit} offset ${offset})`;
}

/** Every matching row, unordered (for the count). */
export function entriesFirstAll(f: PeopleFilter): SQL {
  const accounts = accountsBranch(f);
  return sql`select 1 from waitlist_entries w where ${entryWhere(f)} ${accounts ? sql`union all select 1 from (${accounts}) a` : sql``}`;
}
