// What an answer actually did, read from its text the way a user sees it: which catalog
// products it links to, which verses it quotes and whether the quotes are the WEB's words.
import { lookupReference, parseReferences, quoteMatchesPassage } from "@/lib/scripture";

/** The catalog fields the scoring needs (a subset of CatalogProduct, so fixtures stay small). */
export interface EvalProduct {
  id: string;
  name: string;
  category: string;
  priceBand: { low: number; high: number | null };
  retailer: string;
  searchQuery: string;
}

export interface AnswerLink {
  label: string;
  url: string;
}

const RETAILER_HOSTS = ["amazon.com", "bhphotovideo.com"];
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** Every http(s) link in markdown text: [label](url) and bare URLs. */
export function linksIn(text: string): AnswerLink[] {
  const links: AnswerLink[] = [];
  const md = /\[([^\]]*)\]\((https?:\/\/[^\s)]+)\)/g;
  for (const m of text.matchAll(md)) links.push({ label: m[1], url: m[2] });
  const rest = text.replace(md, " ");
  for (const m of rest.matchAll(/https?:\/\/[^\s)<>\]]+/g)) links.push({ label: "", url: m[0] });
  return links;
}

export function isRetailerLink(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    return RETAILER_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

function searchTermOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.searchParams.get("k") ?? u.searchParams.get("q") ?? u.searchParams.get("Ntt");
  } catch {
    return null;
  }
}

export interface LinkedPicks {
  /** Catalog product ids, in order of first link, without repeats. */
  ids: string[];
  /** Retailer links that match no catalog product (a model inventing a pick). */
  unknown: string[];
}

/** Retailer links matched back to catalog products: by the search term, then by the link label. */
export function picksFromLinks(text: string, products: readonly EvalProduct[]): LinkedPicks {
  const byQuery = new Map(products.map((p) => [squash(p.searchQuery), p.id]));
  const byName = new Map(products.map((p) => [squash(p.name), p.id]));
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const link of linksIn(text).filter((l) => isRetailerLink(l.url))) {
    const term = searchTermOf(link.url);
    const id = (term && (byQuery.get(squash(term)) ?? byName.get(squash(term)))) || byName.get(squash(link.label));
    if (!id) unknown.push(link.url);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/** A product's price band meets a budget when some of the band lies inside it. */
export function fitsBudget(product: EvalProduct, budget: { min?: number; max?: number }): boolean {
  const { low, high } = product.priceBand;
  if (budget.max !== undefined && low > budget.max) return false;
  if (budget.min !== undefined && high !== null && high < budget.min) return false;
  return true;
}

// The answer says plainly that what it shows is outside the budget.
const OVER_BUDGET_WORDS =
  /\b(?:over|above|beyond|outside|exceeds?|stretch(?:es)?)\b[^.\n]{0,40}\bbudget\b|\bbudget\b[^.\n]{0,40}\b(?:nothing|none|no pick)\b|\bclosest (?:option|pick|match)\b|\bnothing (?:i (?:have|know)|in (?:my|the) catalog)[^.\n]{0,40}\b(?:under|within|below)\b/i;
export const saysOutsideBudget = (text: string): boolean => OVER_BUDGET_WORDS.test(text);

export interface QuotedVerse {
  /** As written after the dash ("Proverbs 3:5-6"). */
  reference: string;
  quote: string;
  /** The reference is a real passage of the bundled WEB. */
  exists: boolean;
  /** The quote is that passage's WEB text (whole, or in order with ellipses for left-out words). */
  exact: boolean;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
const stripEmphasis = (s: string) => collapse(s).replace(/^[\s*_]+|[\s*_]+$/g, "");
// Wrapping quotation marks are the answer's, not the verse's; a verse may itself end in ”.
const unwrap = (s: string) => (/^[“"]/.test(s) && /[”"]$/.test(s) ? s.slice(1, -1).trim() : s);
// "> — Proverbs 3:5-6 (WEB)" or "“…” — Proverbs 3:5-6 (WEB)" on one line.
const ATTRIBUTION = /^(.*?)[—–]\s*\**\s*([1-3]?\s?[A-Z][A-Za-z. ]+\s\d{1,3}(?::\d{1,3}(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:[-–]\d{1,3})?)*)?)\s*\**\s*\((?:WEB|World English Bible)\)\**\s*$/;

function isExact(quote: string, passage: string): boolean {
  const q = collapse(quote);
  const p = collapse(passage);
  if (q === p) return true;
  if (!/\.\.\.|…/.test(q)) return false;
  const parts = q.split(/\.\.\.|…/).map((s) => s.trim()).filter(Boolean);
  let from = 0;
  for (const part of parts) {
    const at = p.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return quoteMatchesPassage(q, p);
}

/** Every quotation attributed "— Book C:V (WEB)", checked against the bundled WEB text. */
export function quotedVerses(text: string): QuotedVerse[] {
  const lines = text.split("\n");
  const found: QuotedVerse[] = [];
  lines.forEach((line, i) => {
    const body = line.replace(/^\s*>\s?/, "");
    const m = ATTRIBUTION.exec(body);
    if (!m) return;
    let quote = stripEmphasis(m[1]).replace(/\s*[—–-]*$/, "");
    if (!quote && /^\s*>/.test(line)) {
      const above: string[] = [];
      for (let j = i - 1; j >= 0 && /^\s*>/.test(lines[j]); j--) above.unshift(lines[j].replace(/^\s*>\s?/, ""));
      quote = stripEmphasis(above.join(" "));
    }
    const ref = parseReferences(m[2])[0];
    const passage = ref ? lookupReference(ref) : null;
    const exact = passage !== null && (isExact(quote, passage.text) || isExact(unwrap(quote), passage.text));
    found.push({ reference: m[2].trim(), quote: unwrap(quote), exists: passage !== null, exact });
  });
  return found;
}

/** True when the answer contains the whole WEB text of the requested passage. */
export function quotesPassage(text: string, passage: string): boolean {
  const wanted = lookupReference(passage);
  if (!wanted) return false;
  const body = collapse(text.replace(/^\s*>\s?/gm, ""));
  return body.includes(collapse(wanted.text)) || wanted.verses.every((v) => body.includes(collapse(v.text)));
}
