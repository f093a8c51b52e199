// The 66 books of the Protestant canon, in order. One table serves the data builder
// (SWORD key names, OSIS ids from Nave's references) and the runtime reference parser
// (canonical names and the abbreviations people and models actually write).

export interface BibleBook {
  /** OSIS book id, as used in Nave's references ("Prov", "1Cor"). */
  id: string;
  /** Canonical English name used in every answer ("Proverbs", "1 Corinthians"). */
  name: string;
  /** The name diatheke expects for this book. */
  swordName: string;
  /** Other spellings accepted in free text. Case-sensitive on purpose: "mark 2:30" in a
   *  planning answer is a time, not the Gospel. Ambiguous two-letter forms ("Is", "Am") are left out. */
  abbreviations: string[];
}

type Row = [id: string, name: string, swordName: string, abbreviations: string[]];

// Numbered books also accept "I/II/III", "First/Second/Third" and "1st/2nd/3rd": added below.
const rows: Row[] = [
  ["Gen", "Genesis", "Genesis", ["Gen", "Ge", "Gn"]],
  ["Exod", "Exodus", "Exodus", ["Exod", "Exo", "Ex"]],
  ["Lev", "Leviticus", "Leviticus", ["Lev", "Lv"]],
  ["Num", "Numbers", "Numbers", ["Num", "Numb", "Nu", "Nm"]],
  ["Deut", "Deuteronomy", "Deuteronomy", ["Deut", "Dt"]],
  ["Josh", "Joshua", "Joshua", ["Josh", "Jos"]],
  ["Judg", "Judges", "Judges", ["Judg", "Jdg", "Jg"]],
  ["Ruth", "Ruth", "Ruth", ["Rth", "Ru"]],
  ["1Sam", "1 Samuel", "I Samuel", ["Sam", "Sa", "Sm"]],
  ["2Sam", "2 Samuel", "II Samuel", ["Sam", "Sa", "Sm"]],
  ["1Kgs", "1 Kings", "I Kings", ["Kgs", "Ki", "Kin"]],
  ["2Kgs", "2 Kings", "II Kings", ["Kgs", "Ki", "Kin"]],
  ["1Chr", "1 Chronicles", "I Chronicles", ["Chr", "Chron", "Ch"]],
  ["2Chr", "2 Chronicles", "II Chronicles", ["Chr", "Chron", "Ch"]],
  ["Ezra", "Ezra", "Ezra", ["Ezr"]],
  ["Neh", "Nehemiah", "Nehemiah", ["Neh", "Ne"]],
  ["Esth", "Esther", "Esther", ["Esth", "Est", "Es"]],
  ["Job", "Job", "Job", ["Jb"]],
  ["Ps", "Psalms", "Psalms", ["Psalm", "Ps", "Psa", "Pss", "Psm"]],
  ["Prov", "Proverbs", "Proverbs", ["Prov", "Prv", "Pr"]],
  ["Eccl", "Ecclesiastes", "Ecclesiastes", ["Eccl", "Eccles", "Ecc", "Ec", "Qoh"]],
  ["Song", "Song of Solomon", "Song of Solomon", ["Song of Songs", "Song", "SoS", "Canticles"]],
  ["Isa", "Isaiah", "Isaiah", ["Isa"]],
  ["Jer", "Jeremiah", "Jeremiah", ["Jer", "Jr"]],
  ["Lam", "Lamentations", "Lamentations", ["Lam"]],
  ["Ezek", "Ezekiel", "Ezekiel", ["Ezek", "Eze", "Ezk"]],
  ["Dan", "Daniel", "Daniel", ["Dan", "Dn"]],
  ["Hos", "Hosea", "Hosea", ["Hos"]],
  ["Joel", "Joel", "Joel", ["Jl"]],
  ["Amos", "Amos", "Amos", []],
  ["Obad", "Obadiah", "Obadiah", ["Obad"]],
  ["Jonah", "Jonah", "Jonah", ["Jon", "Jnh"]],
  ["Mic", "Micah", "Micah", ["Mic"]],
  ["Nah", "Nahum", "Nahum", ["Nah"]],
  ["Hab", "Habakkuk", "Habakkuk", ["Hab", "Hb"]],
  ["Zeph", "Zephaniah", "Zephaniah", ["Zeph", "Zep"]],
  ["Hag", "Haggai", "Haggai", ["Hag", "Hg"]],
  ["Zech", "Zechariah", "Zechariah", ["Zech", "Zec"]],
  ["Mal", "Malachi", "Malachi", ["Mal"]],
  ["Matt", "Matthew", "Matthew", ["Matt", "Mat", "Mt"]],
  ["Mark", "Mark", "Mark", ["Mrk", "Mk"]],
  ["Luke", "Luke", "Luke", ["Luk", "Lk"]],
  ["John", "John", "John", ["Jhn", "Jn"]],
  ["Acts", "Acts", "Acts", ["Acts of the Apostles", "Act"]],
  ["Rom", "Romans", "Romans", ["Rom", "Rm"]],
  ["1Cor", "1 Corinthians", "I Corinthians", ["Cor", "Co"]],
  ["2Cor", "2 Corinthians", "II Corinthians", ["Cor", "Co"]],
  ["Gal", "Galatians", "Galatians", ["Gal"]],
  ["Eph", "Ephesians", "Ephesians", ["Eph", "Ephes"]],
  ["Phil", "Philippians", "Philippians", ["Phil", "Php", "Pp"]],
  ["Col", "Colossians", "Colossians", ["Col"]],
  ["1Thess", "1 Thessalonians", "I Thessalonians", ["Thess", "Thes", "Th"]],
  ["2Thess", "2 Thessalonians", "II Thessalonians", ["Thess", "Thes", "Th"]],
  ["1Tim", "1 Timothy", "I Timothy", ["Tim", "Ti", "Tm"]],
  ["2Tim", "2 Timothy", "II Timothy", ["Tim", "Ti", "Tm"]],
  ["Titus", "Titus", "Titus", ["Tit"]],
  ["Phlm", "Philemon", "Philemon", ["Philem", "Phlm", "Phm"]],
  ["Heb", "Hebrews", "Hebrews", ["Heb"]],
  ["Jas", "James", "James", ["Jas", "Jm"]],
  ["1Pet", "1 Peter", "I Peter", ["Pet", "Pe", "Pt"]],
  ["2Pet", "2 Peter", "II Peter", ["Pet", "Pe", "Pt"]],
  ["1John", "1 John", "I John", ["Jn", "Jhn", "Jo"]],
  ["2John", "2 John", "II John", ["Jn", "Jhn", "Jo"]],
  ["3John", "3 John", "III John", ["Jn", "Jhn", "Jo"]],
  ["Jude", "Jude", "Jude", ["Jud", "Jde"]],
  ["Rev", "Revelation", "Revelation of John", ["Revelation of John", "Revelations", "Rev", "Rv"]],
];

