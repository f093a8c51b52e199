// The model engine's search_products tool reads the products table. The eval must not touch
// anyone's database, so it gets a throw-away in-memory PGlite with the bundled catalog seeded.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "@/lib/db/schema";
import { setDb, type Db } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { seed } from "@/lib/db/seed";

export async function useInMemoryDatabase(): Promise<() => Promise<void>> {
  const client = await PGlite.create("memory://");
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db, "pglite");
  await seed(db);
  setDb(db, "pglite", () => client.close());
  return () => client.close();
}
