// Queue position lookups at 1k, 10k and 100k waiting entries, on a private PGlite database in a
// temp dir. Prints ms per lookup and the ratio to the 1k figure. Run: npx tsx bench/queue-position.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";

const BOOST = 10;
const SIZES = [1_000, 10_000, 100_000];
const LOOKUPS = 300;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-bench-queue-"));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = "silent";
  delete process.env.DATABASE_URL;
  const schema = await import("../lib/db/schema");
  const { setDb, closeDb } = await import("../lib/db/client");
  const { queuePosition } = await import("../lib/db/queries/waitlist");
  const { queuePositions } = await import("../lib/beta/queue-position");

  const client = await PGlite.create(path.join(dir, "pglite"));
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: "drizzle" });
  setDb(db as never, "pglite", () => client.close());

  let have = 0;
  const results: { size: number; ms: number }[] = [];
  for (const size of SIZES) {
    // Every tenth person has a few confirmed referrals, so boosts reorder the queue.
    await db.execute(sql`
      insert into waitlist_entries (email, referral_code, status, confirmed_referrals, confirmed_at)
      select 'p' || g || '@bench.test', 'B' || lpad(g::text, 10, '0'), 'waiting', case when g % 10 = 0 then g % 4 else 0 end, now()
      from generate_series(${have + 1}::int, ${size}::int) g`);
    await db.execute(sql`update waitlist_entries set queue_score = 2 * (queue_seq - ${BOOST} * confirmed_referrals) - (case when confirmed_referrals > 0 then 1 else 0 end) where queue_score is null`);
    await db.execute(sql`vacuum analyze waitlist_entries`);
    have = size;

    const ids = ((await db.execute(sql`select id from waitlist_entries order by random() limit ${LOOKUPS}`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (size === SIZES[0]) await checkAgainstRules(ids.slice(0, 50));
    for (const id of ids.slice(0, 20)) await queuePosition({ id, boost: BOOST }); // warm up
    const t0 = performance.now();
    for (const id of ids) await queuePosition({ id, boost: BOOST });
    const ms = (performance.now() - t0) / ids.length;
    results.push({ size, ms });
  }

  const plan = (await db.execute(sql`explain select count(*) from waitlist_entries w where w.status = 'waiting' and (w.queue_score, w.queue_seq) < (100, 100)`)) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log("plan for the count:", plan.rows.map((r) => r["QUERY PLAN"].trim()).join(" | "));
  const base = results[0]!.ms;
  console.log("entries    ms/lookup   ratio to 1k");
  for (const r of results) console.log(`${String(r.size).padStart(7)}    ${r.ms.toFixed(3).padStart(9)}   ${(r.ms / base).toFixed(2).padStart(11)}`);
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });

  // The database must give the same positions as the pure rules.
  async function checkAgainstRules(sample: string[]) {
    const rows = ((await db.execute(sql`select id, queue_seq as "joinOrder", confirmed_referrals as "confirmedReferrals", status from waitlist_entries`)) as unknown as { rows: { id: string; joinOrder: number; confirmedReferrals: number; status: "waiting" }[] }).rows;
    const expected = queuePositions(rows.map((r) => ({ ...r, joinOrder: Number(r.joinOrder) })), BOOST);
    for (const id of sample) {
      const got = (await queuePosition({ id, boost: BOOST })).position;
      if (got !== expected.get(id)) throw new Error(`position mismatch for ${id}: db ${got}, rules ${expected.get(id)}`);
    }
    console.log(`positions agree with lib/beta/queue-position.ts on ${sample.length} sampled entries`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
