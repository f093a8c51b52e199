import { likePattern, prefixTsQuery, searchTerms, snippetParts } from "@/lib/chat/search-text";
import { asciiFileName, conversationMarkdown, exportFileName } from "@/lib/chat/export-markdown";

describe("search text", () => {
  test("terms are letters and digits only, so no tsquery syntax gets through", () => {
    expect(searchTerms("Stroll & !gravel:* (cheap) 'x' | 50")).toEqual(["stroll", "gravel", "cheap", "x", "50"]);
    expect(prefixTsQuery(searchTerms("jogging stroll"))).toBe("jogging:* & stroll:*");
    expect(prefixTsQuery(searchTerms("&|!"))).toBeNull();
  });

  test("the substring pattern escapes LIKE wildcards", () => {
    expect(likePattern(" 50%_off\\ ")).toBe("%50\\%\\_off\\\\%");
  });

  test("snippet: text around the first match, every match marked, ellipses where cut", () => {
    const text = `${"a".repeat(200)} the jogging Stroller for gravel ${"b".repeat(200)}`;
    const parts = snippetParts(text, "stroller gravel");
    expect(parts[0]!.text.startsWith("…")).toBe(true);
    expect(parts[parts.length - 1]!.text.endsWith("…")).toBe(true);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(["Stroller", "gravel"]);
  });

  test("snippet of markup stays text", () => {
    expect(snippetParts("<b>kettle</b>", "kettle")).toEqual([{ text: "<b>", hit: false }, { text: "kettle", hit: true }, { text: "</b>", hit: false }]);
  });
});

describe("Markdown export", () => {
  const base = { brandName: "Helpful Hand", compensationStatement: "We may be paid.", exportedAt: new Date("2026-11-23T10:00:00Z") };
  test("questions are quoted (no stray headings), answers copied, help cards and the compensation statement included", () => {
    const md = conversationMarkdown({
      ...base,
      title: "Tents",
      messages: [
        { role: "user", content: "# not a heading\nsecond line", helpCard: null, createdAt: new Date(), hasAffiliateLinks: false },
        { role: "assistant", content: "**Pick:** [Tent](https://www.amazon.com/s?k=tent&tag=x)\n\n> Proverbs 3:5", helpCard: { kind: "suicide", title: "You are not alone", resources: [{ name: "988", detail: "Call or text", actions: [{ label: "Call 988", href: "tel:988" }] }] }, createdAt: new Date(), hasAffiliateLinks: true },
      ],
    });
    expect(md).toContain("# Tents\n");
    expect(md).toContain("> # not a heading\n> second line");
    expect(md).toContain("**Pick:** [Tent](https://www.amazon.com/s?k=tent&tag=x)\n\n> Proverbs 3:5");
    expect(md).toContain("> - **988**: Call or text [Call 988](tel:988)");
    expect(md).toContain("*We may be paid.*");
    expect(md).toContain("2026-11-23");
  });

  test("file names are safe and never empty", () => {
    expect(exportFileName("Cámara para mi hija!")).toBe("cámara-para-mi-hija.md");
    expect(asciiFileName(exportFileName("Cámara para mi hija!"))).toBe("camara-para-mi-hija.md");
    expect(asciiFileName(exportFileName("婴儿车"))).toBe("conversation.md");
    expect(exportFileName("../../etc/passwd")).toBe("etc-passwd.md");
    expect(exportFileName("???")).toBe("conversation.md");
  });
});
