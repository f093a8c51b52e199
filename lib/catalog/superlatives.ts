// "Which one is quietest?", "which is the easiest to keep sharp?", "the lightest?" after picks: the one
// that answers is named in one line before the side-by-side (data/catalog/superlatives.json), from what
// the notes say (needs, specs, strengths, cons) or a figure (price, weight, battery). When the notes
// don't speak to it, the line says so instead of guessing. Why: a table alone left the person to
// find the answer to the question they asked.
import { z } from "zod";
import { sizeOf, weightOf } from "@/lib/ai/request/kinds";
import { categoryBySlug, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { readDataFile } from "@/lib/data-file";

const qualitySchema = z.object({
  id: z.string().regex(/^[a-z_]+$/),
  label: z.string().min(3),
  asks: z.array(z.string().min(3)).min(1),
  by: z.enum(["price", "weight", "battery", "size", "ip"]).optional(),
  /** The figure's largest wins (biggest, most water-resistant), not its smallest. */
  most: z.boolean().optional(),
  needs: z.array(z.string()).optional(),
  good: z.array(z.string()),
  bad: z.array(z.string()),
}).strict();
const fileSchema = z.object({ note: z.string(), qualities: z.array(qualitySchema).min(1) }).strict();
export type Quality = z.infer<typeof qualitySchema>;

let loaded: Quality[] | null = null;
const qualities = () => (loaded ??= readDataFile("catalog/superlatives.json", fileSchema).qualities);

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const phrase = (words: string[]) => new RegExp(`\\b(?:${words.map(escape).join("|")})\\b`, "i");

/**
 * The quality a "which one is …est?" question asks for, or null. Where two fit ("lasts longest": on a charge, or
 * for years), the one the category has needs for wins (a smartwatch's battery, a vacuum's build).
 */
export function superlativeAsked(text: string, category: string | null = null): Quality | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const all = qualities().filter((q) => phrase(q.asks).test(t));
  const own = category ? new Set(categoryBySlug(category)?.needs.map((n) => n.tag) ?? []) : null;
  return (own && all.find((q) => (q.needs ?? []).some((n) => own.has(n)))) || all[0] || null;
}

const BATTERY = /(\d+(?:\.\d+)?)\s?(?:-\s?)?(h\b|hrs?\b|hours?|days?|weeks?)/i;
function batteryHours(p: ViewProduct): number | null {
  for (const s of [...p.keySpecs, ...p.pros]) {
    if (!/batter|charge|runtime|run time|play/i.test(s)) continue;
    const m = BATTERY.exec(s);
    if (m) return Number(m[1]) * (/week/i.test(m[2]) ? 168 : /day/i.test(m[2]) ? 24 : 1);
  }
  return null;
}

// "IP67", "IPX4", "IP54": the second digit is the water rating.
function waterRating(p: ViewProduct): number | null {
  for (const s of [...p.keySpecs, ...p.pros]) {
    const m = /\bIP(?:X|\d)(\d)\b/i.exec(s);
    if (m) return Number(m[1]);
  }
  return null;
}

type Evidence = { score: number; good: string | null; bad: string | null; figure: number | null };

