// Finding Bible references in free text and resolving them against the bundled WEB.
import { allBookAliases, bookById, findBook } from "./books";
import { bookChapters } from "./data";

/** One contiguous run of verses. verse/endVerse null = the whole chapter ("Psalm 23"). */
export interface VerseSpan {
  chapter: number;
  verse: number | null;
  endChapter: number;
  endVerse: number | null;
}

export interface ScriptureReference {
  /** Exactly as written in the text ("Prov 15:22"). */
  raw: string;
  /** Offset of raw in the text that was parsed. */
  index: number;
  /** OSIS id of the book, or null when the name is not a book of the Bible ("Hezekiah"). */
  bookId: string | null;
  /** Canonical name ("Proverbs"), or the name as written when unknown. */
  book: string;
  /** "Proverbs 16:3, 9" has two spans. */
  spans: VerseSpan[];
}

export interface Verse {
  chapter: number;
  verse: number;
  text: string;
}

export interface VersePassage {
  /** Canonical form, e.g. "Proverbs 3:5-6", "Psalm 23:1". */
  reference: string;
  /** The verses joined with single spaces: the exact WEB words. */
  text: string;
  verses: Verse[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Chapter and verse, then an optional range ("-6", "–42:3") and verse list (", 9", ",12-14").
// The list lookahead stops ", 1 Corinthians" from being read as verse 1.
const VERSES = String.raw`(\d{1,3})(?::(\d{1,3})((?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:[-–]\d{1,3})?(?![\d:]|\s?[A-Z]))*))?`;

let knownRe: RegExp | null = null;
function knownReferenceRegex(): RegExp {
  if (!knownRe) {
    const names = allBookAliases().map((a) => escapeRegex(a).replace(/ /g, String.raw`\s+`));
    // Every alias starts with a word character, so "not after a word character" is a word boundary:
    // `\b` lets the engine skip ahead to candidate starts (5x faster on a long answer than the
    // lookbehind it stands for, which is kept should an alias ever start otherwise).
    const start = allBookAliases().every((a) => /^\w/.test(a)) ? String.raw`\b` : String.raw`(?<![\w\d])`;
    knownRe = new RegExp(String.raw`${start}(${names.join("|")})(?:\.\s*|\s+)${VERSES}(?![\d\w])`, "g");
  }
  return knownRe;
}

// Something shaped like a reference whose "book" is not one: "Hezekiah 3:16".
const UNKNOWN_RE = /(?<![\w\d])((?:[123]\s?)?[A-Z][a-z]{2,}(?:\s+of\s+[A-Z][a-z]+)?)\.?\s+(\d{1,3}):(\d{1,3})(?:[-–](\d{1,3}))?(?![\d:\w])/g;

// Capitalised words that are commonly followed by a time, ratio or score, not a verse.
const NOT_BOOKS = new Set(
  (
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun " +
    "January February March April May June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec " +
    "Step Steps Phase Part Section Chapter Verse Verses Page Pages Table Figure Ratio Aspect Rule Level Round Mile Miles " +
    "Week Weeks Day Days Month Months Year Years Time Times Score Pace Split Splits Lap Laps Around About From Until Till " +
    "Before After Noon Midnight Start Starts Ends Doors Dinner Lunch Breakfast Brunch Service Services Mass Flight Gate Train " +
    "Bus Class Game Match Kickoff Session Meeting Call Appointment Version Model Scale Odds Format Today Tomorrow Tonight " +
    "Morning Evening Night Alarm Wake Bedtime Nap Arrive Arrival Depart Departure Leave Pickup Check Note Tip Option Video"
  ).split(" "),
);

function looksLikeTime(text: string, end: number, verse: string): boolean {
  return verse.length === 2 && /^\s*(?:a\.?m\.?|p\.?m\.?)\b/i.test(text.slice(end));
}

function parseSpans(chapterStr: string, verseStr: string | undefined, rest: string | undefined): VerseSpan[] {
  const chapter = Number(chapterStr);
  if (verseStr === undefined) return [{ chapter, verse: null, endChapter: chapter, endVerse: null }];
  const spans: VerseSpan[] = [];
  const [rangePart, ...listParts] = (rest ?? "").split(",");
  const first: VerseSpan = { chapter, verse: Number(verseStr), endChapter: chapter, endVerse: Number(verseStr) };
  const range = /[-–]\s?(\d{1,3})(?::(\d{1,3}))?/.exec(rangePart);
  if (range) {
    if (range[2] !== undefined) {
      first.endChapter = Number(range[1]);
      first.endVerse = Number(range[2]);
    } else first.endVerse = Number(range[1]);
  }
  spans.push(first);
  for (const part of listParts) {
    const m = /(\d{1,3})(?:[-–](\d{1,3}))?/.exec(part);
    if (m) spans.push({ chapter, verse: Number(m[1]), endChapter: chapter, endVerse: Number(m[2] ?? m[1]) });
  }
  return spans;
}

/**
 * Every Bible reference in the text, in order, including ones with an unknown book
 * ("Hezekiah 3:16", bookId null) so callers can flag them. Chapter-only references are
 * read only for Psalms ("Psalm 23") unless `chapters` is set; elsewhere a bare number is too often
 * not a chapter.
 */
export function parseReferences(text: string, options: { chapters?: boolean } = {}): ScriptureReference[] {
  const found: ScriptureReference[] = [];
  const taken: [number, number][] = [];
  for (const m of text.matchAll(knownReferenceRegex())) {
    const book = findBook(m[1]);
    if (!book) continue;
    // `chapters`: the caller knows a whole chapter is asked for ("read me Genesis 1", "Romans 8").
    if (m[3] === undefined && book.id !== "Ps" && !options.chapters) continue;
    if (m[3] !== undefined && looksLikeTime(text, m.index + m[0].length, m[3])) continue;
    found.push({ raw: m[0], index: m.index, bookId: book.id, book: book.name, spans: parseSpans(m[2], m[3], m[4]) });
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(UNKNOWN_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    const name = m[1].replace(/^[123]\s?/, "");
    if (taken.some(([a, b]) => start < b && end > a)) continue;
    if (NOT_BOOKS.has(name) || findBook(m[1])) continue;
    if (m[3].startsWith("0") || looksLikeTime(text, end, m[3])) continue;
    const chapter = Number(m[2]);
    const verse = Number(m[3]);
    const span = { chapter, verse, endChapter: chapter, endVerse: m[4] ? Number(m[4]) : verse };
    found.push({ raw: m[0], index: start, bookId: null, book: m[1], spans: [span] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Canonical spelling: "Proverbs 3:5-6", "Psalm 23:1" (singular for one psalm), "Genesis 41:25-42:3". */
export function formatReference(ref: Pick<ScriptureReference, "bookId" | "book" | "spans">): string {
  const book = ref.bookId ? (bookById(ref.bookId)?.name ?? ref.book) : ref.book;
  const oneChapter = ref.spans.every((s) => s.chapter === ref.spans[0].chapter && s.endChapter === s.chapter);
  const name = book === "Psalms" && oneChapter ? "Psalm" : book;
  const [first, ...others] = ref.spans;
  const head =
    first.verse === null
      ? `${first.chapter}`
      : first.endChapter !== first.chapter
        ? `${first.chapter}:${first.verse}-${first.endChapter}:${first.endVerse}`
        : first.endVerse !== first.verse
          ? `${first.chapter}:${first.verse}-${first.endVerse}`
          : `${first.chapter}:${first.verse}`;
  const tail = others.map((s) => (s.endVerse !== s.verse ? `${s.verse}-${s.endVerse}` : `${s.verse}`));
  return [`${name} ${head}`, ...tail].join(", ");
}

function spanVerses(chapters: string[][], span: VerseSpan): Verse[] | null {
  const verses: Verse[] = [];
  if (span.endChapter < span.chapter) return null;
  for (let c = span.chapter; c <= span.endChapter; c++) {
    const chapter = chapters[c - 1];
    if (!chapter) return null;
    const from = c === span.chapter && span.verse !== null ? span.verse : 1;
    const to = c === span.endChapter && span.endVerse !== null ? span.endVerse : chapter.length;
    if (from < 1 || to < from || to > chapter.length) return null;
    for (let v = from; v <= to; v++) {
      // An empty slot is a verse the WEB omits (Acts 8:37): it is not there to quote.
      if (!chapter[v - 1]) return null;
      verses.push({ chapter: c, verse: v, text: chapter[v - 1] });
    }
  }
  return verses;
}

/**
 * The exact WEB text of a reference, or null when any part of it does not exist
 * ("Proverbs 32:1", "Hezekiah 3:16", "Proverbs 3:30-40"). Accepts a string (its first
 * reference is used) or a parsed reference.
 */
export function lookupReference(ref: string | ScriptureReference): VersePassage | null {
  const parsed = typeof ref === "string" ? (parseReferences(ref)[0] ?? parseReferences(ref, { chapters: true })[0]) : ref;
  if (!parsed || !parsed.bookId) return null;
  const chapters = bookChapters(parsed.bookId);
  if (!chapters) return null;
  const verses: Verse[] = [];
  for (const span of parsed.spans) {
    const part = spanVerses(chapters, span);
    if (!part) return null;
    verses.push(...part);
  }
  return { reference: formatReference(parsed), text: verses.map((v) => v.text).join(" "), verses };
}
