import fs from "node:fs";
import { env } from "@/lib/env";
import { acquireDataDirLock } from "@/lib/db/lock";
import { getDb, dbKind, closeDb, pgliteDir } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { seed } from "@/lib/db/seed";

/**
 * Migrates and seeds the configured database. With keepLock the embedded database's lock stays
 * with this process, so the server it starts (its child) is the only other one allowed in.
 */
export async function prepareDatabase({ keepLock = false } = {}): Promise<void> {
  if (!env.DATABASE_URL) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    if (keepLock) acquireDataDirLock(pgliteDir());
  }
  const db = await getDb();
  const kind = await dbKind();
  await migrate(db, kind);
  await seed(db);
  await closeDb();
}
