// Pieces every product answer shares: how a pick is rendered, the review date line, the
// category's verse, and small wording helpers.
import { MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import { categoryBySlug, linkFor, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { needLabel } from "@/lib/ai/request";
import type { Budget } from "@/lib/ai/request";
import { fitsBudget } from "@/lib/ai/request/rank";
import { verseForQuestion, type FramedVerse } from "./verse";

export const RETAILER_NAMES: Record<ViewProduct["retailer"], string> = { "amazon.com": "Amazon", "bhphotovideo.com": "B&H Photo" };
export const COUNT_WORDS = ["no", "one", "two", "three", "four"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
// Names keep their capital ("Windows users", "Android fans").
const PROPER_LEAD = /^(?:Windows|Android|Apple|Mac|Samsung|Pixel|Google|Kindle|Sony|Garmin|Amazon|Alexa|Nintendo|Xbox|PlayStation|Christian|English|American)\b/;
/** Lower case the first word only when it is an ordinary capitalised word ("Families…"; "YouTubers", "Mac-based" stay). */
export const lowerLeadWord = (s: string) => (/^[A-Z][a-z]*(?:\s|$|[,;:])/.test(s) && !PROPER_LEAD.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
export const stop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
/** The first `limit` items as one sentence: "Light and quiet; long battery life." */
export const sentence = (items: string[], limit = 2) => stop(items.slice(0, limit).map((s, i) => (i === 0 ? s : lowerFirst(s))).join("; "));
// "wide feet and beginners"; with an "and" inside a label, an Oxford comma keeps it readable.
export const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")}${items.length > 2 || items.some((i) => i.includes(" and ")) ? "," : ""} and ${items[items.length - 1]}`;

/**
 * The category as it reads mid-sentence: "coffee and espresso makers", "TVs", "vacuums" (no
 * parenthetical, acronyms kept). Used as "three picks in …", which reads right for every name,
 * including mass nouns like "home fitness equipment" and "smart home".
 */
export function categoryNoun(slug: string): string {
  const name = (categoryBySlug(slug)?.name ?? slug.replace(/_/g, " ")).replace(/\s*\(.*\)\s*/, " ").trim();
  return name.split(" ").map((w) => (/[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase())).join(" ");
}

/** Why this pick fits what was asked: the stated needs it is rated for, and the budget. */
export function whyItFits(p: ViewProduct, needs: string[], budget: Budget | null, category: string): string {
  const suited = needs.filter((n) => p.needs.includes(n)).map((n) => needLabel(n, category));
  const parts: string[] = [];
  if (suited.length) parts.push(`suits ${list(suited)}`);
  if (budget && (budget.max !== null || budget.min !== null) && fitsBudget(p, budget) && !suited.includes(needLabel("budget", category))) parts.push("fits your budget");
  const lead = parts.length ? `${parts.join(" and ")}; ` : "";
  return stop(`${lead}${lowerFirst(p.pros[0] ?? p.bestFor)}`).replace(/^./, (c) => c.toUpperCase());
}

export function renderPick(a: { p: ViewProduct; index: number; role: string; needs: string[]; budget: Budget | null; amazonTag?: string | null }): string {
  const { p } = a;
  return [
    `### ${a.index + 1}. [${p.name}](${linkFor(p, a.amazonTag)}) — ${a.role}`,
    `**Why it fits:** ${whyItFits(p, a.needs, a.budget, p.category)}`,
    `**Key specs:** ${p.keySpecs.slice(0, 3).join(" · ")}`,
    `**Best for:** ${stop(p.bestFor)}`,
    `**Honest cons:** ${sentence(p.cons)}`,
    `**Price band:** ${p.priceBand.tier} (${p.priceBand.label}). Prices change often, so check the current price at ${RETAILER_NAMES[p.retailer]}.`,
  ].join("\n\n");
}

/** "_Picks last reviewed November 2026._" from the newest reviewedAt among the picks. */
export function reviewedLine(picks: ViewProduct[]): string | null {
  const latest = picks.map((p) => p.reviewedAt).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort().at(-1);
  if (!latest) return null;
  const [year, month] = latest.split("-").map(Number);
  return `_Picks last reviewed ${MONTHS[month - 1]} ${year}._`;
}

// Verse themes by catalog shelf (the categories are data; their group names are stable words).
const GROUP_THEMES: Record<string, string[]> = {
  "cameras and drones": ["creation", "money"],
  audio: ["work", "money"],
  computing: ["work", "money"],
  phones: ["money", "contentment"],
  "TV and gaming": ["rest", "family"],
  "smart home": ["family", "money"],
  home: ["family", "money"],
  sleep: ["rest", "rest"],
  kitchen: ["food", "food"],
  travel: ["travel", "travel"],
  "baby and kids": ["children", "family"],
  "outdoor and garden": ["work", "family"],
  tools: ["work", "work"],
  fitness: ["fitness", "health"],
  health: ["health", "health"],
  bikes: ["fitness", "travel"],
  music: ["learning", "creation"],
};

/** The question's own theme when it is clear ("for my kids" → children), else the shelf's themes. */
export function productVerse(question: string, category: string | null, seed: string): FramedVerse {
  const group = category ? categoryBySlug(category)?.group : undefined;
  return verseForQuestion(question, (group && GROUP_THEMES[group]) || ["money", "contentment", "wisdom"], seed);
}

export const supplementNote = (category: string | null) => (category && /supplement|vitamin/.test(category) ? `_${MEDICAL_DISCLAIMER}_` : null);

export const AI_NOTE = "_I'm an AI assistant: specs and availability change, so confirm details on the retailer's page before you buy._";

// "knife" → "knives", "shelf" → "shelves"; "chef", "roof" and "proof" keep their plain -s.
const VES = /(?:kni|li|wi)fe$|(?:shel|hal|lea|loa|wol|cal|thie)f$|scarf$/;

export function pluralPhrase(phrase: string): string {
  if (/s$/.test(phrase)) return phrase;
  if (VES.test(phrase)) return phrase.replace(/fe?$/, "ves");
  if (/(?:ch|sh|x)$/.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}
