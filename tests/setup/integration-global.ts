import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { Client } from "pg";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { pgliteDumpPath, pgTemplateName } from "./template-db";

// Migrate once per run: a PGlite dump each test file loads, or a PostgreSQL template database.
export default async function globalSetup(): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = pgTemplateName();
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${name}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const c = new Client({ connectionString: url.toString() });
      await c.connect();
      await migratePg(drizzlePg({ client: c }), { migrationsFolder: "drizzle" });
      await c.end();
    }
    await admin.end();
    return;
  }
  const file = pgliteDumpPath();
  if (fs.existsSync(file)) return;
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: "drizzle" });
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.tmp`, file);
  await client.close();
}
