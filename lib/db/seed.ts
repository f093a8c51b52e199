import type { Db } from "./client";

/** Idempotent start-up data (the product catalog is loaded here once it exists). */
export async function seed(db: Db): Promise<void> {
  void db;
}
