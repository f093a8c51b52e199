import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

type Rows<T> = { rows: T[] };

/**
 * Claims one sign-in attempt for an account, atomically: counted as a failure in advance (a
 * success clears it), and refused while the account's current delay runs. Answers null when the
 * attempt may go ahead, else the seconds left. Concurrent guesses cannot slip through together:
 * the update only happens when no delay is running.
 */
export async function claimLoginAttempt({ key, schedule, forgetAfterSeconds }: { key: string; schedule: number[]; forgetAfterSeconds: number }): Promise<number | null> {
  const db = await getDb();
  const delays = sql.raw(`array[${schedule.map((s) => Math.trunc(s)).join(",")}]::int[]`);
  const n = sql`(case when t.last_failure_at < now() - make_interval(secs => ${forgetAfterSeconds}) then 1 else t.failures + 1 end)`;
  const claimed = (await db.execute(sql`
    insert into login_throttles as t (account_key, failures, last_failure_at, blocked_until)
    values (${key}, 1, now(), now() + make_interval(secs => (${delays})[1]))
    on conflict (account_key) do update set
      failures = ${n},
      last_failure_at = now(),
      blocked_until = now() + make_interval(secs => (${delays})[least(${n}, ${schedule.length})])
    where t.blocked_until <= now()
    returning t.failures`)) as unknown as Rows<{ failures: number }>;
  if (claimed.rows.length) return null;
  const left = (await db.execute(sql`
    select ceil(extract(epoch from blocked_until - now()))::int as s from login_throttles where account_key = ${key}`)) as unknown as Rows<{ s: number }>;
  return Math.max(1, Number(left.rows[0]?.s ?? 1));
}

/** A right password: the account's count starts over. */
export async function clearLoginFailures({ key }: { key: string }): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from login_throttles where account_key = ${key}`);
}

/** Rows nobody has failed on for a day are dead weight. */
export async function pruneLoginThrottles(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from login_throttles where last_failure_at < now() - interval '1 day'`);
}
