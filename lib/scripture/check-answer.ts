// Guards every answer before it is shown: a reference must exist in the bundled WEB, and
// words presented as a quotation of it must be its words. Models misremember both.
import { lookupReference, parseReferences, type ScriptureReference, type VersePassage } from "./references";
import { quotePassage } from "./quote";

export interface CheckedReference {
  /** As written in the answer. */
  raw: string;
  /** Canonical form ("Proverbs 15:22"). */
  reference: string;
  /** Exact WEB text, so a UI can expand the reference. */
  text: string;
}

export interface QuoteCorrection {
  reference: string;
  original: string;
  corrected: string;
}

export interface ReferenceReport {
  valid: CheckedReference[];
  /** References as written that do not exist in the bundled WEB. */
  invalid: string[];
  /** Quotations whose words differed from the WEB and were replaced by the exact words. */
  correctedQuotes: QuoteCorrection[];
  /** Quotations removed because their reference does not exist. */
  removedQuotes: string[];
}

export interface CheckedAnswer {
  markdown: string;
  report: ReferenceReport;
}

export const notFoundMarker = (raw: string) => `(reference not found in the World English Bible: ${raw})`;
const MARKER_RE = /\(reference not found in the World English Bible: [^)]*\)/g;
const REMOVED = "[quotation removed]";

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/'/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** True when every part of the quote (split at ellipses) appears, in order and on word boundaries, in the passage. */
export function quoteMatchesPassage(quote: string, passage: string): boolean {
  const haystack = ` ${normalize(passage)} `;
  const parts = quote.split(/\.\.\.|…/).map(normalize).filter(Boolean);
  if (parts.length === 0) return false;
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(` ${part} `, from);
    if (at < 0) return false;
    from = at + part.length + 1;
  }
  return true;
}

class Collector {
  report: ReferenceReport = { valid: [], invalid: [], correctedQuotes: [], removedQuotes: [] };
  valid(ref: ScriptureReference, passage: VersePassage) {
    if (!this.report.valid.some((v) => v.reference === passage.reference)) {
      this.report.valid.push({ raw: ref.raw.trim(), reference: passage.reference, text: passage.text });
    }
  }
  invalid(ref: ScriptureReference) {
    if (!this.report.invalid.includes(ref.raw.trim())) this.report.invalid.push(ref.raw.trim());
  }
}

const ATTRIBUTION_TAIL = /^[\s*_]*(?:\((?:WEB|World English Bible)\))?[\s*_).,;]*$/i;

/** A blockquote ending in "— Reference" is a scripture quotation: check it as a whole. */
function checkBlockquote(lines: string[], out: Collector): string | null {
  const body = lines.map((l) => l.replace(/^\s*>\s?/, "")).join("\n");
  const refs = parseReferences(body);
  const ref = refs[refs.length - 1];
  if (!ref || !ATTRIBUTION_TAIL.test(body.slice(ref.index + ref.raw.length))) return null;
  const quote = body
    .slice(0, ref.index)
    .replace(/[\s*_]*\(?[\s*_]*(?:[—–-]{1,2}|~)?[\s*_]*$/, "")
    .replace(/^[\s*_“"]+|[\s*_”"]+$/g, "");
  if (!quote || refs.length > 1) return null;
  const passage = lookupReference(ref);
  if (!passage) {
    out.invalid(ref);
    out.report.removedQuotes.push(quote);
    return notFoundMarker(ref.raw.trim());
  }
  out.valid(ref, passage);
  if (quoteMatchesPassage(quote, passage.text)) return lines.join("\n");
  out.report.correctedQuotes.push({ reference: passage.reference, original: quote, corrected: passage.text });
  return quotePassage(passage);
}

const QUOTE_BEFORE = /([“"])([^“”"\n]{2,800})([”"])[\s,.;:]*\(?\s*(?:[—–-]{1,2}\s*)?$/;
const QUOTE_AFTER = /^\s*\)?\s*(?:says|said|reads|puts it|tells us|reminds us|writes)?\s*[:,]?\s*([“"])([^“”"\n]{2,800})([”"])/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Inline references, with a quotation directly before ("…" (Prov 3:5)) or after (Prov 3:5 says, "…"). */
function checkInline(text: string, out: Collector): string {
  // Already-flagged references must not be flagged again when an answer is re-checked.
  const masked = text.replace(MARKER_RE, (m) => "#".repeat(m.length));
  const edits: Edit[] = [];
  for (const ref of parseReferences(masked)) {
    const refEnd = ref.index + ref.raw.length;
    const before = QUOTE_BEFORE.exec(masked.slice(Math.max(0, ref.index - 900), ref.index));
    const after = before ? null : QUOTE_AFTER.exec(masked.slice(refEnd, refEnd + 900));
    let quote: Edit | null = null;
    if (before) {
      const base = Math.max(0, ref.index - 900) + before.index;
      quote = { start: base + 1, end: base + 1 + before[2].length, text: before[2] };
    } else if (after) {
      const start = refEnd + after.index + after[0].length - after[2].length - 1;
      quote = { start, end: start + after[2].length, text: after[2] };
    }
    const passage = lookupReference(ref);
    if (!passage) {
      out.invalid(ref);
      // "(Hezekiah 3:16)" becomes one marker, not a marker inside parentheses.
      const wrapped = masked[ref.index - 1] === "(" && masked[refEnd] === ")";
      const [start, end] = wrapped ? [ref.index - 1, refEnd + 1] : [ref.index, refEnd];
      edits.push({ start, end, text: notFoundMarker(ref.raw.trim()) });
      if (quote) {
        out.report.removedQuotes.push(quote.text);
        edits.push({ start: quote.start - 1, end: quote.end + 1, text: REMOVED });
      }
      continue;
    }
    out.valid(ref, passage);
    if (quote && !quoteMatchesPassage(quote.text, passage.text)) {
      out.report.correctedQuotes.push({ reference: passage.reference, original: quote.text, corrected: passage.text });
      edits.push({ start: quote.start, end: quote.end, text: passage.text });
    }
  }
  let result = text;
  let limit = Infinity;
  // Applied from the end so earlier offsets stay valid; an edit overlapping a later one is dropped.
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    if (edit.end > limit) continue;
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

/**
 * Returns the answer with real references kept, non-existent ones replaced by
 * "(reference not found in the World English Bible: …)" (their quotations removed, so
 * nothing is passed off as scripture), and misquoted verses replaced by the exact WEB words.
 * Idempotent: checking a checked answer changes nothing.
 */
export function checkAnswerReferences(markdown: string): CheckedAnswer {
  const out = new Collector();
  const lines = markdown.split("\n");
  const chunks: string[] = [];
  let plain: string[] = [];
  const flushPlain = () => {
    if (plain.length > 0) chunks.push(checkInline(plain.join("\n"), out));
    plain = [];
  };
  for (let i = 0; i < lines.length; ) {
    if (!/^\s*>/.test(lines[i])) {
      plain.push(lines[i++]);
      continue;
    }
    const group: string[] = [];
    while (i < lines.length && /^\s*>/.test(lines[i])) group.push(lines[i++]);
    const checked = checkBlockquote(group, out);
    if (checked === null) plain.push(...group);
    else {
      flushPlain();
      chunks.push(checked);
    }
  }
  flushPlain();
  return { markdown: chunks.join("\n"), report: out.report };
}
