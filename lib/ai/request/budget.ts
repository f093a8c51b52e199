// Reading a budget out of one message: ceilings, floors, ranges, targets, negations and the
// ways people write money ("$1,000", "1k", "a grand", "500 bucks"). Pure and fast.
import { allProducts } from "./catalog-view";
import type { Budget } from "./types";

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
// A money amount: "$1,200", "$1.2k", "1200 dollars", "1k", "800 bucks". Group 1 number, 2 "k", 3 "$", 4 unit word.
const MONEY = String.raw`(\$\s?)?${NUM}\s?(k\b)?(?:\s?(dollars?|bucks|usd))?`;
// Units that mean a number is a spec, not a price ("16 gb", "5k run", "10 lbs").
const SPEC_UNIT = /^\s*(?:gb|tb|mb|mp|mm|cm|inch|inches|in\b|"|lbs?|pounds|kg|oz|ounces|quarts?|qt|mph|hours?|hrs?|minutes?|mins?|miles?|mi\b|km|feet|ft|sq|years?|yrs?|months?|weeks?|days?|people|kids|w\b|watts?|mah|p\b|fps|hz|run|race|races|steps|sf|cups?|liters?|l\b|gallons?|x\b|%|percent|pm|am|year-old|yo\b|-year|grams?|g\b|story|stories|acres?|sq|square|video|tv|monitor|display|hdr|resolution|camera|screen|footage|editing|gaming|oled)/;

const WORD_AMOUNTS: [RegExp, string][] = [
  [/\b(a|one) grand\b/g, "$$1000"],
  [/\b(\d+(?:\.\d+)?) grand\b/g, "$$$1k"],
  [/\b(a|one) thousand (?:dollars|bucks)\b/g, "$$1000"],
  [/\b(a|one) hundred (?:dollars|bucks)\b/g, "$$100"],
  // "a hundred and fifty", "a hundred fifty": the tens are added below.
  [/\b(?:a|one) hundred (?:and )?(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/g, "one_hundred_$1"],
];
// Spelled amounts people type: "five hundred", "fifteen hundred dollars", "two grand", "three thousand".
const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const UNIT_WORDS = Object.keys(UNITS).join("|");
const SPELLED = new RegExp(String.raw`\b(${UNIT_WORDS})(?:[ -](${UNIT_WORDS}))? (hundred|thousand|grand)( dollars| bucks)?\b`, "g");
const TENS = new RegExp(String.raw`\b(${UNIT_WORDS})(?:[ -](${UNIT_WORDS}))? (dollars|bucks)\b`, "g");

// "twenty, thirty dollars", "thirty or forty bucks": two spelled amounts sharing one money word.
const TENS_PAIR = new RegExp(String.raw`\b(${UNIT_WORDS})(?:,| or|, or| to|-) ?(${UNIT_WORDS}) (?:dollars|bucks)\b`, "g");
const num = (w: string) => UNITS[w] ?? Number(w);
const HUNDREDS_RANGE = new RegExp(String.raw`\b(\d{1,2}|${UNIT_WORDS})(?:\s?-\s?| to | or ) ?(\d{1,2}|${UNIT_WORDS}) hundred\b(?: dollars| bucks)?`, "g");
const DIGIT_HUNDRED = /\b(\d{1,2}(?:\.\d)?) hundred\b(?: dollars| bucks)?(?! (?:years?|people|miles|feet|pounds|lbs|square|sq))/g;
const AFTER_PRICE_WORD = new RegExp(String.raw`\b((?:under|below|less than|no more than|not over|max(?:imum)?|at most|up to|around|about|budget (?:is|of)) )(${UNIT_WORDS})(?:[ -](${UNIT_WORDS}))?\b(?! (?:years?|months?|weeks?|days?|hours?|minutes?|pounds|lbs|inches|feet|miles|people|kids))`, "g");

// "we make about 60k", "on a 40k salary", "my income is $52,000": what someone earns is no budget.
const INCOME = /\b(?:(?:i|we|he|she|they|my husband|my wife) (?:only |just )?(?:make|makes|earn|earns|bring in|brings in|gross|net)|(?:salary|income|pay) (?:is|of)|making|earning)\s+(?:about |around |like |only |just |roughly )?\$?\s?\d[\d,.]*\s?k?\b(?: (?:a|per|each) (?:year|yr|month|hour))?|\bon an? \$?\d[\d,.]*\s?k? (?:salary|income|a year)\b|\b\$?\d[\d,.]*\s?k (?:a|per) year\b/g;

// "500 CAD", "8000 yen", "₹20,000", "A$1000": currencies far from the dollar, converted at rough
// rates (the answer says so), so "air fryer under 8000 yen" is never read as $8,000.
const ROUGH_RATES: [RegExp, number][] = [
  [/\b(?:cad|c\$|ca\$|canadian(?: dollars?)?)/, 0.72], [/\b(?:aud|a\$|au\$|australian(?: dollars?)?|aussie(?: dollars?)?)/, 0.65],
  [/\b(?:nzd|nz\$|kiwi dollars?)/, 0.6], [/(?:\byen\b|\bjpy\b|¥)/, 0.0067], [/(?:\brupees?\b|\binr\b|₹|\brs\.?)/, 0.012],
  [/\b(?:pesos?|mxn)\b/, 0.055], [/\b(?:yuan|rmb|cny)\b/, 0.14], [/(?:\bwon\b|\bkrw\b|₩)/, 0.00072], [/\b(?:rand|zar)\b/, 0.055],
];
export const ROUGHLY_CONVERTED = /\b\d[\d,.]*\s?(?:cad|c\$|ca\$|canadian dollars?|aud|a\$|au\$|australian dollars?|aussie dollars?|nzd|nz\$|yen|jpy|rupees?|inr|rs\.?|pesos?|mxn|yuan|rmb|cny|won|krw|rand|zar)(?![a-z])|(?:¥|₹|₩|\b(?:c|ca|a|au|nz)\$|\brs\.?)\s?\d/i;
function inDollars(t: string): string {
  return t.replace(/(?:(¥|₹|₩|\b(?:c|ca|a|au|nz)\$|\brs\.?)\s?(\d[\d,]*(?:\.\d+)?)(k\b)?)|(?:\b(\d[\d,]*(?:\.\d+)?)(k)?\s?(cad|c\$|ca\$|canadian dollars?|canadian|aud|a\$|au\$|australian dollars?|australian|aussie dollars?|nzd|nz\$|yen|jpy|rupees?|inr|rs\.?|pesos?|mxn|yuan|rmb|cny|won|krw|rand|zar)(?![a-z]))/g,
    (m, pre: string | undefined, a: string | undefined, ak: string | undefined, b: string | undefined, bk: string | undefined, post: string | undefined) => {
      const unit = (pre ?? post ?? "").trim();
      const rate = ROUGH_RATES.find(([re]) => re.test(unit.includes("$") ? unit : ` ${unit} `))?.[1];
      if (!rate) return m;
      const n = Number((a ?? b ?? "0").replace(/,/g, "")) * ((ak ?? bk) ? 1000 : 1) * rate;
      return `$${Math.max(10, Math.round(n / 10) * 10)}`;
    });
}

function normalize(text: string): string {
  let t = inDollars(` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, "-")} `.replace(INCOME, " "))
    // "£300", "800 euros", "80 quid": read as the same figure in dollars (the answer says prices are US dollars).
    .replace(/[£€]\s?(\d)/g, "$$$1").replace(/\b(\d[\d,.]*)\s?(?:euros?|quid|gbp|eur)\b/g, "$$$1")
    // "2 bills" (slang for $200), "2 hundo": hundreds.
    .replace(/\b(\d|two|three|four|five|six|seven|eight|nine) bills\b/g, (_m, n: string) => `$${num(n) * 100}`)
    .replace(/\bhundos?\b/g, "hundred")
    // "two hundred and fifty", "three hundred twenty five": hundreds and tens together.
    .replace(new RegExp(String.raw`\b(${UNIT_WORDS}) hundred (?:and )?(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](one|two|three|four|five|six|seven|eight|nine))?\b( dollars| bucks)?`, "g"), (_m, h: string, t: string, u: string | undefined) => `$${UNITS[h] * 100 + UNITS[t] + (u ? UNITS[u] : 0)}`)
    // "for like a hundred", "about a hundred": a hundred after a price word.
    .replace(/\b(for|like|about|around|under|max|budget(?: is)?|spend|spending) (?:like |about |around )?a hundred\b(?! (?:and|years?|people|feet|miles|pounds|lbs))/g, "$1 $$100")
    // "like 2-300", "3-400 bucks": the hundred applies to both ends.
    .replace(/\b([1-9])\s?-\s?([1-9])00\b/g, (_m, a: string, b: string) => (Number(a) < Number(b) ? `$${a}00 to $${b}00` : _m))
    // "about three fifty", "under two twenty": hundreds and tens after a price word.
    .replace(new RegExp(String.raw`\b(under|below|about|around|max|budget is|budget's|up to|no more than) (${UNIT_WORDS}) (twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b(?! (?:dollars|bucks))`, "g"), (_m, lead: string, h: string, tens: string) => (UNITS[h] < 10 ? `${lead} $${UNITS[h] * 100 + UNITS[tens]}` : _m))
    .replace(/\bsub[- ]\$?(\d)/g, "under $$$1");
  for (const [re, to] of WORD_AMOUNTS) t = t.replace(re, to);
  t = t.replace(SPELLED, (_m, a: string, b: string | undefined, unit: string, money: string | undefined) => {
    const n = (UNITS[a] + (b ? UNITS[b] : 0)) * (unit === "hundred" ? 100 : 1000);
    // "two grand" and "... dollars" are money; a bare "five hundred" still has to pass the spec guard.
    return unit === "grand" || money ? `$${n}` : `${n}`;
  });
  // "2 hundred", "2 to 3 hundred", "two to three hundred": the hundred applies to both ends.
  t = t.replace(HUNDREDS_RANGE, (_m, a: string, b: string) => `$${num(a) * 100} to $${num(b) * 100}`);
  t = t.replace(DIGIT_HUNDRED, (_m, a: string) => `$${Number(a) * 100}`);
  t = t.replace(/\bone_hundred_(\w+)/g, (_m, w: string) => `$${100 + UNITS[w]}`);
  t = t.replace(TENS_PAIR, (_m, a: string, b: string) => `$${UNITS[a]} to $${UNITS[b]}`);
  t = t.replace(TENS, (_m, a: string, b: string | undefined) => `$${UNITS[a] + (b ? UNITS[b] : 0)}`);
  // "keep it under fifty", "no more than forty": a spelled number right after a price word.
  return t.replace(AFTER_PRICE_WORD, (_m, lead: string, a: string, b: string | undefined) => `${lead}${UNITS[a] + (b ? UNITS[b] : 0)}`);
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
    // "he's 11", "she turned 9", "ages 4 to 6": an age, not a price.
    if (!dollar && !unit && !k && /\b(?:he's|she's|hes|shes|i'm|im|they're|who's|whos|who is|who just turned|is now|turned|turning|aged?|ages)\s*$/.test(t.slice(Math.max(0, index - 16), index))) continue;
    // "my first 5k", "training for a 10k": a race, not a budget ("a 5k budget" is still money).
    if (!dollar && !unit && k && /\b(?:first|a|an|my|the|next|this|that|local|charity|virtual|another)\s*$/.test(t.slice(Math.max(0, index - 12), index)) && !/^\s*(?:budget|max|limit|tops|or less|dollars?)\b/.test(t.slice(end))) continue;
    // "does it need to be 4k", "4k tv": a resolution, unless price words sit right by it ("budget is 4k").
    if (!dollar && !unit && k && /^[48]$/.test(num) && !/\b(?:(?:budget|limit|max|cap)(?: is| of)?|under|below|around|about|spend|spending|pay|paying|up to|less than|more than|no more than|afford|have|got)\s*(?:about |around |like )?$/.test(t.slice(Math.max(0, index - 16), index)) && !/^\s*(?:budget|max|limit|tops|or less|dollars?|bucks)\b/.test(t.slice(end))) continue;
    const value = Number(num.replace(/,/g, "")) * (k ? 1000 : 1);
    const explicit = Boolean(dollar || unit || k);
    out.push({ value, index, end, explicit });
  }
  return out;
}

const before = (t: string, a: Amount, chars = 40) => t.slice(Math.max(0, a.index - chars), a.index);
const NEGATION = /\b(?:refuse|avoid|don't|do not|dont|doesn't|not|no|nothing|none|never|can't|cannot|cant|won't|wont|wouldn't|shouldn't|rather not)\b[^.?!]*$/;
// Always a floor, whatever negation came earlier in the sentence ("no less than", "starting at").
const FLOOR_FIRM = /\b(?:nothing (?:under|below|less than|cheaper than)|no less than|not less than|no lower than|not lower than|no cheaper than|not under|not below|at least|at minimum|minimum(?: of)?|min\.?|starting (?:at|from)|starts at|upwards of|north of|floor (?:is|of))\s*(?:about |around |roughly )?$/;
// Always a ceiling: the words say "this much and no more".
const CEILING_FIRM = /\b(?:under|below|beneath|less than|lower than|cheaper than|no more than|not more than|no higher than|not over|not above|nothing over|nothing above|never over|up to|upto|max(?:imum)?(?: of)?|at most|at the most|tops|cap(?:ped)?(?: at| of| is)?|ceiling(?: is| of)?|limit(?: is| of)?|within|no more|top budget(?: is| of)?)\s*(?:about |around |roughly |like )?$/;
const FLOOR = /\b(?:over|above|more than|higher than|exceed(?:ing)?|past)\s*$/;
const NEGATED_UNDER = /\b(?:anything|something|stuff|one|ones|any|a)\s+(?:under|below|less than|cheaper than)\s*$/;
const CEILING = /\b(?:budget (?:is|of|around|about)?|budget:?|afford|only have|i have|i've got|got|spend|pay)\s*(?:about |around |roughly |like |only )?$/;
const AROUND = /\b(?:around|about|roughly|approximately|approx|ballpark|close to|near|somewhere around|in the range of|~)\s*$|~\s*$/;
const AFTER_CEILING = /^\s*(?:max(?:imum)?|tops|top|or less|or under|or below|or cheaper|at most|at the most|(?:is|as) (?:my|our|the|a) (?:max|maximum|limit|ceiling|cap|top|budget|hard limit|upper limit|most)|(?:is )?the (?:max|limit|ceiling|cap|most)|limit|ceiling|cap|budget|is the most)\b/;
const AFTER_FLOOR = /^\s*(?:or more|and up|and above|plus|\+|minimum|min\b|at least|at minimum|(?:is|as) (?:my|our|the|a) (?:minimum|floor|min))/;

type Role = "floor" | "ceiling" | "around" | "bare";

/** What one amount is, from the words right before and after it. */
function roleOf(t: string, a: Amount): Role {
  const near = before(t, a, 28);
  const after = t.slice(a.end, a.end + 28);
  if (AROUND.test(near) || /^\s*(?:-?ish\b|or so\b|give or take|ballpark)/.test(after)) return "around";
  if (FLOOR_FIRM.test(near) || AFTER_FLOOR.test(after)) return "floor";
  // "don't want anything under 500": a negated "under" is a floor.
  if (NEGATED_UNDER.test(near) && NEGATION.test(before(t, a))) return "floor";
  if (CEILING_FIRM.test(near) || AFTER_CEILING.test(after)) return "ceiling";
  // "don't want to spend more than $1,000" is a ceiling, not a floor.
  if (FLOOR.test(near)) return NEGATION.test(before(t, a)) ? "ceiling" : "floor";
  if (CEILING.test(near)) return NEGATION.test(before(t, a)) ? "floor" : "ceiling";
  return "bare";
}

function moneyContext(t: string): boolean {
  return /\$|\b(?:dollars|bucks|usd|budget|total|all in|spend|price|cost|afford|cheap|expensive|under|grand|no more than|less than|up to|max|tops|or less|between|range|around|about|or so|stretch|at least|at most|minimum|maximum|ceiling|cap|limit|below|within|no less than|starting at|go over|going over|nothing over|not over|exceed|exceeding|spend more than|pay more than|spending (?:more than|over|under|up to|around|about)|not spending|paying (?:more than|over|under|up to|around|about))\b|-ish|\d\s?ish\b|\b\d{2,5}\s?-\s?\d{2,5}\b/.test(t);
}

const round = (n: number) => Math.round(n);

/** The budget in one message, or null when it names none. */
// "is it worth the extra $100", "$200 more for the pro": a price gap between two picks, not a ceiling.
const PRICE_GAP = /\b(?:the |an |that |this )?extra \$?\d[\d,]*(?:\.\d+)?\s?k?(?: dollars| bucks)?\b|\$\d[\d,]*(?:\.\d+)?\s?k?(?: dollars| bucks)? (?:more|extra|difference|price difference|premium|upcharge)\b|\b\d[\d,]* (?:dollars|bucks) (?:more|extra)\b|\bdifference of \$?\d[\d,]*\b/g;

// "the garmin forerunner 265", "series 11": a vetted model's own number is its name, not a price.
let modelNumbers: RegExp | null = null;
function withoutModelNumbers(t: string): string {
  modelNumbers ??= new RegExp(String.raw`\b(?:${[...new Set(allProducts().flatMap((p) => [...p.name.toLowerCase().matchAll(/\b([a-z][a-z-]{2,}) (\d{2,4})\b/g)].map((m) => `${m[1]} ${m[2]}`)))].join("|")})\b(?! ?(?:dollars?|bucks|usd|k\b))`, "g");
  return t.replace(modelNumbers, " ");
}

export function parseBudget(text: string): Budget | null {
  const t = normalize(withoutModelNumbers(text.toLowerCase().replace(/[’‘]/g, "'").replace(PRICE_GAP, " ")));
  const all = amounts(t);
  // A range borrows the money sign of either end: "between 300 and 600 dollars", "$1-2k".
  for (let i = 0; i + 1 < all.length; i++) {
    const gap = t.slice(all[i].end, all[i + 1].index);
    const listed = /^\s*(?:,|or|,\s*or)\s*$/.test(gap) && all[i].value < all[i + 1].value;
    if ((/^\s*(?:-|to|and)\s*$/.test(gap) || listed) && (all[i].explicit || all[i + 1].explicit)) all[i].explicit = all[i + 1].explicit = true;
  }
  // "4k video under $800": when any amount is written as money, the bare numbers are specs.
  // A bare amount with its own price words ("at least $200 ... no more than 450") is kept too.
  const found = all.some((a) => a.explicit)
    ? all.filter((a) => a.explicit || (a.value >= 10 && roleOf(t, a) !== "bare"))
    : all.filter((a) => a.value >= 10 && moneyContext(t));
  if (found.length === 0) return null;

  // Ranges: "between $200 and $400", "$200-$400", "$200 to $400", "from 200 to 400", "$600-400".
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    const gap = t.slice(a.end, b.index);
    // "twenty, thirty dollars", "30 or 40 bucks": two ascending amounts side by side are a range too.
    const listed = /^\s*(?:,|or|,\s*or)\s*$/.test(gap) && a.value < b.value;
    if (/^\s*(?:-|to|and|or|,)\s*$/.test(gap) && (/-|to/.test(gap) || listed || /\bbetween\s*$/.test(before(t, a, 12)))) {
      const [lo, hi] = a.value <= b.value ? [a.value, b.value] : [b.value, a.value];
      // "$1-2k": the k on the upper end applies to both.
      const low = lo < 10 && hi >= 1000 ? lo * 1000 : lo;
      return { min: round(low), max: round(hi) };
    }
  }

  // A floor and a ceiling in either order: "at least $400 but no more than $600",
  // "1800 is the ceiling, but at least 1200", "minimum 300, cap 500".
  const roles = found.map((a) => ({ a, role: roleOf(t, a) }));
  const floor = roles.find((r) => r.role === "floor");
  const ceiling = roles.find((r) => r.role === "ceiling") ?? (floor ? roles.find((r) => r.role === "bare" && r.a.value > floor.a.value) : undefined);
  if (floor && ceiling && floor.a.value < ceiling.a.value) return { min: round(floor.a.value), max: round(ceiling.a.value) };

  const first = roles.find((r) => r.role !== "bare") ?? roles[0];
  const v = round(first.a.value);
  switch (first.role) {
    case "around":
      return { min: round(first.a.value * 0.6), max: round(first.a.value * 1.15), around: v };
    case "floor":
      return { min: v, max: null };
    default:
      // A ceiling, or a bare amount ("a $500 drone", "spend 300 on a blender"): the most they want to pay.
      return { min: null, max: v };
  }
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
