// The committed JSON knowledge under data/ (catalog notes, guides' companions, how-tos, checklists…), read
// once by each module and checked against its zod schema, so a malformed file fails loudly in tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";

/** `data/<relative>` parsed with `schema`; throws (naming the file) when it doesn't fit. */
export function readDataFile<S extends z.ZodType>(relative: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(process.cwd(), "data", relative), "utf8")));
  if (!parsed.success) throw new Error(`data/${relative}: ${parsed.error.message}`);
  return parsed.data;
}
