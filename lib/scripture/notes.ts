// What can honestly be said about a passage beside its exact words: who wrote the book (by
// tradition, said as tradition), what the book is, a short mainstream reading for the passages
// people most often ask about, and the verses around it. Data: data/scripture/book-notes.json and
// passage-notes.json, read on first use.
import { readFileSync } from "node:fs";
import path from "node:path";
import { bookById } from "./books";
import { bookChapters } from "./data";
import { formatReference, lookupReference, parseReferences, type VersePassage } from "./references";
import { z } from "zod";
import { readDataFile } from "@/lib/data-file";

interface BookNote {
  writer: string;
  about: string;
}

let books: Record<string, BookNote> | null = null;
let headings: Record<string, string> | null = null;
let passages: Record<string, string> | null = null;
const read = <T,>(file: string): T => JSON.parse(readFileSync(path.join(process.cwd(), "data/scripture", file), "utf8")) as T;

/** The book a reference is in, with its traditional writer and what it is about. */
export function bookNote(reference: string): (BookNote & { book: string }) | null {
  books ??= read<{ books: Record<string, BookNote> }>("book-notes.json").books;
  const ref = parseReferences(reference)[0] ?? parseReferences(reference, { chapters: true })[0];
  const note = ref?.bookId ? books[ref.bookId] : undefined;
  return note && ref?.bookId ? { ...note, book: bookById(ref.bookId)?.name ?? ref.book } : null;
}

const inRanges = (n: number, ranges: string) => ranges.split(",").some((r) => {
  const [a, b] = r.split("-").map(Number);
  return n >= a && n <= (b ?? a);
});

/** "Psalm 23" → ["David"]: the writers its heading names (the WEB text here leaves headings out). */
export function psalmWriters(chapter: number): string[] {
  headings ??= read<{ psalmHeadings: Record<string, string> }>("book-notes.json").psalmHeadings;
  return Object.entries(headings).filter(([name, ranges]) => !name.startsWith("_") && inRanges(chapter, ranges)).map(([name]) => name);
}

/** A short reading of a well-known passage, or null (most passages have none, and none is invented). */
export function passageNote(reference: string): string | null {
  passages ??= read<{ notes: Record<string, string> }>("passage-notes.json").notes;
  return passages[reference] ?? null;
}

/** Every key of passage-notes.json, for the test that resolves each one. */
export function notedPassages(): string[] {
  passages ??= read<{ notes: Record<string, string> }>("passage-notes.json").notes;
  return Object.keys(passages);
}

/** The passage with `around` verses either side, inside its chapter; null for a whole chapter. */
export function passageInContext(passage: VersePassage, around = 3): VersePassage | null {
  const ref = parseReferences(passage.reference)[0];
  const first = passage.verses[0];
  const last = passage.verses.at(-1);
  if (!ref?.bookId || !first || !last || first.chapter !== last.chapter || ref.spans[0]?.verse === null) return null;
  const length = bookChapters(ref.bookId)?.[first.chapter - 1]?.length ?? 0;
  const from = Math.max(1, first.verse - around);
  const to = Math.min(length, last.verse + around);
  if (from === first.verse && to === last.verse) return null;
  const widened = formatReference({ bookId: ref.bookId, book: ref.book, spans: [{ chapter: first.chapter, verse: from, endChapter: first.chapter, endVerse: to }] });
  return lookupReference(widened);
}

let leads: Record<string, string> | null = null;
/** A short pastoral word for a faith question on a theme ("does God still love me after…"), or null. */
export function faithLead(themeId: string): string | null {
  leads ??= read<{ leads: Record<string, string> }>("faith-leads.json").leads;
  return leads[themeId] ?? null;
}

const followUpSchema = z.object({
  followUps: z.record(z.string(), z.array(z.object({ asks: z.string().min(3), answer: z.string().min(80), verses: z.array(z.string()).min(1) }))),
});
let followUps: Map<string, { asks: RegExp; answer: string; verses: string[] }[]> | null = null;
const faithFollowUps = () =>
  (followUps ??= new Map(Object.entries(readDataFile("scripture/faith-follow-ups.json", followUpSchema).followUps).map(([id, list]) => [id, list.map((f) => ({ ...f, asks: new RegExp(f.asks, "i") }))])));

/**
 * The plain answer to the next question after a faith answer on a theme ("something easier to read" after
 * choosing a Bible, "what if he cheated" after divorce), from data/scripture/faith-follow-ups.json, or null.
 */
export function faithFollowUp(themeId: string, text: string): { answer: string; verses: string[] } | null {
  const hit = faithFollowUps().get(themeId)?.find((f) => f.asks.test(text));
  return hit ? { answer: hit.answer, verses: hit.verses } : null;
}

/** Whether a theme has follow-up answers at all. */
export const hasFaithFollowUps = (themeId: string): boolean => faithFollowUps().has(themeId);
