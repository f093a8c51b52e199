import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ApiError } from "./errors";

export type Limit = { key: string; limit: number; windowSeconds: number };

const PRUNE_EVERY = 500;

/** The fixed window a hit at `nowMs` falls in (its bucket's key and start), and the seconds until it ends. */
export function bucketOf({ key, windowSeconds }: Limit, nowMs = Date.now()): { key: string; windowStart: string; retryAfter: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { key, windowStart: new Date(start).toISOString(), retryAfter: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)) };
}

/**
 * One hit on `limit` as a statement (an upsert returning the window's count), for `hit` and for
 * statements that count a hit together with the write it allows (lib/db/queries/messages.ts), and
 * the seconds until the window ends. (The caller's read for a message counts its address limit
 * with the same upsert: lib/db/queries/conversations.ts.)
 */
export function hitStatement(limit: Limit, nowMs = Date.now()): { upsert: SQL; retryAfter: number } {
  const { key, windowStart, retryAfter } = bucketOf(limit, nowMs);
  return {
    upsert: sql`insert into rate_limit_buckets (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
    returning count`,
    retryAfter,
  };
}

// Fixed-window counters in the database, so every app server shares them.
export async function hit(limit: Limit): Promise<{ ok: boolean; retryAfter: number; count: number }> {
  const db = await getDb();
  const { upsert, retryAfter } = hitStatement(limit);
  const rows = await db.execute(upsert);
  const count = Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 1);
  await pruneNowAndThen();
  return { ok: count <= limit.limit, retryAfter, count };
}

/**
 * About one hit in PRUNE_EVERY also clears windows that ended long ago, so the table stays small
 * without a scheduler (every app server shares the chore).
 */
export async function pruneNowAndThen(): Promise<void> {
  if (Math.random() * PRUNE_EVERY < 1) await pruneBuckets();
}

const TOO_MANY = "Too many requests. Please wait a moment and try again.";

/** The 429 with Retry-After of a key over its limit. */
export const rateLimited = (retryAfter: number, message = TOO_MANY) =>
  new ApiError("rate_limited", message, { retryAfter }, { "Retry-After": String(retryAfter) });

/** Throws a 429 with Retry-After when the key is over its limit. */
export async function enforce(limit: Limit, message = TOO_MANY): Promise<void> {
  const r = await hit(limit);
  if (!r.ok) throw rateLimited(r.retryAfter, message);
}

/** Counts without consuming, e.g. to check a login lock before verifying a password. */
export async function peek({ key, windowSeconds }: Omit<Limit, "limit">): Promise<number> {
  const db = await getDb();
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await db.execute(sql`select count from rate_limit_buckets where key = ${key} and window_start = ${start.toISOString()}`);
  return Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** Windows that ended more than two days ago are dead weight (longest window in use: one day). */
export async function pruneBuckets(olderThanSeconds = 2 * 24 * 3600): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limit_buckets where window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}
