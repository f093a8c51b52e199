// The admin users list (issue 12) at 100,000 waiting-list entries (and 10,000 accounts): server time
// of one page, a search and a filtered page, on PGlite and, when BENCH_DATABASE_URL is set, PostgreSQL.
// Goal ≤ 50 ms each. Run: npx tsx bench/admin-users.ts   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import { sql } from "drizzle-orm";

const ENTRIES = 100_000;
const ACCOUNTS = 10_000;
const RUNS = 20;

type Db = { execute: (q: ReturnType<typeof sql>) => Promise<unknown> };

async function seed(db: Db) {
  await db.execute(sql`insert into waitlist_entries (email, name, referral_code, status, confirmed_referrals, confirmed_at, created_at)
    select 'person' || g || '@bench.test', 'Person ' || g, 'B' || lpad(g::text, 10, '0'),
      (array['waiting','waiting','waiting','pending_confirmation','approved','invited'])[1 + g % 6], case when g % 10 = 0 then g % 4 else 0 end, now(),
      now() - make_interval(secs => ${ENTRIES} - g)
    from generate_series(1, ${ENTRIES}) g`);
  await db.execute(sql`insert into users (email, first_name) select 'person' || (g * 10) || '@bench.test', 'Person' from generate_series(1, ${ACCOUNTS}) g`);
  await db.execute(sql`update waitlist_entries set queue_score = 2 * queue_seq where queue_score is null`);
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only probes).
  await db.execute(sql`vacuum analyze`);
}

async function measure(label: string) {
  const { searchPeople } = await import("../lib/db/queries/admin-people");
  const { decodeCursor } = await import("../lib/db/queries/admin-people-cursor");
  // Next from page 999 to page 1000 by cursor (what the page's Next link does), against the page=1000 jump.
  const cursor = (await searchPeople({ page: 999, pageSize: 50 })).nextCursor;
  const after = cursor ? decodeCursor(cursor) ?? undefined : undefined;
  if (!after) throw new Error("page 999 gave no cursor");
  const cases: [string, Parameters<typeof searchPeople>[0]][] = [
    ["first page (newest)", { page: 1, pageSize: 50 }],
    ["page 1000 (page= jump)", { page: 1000, pageSize: 50 }],
    ["page 1000 (Next, cursor)", { page: 1000, pageSize: 50, after }],
    ["search 'person4242'", { query: "person4242", page: 1, pageSize: 50 }],
    ["waiting, queue order", { status: "waiting", sort: "queue", page: 1, pageSize: 50 }],
  ];
  for (const [name, filter] of cases) {
    await searchPeople(filter); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await searchPeople(filter);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(10)} ${name.padEnd(24)} median ${times[RUNS >> 1]!.toFixed(1)} ms  p90 ${times[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms`);
  }
}

async function main() {
  process.env.LOG_LEVEL = "silent";
  const schema = await import("../lib/db/schema");
  const { setDb, closeDb } = await import("../lib/db/client");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-bench-admin-"));
  const client = await PGlite.create(path.join(dir, "pglite"));
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: "drizzle" });
  await seed(db as unknown as Db);
  setDb(db as never, "pglite", () => client.close());
  await measure("PGlite");
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return console.log("PostgreSQL: set BENCH_DATABASE_URL to measure it too.");
  const name = `hh_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new Pool({ connectionString: u.toString(), max: 4 });
  const pg = drizzlePg({ client: pool, schema });
  await migratePg(pg, { migrationsFolder: "drizzle" });
  await seed(pg as unknown as Db);
  setDb(pg as never, "postgres", async () => { await pool.end(); });
  await measure("PostgreSQL");
  await closeDb();
  await admin.query(`drop database ${name}`);
  await admin.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
