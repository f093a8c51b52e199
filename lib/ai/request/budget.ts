// Reading a budget out of one message: ceilings, floors, ranges, targets, negations and the
// ways people write money ("$1,000", "1k", "a grand", "500 bucks"). Pure and fast.
import type { Budget } from "./types";

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
// A money amount: "$1,200", "$1.2k", "1200 dollars", "1k", "800 bucks". Group 1 number, 2 "k", 3 "$", 4 unit word.
const MONEY = String.raw`(\$\s?)?${NUM}\s?(k\b)?(?:\s?(dollars|bucks|usd))?`;
// Units that mean a number is a spec, not a price ("16 gb", "5k run", "10 lbs").
const SPEC_UNIT = /^\s*(?:gb|tb|mb|mp|mm|cm|inch|inches|in\b|"|lbs?|pounds|kg|oz|ounces|quarts?|qt|mph|hours?|hrs?|minutes?|mins?|miles?|mi\b|km|feet|ft|sq|years?|yrs?|months?|weeks?|days?|people|kids|w\b|watts?|mah|p\b|fps|hz|run|race|races|steps|sf|cups?|liters?|l\b|gallons?|x\b|%|percent|pm|am|year-old|yo\b|-year|grams?|g\b|story|stories|acres?|sq|square|video|tv|monitor|display|hdr|resolution|camera|screen|footage|editing|gaming|oled)/;

const WORD_AMOUNTS: [RegExp, string][] = [
  [/\b(a|one) grand\b/g, "$$1000"],
  [/\b(\d+(?:\.\d+)?) grand\b/g, "$$$1k"],
  [/\btwo grand\b/g, "$$2000"],
  [/\b(a|one) thousand (?:dollars|bucks)\b/g, "$$1000"],
  [/\b(two|three|four|five) (hundred|thousand) (?:dollars|bucks)\b/g, "WORDNUM"],
  [/\b(a|one) hundred (?:dollars|bucks)\b/g, "$$100"],
];
const SMALL: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

function normalize(text: string): string {
  let t = ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, "-")} `;
  for (const [re, to] of WORD_AMOUNTS) {
    t = to === "WORDNUM"
      ? t.replace(re, (_m, n: string, unit: string) => `$${SMALL[n] * (unit === "hundred" ? 100 : 1000)}`)
      : t.replace(re, to);
  }
  return t;
}

interface Amount { value: number; index: number; end: number; explicit: boolean }

/** Every money-like amount with where it sits; bare numbers count only when the context says money. */
function amounts(t: string): Amount[] {
  const out: Amount[] = [];
  for (const m of t.matchAll(new RegExp(MONEY, "g"))) {
    const [whole, dollar, num, k, unit] = m;
    const index = m.index;
    const end = index + whole.length;
    if (/[a-z0-9.]/.test(t[index - 1] ?? "") && !dollar) continue;
    if (!dollar && !unit && SPEC_UNIT.test(t.slice(end))) continue;
    const value = Number(num.replace(/,/g, "")) * (k ? 1000 : 1);
    const explicit = Boolean(dollar || unit || k);
    out.push({ value, index, end, explicit });
  }
  return out;
}

const before = (t: string, a: Amount, chars = 40) => t.slice(Math.max(0, a.index - chars), a.index);
const NEGATION = /\b(?:don't|do not|dont|doesn't|not|no|nothing|none|never|can't|cannot|cant|won't|wont|wouldn't|shouldn't|rather not)\b[^.?!]*$/;
const CEILING = /\b(?:under|below|beneath|less than|lower than|cheaper than|no more than|not more than|up to|upto|max(?:imum)?(?: of)?|at most|tops|cap(?:ped)? at|within|no higher than|not over|not above|budget (?:is|of|around|about)?|budget:?|afford|only have|i have|i've got|got)\s*(?:about |around |roughly )?$/;
const FLOOR = /\b(?:over|above|more than|at least|upwards of|minimum(?: of)?|min|starting at|higher than|north of)\s*$/;
const AROUND = /\b(?:around|about|roughly|approximately|approx|ballpark|close to|near|somewhere around|in the range of|~)\s*$|~\s*$/;
const AFTER_CEILING = /^\s*(?:max(?:imum)?|tops|or less|or under|or below|at most|at the most|is my (?:max|limit|ceiling|budget)|limit|ceiling|budget)\b/;
const AFTER_FLOOR = /^\s*(?:or more|and up|plus|\+|minimum|at least)/;

function moneyContext(t: string): boolean {
  return /\$|\b(?:dollars|bucks|usd|budget|spend|price|cost|afford|cheap|expensive|under|grand|no more than|less than|up to|max|tops|or less|between|range|around|about|or so|stretch)\b|-ish|\d\s?ish\b|\b\d{2,5}\s?-\s?\d{2,5}\b/.test(t);
}

const round = (n: number) => Math.round(n);

/** The budget in one message, or null when it names none. */
export function parseBudget(text: string): Budget | null {
  const t = normalize(text);
  const all = amounts(t);
  // A range borrows the money sign of either end: "between 300 and 600 dollars", "$1-2k".
  for (let i = 0; i + 1 < all.length; i++) {
    const gap = t.slice(all[i].end, all[i + 1].index);
    if (/^\s*(?:-|to|and)\s*$/.test(gap) && (all[i].explicit || all[i + 1].explicit)) all[i].explicit = all[i + 1].explicit = true;
  }
  // "4k video under $800": when any amount is written as money, the bare numbers are specs.
  const found = all.some((a) => a.explicit) ? all.filter((a) => a.explicit) : all.filter((a) => a.value >= 10 && moneyContext(t));
  if (found.length === 0) return null;

  // Ranges: "between $200 and $400", "$200-$400", "$200 to $400", "from 200 to 400".
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    const gap = t.slice(a.end, b.index);
    if (/^\s*(?:-|to|and|or)\s*$/.test(gap) && (/-|to/.test(gap) || /\bbetween\s*$/.test(before(t, a, 12)))) {
      const [lo, hi] = a.value <= b.value ? [a.value, b.value] : [b.value, a.value];
      // "$1-2k": the k on the upper end applies to both.
      const low = lo < 10 && hi >= 1000 ? lo * 1000 : lo;
      return { min: round(low), max: round(hi) };
    }
  }

  const a = found[0];
  const lead = before(t, a);
  const near = before(t, a, 24);
  const after = t.slice(a.end, a.end + 24);
  const negated = NEGATION.test(lead);
  if (AROUND.test(near) || /^\s*(?:-?ish\b|or so\b|give or take|ballpark)/.test(after)) return { min: round(a.value * 0.6), max: round(a.value * 1.15), around: round(a.value) };
  if (FLOOR.test(near) || AFTER_FLOOR.test(after)) {
    // "don't want to spend more than $1,000" is a ceiling, not a floor.
    return negated ? { min: null, max: round(a.value) } : { min: round(a.value), max: null };
  }
  if (CEILING.test(near) || AFTER_CEILING.test(after)) {
    return negated && !/\b(?:under|below|less than|no more than|not more than|up to|at most|max)\s*$/.test(near)
      ? { min: round(a.value), max: null }
      : { min: null, max: round(a.value) };
  }
  // A bare amount ("a $500 drone", "spend 300 on a blender") is read as the most they want to pay.
  return { min: null, max: round(a.value) };
}

/** "under $1,000", "$200–$400", "around $300", "over $1,500". */
export function budgetLabel(b: Budget): string {
  const fmt = (n: number) => `$${n.toLocaleString("en-US")}`;
  if (b.around !== undefined) return `around ${fmt(b.around)}`;
  if (b.min !== null && b.max !== null) return `${fmt(b.min)}–${fmt(b.max)}`;
  if (b.max !== null) return `under ${fmt(b.max)}`;
  if (b.min !== null) return `over ${fmt(b.min)}`;
  return "your budget";
}
