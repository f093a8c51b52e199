import path from "node:path";
import type { Db, DbKind } from "./client";

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/** Applies the committed SQL migrations (the same folder serves PGlite and PostgreSQL). */
export async function migrate(db: Db, kind: DbKind): Promise<void> {
  if (kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(db as unknown as Parameters<typeof run>[0], { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(db as unknown as Parameters<typeof run>[0], { migrationsFolder });
  }
}
