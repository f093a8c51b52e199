import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ApiError } from "./errors";

export type Limit = { key: string; limit: number; windowSeconds: number };

const PRUNE_EVERY = 500;

// Fixed-window counters in the database, so every app server shares them.
export async function hit({ key, limit, windowSeconds }: Limit): Promise<{ ok: boolean; retryAfter: number; count: number }> {
  const db = await getDb();
  const nowMs = Date.now();
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const rows = await db.execute(sql`
    insert into rate_limit_buckets (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
    returning count`);
  const count = Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 1);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - nowMs) / 1000));
  // About one hit in PRUNE_EVERY also clears windows that ended long ago, so the table stays small
  // without a scheduler (every app server shares the chore).
  if (Math.random() * PRUNE_EVERY < 1) await pruneBuckets();
  return { ok: count <= limit, retryAfter, count };
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
