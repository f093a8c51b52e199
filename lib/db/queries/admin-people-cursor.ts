import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";

// Keyset paging for the admin's list of people (issue 12): "the 50 rows after this one" reads an
// index range from the cursor, where page=1000 reads and throws away 49,950 rows. The cursor names
// the sort it was made for and the last row's sort key at full (microsecond) precision, plus the
// row key (entry id, or account id for an account without an entry) that breaks ties in the sort's
// direction (newest: later key first; oldest and email: earlier key first).

/** Sorts whose order is a unique key an index can start from; the others page by number only. */
export const KEYSET_SORTS = ["newest", "oldest", "email"] as const;
export type KeysetSort = (typeof KEYSET_SORTS)[number];
export const isKeysetSort = (s: string): s is KeysetSort => (KEYSET_SORTS as readonly string[]).includes(s);

const ISO_MICROS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const cursorShape = z.discriminatedUnion("s", [
  z.object({ s: z.enum(["newest", "oldest"]), k: z.string().regex(ISO_MICROS), id: z.string().uuid() }),
  z.object({ s: z.literal("email"), k: z.string().min(1).max(320), id: z.string().uuid() }),
]);
export type PeopleCursor = z.infer<typeof cursorShape>;

export const encodeCursor = (c: PeopleCursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

/** The cursor, or null when it is not one this server made (the route answers 400). */
export function decodeCursor(raw: string): PeopleCursor | null {
  try {
    const r = cursorShape.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** The sort key of a row as the cursor carries it (timestamps as UTC text with microseconds). */
export const cursorKeySql = (sort: KeysetSort, joinedAt: SQL, email: SQL): SQL =>
  sort === "email" ? sql`${email}` : sql`to_char(${joinedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after the cursor in the list's order (`<sort>, row key`), for a branch's columns. The plain
 * `<=`/`>=` conjunct is what lets the index start at the cursor instead of filtering from the top.
 */
export function afterCursor(c: PeopleCursor, cols: { joinedAt: SQL; email: SQL; key: SQL }): SQL {
  const id = sql`${c.id}::uuid`;
  if (c.s === "email") return sql`(${cols.email} >= ${c.k} and (${cols.email} > ${c.k} or ${cols.key} > ${id}))`;
  const t = sql`${c.k}::timestamptz`;
  const [cmp, cmpEq] = c.s === "newest" ? [sql`<`, sql`<=`] : [sql`>`, sql`>=`];
  return sql`(${cols.joinedAt} ${cmpEq} ${t} and (${cols.joinedAt} ${cmp} ${t} or ${cols.key} ${cmp} ${id}))`;
}

/**
 * A page=N jump on the plain list (no search or filter) newest or oldest first: the row just before
 * the page, found by walking (created_at, id) index-only in both branches, becomes the cursor, so the
 * page itself is read like Next. Reading 49,950 narrow index entries costs less than 49,950 rows.
 */
export function rowBeforeOffsetSql(sort: "newest" | "oldest", offset: number): SQL {
  const dir = sort === "newest" ? sql`desc` : sql`asc`;
  const at = sql`to_char(k_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  // The key is formatted for the one row kept, outside the offset (not for 49,950 skipped ones).
  return sql`select ${at} as k, k_id as id from (select k_at, k_id from (
      (select created_at as k_at, id as k_id from waitlist_entries order by created_at ${dir}, id ${dir} limit ${offset})
      union all
      (select created_at, id from users where has_entry = false order by created_at ${dir}, id ${dir} limit ${offset})
    ) x order by k_at ${dir}, k_id ${dir} offset ${offset - 1} limit 1) y`;
}
