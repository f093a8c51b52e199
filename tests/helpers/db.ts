import fs from "node:fs";
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";
import * as schema from "@/lib/db/schema";
import { setDb, closeDb, type Db } from "@/lib/db/client";
import { seed } from "@/lib/db/seed";
import { pgliteDumpPath, pgTemplateName } from "../setup/template-db";

/**
 * A fresh, migrated and seeded database for one test file, installed as the process database.
 * PGlite by default; a new database on a real PostgreSQL server when TEST_DATABASE_URL is set.
 * Call in beforeAll and `await closeTestDb()` in afterAll.
 */
export async function openTestDb(): Promise<Db> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `hh_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplateName()}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pool = new Pool({ connectionString: url.toString(), max: 4 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    setDb(db, "postgres", async () => {
      await pool.end();
      const a = new Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name}`);
      await a.end();
    });
    await seed(db);
    return db;
  }
  const dump = new Blob([fs.readFileSync(pgliteDumpPath())]);
  const client = await PGlite.create({ loadDataDir: dump });
  const db = drizzle({ client, schema }) as unknown as Db;
  setDb(db, "pglite", () => client.close());
  await seed(db);
  return db;
}

export const closeTestDb = closeDb;