function evidence(q: Quality, p: ViewProduct): Evidence {
  const figure = q.by === "price" ? p.priceBand.low : q.by === "weight" ? weightOf(p) : q.by === "battery" ? batteryHours(p) : q.by === "size" ? sizeOf(p) : q.by === "ip" ? waterRating(p) : null;
  const goodRe = q.good.length ? phrase(q.good) : null;
  const badRe = q.bad.length ? phrase(q.bad) : null;
  const goodLine = goodRe ? [...p.keySpecs, ...p.pros, p.bestFor].find((s) => goodRe.test(s) && !/\b(?:not|no|isn'?t|less)\b/i.test(s)) ?? null : null;
  const badLine = badRe ? p.cons.find((s) => badRe.test(s)) ?? null : null;
  const rated = (q.needs ?? []).some((n) => p.needs.includes(n));
  // The first words of the list speak most plainly ("dishwasher safe" over "nonstick" for cleaning).
  const strong = goodLine !== null && q.good.slice(0, 3).some((w) => phrase([w]).test(goodLine));
  const score = (rated ? 3 : 0) + (goodLine ? (strong ? 2 : 1) : 0) - (badLine ? 2 : 0);
  return { score, good: goodLine, bad: badLine, figure };
}

/** Products ordered by the quality, best first (figures when all have one, else what the notes say). */
export function rankByQuality(q: Quality, products: ViewProduct[]): ViewProduct[] {
  const ev = products.map((p, i) => ({ p, i, e: evidence(q, p) }));
  const figures = q.by !== undefined && ev.every((x) => x.e.figure !== null);
  const asc = q.by !== "battery" && !q.most;
  return ev.sort((a, b) => (figures ? (asc ? a.e.figure! - b.e.figure! : b.e.figure! - a.e.figure!) : b.e.score - a.e.score) || a.i - b.i).map((x) => x.p);
}

const quote = (s: string) => `"${s.charAt(0).toLowerCase()}${s.slice(1).replace(/\.$/, "")}"`;

/** One line naming the product that answers, or saying honestly that the notes can't tell. */
export function superlativeLine(q: Quality, items: ViewProduct[]): { line: string; winner: ViewProduct | null } {
  const ev = items.map((p) => ({ p, e: evidence(q, p) }));
  // A figure decides when every product has one (or, for price, always).
  const figured = ev.filter((x) => x.e.figure !== null);
  if (q.by && figured.length === items.length && items.length >= 2) {
    const asc = q.by !== "battery" && !q.most;
    const sorted = [...figured].sort((a, b) => (asc ? a.e.figure! - b.e.figure! : b.e.figure! - a.e.figure!));
    const [best, next] = [sorted[0]!, sorted[1]!];
    if (best.e.figure === next.e.figure && q.by !== "price") return { line: `**${cap(q.label)}:** my notes put the ${list(items.map((p) => p.name))} about level on that, so let the other differences below decide.`, winner: null };
    const why = q.by === "price" ? `its band starts at $${best.p.priceBand.low.toLocaleString("en-US")} (${best.p.priceBand.label})${best.p.priceBand.low === next.p.priceBand.low ? `, level with the ${next.p.name} at the low end` : ""}`
      : q.by === "weight" ? `about ${fmtWeight(best.e.figure!)}, against ${fmtWeight(next.e.figure!)} for the ${next.p.name}`
      : q.by === "battery" ? `about ${fmtHours(best.e.figure!)} on a charge, against ${fmtHours(next.e.figure!)} for the ${next.p.name}`
      : q.by === "ip" ? `rated ${ratingOf(best.p)}, against ${ratingOf(next.p)} for the ${next.p.name}`
      : `the ${q.most ? "larger" : "smaller"} of the sizes in my notes (${best.e.figure} against ${next.e.figure} for the ${next.p.name})`;
    return { line: `**${cap(q.label)}: the ${best.p.name}**, ${why}.`, winner: best.p };
  }
  const ranked = [...ev].sort((a, b) => b.e.score - a.e.score);
  const [top, second] = [ranked[0]!, ranked[1]];
  const said = ev.some((x) => x.e.score !== 0);
  if (!said || (second && top.e.score === second.e.score)) {
    const speaks = ev.filter((x) => x.e.good || x.e.bad);
    const detail = speaks.length ? ` (${speaks.map((x) => `the ${x.p.name}: ${quote(x.e.good ?? x.e.bad!)}`).join("; ")})` : "";
    return { line: `**${cap(q.label)}:** honestly, my notes don't separate these on that${detail}, so I won't guess; owner reviews that measure it are the place to check.`, winner: null };
  }
  const reasons: string[] = [];
  if (top.e.good) reasons.push(`its notes say ${quote(top.e.good)}`);
  else if ((q.needs ?? []).some((n) => top.p.needs.includes(n))) reasons.push("it's the one I rate for that");
  const against = ev.find((x) => x !== top && x.e.bad);
  if (against) reasons.push(`the ${against.p.name}'s cons include ${quote(against.e.bad!)}`);
  else if (!top.e.bad && ev.some((x) => x !== top && !x.e.good)) reasons.push("the others' notes don't claim it");
  return { line: `**${cap(q.label)}: the ${top.p.name}**${reasons.length ? `: ${reasons.join(", while ")}` : ""}.`, winner: top.p };
}

const ratingOf = (p: ViewProduct) => /\bIP(?:X|\d)\d\b/i.exec([...p.keySpecs, ...p.pros].join(" "))?.[0]?.toUpperCase() ?? "unrated";
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (xs: string[]) => (xs.length <= 2 ? xs.join(" and ") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);
const fmtWeight = (g: number) => (g >= 1000 ? `${(g / 454).toFixed(1).replace(/\.0$/, "")} lb` : `${Math.round(g)} g`);
const fmtHours = (h: number) => (h >= 48 ? `${Math.round(h / 24)} days` : `${Math.round(h)} hours`);
