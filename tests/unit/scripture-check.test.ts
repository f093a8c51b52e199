import { checkAnswerReferences, lookupReference, notFoundMarker, quoteMatchesPassage } from "@/lib/scripture";

describe("checkAnswerReferences", () => {
  it("keeps real references and reports them with their text", () => {
    const md = "Before buying, remember Luke 14:28 and Prov 21:5.";
    const { markdown, report } = checkAnswerReferences(md);
    expect(markdown).toBe(md);
    expect(report.invalid).toEqual([]);
    expect(report.valid.map((v) => v.reference)).toEqual(["Luke 14:28", "Proverbs 21:5"]);
    expect(report.valid[0].text).toBe(lookupReference("Luke 14:28")!.text);
  });

  it("marks references that do not exist instead of passing them off as scripture", () => {
    const { markdown, report } = checkAnswerReferences("Remember Hezekiah 3:16 and Proverbs 32:1 when you shop.");
    expect(markdown).toBe(
      `Remember ${notFoundMarker("Hezekiah 3:16")} and ${notFoundMarker("Proverbs 32:1")} when you shop.`,
    );
    expect(markdown).toContain("(reference not found in the World English Bible: Hezekiah 3:16)");
    expect(report.invalid).toEqual(["Hezekiah 3:16", "Proverbs 32:1"]);
    expect(report.valid).toEqual([]);
  });

  it("removes a quotation attributed to a fake reference", () => {
    const md = 'As the saying goes, "God helps those who help themselves" (Hezekiah 3:16).';
    const { markdown, report } = checkAnswerReferences(md);
    expect(markdown).not.toContain("God helps those who help themselves");
    expect(markdown).toContain("[quotation removed] (reference not found in the World English Bible: Hezekiah 3:16).");
    expect(report.removedQuotes).toEqual(["God helps those who help themselves"]);
  });

  it("replaces a blockquoted scripture with a fake reference by the marker", () => {
    const md = "Some wisdom:\n\n> Do not worry about tomorrow.\n> — Hezekiah 4:2 (WEB)\n\nGood luck!";
    const { markdown, report } = checkAnswerReferences(md);
    expect(markdown).toBe(`Some wisdom:\n\n${notFoundMarker("Hezekiah 4:2")}\n\nGood luck!`);
    expect(report.invalid).toEqual(["Hezekiah 4:2"]);
  });

  it("replaces misquoted words in a blockquote with the exact WEB text", () => {
    const md = "> Trust the Lord with all your heart.\n> — Proverbs 3:5-6";
    const { markdown, report } = checkAnswerReferences(md);
    const exact = lookupReference("Proverbs 3:5-6")!.text;
    expect(markdown).toBe(`> ${exact}\n>\n> — Proverbs 3:5-6 (WEB)`);
    expect(report.correctedQuotes).toEqual([{ reference: "Proverbs 3:5-6", original: "Trust the Lord with all your heart.", corrected: exact }]);
  });

  it("replaces misquoted inline quotations, before or after the reference", () => {
    const exact = lookupReference("Proverbs 15:22")!.text;
    const after = checkAnswerReferences('Proverbs 15:22 says, "Plans succeed with many advisers."');
    expect(after.markdown).toBe(`Proverbs 15:22 says, "${exact}"`);
    const before = checkAnswerReferences('"Plans succeed with many advisers" (Proverbs 15:22).');
    expect(before.markdown).toBe(`"${exact}" (Proverbs 15:22).`);
  });

  it("accepts exact and partial quotations, including ellipses and curly quotes", () => {
    const md =
      "> Trust in Yahweh with all your heart, and don’t lean on your own understanding.\n> — Proverbs 3:5 (WEB)\n\n" +
      "“Trust in Yahweh … he will make your paths straight” (Proverbs 3:5-6).";
    const { markdown, report } = checkAnswerReferences(md);
    expect(markdown).toBe(md);
    expect(report.correctedQuotes).toEqual([]);
  });

  it("is idempotent", () => {
    const md = 'See "money is the root of all evil" (Hezekiah 3:16) and > quotes.\n\n> Wrong words.\n> — James 1:5';
    const once = checkAnswerReferences(md).markdown;
    const twice = checkAnswerReferences(once);
    expect(twice.markdown).toBe(once);
    expect(twice.report.invalid).toEqual([]);
    expect(twice.report.correctedQuotes).toEqual([]);
  });

  it("leaves ordinary blockquotes and times alone", () => {
    const md = "> Measure twice, cut once.\n\nLet's meet Sunday 10:30 for the 7:00 pm game.";
    expect(checkAnswerReferences(md).markdown).toBe(md);
  });
});

describe("quoteMatchesPassage", () => {
  const text = lookupReference("James 1:5")!.text;
  it("ignores case, punctuation and apostrophe style", () => {
    expect(quoteMatchesPassage("let him ask of God who gives to all liberally", text)).toBe(true);
  });
  it("rejects paraphrases and partial words", () => {
    expect(quoteMatchesPassage("ask God and he will give you wisdom", text)).toBe(false);
    expect(quoteMatchesPassage("ut if any of you", text)).toBe(false);
  });
});
