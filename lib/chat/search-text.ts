// Pure rules of conversation search (item 4): the words of a query, the tsquery and ILIKE pattern
// built from them, and the highlighted snippet. Unit-tested in tests/unit/search-text.test.ts.

export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;
const SNIPPET_RADIUS = 60;

/** Letters and digits only: nothing of tsquery's syntax (& | ! : * ( ) ') can reach it. */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Every word as a prefix ("stroll" finds "stroller"), all required: `stroll:* & cheap:*`. */
export function prefixTsQuery(terms: string[]): string | null {
  return terms.length ? terms.map((t) => `${t}:*`).join(" & ") : null;
}

/** The whole query as a substring (the fallback for a word's middle or stop words), LIKE-escaped. */
export function likePattern(query: string): string {
  return `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type SnippetPart = { text: string; hit: boolean };

/**
 * About 120 characters around the first match, split into plain and matched parts. Parts are text,
 * never HTML: the browser renders them as text nodes, so a message cannot inject markup.
 */
export function snippetParts(text: string, query: string, radius = SNIPPET_RADIUS): SnippetPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const needles = [query.trim().toLowerCase(), ...searchTerms(query)].filter(Boolean);
  const lower = flat.toLowerCase();
  const first = Math.min(...needles.map((n) => lower.indexOf(n)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const at = Number.isFinite(first) ? first : 0;
  const start = Math.max(0, at - radius);
  const end = Math.min(flat.length, at + radius * 2);
  const window = `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  return highlight(window, needles);
}

function highlight(text: string, needles: string[]): SnippetPart[] {
  const lower = text.toLowerCase();
  const hits: [number, number][] = [];
  for (let i = 0; i < text.length; ) {
    const n = needles.find((x) => lower.startsWith(x, i));
    if (n) {
      hits.push([i, i + n.length]);
      i += n.length;
    } else i += 1;
  }
  const parts: SnippetPart[] = [];
  let pos = 0;
  for (const [a, b] of hits) {
    if (a > pos) parts.push({ text: text.slice(pos, a), hit: false });
    parts.push({ text: text.slice(a, b), hit: true });
    pos = b;
  }
  if (pos < text.length) parts.push({ text: text.slice(pos), hit: false });
  return parts;
}
