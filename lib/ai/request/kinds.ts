// Product types within a category ("dutch oven" in cookware, "chainsaw" in yard tools, "4K" in
// monitors) and size words in follow-ups ("a bigger one", "lighter"). Both come from the data:
// the category's `kinds` and numbers in each product's name and key specs.
import { categoryBySlug, type ViewProduct } from "./catalog-view";
import { hasStem, stems } from "./vocabulary";

/** The kind of product the text names within the category, or null. The longest matching phrase wins. */
export function parseKind(text: string, category: string | null): string | null {
  const kinds = category ? (categoryBySlug(category)?.kinds ?? []) : [];
  if (!kinds.length) return null;
  const stemmed = stems(text);
  const lower = text.toLowerCase();
  let best: { tag: string; len: number; at: number; end: number } | null = null;
  for (const k of kinds) {
    for (const kw of k.keywords) {
      if (!hasStem(stemmed, kw)) continue;
      // "an espresso machine with a built-in grinder": a feature of the thing, not the kind asked for.
      if (new RegExp(`\\b(?:built[- ]?in|integrated|onboard|included) ${kw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(lower)) continue;
      const len = kw.length;
      const at = stemmed.indexOf(` ${stems(kw).trim()} `);
      const end = at + stems(kw).trim().length;
      // "kitchen knife set": where two phrases overlap, the one that ends later is the thing ("set"), the earlier only what kind.
      const overlaps = best !== null && at < best.end && best.at < end && end !== best.end;
      if (!best || (overlaps ? end > best.end : len > best.len || (len === best.len && at < best.at))) best = { tag: k.tag, len, at, end };
    }
  }
  return best?.tag ?? null;
}

export function kindLabel(tag: string, category: string): string {
  return categoryBySlug(category)?.kinds?.find((k) => k.tag === tag)?.label ?? tag.replace(/_/g, " ");
}

export type SizeWish = "bigger" | "smaller" | "lighter";

/** "a bigger one", "something smaller", "lighter, I have a bad shoulder". */
export function parseSizeWish(text: string): SizeWish | null {
  const t = ` ${text.toLowerCase()} `;
  if (/\b(?:bigger|larger|more capacity|higher capacity|family[- ]size[d]?|feeds? (?:more|a crowd|a family)|for (?:a crowd|more people|the whole family)|roomier|xl|extra large)\b/.test(t)) return "bigger";
  if (/\b(?:lighter|light ?weight|light one|and light|light enough|(?:be|is|are|really|very|super|pretty|something|more) light\b|easy to (?:lift|carry)|not (?:too )?heavy|less heavy|bad (?:shoulder|back|wrist|arm)s?|arthritis)\b/.test(t)) return "lighter";
  if (/\b(?:smaller|more compact|compact|tiny|less bulky|takes? up less|not (?:too )?big|mini)\b/.test(t)) return "smaller";
  return null;
}

const CAPACITY = /(\d+(?:\.\d+)?)\s?(?:-\s?)?(qt|quarts?|cups?|cu\.? ?ft|liters?|l\b|gallons?|inch|in\b|"|piece|oz)/i;
const WEIGHT = /(\d+(?:\.\d+)?)\s?(lbs?|pounds?|kg|g\b|oz)/i;

/** A product's size from its name and specs (quarts, cups, inches…); null when none is written. */
export function sizeOf(p: ViewProduct): number | null {
  for (const text of [p.name, ...p.keySpecs]) {
    const m = CAPACITY.exec(text);
    if (m) return Number(m[1]) * (/cu/i.test(m[2]) ? 10 : 1);
  }
  return null;
}

/** A product's weight in grams when a spec states it; "lightweight" in specs or pros counts as light. */
export function weightOf(p: ViewProduct): number | null {
  for (const text of p.keySpecs) {
    const m = WEIGHT.exec(text);
    if (m) {
      const n = Number(m[1]);
      return /kg/i.test(m[2]) ? n * 1000 : /lb|pound/i.test(m[2]) ? n * 454 : /oz/i.test(m[2]) ? n * 28 : n;
    }
  }
  return null;
}

const LIGHT = /\blight(?:weight|er)?\b/i;
/** Order for a size wish: bigger first, smaller first, or lighter first (unknown sizes last). */
export function bySize(wish: SizeWish): (a: ViewProduct, b: ViewProduct) => number {
  if (wish === "lighter") {
    const key = (p: ViewProduct) => weightOf(p) ?? ([...p.keySpecs, ...p.pros, p.name].some((s) => LIGHT.test(s)) ? 1500 : 1e6 - (p.needs.includes("small_space") ? 1 : 0));
    return (a, b) => key(a) - key(b);
  }
  const sign = wish === "bigger" ? -1 : 1;
  const missing = wish === "bigger" ? -Infinity : Infinity;
  return (a, b) => {
    const [x, y] = [sizeOf(a) ?? missing, sizeOf(b) ?? missing];
    return x === y ? 0 : sign * (x - y);
  };
}
