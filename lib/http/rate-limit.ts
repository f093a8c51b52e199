import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ApiError } from "./errors";

export type Limit = { key: string; limit: number; windowSeconds: number };

const PRUNE_EVERY = 500;

/**
 * One hit on `limit` as a statement (an upsert returning the window's count), for `hit` and for
 * statements that count a hit together with the write it allows (lib/db/queries/messages.ts), and
 * the seconds until the window ends.
 */
export function hitStatement({ key, windowSeconds }: Limit, nowMs = Date.now()): { upsert: SQL; retryAfter: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return {
    upsert: sql`insert into rate_limit_buckets (key, window_start, count) values (${key}, ${new Date(start).toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
    returning count`,
    retryAfter: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)),
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

/** Throws a 429 with Retry-After when the key is over its limit. */
export async function enforce(limit: Limit, message = "Too many requests. Please wait a moment and try again."): Promise<void> {
  const r = await hit(limit);
  if (!r.ok) throw new ApiError("rate_limited", message, { retryAfter: r.retryAfter }, { "Retry-After": String(r.retryAfter) });
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
