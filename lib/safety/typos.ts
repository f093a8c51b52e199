// Typos of key words: "sucidal", "overdoes", "presure", "lithum", "laxitives". A word of five letters
// or more that is not itself a key word, nor an ordinary English word close to one (a generated
// list, data/safety/typo-protect.json), is read as the key word one edit away (two for long
// words), when exactly one is that close. Key words come from the safety data itself.
import conceptsJson from "@/data/safety/concepts.json";
import lexiconJson from "@/data/safety/lexicon.json";
import rulesJson from "@/data/safety/rules.json";
import protectJson from "@/data/safety/typo-protect.json";
import { z } from "zod";

/** Optimal string alignment distance (edits, with swapped neighbours as one), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Every literal word of five letters or more in the safety vocabulary. */
export function safetyKeywords(): string[] {
  const sources = [
    ...Object.values((conceptsJson as { concepts: Record<string, string[]> }).concepts).flat(),
    ...Object.values(lexiconJson as Record<string, string>),
    ...(rulesJson as { rules: { patterns: string[] }[] }).rules.flatMap((r) => r.patterns),
  ];
  const words = new Set<string>();
  // Skip regex escapes (\w, \d...) so "\\wself" does not become a word.
  for (const s of sources) for (const w of s.replace(/\\[a-z]/g, " ").match(/[a-z]{5,}/g) ?? []) words.add(w);
  return [...words];
}

const allowed = (len: number) => (len >= 8 ? 2 : 1);

let index: { keywords: Set<string>; byFirst: Map<string, string[]>; protect: Set<string>; cache: Map<string, string> } | null = null;
function typoIndex() {
  if (index) return index;
  const keywords = new Set(safetyKeywords());
  // Indexed by first letter and length, so a word is only compared with key words it could be a typo of.
  const byFirst = new Map<string, string[]>();
  for (const k of keywords) {
    for (const key of [`${k[0]}${k.length}`, `${k[1]}${k[0]}${k.length}`]) byFirst.set(key, [...(byFirst.get(key) ?? []), k]);
  }
  const protect = new Set(z.object({ words: z.array(z.string()) }).parse(protectJson).words);
  index = { keywords, byFirst, protect, cache: new Map() };
  return index;
}

/** The key word a typo stands for, or the word itself. */
export function correctWord(word: string): string {
  const ix = typoIndex();
  if (word.length < 5 || ix.keywords.has(word) || ix.protect.has(word) || !/^[a-z]+$/.test(word)) return word;
  const hit = ix.cache.get(word);
  if (hit !== undefined) return hit;
  const max = allowed(word.length);
  // Most typos keep the first letter; a swap of the first two is the common exception.
  const candidates: string[] = [];
  for (let len = word.length - max; len <= word.length + max; len++) {
    candidates.push(...(ix.byFirst.get(`${word[0]}${len}`) ?? []), ...(ix.byFirst.get(`${word[0]}${word[1]}${len}`) ?? []));
  }
  let best = word;
  let bestD = max + 1;
  let tie = false;
  for (const k of candidates) {
    const dist = editDistance(word, k, Math.min(max, allowed(k.length)));
    if (dist < bestD) { best = k; bestD = dist; tie = false; } else if (dist === bestD && k !== best) tie = true;
  }
  const out = bestD <= max && !tie ? best : word;
  if (ix.cache.size < 20000) ix.cache.set(word, out);
  return out;
}

/** Reads every word of a normalized message through correctWord. */
export const correctTypos = (text: string) => text.replace(/[a-z]{5,}/g, (w) => correctWord(w));
