// Shared by the bad-input, authorization-matrix and fuzz tests: what the database holds, and the
// routes and gated pages as the file system has them (so a new one cannot be forgotten).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

/**
 * Tables that legitimately change on any request, good or bad: the rate-limit counters (every
 * limited call counts, a refused one too). Everything else must be untouched by a refused input.
 */
// A refused sign-in is itself recorded: login_throttles holds the failure count that slows guessing.
export const GROWS_ON_ANY_REQUEST = new Set(["rate_limit_buckets", "login_throttles"]);

type Rows<T> = { rows: T[] };

/** Each table's row count and a digest of its content (catches updates as well as inserts). */
export async function tableSnapshot(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as Rows<{ table_name: string }>;
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (GROWS_ON_ANY_REQUEST.has(name)) continue;
    const r = (await db.execute(sql.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`,
    ))) as unknown as Rows<{ n: number; d: string }>;
    out[name] = `${r.rows[0]!.n} rows, ${r.rows[0]!.d}`;
  }
  return out;
}

/** Every app/api/**\/route.ts as its URL pattern ("/api/conversations/[id]") with its exported methods. */
export function apiRoutes(root = process.cwd()): { pattern: string; file: string; methods: string[] }[] {
  const base = path.join(root, "app", "api");
  const found: { pattern: string; file: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === "route.ts") {
        const rel = path.relative(path.join(root, "app"), path.dirname(full)).split(path.sep).join("/");
        found.push({ pattern: `/${rel}`, file: path.relative(root, full), methods: exportedMethods(fs.readFileSync(full, "utf8")) });
      }
    }
  };
  walk(base);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The HTTP methods a route file exports (`export const GET`, `export async function POST`, `export { h as GET }`). */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(",")) found.add(part.trim().split(/\s+as\s+/).pop()!.trim());
  }
  return METHODS.filter((m) => found.has(m));
}

/** Every page under a gated prefix (/app, /referrals, /admin, /utm-dashboard) as its URL. */
export function gatedPages(gatedPrefixes: string[], root = process.cwd()): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "api" && !e.name.startsWith("_")) walk(full);
      } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(e.name)) {
        // Route groups "(name)" do not appear in the URL.
        const rel = path.relative(path.join(root, "app"), dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join("/");
        pages.push(`/${rel}`.replace(/\/$/, "") || "/");
      }
    }
  };
  walk(path.join(root, "app"));
  return pages.filter((p) => gatedPrefixes.some((g) => p === g || p.startsWith(`${g}/`))).sort();
}

/**
 * Counts every row written (inserted, updated or deleted) in every table but GROWS_ON_ANY_REQUEST,
 * per table, with row-level triggers (test databases only, in a schema of their own). A write
 * that is rolled back rolls its count back too. Cheap enough to read around every request, and
 * stricter than row counts: an update is a change as well.
 */
export async function installWriteCounter(): Promise<() => Promise<Record<string, number>>> {
  const db = await getDb();
  await db.execute(sql.raw("create schema if not exists test_probe"));
  await db.execute(sql.raw("create table if not exists test_probe.writes (table_name text primary key, n bigint not null)"));
  await db.execute(sql.raw(`
    create or replace function test_probe.count_write() returns trigger language plpgsql as $$
    begin
      insert into test_probe.writes values (TG_TABLE_NAME, 1) on conflict (table_name) do update set n = test_probe.writes.n + 1;
      return null;
    end $$`));
  const tables = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as Rows<{ table_name: string }>;
  for (const { table_name: name } of tables.rows) {
    if (GROWS_ON_ANY_REQUEST.has(name)) continue;
    await db.execute(sql.raw(`drop trigger if exists test_probe_writes on "${name}"`));
    await db.execute(sql.raw(`create trigger test_probe_writes after insert or update or delete on "${name}" for each row execute function test_probe.count_write()`));
  }
  return async () => {
    const r = (await db.execute(sql`select table_name, n::int as n from test_probe.writes`)) as unknown as Rows<{ table_name: string; n: number }>;
    return Object.fromEntries(r.rows.map((x) => [x.table_name, x.n]));
  };
}
