// Passages, parables and stories asked for by name ("the good samaritan", "david and goliath",
// "the shepherd psalm"): the names live in data/scripture/named-passages.json, the words in the WEB.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  passages: z.array(z.object({ match: z.array(z.string().min(3)).min(1), reference: z.string().min(3), name: z.string().min(3), note: z.string().optional() })),
});

export interface NamedPassage {
  reference: string;
  name: string;
  note: string | null;
  patterns: RegExp[];
}

let named: NamedPassage[] | null = null;

/** Every named passage, validated once. Throws on a malformed file: bad data should fail loudly in tests. */
export function namedPassages(): NamedPassage[] {
  if (!named) {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), "data/scripture/named-passages.json"), "utf8"));
    named = schema.parse(raw).passages.map((p) => ({ reference: p.reference, name: p.name, note: p.note ?? null, patterns: p.match.map((m) => new RegExp(m, "i")) }));
  }
  return named;
}

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");

/** The passage the text names, with where its name was found (so a caller can read the rest of the message). */
export function findNamedPassage(text: string): { passage: NamedPassage; index: number; length: number } | null {
  const t = norm(text);
  for (const passage of namedPassages()) {
    for (const re of passage.patterns) {
      const m = re.exec(t);
      if (m) return { passage, index: m.index, length: m[0].length };
    }
  }
  return null;
}

/** What to say after quoting a named passage when the story runs longer than the quote. */
export function namedPassageNote(reference: string): string | null {
  return namedPassages().find((p) => p.reference === reference)?.note ?? null;
}
