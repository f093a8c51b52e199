import { render } from "@testing-library/react";
import { Markdown, parseMarkdown } from "@/components/chat/markdown";
import { markdownBlocks } from "@/lib/chat/markdown-blocks";

// The assistant's Markdown is parsed one top-level block at a time (issue 14 item 8). What a reader
// sees must be exactly what parsing the whole answer gives: these compare the two renderings.
const whole = (md: string) => render(<div>{parseMarkdown(md)}</div>).container.firstElementChild!.innerHTML;
const blockwise = (md: string) => render(<Markdown content={md} />).container.firstElementChild!.innerHTML;
const normalise = (html: string) => html.replace(/>\s+</g, "><").trim();

const ANSWERS: Record<string, string> = {
  "paragraphs and a heading": "## Picks\n\nThe **DJI Mini 4** is light.\n\nIt folds, too.",
  "a loose list with a continuation paragraph": "Options:\n\n1. First\n\n   More about the first.\n\n2. Second\n\n3. Third\n\nThat is all.",
  "a tight list right after a paragraph, then a loose item": "Intro:\n- a\n- b\n\n- c\n\nAfter.",
  "a fenced code block with blank lines": "Run:\n\n```\nline one\n\nline three\n```\n\nDone.",
  "a table and a quote": "| Drone | Price |\n|---|---|\n| Mini | $759 |\n\n> Fly safely.\n\nEnd.",
  "reference links": "See [the guide][g].\n\nAnd more.\n\n[g]: https://example.com/guide",
  "footnotes": "A claim.[^1]\n\nMore text.\n\n[^1]: The source.",
  "nested list with an indented code block": "- item\n\n      code in item\n\n- next\n\nTail.",
  "bullets of different kinds": "- one\n- two\n\n* three\n\n+ four",
};

describe("assistant Markdown parsed block by block", () => {
  it.each(Object.entries(ANSWERS))("renders %s exactly as the whole answer", (_name, md) => {
    expect(normalise(blockwise(md))).toBe(normalise(whole(md)));
  });

  it("cuts a plain answer into its paragraphs, so each is a small piece of work", () => {
    expect(markdownBlocks("## Picks\n\nOne.\n\nTwo.\n\n\nThree.")).toEqual(["## Picks", "One.", "Two.", "Three."]);
  });

  it("keeps a list with blank lines between its items in one block", () => {
    expect(markdownBlocks("Intro.\n\n1. a\n\n   more\n\n2. b\n\nAfter.")).toEqual(["Intro.", "1. a\n\n   more\n\n2. b", "After."]);
  });

  it("never cuts inside a fenced code block", () => {
    expect(markdownBlocks("```\na\n\nb\n```\n\nNext.")).toEqual(["```\na\n\nb\n```", "Next."]);
  });

  it("keeps text with reference definitions, footnotes or HTML whole", () => {
    for (const md of ["[a][x]\n\n[x]: https://e.com", "A.[^1]\n\n[^1]: n", "<div>\n\nx\n\n</div>"]) expect(markdownBlocks(md)).toEqual([md]);
  });

  it("gives no block for blank text", () => {
    expect(markdownBlocks(" \n\n ")).toEqual([]);
  });
});
