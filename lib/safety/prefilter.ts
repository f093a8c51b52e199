// A cheap necessary condition for a safety pattern: the literal words any match must contain. Most
// of the ~1,300 patterns miss most messages, and one pass over the text for all of them decides that faster than the
// regex engine can (a big alternation is tried at every position of the text). Only ever a filter:
// when it passes, the pattern itself decides, so what the detector finds does not change.

/** What a piece of a pattern guarantees: one of these strings is in every match, or nothing (null). */
type Need = readonly string[] | null;
type Atom = { ch: string } | { need: Need };

/** Thrown on anything this reader does not know; the pattern then simply has no prefilter. */
class Unknown extends Error {}

const CLASS_ESCAPES = new Set([..."wWdDsS"]);
const ASSERTION_ESCAPES = new Set([..."bB"]);
/** Escapes that stand for more than the character after the backslash. */
const SPECIAL_ESCAPES = new Set([..."nrtfv0123456789xuckp"]);

/**
 * The literals one of which every match of `source` (a regex without the i, m, s, u or v flags)
 * contains, or null when no such set is known (then every text passes). Longer literals are
 * preferred: they rule out more texts.
 */
export function requiredLiterals(source: string): string[] | null {
  try {
    const reader = new Reader(source);
    const need = reader.alternation();
    if (reader.pos !== source.length) return null;
    return need && need.every((s) => s.length > 0) ? shortest(need) : null;
  } catch (err) {
    if (err instanceof Unknown) return null;
    throw err;
  }
}

/**
 * Every registered pattern's literals in one trie, so a text is read once for all of them: at each
 * position the trie is walked as far as the text follows it, and every literal it ends on marks its
 * patterns as possible. A pattern is then one array read instead of a regex run at every position.
 */
const trie = new Map<number, number>(); // node * 65536 + char code → child node
const endsAt: number[][] = [[]]; // node → the patterns whose literal ends there
let patterns = 0;
/** The last few texts read (the detector tries every pattern on one clause before the next). */
let recent: { text: string; possible: Uint8Array }[] = [];
const RECENT = 4;

/** Adds a pattern's literals to the index; its id for `mayMatch`, or -1 when it has none (always tried). */
export function registerPattern(source: string): number {
  const literals = requiredLiterals(source);
  if (!literals) return -1;
  const id = patterns++;
  for (const literal of literals) {
    let node = 0;
    for (let i = 0; i < literal.length; i++) {
      const key = node * 65536 + literal.charCodeAt(i);
      let next = trie.get(key);
      if (next === undefined) {
        next = endsAt.length;
        endsAt.push([]);
        trie.set(key, next);
      }
      node = next;
    }
    endsAt[node]!.push(id);
  }
  recent = [];
  return id;
}

/** False when `text` contains none of the literals of pattern `id`: the pattern cannot match it. */
export function mayMatch(id: number, text: string): boolean {
  if (id < 0) return true;
  let read = recent.find((r) => r.text === text);
  if (!read) {
    read = { text, possible: possibleIn(text) };
    if (recent.length >= RECENT) recent.shift();
    recent.push(read);
  }
  return read.possible[id] === 1;
}

function possibleIn(text: string): Uint8Array {
  const possible = new Uint8Array(patterns);
  for (let start = 0; start < text.length; start++) {
    let node = 0;
    for (let i = start; i < text.length; i++) {
      const next = trie.get(node * 65536 + text.charCodeAt(i));
      if (next === undefined) break;
      node = next;
      for (const id of endsAt[node]!) possible[id] = 1;
    }
  }
  return possible;
}

class Reader {
  pos = 0;
  constructor(private readonly src: string) {}

  private peek = () => this.src[this.pos];

  /** a|b|c up to a closing parenthesis or the end: a match contains one of any branch's literals. */
  alternation(): Need {
    const branches: Need[] = [this.sequence()];
    while (this.peek() === "|") {
      this.pos++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return branches.flatMap((b) => b!);
  }

  /** A run of atoms: its best guarantee is its longest run of plain characters or its best group. */
  private sequence(): Need {
    const atoms: Atom[] = [];
    while (this.pos < this.src.length && this.peek() !== "|" && this.peek() !== ")") atoms.push(this.quantified(this.atom()));
    const candidates: string[][] = [];
    let run = "";
    for (const a of atoms) {
      if ("ch" in a) { run += a.ch; continue; }
      if (run) candidates.push([run]);
      run = "";
      if (a.need) candidates.push([...a.need]);
    }
    if (run) candidates.push([run]);
    let best: string[] | null = null;
    for (const c of candidates) if (!best || score(c) > score(best)) best = c;
    return best;
  }

  private quantified(atom: Atom): Atom {
    const rest = this.src.slice(this.pos);
    const m = /^(?:([?*+])|\{([0-9]+)(?:(,)([0-9]*))?\})\??/.exec(rest);
    if (!m) return atom;
    this.pos += m[0].length;
    const min = m[1] ? (m[1] === "+" ? 1 : 0) : Number(m[2]);
    if (min === 0) return { need: null };
    // At least once: what the atom guarantees still holds, but it no longer joins its neighbours' run.
    return "ch" in atom ? { need: [atom.ch] } : atom;
  }

  private atom(): Atom {
    const c = this.src[this.pos++]!;
    if (c === "(") return this.group();
    if (c === "[") return this.characterClass();
    if (c === "\\") return this.escape();
    if (c === "." || c === "^" || c === "$") return { need: null };
    if (c === "*" || c === "+" || c === "?" || c === "{" || c === "}" || c === "]") throw new Unknown();
    return { ch: c };
  }

  private group(): Atom {
    let lookaround = false;
    if (this.src.startsWith("?:", this.pos)) this.pos += 2;
    else if (/^\?<?[=!]/.test(this.src.slice(this.pos))) {
      lookaround = true;
      this.pos += this.src[this.pos + 1] === "<" ? 3 : 2;
    } else if (this.peek() === "?") throw new Unknown();
    const need = this.alternation();
    if (this.src[this.pos++] !== ")") throw new Unknown();
    // A lookaround consumes nothing: it says nothing certain about the matched text itself.
    return { need: lookaround ? null : need };
  }

  private characterClass(): Atom {
    while (this.pos < this.src.length && this.peek() !== "]") this.pos += this.peek() === "\\" ? 2 : 1;
    if (this.src[this.pos++] !== "]") throw new Unknown();
    return { need: null };
  }

  private escape(): Atom {
    const c = this.src[this.pos++];
    if (c === undefined || SPECIAL_ESCAPES.has(c)) throw new Unknown();
    if (CLASS_ESCAPES.has(c) || ASSERTION_ESCAPES.has(c)) return { need: null };
    if (/[a-zA-Z]/.test(c)) throw new Unknown();
    return { ch: c };
  }
}

/** A literal that contains another adds nothing ("wrists" beside "wrist"): a text with it has the other too. */
function shortest(literals: readonly string[]): string[] {
  const unique = [...new Set(literals)];
  return unique.filter((l) => !unique.some((o) => o !== l && l.includes(o)));
}

/** Shortest literal first (it decides how often the filter passes), then fewer literals. */
const score = (lits: string[]) => Math.min(...lits.map((l) => l.length)) * 1000 - lits.length;