const ordinalWords: Record<string, string[]> = {
  "1": ["1", "I", "First", "1st"],
  "2": ["2", "II", "Second", "2nd"],
  "3": ["3", "III", "Third", "3rd"],
};

/** For numbered books the stored abbreviations are the stems ("Cor"); expand them with every prefix. */
function expandNames(name: string, stems: string[]): string[] {
  const numbered = /^([123]) (.+)$/.exec(name);
  if (!numbered) return [name, ...stems];
  const [, n, base] = numbered;
  const out: string[] = [];
  for (const prefix of ordinalWords[n]) {
    for (const stem of [base, ...stems]) {
      out.push(`${prefix} ${stem}`);
      // "1Cor", "2Tim": digits glued to the stem are common; roman numerals glued are not.
      if (/^\d/.test(prefix) && prefix.length === 1) out.push(`${prefix}${stem}`);
    }
  }
  return out;
}

export const BIBLE_BOOKS: BibleBook[] = rows.map(([id, name, swordName, stems]) => ({
  id,
  name,
  swordName,
  abbreviations: expandNames(name, stems).filter((alias) => alias !== name),
}));

const byAlias = new Map<string, BibleBook>();
const byId = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) {
  byId.set(book.id, book);
  for (const alias of [book.name, ...book.abbreviations]) byAlias.set(normalizeBookName(alias), book);
}

/** Spacing and a trailing dot do not change which book is meant ("1  Cor." = "1 Cor"). */
export function normalizeBookName(raw: string): string {
  return raw.replace(/\.$/, "").replace(/\s+/g, " ").trim();
}

export function findBook(raw: string): BibleBook | null {
  return byAlias.get(normalizeBookName(raw)) ?? null;
}

export function bookById(id: string): BibleBook | null {
  return byId.get(id) ?? null;
}

/** Every accepted spelling, longest first, so a regex alternation prefers "Song of Songs" over "Song". */
export function allBookAliases(): string[] {
  return [...byAlias.keys()].sort((a, b) => b.length - a.length);
}
