// The concept layer of the detector: instead of one pattern per sentence, each message is read for
// concepts (who is speaking, a wish to die, means, a lethality question, a partner, a controlling
// act, a child's age, a symptom...), and small per-kind combos (data/safety/combos.json) say which
// concepts together, in one clause, one message or the last few user turns, need which help. The
// vocabulary is data (data/safety/concepts.json); this file holds only the reasoning.
import { z } from "zod";
import conceptsJson from "@/data/safety/concepts.json";
import combosJson from "@/data/safety/combos.json";
import { SAFETY_KINDS, type SafetyKind } from "./types";
import { quickMiss, safetyData, wordRegex, type WordRegExp } from "./data";

const conceptsSchema = z.object({
  plain: z.array(z.string()),
  pastCounts: z.array(z.string()).default([]),
  /** Concepts a laugh in the same clause softens away ("my life is over lol"); strong ones stay (teens in crisis write "lol" too). */
  laughSoftens: z.array(z.string()).default([]),
  concepts: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});
const comboSchema = z.object({
  id: z.string().regex(/^c\.[a-z_]+\.[a-z_0-9]+$/),
  kind: z.enum(SAFETY_KINDS as [SafetyKind, ...SafetyKind[]]),
  severity: z.enum(["emergency", "urgent", "support"]),
  scope: z.enum(["clause", "message", "conversation"]),
  about: z.enum(["self", "other"]).default("self"),
  variant: z.string().optional(),
  pastCounts: z.boolean().default(false),
  all: z.array(z.string()).min(1),
  any: z.array(z.string()).default([]),
  none: z.array(z.string()).default([]),
  /** At least two different matches (not the same words twice) among these concepts. */
  twice: z.array(z.string()).default([]),
  /** Wins over other hits of the same urgency: a situation that changes what to do ("already in the ER waiting room"). */
  priority: z.number().int().min(0).max(9).default(0),
});
export type Combo = z.infer<typeof comboSchema>;

/** Concept name → where it matched in one clause (start, end). */
export type ConceptSpans = Map<string, [number, number][]>;
type Concept = { name: string; re: WordRegExp; plain: boolean };

const MEDIA = "dampen_media";
/** A clause that says it is fine now ("doing better now", "nothing physical") keeps only who-and-what concepts. */
const CLAUSE_DAMPEN = "dampen_ok";
const LAUGH = "laugh";
const FIRST_PERSON = ["self", "child_self"];

function load(lexicon: Record<string, string>) {
  const parsed = conceptsSchema.parse(conceptsJson);
  const combos = z.object({ combos: z.array(comboSchema) }).parse(combosJson).combos;
  const concepts: Concept[] = Object.entries(parsed.concepts).map(([name, patterns]) => ({
    name,
    // One alternation per concept, matched globally so every occurrence (and its prefix) is seen.
    re: wordRegex(patterns.map((p) => `(?:${p})`).join("|"), lexicon, "g"),
    plain: parsed.plain.includes(name),
  }));
  for (const c of combos) if (new Set(combos.map((o) => o.id)).size !== combos.length) throw new Error(`safety combos: duplicate id near ${c.id}`);
  const replies = safetyData().replies;
  for (const c of combos) if (c.variant && !replies[c.kind]?.variants[c.variant]) throw new Error(`safety combos: ${c.id} names unknown variant ${c.variant}`);
  const known = new Set(concepts.map((c) => c.name));
  for (const c of combos) {
    for (const n of [...c.all, ...c.any, ...c.none, ...c.twice]) {
      if (!known.has(n)) throw new Error(`safety combos: ${c.id} names unknown concept ${n}`);
    }
  }
  return { concepts, combos, pastCounts: new Set(parsed.pastCounts), plain: new Set(parsed.plain), laughSoftens: parsed.laughSoftens };
}

let cached: ReturnType<typeof load> | null = null;
export function conceptData(lexicon: Record<string, string>) {
  cached ??= load(lexicon);
  return cached;
}

/**
 * Every concept in one clause, with negated matches dropped ("I would never hurt myself"). `dropped`
 * says the clause is past and resolved: only concepts that count in the past (an assault) are kept.
 */
export function conceptsInClause(
  clause: string, lexicon: Record<string, string>, negated: (prefix: string) => boolean, resolvedPast: boolean,
): ConceptSpans {
  const { concepts, pastCounts, laughSoftens } = conceptData(lexicon);
  const found: ConceptSpans = new Map();
  for (const c of concepts) {
    if (resolvedPast && !c.plain && !pastCounts.has(c.name)) continue;
    if (quickMiss(c.re, clause)) continue;
    c.re.lastIndex = 0;
    for (let m = c.re.exec(clause); m; m = c.re.exec(clause)) {
      if (m[0].length === 0) { c.re.lastIndex++; continue; }
      if (!c.plain && negated(clause.slice(0, m.index))) continue;
      const spans = found.get(c.name) ?? [];
      spans.push([m.index, m.index + m[0].length]);
      found.set(c.name, spans);
    }
  }
  if (found.has(CLAUSE_DAMPEN)) for (const c of concepts) if (!c.plain) found.delete(c.name);
  if (found.has(LAUGH)) for (const name of laughSoftens) found.delete(name);
  // A film, a book about it, the Bible, a history question: that clause's concepts are about the topic,
  // not the writer, unless the writer speaks of themselves in it ("a book about healing after I was raped").
  // The "my" of "in my novel" is the book's, not the writer speaking of themselves.
  const media = found.get(MEDIA) ?? [];
  const speaks = FIRST_PERSON.some((n) => (found.get(n) ?? []).some(([a, b]) => !media.some(([ma, mb]) => a >= ma && b <= mb)));
  if (media.length && !speaks) for (const c of concepts) if (!c.plain) found.delete(c.name);
  return found;
}

/** One reading unit: concepts with spans made unique per clause (clause index * 10000 + offset). */
export function mergeSpans(units: ConceptSpans[]): ConceptSpans {
  const out: ConceptSpans = new Map();
  units.forEach((u, i) => {
    for (const [name, spans] of u) out.set(name, [...(out.get(name) ?? []), ...spans.map(([a, b]) => [a + i * 10000, b + i * 10000] as [number, number])]);
  });
  return out;
}

function distinctMatches(unit: ConceptSpans, names: string[]): number {
  const spans = names.flatMap((n) => unit.get(n) ?? []).sort((a, b) => a[0] - b[0]);
  let count = 0;
  let end = -1;
  for (const [a, b] of spans) if (a >= end) { count++; end = b; }
  return count;
}

/** Whether a combo holds in a unit; `latest` (conversation scope) must carry one of its concepts. */
export function comboHolds(combo: Combo, unit: ConceptSpans, latest?: ConceptSpans): boolean {
  const has = (n: string) => (unit.get(n)?.length ?? 0) > 0;
  if (!combo.all.every(has)) return false;
  if (combo.any.length && !combo.any.some(has)) return false;
  if (combo.none.some(has)) return false;
  if (combo.twice.length && distinctMatches(unit, combo.twice) < 2) return false;
  if (latest) {
    const plain = cached?.plain ?? new Set<string>();
    const own = [...combo.all, ...combo.any, ...combo.twice].filter((n) => !plain.has(n));
    if (!own.some((n) => (latest.get(n)?.length ?? 0) > 0)) return false;
  }
  return true;
}
