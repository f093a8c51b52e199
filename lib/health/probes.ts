import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, dbKind, type DbKind } from "@/lib/db/client";
import { migrationsFolder } from "@/lib/db/migrate";
import { env, emailMode, modelMode } from "@/lib/env";
import { log, safeError } from "@/lib/http/log";

const started = Date.now();

const model = () => (modelMode() === "openai" ? { mode: "openai" as const, model: env.OPENAI_MODEL } : { mode: "offline" as const });

/** The process is up: no database, no network. */
export function liveness() {
  return { status: "ok" as const, uptimeSeconds: Math.round((Date.now() - started) / 1000), model: model(), email: { mode: emailMode() } };
}

type Journal = { entries: { when: number; tag: string }[] };

// The build's migrations: drizzle's journal, read once (it ships with the app and never changes at run time).
let expected: { count: number; lastWhen: number } | undefined;
function expectedMigrations() {
  if (!expected) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
    expected = { count: journal.entries.length, lastWhen: Math.max(0, ...journal.entries.map((e) => e.when)) };
  }
  return expected;
}

type Database = { state: "up"; kind: DbKind } | { state: "down" };
type Migrations = { applied: number; expected: number; pending: boolean };

// Drizzle's migrator records each applied migration with the journal's `when` as created_at and
// applies what is newer than the latest row, so "up to date" means the latest row has reached
// the journal's last entry.
async function appliedMigrations(): Promise<{ applied: number; lastWhen: number }> {
  const db = await getDb();
  const res = await db.execute(sql`select count(*)::int as applied, coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`);
  const row = (res as unknown as { rows: { applied: number; last: string | number }[] }).rows[0];
  return { applied: Number(row?.applied ?? 0), lastWhen: Number(row?.last ?? 0) };
}

/** Ready to serve: the database answers and the schema matches this build. */
export async function readiness() {
  let database: Database = { state: "down" };
  let migrations: Migrations | null = null;
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    database = { state: "up", kind: await dbKind() };
    const want = expectedMigrations();
    const have = await appliedMigrations();
    migrations = { applied: have.applied, expected: want.count, pending: have.lastWhen < want.lastWhen };
  } catch (err) {
    // The detail (host, port, SQLSTATE) goes to the log, not to an anonymous caller.
    log("warn", "readiness check failed", { error: safeError(err) });
  }
  const ready = database.state === "up" && migrations !== null && !migrations.pending;
  const base = { database, migrations, model: model(), email: { mode: emailMode() } };
  if (ready) return { status: "ready" as const, ...base };
  const message = database.state === "down" ? "The database cannot be reached." : "The database schema is not up to date with this build.";
  return { status: "not_ready" as const, ...base, error: { code: "unavailable" as const, message } };
}
