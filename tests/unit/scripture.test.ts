import {
  BIBLE_BOOKS,
  findVerses,
  formatReference,
  loadBible,
  loadNaves,
  lookupReference,
  parseReferences,
  SCRIPTURE_THEMES,
  versesForTopic,
} from "@/lib/scripture";

describe("bundled World English Bible", () => {
  const bible = loadBible();

  it("has the 66 books with their chapters and about 31,100 verses", () => {
    expect(bible.books).toHaveLength(66);
    expect(bible.books.map((b) => b.id)).toEqual(BIBLE_BOOKS.map((b) => b.id));
    const count = (id: string) => bible.books.find((b) => b.id === id)!.chapters.length;
    expect(count("Ps")).toBe(150);
    expect(count("Prov")).toBe(31);
    expect(count("Rev")).toBe(22);
    const verses = bible.books.flatMap((b) => b.chapters.flat()).filter(Boolean);
    expect(verses.length).toBeGreaterThan(31000);
  });

  it("stores the exact WEB words, with the spaces the SWORD markup drops restored", () => {
    expect(lookupReference("Genesis 1:1")?.text).toBe("In the beginning, God created the heavens and the earth.");
    expect(lookupReference("John 3:16")?.text).toBe(
      "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    );
    expect(lookupReference("Proverbs 15:22")?.text).toBe(
      "Where there is no counsel, plans fail; but in a multitude of counselors they are established.",
    );
  });

  it("contains no markup, footnote residue or run-together words", () => {
    for (const book of bible.books) {
      for (const chapter of book.chapters) {
        for (const verse of chapter) {
          expect(verse).not.toMatch(/<|>|\[|\]|\s{2}|^\s|\s$/);
          expect(verse).not.toMatch(/[a-z][A-Z]|[,;!?][A-Za-z]/);
        }
      }
    }
  });

  it("keeps psalm titles out of verse text", () => {
    expect(lookupReference("Psalm 3:2")?.text.startsWith("Many there are")).toBe(true);
    expect(lookupReference("Psalm 150:6")?.text).toBe("Let everything that has breath praise Yah! Praise Yah!");
  });
});

describe("parseReferences", () => {
  it.each([
    ["Proverbs 3:5-6", "Proverbs 3:5-6"],
    ["Prov 15:22", "Proverbs 15:22"],
    ["Prov. 15:22", "Proverbs 15:22"],
    ["James 1:5", "James 1:5"],
    ["1 Corinthians 10:31", "1 Corinthians 10:31"],
    ["1Cor 6:19–20", "1 Corinthians 6:19-20"],
    ["I Timothy 6:6", "1 Timothy 6:6"],
    ["Ps 23:1", "Psalm 23:1"],
    ["Psalm 23", "Psalm 23"],
    ["Song of Songs 2:4", "Song of Solomon 2:4"],
    ["Proverbs 16:3, 9", "Proverbs 16:3, 9"],
    ["Genesis 41:25-42:3", "Genesis 41:25-42:3"],
    ["3 John 2", null],
    ["Phil 4:6-7", "Philippians 4:6-7"],
  ])("reads %s", (text, expected) => {
    const refs = parseReferences(`As it says in ${text}, friend.`);
    if (expected === null) expect(refs).toHaveLength(0);
    else {
      expect(refs).toHaveLength(1);
      expect(formatReference(refs[0])).toBe(expected);
    }
  });

  it("finds several references in prose, in order, with their offsets", () => {
    const text = "See Proverbs 3:5-6, 1 John 4:8 and Hezekiah 3:16.";
    const refs = parseReferences(text);
    expect(refs.map((r) => r.raw)).toEqual(["Proverbs 3:5-6", "1 John 4:8", "Hezekiah 3:16"]);
    for (const r of refs) expect(text.slice(r.index, r.index + r.raw.length)).toBe(r.raw);
    expect(refs[2].bookId).toBeNull();
  });

  it("does not mistake times, ratios or lower-case words for references", () => {
    const text = "Meet Sunday 10:30, dinner at 6:30 pm, Kickoff 7:00, a 16:9 screen, mark 2:30 on the calendar, Step 1: plan.";
    expect(parseReferences(text)).toEqual([]);
  });
});

describe("lookupReference", () => {
  it("returns the verses of a range", () => {
    const p = lookupReference("Proverbs 3:5-6")!;
    expect(p.reference).toBe("Proverbs 3:5-6");
    expect(p.verses.map((v) => v.verse)).toEqual([5, 6]);
    expect(p.text).toBe(`${lookupReference("Proverbs 3:5")!.text} ${lookupReference("Proverbs 3:6")!.text}`);
  });

  it.each(["Proverbs 32:1", "Proverbs 3:36", "Proverbs 3:30-40", "Hezekiah 3:16", "Acts 8:37", "Jude 2:1", "Psalm 151", "nothing here"])(
    "returns null for %s",
    (ref) => {
      expect(lookupReference(ref)).toBeNull();
    },
  );
});

describe("verses for a topic", () => {
  it("resolves every curated reference in the bundled text", () => {
    for (const theme of SCRIPTURE_THEMES) {
      for (const ref of theme.references) expect({ ref, found: lookupReference(ref) !== null }).toEqual({ ref, found: true });
    }
  });

  it.each([
    ["money", ["Luke 14:28", "Proverbs 21:5", "Hebrews 13:5", "1 Timothy 6:6", "Proverbs 13:11", "Proverbs 27:12"]],
    ["I'm so anxious and worried about tomorrow", ["Philippians 4:6-7", "Matthew 6:34", "1 Peter 5:6-7", "Psalm 55:22", "John 14:27", "Psalm 46:1"]],
    ["planning", ["Proverbs 16:3", "Proverbs 16:9", "Proverbs 21:5", "Luke 14:28", "Proverbs 24:27", "Psalm 90:12"]],
  ])("picks a curated verse for %s", (query, allowed) => {
    const p = versesForTopic(query)!;
    expect(allowed).toContain(p.reference);
    expect(p.text).toBe(lookupReference(p.reference)!.text);
  });

  it("varies the verse by seed but is stable for the same seed", () => {
    const picks = new Set(["a", "b", "c", "d", "e", "f", "g"].map((seed) => versesForTopic("wisdom", { seed })!.reference));
    expect(picks.size).toBeGreaterThan(1);
    expect(versesForTopic("wisdom", { seed: "x" })!.reference).toBe(versesForTopic("wisdom", { seed: "x" })!.reference);
  });

  it("falls back to Nave's topics for words no curated theme covers", () => {
    const p = versesForTopic("pride")!;
    const naveRefs = loadNaves().topics.PRIDE.sections!.flatMap((s) => s.refs);
    expect(naveRefs).toContain(p.reference.replace(/^Psalm /, "Psalms "));
  });

  it("returns several distinct passages for a tool query", () => {
    const verses = findVerses("contentment", { limit: 4 });
    expect(verses).toHaveLength(4);
    expect(new Set(verses.map((v) => v.reference)).size).toBe(4);
  });
});

describe("bundled Nave's topics", () => {
  const { topics } = loadNaves();

  it("covers the themes the product needs", () => {
    for (const key of ["WISDOM", "COUNSEL", "MONEY", "CONTENTMENT", "DEBT", "COWARDICE", "CARE", "PATIENCE", "FAMILY", "MARRIAGE", "CHILDREN", "REST", "INDUSTRY"]) {
      expect(topics[key]?.sections?.length).toBeGreaterThan(0);
    }
    // Pointer-only entries ("ANXIETY: See CARE") are kept together with what they point to.
    expect(topics.ANXIETY.see).toContain("CARE");
    expect(topics.FEAR.see).toContain("COWARDICE");
  });

  it("only lists references that exist in the bundled WEB", () => {
    const refs = Object.values(topics).flatMap((t) => (t.sections ?? []).flatMap((s) => s.refs));
    expect(refs.length).toBeGreaterThan(1000);
    for (const ref of refs) expect({ ref, found: lookupReference(ref) !== null }).toEqual({ ref, found: true });
  });
});
