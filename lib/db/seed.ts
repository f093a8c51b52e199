import type { Db } from "./client";
import { loadCatalog } from "@/lib/catalog";
import { upsertCatalogProducts } from "./queries/products";

/** Idempotent start-up data: the bundled product catalog (data/catalog/) into products. */
export async function seed(db: Db): Promise<void> {
  await upsertCatalogProducts(db, loadCatalog().products);
}
