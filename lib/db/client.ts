import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock";
import { log, safeError } from "@/lib/http/log";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";
type Handle = { db: Db; kind: DbKind; close: () => Promise<void> };

// One handle per process, shared by every bundle Next loads (globalThis survives module copies).
const KEY = Symbol.for("helpful-hand.db");
type Holder = { [KEY]?: Promise<Handle> };
const holder = globalThis as unknown as Holder;

export const pgliteDir = () => path.join(env.DATA_DIR, "pglite");

async function openPglite(dir: string): Promise<Handle> {
  const release = acquireDataDirLock(dir);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: async () => { await client.close(); release(); } };
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const pool = new Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    // A stopped or unreachable server must fail a request within seconds (503), never hang it.
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS,
    // Client-side too: a server that keeps the socket open but stops answering (frozen, network
    // partition) would otherwise hold the request forever.
    query_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS + 2000,
    keepAlive: true,
  });
  // An idle connection the server closes (restart, failover) emits "error" on the pool; without
  // a listener Node would crash the process. The pool drops that client and opens a new one later.
  pool.on("error", (err) => log("warn", "database connection lost", { error: safeError(err) }));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

function open(): Promise<Handle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(pgliteDir());
}

async function handle(): Promise<Handle> {
  if (!holder[KEY]) {
    holder[KEY] = open();
    holder[KEY].catch(() => { holder[KEY] = undefined; });
  }
  return holder[KEY];
}

/** The database for this process: PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function dbKind(): Promise<DbKind> {
  return (await handle()).kind;
}

/** Scripts and test setup hand the process a database they opened themselves. */
export function setDb(db: Db, kind: DbKind, close: () => Promise<void> = async () => {}): void {
  holder[KEY] = Promise.resolve({ db, kind, close });
}

export async function closeDb(): Promise<void> {
  const current = holder[KEY];
  holder[KEY] = undefined;
  if (current) await (await current).close();
}
