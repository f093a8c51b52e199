// Finding a verse by its words ("the borrower is slave to the lender", "love is patient love is kind"):
// a small inverted index over the bundled WEB, built once on first use, scored by the rare words that
// match. People quote from memory in KJV/NIV wording, so content words are matched through a light
// stem and a few common synonyms ("the LORD" is "Yahweh" in the WEB, "slave" is often "servant").
import { loadBible } from "./data";
import { formatReference } from "./references";

const STOP = new Set(
  (
    "a an the and or but if of to in on at by for with from into over as is are was were be been being am do does did " +
    "i me my we us our you your he him his she her it its they them their this that these those there here what whats which who whom " +
    "whose where when why how not no nor so than too very can could will would shall should may might must just also only " +
    "verse verses scripture passage bible says say said saying one about find looking look want need please remember " +
    "part where goes thing line quote read share give show tell someone something anything like know think thinking " +
    "kjv niv esv version wedding funeral card again then all own"
  ).split(" "),
);

// Memory wording → WEB wording. Each query word matches itself or any of these.
const SYNONYMS: Record<string, string[]> = {
  lord: ["yahweh", "lord"],
  slave: ["servant", "slave"],
  thee: ["you"],
  thou: ["you"],
  thy: ["your"],
  fear: ["fear", "afraid"],
  afraid: ["afraid", "fear"],
  worry: ["anxious", "worry"],
  worrying: ["anxious", "worry"],
  anxious: ["anxious", "worry"],
  lean: ["lean", "rely"],
  strength: ["strength", "strengthen"],
  plans: ["plan", "thought"],
};

/** A light stem: plural, -ing, -ed, -eth, so "trusting" matches "trust" and "leaning" matches "lean". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length > 5 && /(?:ing|eth)$/.test(w)) w = w.slice(0, -3);
  else if (w.length > 4 && /ed$/.test(w)) w = w.slice(0, -2);
  if (w.length > 3 && /s$/.test(w) && !/ss$/.test(w)) w = w.slice(0, -1);
  return w;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);

interface Index {
  refs: { bookId: string; book: string; chapter: number; verse: number }[];
  postings: Map<string, number[]>;
}

let index: Index | null = null;

function buildIndex(): Index {
  const refs: Index["refs"] = [];
  const postings = new Map<string, number[]>();
  for (const book of loadBible().books) {
    book.chapters.forEach((verses, c) =>
      verses.forEach((text, v) => {
        if (!text) return;
        const id = refs.push({ bookId: book.id, book: book.name, chapter: c + 1, verse: v + 1 }) - 1;
        for (const s of new Set(words(text).map(stem))) {
          const list = postings.get(s);
          if (list) list.push(id);
          else postings.set(s, [id]);
        }
      }),
    );
  }
  return { refs, postings };
}

/** The words someone remembers: a quoted phrase, or what follows "says", "the one about", "verse about". */
export function rememberedWords(text: string): string {
  const quoted = /["“'‘]([^"”'’]{8,})["”'’]/.exec(text);
  if (quoted) return quoted[1];
  const after = /\b(?:says?|said|goes|where|about|that)\b\s+(.{8,}?)(?:[?.!]|$)/i.exec(text);
  return after ? after[1] : text;
}

export interface WordMatch {
  reference: string;
  /** How many distinct remembered words the verse contains. */
  matched: number;
  /** How many distinct content words were remembered. */
  asked: number;
}

/**
 * The verse whose words best match what someone remembers, or null when nothing matches well
 * enough (at least three remembered content words, and most of them, must be in one verse).
 */
export function findVerseByWords(text: string): WordMatch | null {
  const terms = [...new Set(words(rememberedWords(text)).filter((w) => !STOP.has(w) && w.length > 2))];
  if (terms.length < 3) return null;
  index ??= buildIndex();
  const total = index.refs.length;
  const scores = new Map<number, { score: number; matched: number }>();
  for (const term of terms) {
    const seen = new Map<number, number>();
    for (const alt of SYNONYMS[term] ?? [term]) {
      const list = index.postings.get(stem(alt)) ?? [];
      const idf = Math.log(total / (1 + list.length));
      for (const id of list) seen.set(id, Math.max(seen.get(id) ?? 0, idf));
    }
    for (const [id, idf] of seen) {
      const s = scores.get(id) ?? { score: 0, matched: 0 };
      s.score += idf;
      s.matched += 1;
      scores.set(id, s);
    }
  }
  let best: { id: number; score: number; matched: number } | null = null;
  for (const [id, s] of scores) if (!best || s.score > best.score) best = { id, ...s };
  if (!best || best.matched < 3 || best.matched < terms.length * 0.6) return null;
  const r = index.refs[best.id];
  const reference = formatReference({ bookId: r.bookId, book: r.book, spans: [{ chapter: r.chapter, verse: r.verse, endChapter: r.chapter, endVerse: r.verse }] });
  return { reference, matched: best.matched, asked: terms.length };
}
