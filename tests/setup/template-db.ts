import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";

// Shared by the global setup and each test file: where the migrated template lives.
export function migrationsHash(): string {
  const dir = path.join(process.cwd(), "drizzle");
  const h = crypto.createHash("sha256");
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) h.update(f).update(fs.readFileSync(path.join(dir, f)));
  return h.digest("hex").slice(0, 12);
}

export const pgliteDumpPath = () => path.join(os.tmpdir(), `hh-pglite-template-${migrationsHash()}.tar.gz`);
export const pgTemplateName = () => `hh_template_${migrationsHash()}`;
