// Builds data/scripture/web.json and data/scripture/naves-topics.json from Debian's SWORD
// modules, so the app never needs apt or the SWORD library at run time.
//
//   apt-get install -y sword-text-web sword-dict-naves diatheke
//   npx tsx scripts/build-scripture.ts
//
// Re-run only when the source modules change; the outputs are committed.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BIBLE_BOOKS, bookById } from "../lib/scripture/books";
import { NAVE_TOPIC_KEYS } from "../lib/scripture/nave-keys";

const outDir = path.join(process.cwd(), "data/scripture");

function diatheke(args: string[]): string {
  try {
    return execFileSync("diatheke", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(
      `diatheke failed (${args.join(" ")}). Install it with: apt-get install -y sword-text-web sword-dict-naves diatheke\n${String(error)}`,
    );
  }
}

/** Debian ships the WEB as "engWEB2015eb"; older packages called it "WEB". */
function findWebModule(): string {
  const list = diatheke(["-b", "system", "-k", "modulelist"]);
  const line = list.split("\n").find((l) => /World English Bible/i.test(l));
  if (!line) throw new Error("No World English Bible module found: apt-get install -y sword-text-web");
  return line.split(":")[0].trim();
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The module's OSIS markup drops the space between some adjacent words
 * ("<w>God</w><w>created</w>", "Moses,<w>and</w>"): the WEB itself has a space there,
 * so restore it before stripping tags. Footnotes, headings and Strong's numbers are off
 * by default in diatheke, so only <w> and <milestone> tags remain.
 */
function cleanOsisVerse(osis: string): string {
  return osis
    .replace(/<\/w><w>/g, "</w> <w>")
    .replace(/<\/w>(?=[A-Za-z])/g, "</w> ")
    .replace(/([A-Za-z])<w>/g, "$1 <w>")
    .replace(/([,;:!?.])<w>/g, "$1 <w>")
    .replace(/([,;!?])(?=[A-Za-z])/g, "$1 ")
    .replace(/<milestone[^>]*\/>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function exportBook(moduleName: string, swordName: string): string[][] {
  const raw = diatheke(["-b", moduleName, "-f", "OSIS", "-k", swordName]);
  // diatheke repeats the last psalm title in front of every later verse line, so anchor on
  // the "Book C:V: " key and drop whatever precedes it (psalm titles are not verse text).
  const lineRe = new RegExp(`^.*?${escapeRegex(swordName)} (\\d+):(\\d+): (.*)$`);
  const chapters: string[][] = [];
  for (const line of raw.split("\n")) {
    const m = lineRe.exec(line);
    if (!m) continue;
    const [chapter, verse] = [Number(m[1]), Number(m[2])];
    (chapters[chapter - 1] ??= [])[verse - 1] = cleanOsisVerse(m[3]);
  }
  return chapters.map((verses) => Array.from(verses, (v) => v ?? ""));
}

type Bible = Map<string, string[][]>;

/** "Prov.3.5-Prov.3.6" → "Proverbs 3:5-6"; whole chapters are spelled out; null when the WEB lacks it. */
function osisToReference(osisRef: string, bible: Bible): string | null {
  const [start, end = start] = osisRef.split("-");
  const parse = (p: string) => {
    const [id, ch, v] = p.split(".");
    return { id, ch: Number(ch), v: v === undefined ? undefined : Number(v) };
  };
  const a = parse(start);
  const b = parse(end);
  const book = bookById(a.id);
  const chapters = bible.get(a.id);
  if (!book || !chapters || a.id !== b.id) return null;
  const fromV = a.v ?? 1;
  const toV = b.v ?? chapters[b.ch - 1]?.length ?? 0;
  for (let c = a.ch; c <= b.ch; c++) {
    const first = c === a.ch ? fromV : 1;
    const last = c === b.ch ? toV : (chapters[c - 1]?.length ?? 0);
    for (let v = first; v <= last; v++) if (!chapters[c - 1]?.[v - 1]) return null;
  }
  if (a.ch !== b.ch) return `${book.name} ${a.ch}:${fromV}-${b.ch}:${toV}`;
  return fromV === toV ? `${book.name} ${a.ch}:${fromV}` : `${book.name} ${a.ch}:${fromV}-${toV}`;
}

interface NaveSection {
  label: string;
  refs: string[];
}
interface NaveTopic {
  see?: string[];
  sections?: NaveSection[];
}

const stripTags = (s: string) =>
  s.replace(/<ref[^>]*>.*?<\/ref>/g, " ").replace(/<[^>]+>/g, " ").replace(/[→;,.]/g, " ").replace(/\s+/g, " ").trim();

function parseNaveEntry(raw: string, bible: Bible): NaveTopic {
  const topic: NaveTopic = {};
  const see = new Set<string>();
  const sections: NaveSection[] = [];
  for (const chunk of raw.split("<lb/>").slice(1)) {
    const [head, ...items] = chunk.split("<item>");
    const headLabel = stripTags(head);
    const parts = [{ label: headLabel, body: head }, ...items.map((i) => ({ label: `${headLabel} — ${stripTags(i)}`, body: i }))];
    for (const { label, body } of parts) {
      for (const m of body.matchAll(/target="Nave:([^"]+)"/g)) see.add(m[1]);
      const refs = [...body.matchAll(/osisRef="([^"]+)"/g)]
        .map((m) => osisToReference(m[1], bible))
        .filter((r): r is string => r !== null);
      if (refs.length > 0) sections.push({ label: label.replace(/^See\b.*/, "").trim(), refs });
    }
  }
  if (see.size > 0) topic.see = [...see];
  if (sections.length > 0) topic.sections = sections;
  return topic;
}

function buildNave(bible: Bible): Record<string, NaveTopic> {
  const topics: Record<string, NaveTopic> = {};
  const queue = [...NAVE_TOPIC_KEYS];
  const wanted = new Set(queue);
  while (queue.length > 0) {
    const key = queue.shift()!;
    const raw = diatheke(["-b", "Nave", "-k", key]);
    // SWORD answers a missing key with the nearest one; keep only exact hits.
    const returned = raw.slice(0, raw.indexOf(":"));
    if (returned !== key) {
      console.warn(`Nave: no entry "${key}" (nearest is "${returned}"), skipped`);
      continue;
    }
    const topic = parseNaveEntry(raw.replace(/\(Nave\)\s*$/, ""), bible);
    topics[key] = topic;
    // Follow "See X" from curated keys that are only pointers (ANXIETY → CARE, TRUST → FAITH),
    // one level deep: following every cross-reference would drag in most of the dictionary.
    if (NAVE_TOPIC_KEYS.includes(key) && !topic.sections) {
      for (const target of topic.see ?? []) {
        if (!wanted.has(target)) {
          wanted.add(target);
          queue.push(target);
        }
      }
    }
  }
  return topics;
}

function main() {
  const moduleName = findWebModule();
  const bible: Bible = new Map();
  for (const book of BIBLE_BOOKS) bible.set(book.id, exportBook(moduleName, book.swordName));

  const verseCount = [...bible.values()].flat(2).filter(Boolean).length;
  if (verseCount < 31000) throw new Error(`Only ${verseCount} verses exported; expected about 31,100`);

  const web = {
    translation: "World English Bible",
    abbreviation: "WEB",
    source: `SWORD module ${moduleName} (Debian sword-text-web), exported with diatheke`,
    license: "Public domain. \"World English Bible\" is a trademark of eBible.org.",
    books: BIBLE_BOOKS.map((b) => ({ id: b.id, name: b.name, abbreviations: b.abbreviations, chapters: bible.get(b.id) })),
  };
  const topics = buildNave(bible);
  const naves = {
    source: "Nave's Topical Bible, SWORD module Nave (Debian sword-dict-naves), exported with diatheke",
    license: "Public domain",
    topics,
  };

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "web.json"), JSON.stringify(web));
  writeFileSync(path.join(outDir, "naves-topics.json"), JSON.stringify(naves));
  console.log(`web.json: ${BIBLE_BOOKS.length} books, ${verseCount} verses; naves-topics.json: ${Object.keys(topics).length} topics`);
}

main();
