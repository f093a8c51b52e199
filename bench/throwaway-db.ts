// A fresh PostgreSQL database for one benchmark run, dropped at the end whatever happens. The server
// is BENCH_DATABASE_URL (or TEST_DATABASE_URL); the run gets its own database's URL.
import crypto from "node:crypto";
import { Client } from "pg";

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function withThrowawayDatabase(prefix: string, run: (dbUrl: string) => Promise<void>): Promise<void> {
  if (!BENCH_SERVER_URL) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL.");
  const dbName = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  try {
    await run(Object.assign(new URL(BENCH_SERVER_URL), { pathname: `/${dbName}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}
