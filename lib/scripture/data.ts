// Loads the bundled scripture files once per process. They are read from disk rather than
// imported so the 4 MB Bible never lands in a client bundle and costs nothing until used.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface WebBibleFile {
  translation: string;
  abbreviation: string;
  source: string;
  license: string;
  /** chapters[c - 1][v - 1] is the verse text; "" where the WEB omits a verse (e.g. Acts 8:37). */
  books: { id: string; name: string; abbreviations: string[]; chapters: string[][] }[];
}

export interface NaveSection {
  label: string;
  /** Canonical references that all resolve in web.json ("Proverbs 15:22", "Matthew 6:25-34"). */
  refs: string[];
}

export interface NaveTopic {
  see?: string[];
  sections?: NaveSection[];
}

export interface NaveFile {
  source: string;
  license: string;
  topics: Record<string, NaveTopic>;
}

const dataDir = () => path.join(process.cwd(), "data/scripture");

let bible: WebBibleFile | null = null;
let chaptersById: Map<string, string[][]> | null = null;
let naves: NaveFile | null = null;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(dataDir(), file), "utf8")) as T;
}

export function loadBible(): WebBibleFile {
  bible ??= readJson<WebBibleFile>("web.json");
  return bible;
}

/** Chapters of one book by OSIS id, or null for a book the bundled WEB does not have. */
export function bookChapters(bookId: string): string[][] | null {
  if (!chaptersById) chaptersById = new Map(loadBible().books.map((b) => [b.id, b.chapters]));
  return chaptersById.get(bookId) ?? null;
}

export function loadNaves(): NaveFile {
  naves ??= readJson<NaveFile>("naves-topics.json");
  return naves;
}
