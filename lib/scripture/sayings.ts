// Well-known sayings people ask about (eleventh pass): "what does it mean that God works all things for
// good", "is 'God helps those who help themselves' in the Bible". The sayings live in
// data/scripture/sayings.json: a verse is quoted and explained from the WEB; a saying that isn't in the
// Bible is said to be so, honestly, with the nearest real passages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  sayings: z.array(z.object({ match: z.array(z.string().min(3)).min(1), inBible: z.boolean(), note: z.string().optional(), references: z.array(z.string().min(3)).min(1) })),
});

export interface Saying {
  inBible: boolean;
  note: string | null;
  references: string[];
  patterns: RegExp[];
}

let sayings: Saying[] | null = null;

/** Every saying, validated once. Throws on a malformed file: bad data should fail loudly in tests. */
export function knownSayings(): Saying[] {
  if (!sayings) {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), "data/scripture/sayings.json"), "utf8"));
    sayings = schema.parse(raw).sayings.map((s) => ({ inBible: s.inBible, note: s.note ?? null, references: s.references, patterns: s.match.map((m) => new RegExp(m, "i")) }));
  }
  return sayings;
}

/** The saying the text quotes, or null. */
export function findSaying(text: string): Saying | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  return knownSayings().find((s) => s.patterns.some((re) => re.test(t))) ?? null;
}
