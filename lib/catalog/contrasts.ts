// What two kinds of product are each for (data/catalog/contrasts.json), said before the picks of
// each when they're weighed against each other ("air fryer vs instant pot", "kindle or my ipad"),
// and for two kinds named in words whether or not we carry either ("toaster oven or an air fryer",
// "roku or fire stick", "electric toothbrush vs regular").
import { z } from "zod";
import { readDataFile } from "@/lib/data-file";

const fileSchema = z.object({
  note: z.string(),
  contrasts: z.array(z.object({ sides: z.tuple([z.string(), z.string()]), say: z.string().min(40) }).strict()).min(1),
  words: z.array(z.object({ sides: z.tuple([z.array(z.string().min(2)).min(1), z.array(z.string().min(2)).min(1)]), say: z.string().min(40), category: z.string().optional() }).strict()),
}).strict();

type ContrastFile = z.infer<typeof fileSchema>;
let loaded: ContrastFile | null = null;
const file = () => (loaded ??= readDataFile("catalog/contrasts.json", fileSchema));

/** What each of two kinds is for, in either order, or null when the pair has no entry. */
export function kindContrast(a: string, b: string): string | null {
  return file().contrasts.find((c) => (c.sides[0] === a && c.sides[1] === b) || (c.sides[0] === b && c.sides[1] === a))?.say ?? null;
}

// Weighing words: "or", "vs", "versus", "difference between", "better", "compared to", "instead of".
const WEIGHS = /\b(?:or|vs\.?|versus|difference|better|compared? (?:to|with)|instead of|rather than|over)\b/;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]?");

/** "toaster oven or an air fryer?": what each of two kinds named in words is for (and the category of ours they belong to), or null. */
export function wordContrast(text: string): { say: string; category: string | null } | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!WEIGHS.test(t)) return null;
  const at = (words: string[]) => {
    const m = new RegExp(`(?<![a-z0-9])(?:${words.map(escape).join("|")})(?![a-z0-9])`).exec(t);
    return m ? { from: m.index, to: m.index + m[0].length } : null;
  };
  // Both sides said, in different places ("electric toothbrush vs regular": "electric" is not also the other side).
  const found = file().words.find((w) => {
    const [a, b] = [at(w.sides[0]), at(w.sides[1])];
    return a !== null && b !== null && (a.to <= b.from || b.to <= a.from);
  });
  return found ? { say: found.say, category: found.category ?? null } : null;
}
