// A model answer must not pad picks with products from other categories (an air fryer as an
// "alternative" to an espresso machine). This check finds retailer-linked catalog products in the
// final answer whose category is not the one asked (nor a related one the person asked for) and
// takes them out. Pure: the catalog is bundled data.
import crypto from "node:crypto";
import { detectCategory, loadCatalog, type CatalogProduct } from "@/lib/catalog";
import type { ChatTurn } from "../model";
import { parseRequest } from "../request/parse";

/**
 * The product category the conversation is about: the newest user turn that names one, so a
 * follow-up like "cheaper?" keeps the category asked before it. The ONE place the model path reads
 * the asked category: the embedded answerer's request model (lib/ai/request), so both engines
 * agree on what was asked; the newest turn naming a category is the fallback.
 */
export function askedCategory(history: ChatTurn[]): string | null {
  // The review asks again for the same conversation (and for its last question alone): each
  // conversation is read once (bounded memo keyed by a digest of its turns).
  const key = crypto.createHash("sha1").update(history.map((t) => `${t.role}\u0001${t.content}`).join("\u0000")).digest("base64");
  const known = askedMemo.get(key);
  if (known !== undefined) return known;
  const slug = readAskedCategory(history);
  if (askedMemo.size >= ASKED_MEMO_SIZE) askedMemo.delete(askedMemo.keys().next().value!);
  askedMemo.set(key, slug);
  return slug;
}

const ASKED_MEMO_SIZE = 1000;
const askedMemo = new Map<string, string | null>();

function readAskedCategory(history: ChatTurn[]): string | null {
  if (history.some((t) => t.role === "user")) {
    const parsed = parseRequest(history).category;
    if (parsed) return parsed;
  }
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "user") continue;
    const slug = detectCategory(turn.content);
    if (slug) return slug;
  }
  return null;
}

/** Categories the taxonomy lists as near the given one (headphones ↔ earbuds), when it has such a list. */
export function relatedCategories(slug: string): string[] {
  const category = loadCatalog().categories.find((c) => c.slug === slug) as { related?: string[] } | undefined;
  return category?.related ?? [];
}

/**
 * What may be linked for this conversation: the asked category and its related ones. (Not every
 * category a keyword of the question touches: "an espresso machine for a beginner" is not a drone
 * question because drones also suit beginners.)
 */
export function allowedCategories(history: ChatTurn[]): Set<string> | null {
  const asked = askedCategory(history);
  return asked ? new Set([asked, ...relatedCategories(asked)]) : null;
}

export type RemovedPick = { name: string; category: string; link: string };

const LINK_RE = /\[([^\]\n]{1,200})\]\((https?:\/\/[^)\s]+)\)/g;
const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s/;
const HEADING = /^\s{0,3}#{1,6}\s/;

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** The catalog product a retailer link points at: by its search words (k= or q=), else by the link text. */
export function productForLink(url: string, label: string): CatalogProduct | null {
  let searched: string | null = null;
  try {
    const u = new URL(url);
    if (!/(^|\.)(amazon\.com|bhphotovideo\.com)$/.test(u.hostname)) return null;
    searched = u.searchParams.get("k") ?? u.searchParams.get("q");
  } catch {
    return null;
  }
  const { products } = loadCatalog();
  return (
    (searched && products.find((p) => norm(p.searchQuery) === norm(searched!))) ||
    products.find((p) => norm(p.name) === norm(label)) ||
    null
  );
}

/**
 * Takes off-category picks out of `text`. A pick that is its own list item or heading goes with
 * the lines that belong to it (indented continuation lines, or a heading's paragraph); a link in
 * running prose becomes the plain product name. Links to retailer pages that are not catalog
 * products are left alone (their category is unknown). Answers the text and what was removed.
 */
export function removeOffCategoryPicks(text: string, allowed: Set<string>): { text: string; removed: RemovedPick[] } {
  const removed: RemovedPick[] = [];
  const offPicks = (line: string) =>
    [...line.matchAll(LINK_RE)].flatMap((m) => {
      const product = productForLink(m[2]!, m[1]!);
      return product && !allowed.has(product.category) ? [{ match: m[0], name: m[1]!, category: product.category as string, link: m[2]! }] : [];
    });
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const off = offPicks(line);
    if (!off.length) {
      out.push(line);
      continue;
    }
    removed.push(...off.map(({ name, category, link }) => ({ name, category, link })));
    const onlyOffLinks = [...line.matchAll(LINK_RE)].length === off.length;
    if (onlyOffLinks && (LIST_ITEM.test(line) || HEADING.test(line))) {
      i = lastLineOfBlock(lines, i);
      continue;
    }
    out.push(off.reduce((l, o) => l.replace(o.match, o.name), line));
  }
  return { text: tidy(out.join("\n")), removed };
}

/** The last line belonging to the list item or heading at `start`. */
function lastLineOfBlock(lines: string[], start: number): number {
  const heading = HEADING.test(lines[start]!);
  const indent = lines[start]!.match(/^\s*/)?.[0].length ?? 0;
  let end = start;
  for (let j = start + 1; j < lines.length; j++) {
    const next = lines[j]!;
    if (!next.trim()) {
      // A heading owns the paragraph after it; a list item only its indented lines.
      if (heading && j === start + 1) continue;
      break;
    }
    if (HEADING.test(next)) break;
    const nextIndent = next.match(/^\s*/)?.[0].length ?? 0;
    if (!heading && nextIndent <= indent) break;
    end = j;
  }
  return end;
}

/**
 * The check as the answer pipeline runs it: nothing to do when no product category was asked.
 * When the last question names no category itself (a follow-up: "cheaper?", or "earbuds instead?"
 * in words the taxonomy does not know), the category is inherited and may be stale, so picks are
 * only removed when at least one pick in the asked category stays; an answer whose picks are all
 * elsewhere then likely follows a change of subject we could not read.
 */
export function keepOnCategory({ text, history }: { text: string; history: ChatTurn[] }): { text: string; removed: RemovedPick[] } {
  // An answer without links has no pick to remove: it comes back as it is, without reading the
  // conversation (the request parser, the costliest step of a model answer's review). It used to
  // come back tidied (blank runs collapsed, ends trimmed: nothing a reader sees) only when a
  // category had been asked, which cost the parse for every answer ending in a newline.
  if (!/\]\(https?:\/\//.test(text)) return { text, removed: [] };
  const allowed = allowedCategories(history);
  if (!allowed) return { text, removed: [] };
  if (!linkedCategories(text).some((c) => allowed.has(c))) {
    const lastQuestion = [...history].reverse().find((t) => t.role === "user");
    const stated = lastQuestion ? askedCategory([lastQuestion]) !== null : false;
    if (!stated) return { text, removed: [] };
  }
  return removeOffCategoryPicks(text, allowed);
}

/** What removeOffCategoryPicks does to the text besides removing picks. */
const tidy = (text: string) => text.replace(/\n{3,}/g, "\n\n").trim();

/** Categories of the catalog products linked in `text`. */
function linkedCategories(text: string): string[] {
  return [...text.matchAll(LINK_RE)].flatMap((m) => {
    const product = productForLink(m[2]!, m[1]!);
    return product ? [product.category as string] : [];
  });
}
