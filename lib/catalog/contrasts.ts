// What two kinds of product are each for (data/catalog/contrasts.json), said before the picks of
// each when they're weighed against each other ("air fryer vs instant pot", "kindle or my ipad").
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const fileSchema = z.object({
  note: z.string(),
  contrasts: z.array(z.object({ sides: z.tuple([z.string(), z.string()]), say: z.string().min(40) }).strict()).min(1),
}).strict();

let loaded: z.infer<typeof fileSchema>["contrasts"] | null = null;

/** What each of two kinds is for, in either order, or null when the pair has no entry. */
export function kindContrast(a: string, b: string): string | null {
  loaded ??= fileSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), "data/catalog/contrasts.json"), "utf8"))).contrasts;
  return loaded.find((c) => (c.sides[0] === a && c.sides[1] === b) || (c.sides[0] === b && c.sides[1] === a))?.say ?? null;
}
