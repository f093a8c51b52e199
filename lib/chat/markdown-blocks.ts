// An answer's Markdown cut into top-level blocks that render exactly as the whole does, so each block
// can be parsed on its own, remembered, and rendered as a separate unit React can pause between
// (issue 14 item 8: parsing a whole finished answer at once was one 80+ ms task on the campaign
// pages). Only blank lines between blocks that Markdown itself ends there are cut; anything whose
// meaning spans blocks keeps the text whole.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
// Reference definitions ([x]: url) and footnotes ([^1]) are resolved across the whole document,
// and an HTML block may hold blank lines: such text stays one block.
const WHOLE_DOCUMENT = /^ {0,3}\[[^\]]+\]:|\[\^[^\]]+\]|^ {0,3}</m;

/** The blocks of `markdown`, joined by blank lines they give back the same rendering; one block when unsure. */
export function markdownBlocks(markdown: string): string[] {
  if (!markdown.trim()) return [];
  if (WHOLE_DOCUMENT.test(markdown)) return [markdown];
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let blank = false;
  const flush = () => {
    if (current.some((l) => l.trim())) blocks.push(current.join("\n").replace(/\s+$/, ""));
    current = [];
  };
  for (const line of markdown.split("\n")) {
    if (fence) {
      current.push(line);
      if (line.trim().startsWith(fence) && /^[`~]+$/.test(line.trim())) fence = null;
      continue;
    }
    if (!line.trim()) {
      blank = true;
      current.push(line);
      continue;
    }
    // A new block starts after a blank line at the left margin, unless it goes on with a list
    // (an indented line, or the next item after an item: one list, tight or loose).
    if (blank && !/^\s/.test(line) && !(endsInList(current) && LIST_ITEM.test(line))) flush();
    blank = false;
    const open = FENCE.exec(line);
    if (open) fence = open[1]!.slice(0, 3);
    current.push(line);
  }
  flush();
  return blocks;
}

/** Whether the last line at the left margin is a list item (indented lines belong to it). */
function endsInList(lines: string[]): boolean {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.trim() || /^\s{4,}|^\t/.test(line)) continue;
    if (LIST_ITEM.test(line)) return true;
    if (!/^\s/.test(line)) return false;
  }
  return false;
}
