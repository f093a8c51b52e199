import { sql } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET as live } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { getDb, setDb, type Db } from "@/lib/db/client";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

test("liveness answers ok with the model and email modes, and no database field", async () => {
  const r = await call(live, { path: "/api/health" });
  expect(r.status).toBe(200);
  expect(r.json.status).toBe("ok");
  expect(r.json.database).toBeUndefined();
  expect(r.json.model).toEqual({ mode: "offline" });
  expect(r.json.email).toEqual({ mode: "outbox" });
  expect(r.headers.get("x-request-id")).toBeTruthy();
});

test("readiness reports the database up and every migration applied", async () => {
  const r = await call(ready, { path: "/api/health/ready" });
  expect(r.status).toBe(200);
  expect(r.json.status).toBe("ready");
  expect(r.json.database.state).toBe("up");
  expect(["pglite", "postgres"]).toContain(r.json.database.kind);
  expect(r.json.migrations.pending).toBe(false);
  expect(r.json.migrations.applied).toBe(r.json.migrations.expected);
  expect(r.json.model).toEqual({ mode: "offline" });
});

test("readiness answers 503 when the latest migration is missing, and liveness stays 200", async () => {
  const db = await getDb();
  const { rows } = (await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
  const last = rows[0]!;
  await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
  try {
    const r = await call(ready, { path: "/api/health/ready" });
    expect(r.status).toBe(503);
    expect(r.json.status).toBe("not_ready");
    expect(r.json.migrations.pending).toBe(true);
    expect(r.json.error.code).toBe("unavailable");
    expect((await call(live, { path: "/api/health" })).status).toBe(200);
  } finally {
    await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
  }
});

test("with the database unreachable, readiness answers 503 JSON without the driver's message; liveness 200", async () => {
  const db = await getDb();
  const refused = Object.assign(new Error("connect ECONNREFUSED 10.1.2.3:5432"), { code: "ECONNREFUSED" });
  const broken = new Proxy(db, { get: (t, k) => (k === "execute" ? () => Promise.reject(refused) : Reflect.get(t, k)) }) as Db;
  // lib/db/client.ts keeps the handle on globalThis; keep the test's own (with its close) to put back.
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for("helpful-hand.db");
  const original = holder[key];
  setDb(broken, "postgres");
  try {
    const r = await call(ready, { path: "/api/health/ready" });
    expect(r.status).toBe(503);
    expect(r.json.database).toEqual({ state: "down" });
    expect(JSON.stringify(r.json)).not.toContain("10.1.2.3");
    expect((await call(live, { path: "/api/health" })).status).toBe(200);
  } finally {
    holder[key] = original;
  }
});
