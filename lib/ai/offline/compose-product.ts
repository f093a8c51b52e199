// Product research answers: 2–3 catalog picks with honest trade-offs and retailer links.
import { MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import {
  getCategory,
  hasPhrase,
  normalizeText,
  productsInCategory,
  RETAILER_NAMES,
  retailerLink,
  scoreCatalog,
  type CatalogProduct,
  type CategorySlug,
} from "@/lib/catalog";
import { parseBudget, type Budget } from "./budget";
import { frameWithVerse } from "./verse";

const TIER_RANK = { $: 1, $$: 2, $$$: 3, $$$$: 4 } as const;
const rank = (p: CatalogProduct) => TIER_RANK[p.priceBand.tier];

// Verse themes by catalog shelf (categories are data; their group names are stable words).
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
  "baby and kids": ["family", "family"],
  "outdoor and garden": ["work", "family"],
  tools: ["work", "work"],
  fitness: ["fitness", "health"],
  health: ["health", "health"],
  bikes: ["fitness", "travel"],
  music: ["learning", "creation"],
};
const CATEGORY_THEMES: Record<CategorySlug, string[]> = { vlogging: ["speech", "money"] };
const themesFor = (category: CategorySlug): string[] =>
  CATEGORY_THEMES[category] ?? GROUP_THEMES[getCategory(category).group] ?? ["money", "wisdom"];

function fitsBudget(p: CatalogProduct, budget: Budget): boolean {
  if (budget.max !== undefined && p.priceBand.low > budget.max) return false;
  if (budget.min !== undefined && p.priceBand.high !== null && p.priceBand.high < budget.min * 0.8) return false;
  return true;
}

/** Ranked candidates: question matches first, then the rest of the category in editorial order. */
function candidates(text: string, category: CategorySlug, budget: Budget | null): { list: CatalogProduct[]; named: CatalogProduct[] } {
  const scored = scoreCatalog(text, { category });
  const named = scored.filter((s) => s.score >= 10).map((s) => s.product);
  const ordered = [...scored.map((s) => s.product), ...productsInCategory(category)].filter(
    (p, i, all) => all.findIndex((q) => q.id === p.id) === i,
  );
  let list = ordered;
  if (budget?.label === "budget-friendly") list = [...ordered].sort((a, b) => rank(a) - rank(b));
  else if (budget?.label === "premium") list = [...ordered].sort((a, b) => rank(b) - rank(a));
  else if (budget) {
    const fitting = ordered.filter((p) => fitsBudget(p, budget));
    // Nothing fits: show the closest (cheapest) options rather than nothing.
    list = fitting.length >= 2 ? fitting : [...fitting, ...[...ordered].sort((a, b) => a.priceBand.low - b.priceBand.low)];
  }
  return { list: list.filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i), named };
}

/** With no budget given, spread the picks across price tiers so there's a real choice. */
function choosePicks(list: CatalogProduct[], named: CatalogProduct[], budget: Budget | null): CatalogProduct[] {
  // Two or more products named outright: compare exactly those, don't pad with others.
  if (named.length >= 2) return named.slice(0, 3);
  const picks: CatalogProduct[] = named.slice(0, 3);
  const add = (p: CatalogProduct | undefined) => {
    if (p && picks.length < 3 && !picks.some((q) => q.id === p.id)) picks.push(p);
  };
  if (picks.length === 0) add(list[0]);
  if (!budget) {
    add(list.find((p) => rank(p) < rank(picks[0])));
    add(list.find((p) => rank(p) > rank(picks[0])));
  }
  for (const p of list) add(p);
  return picks;
}

/** A short role for each pick; each role is used once so the list reads naturally. */
function labels(picks: CatalogProduct[], named: CatalogProduct[]): string[] {
  const used = new Set<string>();
  return picks.map((p, index) => {
    let role = "also worth a look";
    if (named.some((n) => n.id === p.id)) return "the one you asked about";
    if (index === 0) role = "top pick";
    else if (rank(p) < rank(picks[0])) role = "budget-friendly alternative";
    else if (rank(p) > rank(picks[0])) role = "step-up option";
    if (used.has(role)) role = "also worth a look";
    used.add(role);
    return role;
  });
}

// Lower-case the second clause's first letter unless it starts an acronym ("RAM is soldered").
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const sentence = (items: string[]) =>
  items
    .slice(0, 2)
    .map((s, i) => (i === 0 ? s : lowerFirst(s)))
    .join("; ") + ".";

function renderPick(p: CatalogProduct, index: number, tag: string, amazonTag: string | null | undefined): string {
  const link = retailerLink(p, { amazonTag });
  return [
    `### ${index + 1}. [${p.name}](${link}) — ${tag}`,
    `**Why it stands out:** ${sentence(p.pros)}`,
    `**Key specs:** ${p.keySpecs.slice(0, 3).join(" · ")}`,
    `**Best for:** ${p.bestFor}.`,
    `**Trade-offs:** ${sentence(p.cons)}`,
    `**Price band:** ${p.priceBand.tier} (${p.priceBand.label}) at ${RETAILER_NAMES[p.retailer]}. Prices change often, so check the current price.`,
  ].join("\n\n");
}

/** Use-case words from the question that match product keywords but not the category itself. */
function purposesIn(text: string, category: CategorySlug): string[] {
  const normalized = normalizeText(text);
  const categoryWords = new Set(getCategory(category).keywords);
  const hits = new Set<string>();
  for (const p of productsInCategory(category)) {
    for (const kw of p.keywords) if (!categoryWords.has(kw) && hasPhrase(normalized, kw)) hits.add(kw);
  }
  return [...hits];
}

/** "for editing", "for my daughter", or two category terms ("laptop" + "premiere") say what it's for. */
function mentionsPurpose(text: string, category: CategorySlug): boolean {
  const normalized = normalizeText(text);
  const categoryHits = getCategory(category).keywords.filter((kw) => hasPhrase(normalized, kw)).length;
  return categoryHits >= 2 || /\bfor\s+(?!me\b|myself\b|under\b|less\b|around\b|about\b|a budget\b)[a-z]/.test(normalized);
}

const COUNT_WORDS = ["", "one", "two", "three"];

/** How to say "three ___ picks" where the category name reads awkwardly; otherwise the name itself. */
const PICK_NOUN: Record<CategorySlug, string> = {
  drones: "drone",
  cameras: "camera",
  vlogging: "vlogging",
  running_shoes: "running shoe",
  laptops: "laptop",
  supplements: "supplement",
  fitness_equipment: "home fitness",
};
const pickNoun = (category: CategorySlug): string => PICK_NOUN[category] ?? getCategory(category).name.toLowerCase();

/** At most one question: what it's for first, then budget. A comparison only needs the use. */
function clarifyingQuestion(a: { budget: Budget | null; useKnown: boolean; comparing: boolean; useQuestion: string }): string | null {
  if (!a.useKnown) return a.useQuestion;
  if (!a.budget && !a.comparing) return "What budget feels comfortable? I'll point you to the best option in that range.";
  return null;
}

export function composeProductAnswer(args: { text: string; category: CategorySlug; amazonTag?: string | null; seed: string }): string {
  const { text, category, amazonTag, seed } = args;
  const cat = getCategory(category);
  const budget = parseBudget(text);
  const uses = purposesIn(text, category);
  const useKnown = uses.length > 0 || mentionsPurpose(text, category);
  const { list, named } = candidates(text, category, budget);
  const picks = choosePicks(list, named, budget);
  const fits = budget ? picks.filter((p) => fitsBudget(p, budget)).length : picks.length;

  // Matched words are often nouns ("backpack", "carry-on"), so "focused on" reads right where "for" would not.
  const forWhat = uses.length > 0 ? `, focused on ${uses.slice(0, 2).join(" and ")}` : "";
  const within = budget ? ` (${budget.label})` : "";
  const intro =
    named.length > 0
      ? `Good question. Here's how ${named.map((p) => p.name).join(" and ")} compare${named.length === 1 ? "s with close alternatives" : ""}, with honest trade-offs:`
      : `Here are ${COUNT_WORDS[picks.length]} ${pickNoun(category)} picks worth a close look${forWhat}${within}, with honest trade-offs:`;
  const budgetNote =
    budget?.max !== undefined && fits < picks.length
      ? `\n\nHeads up: not every option here fits ${budget.label}. I've included the closest ones so you can see what the extra money buys.`
      : "";

  const roles = labels(picks, named);
  const parts = [intro + budgetNote, ...picks.map((p, i) => renderPick(p, i, roles[i], amazonTag))];
  if (named.length >= 2) {
    parts.push(`**Quick take:** ${picks.map((p) => `**${p.name}** suits ${lowerFirst(p.bestFor)}`).join("; ")}.`);
  }
  const question = clarifyingQuestion({ budget, useKnown, comparing: named.length >= 2, useQuestion: cat.useQuestion });
  parts.push(
    question
      ? `**One question so I can narrow this down:** ${question}`
      : named.length >= 2
        ? "Both are solid choices; the better one is whichever fits how you'll actually use it day to day."
        : "If you'd like, tell me which two you're leaning toward and I'll compare them side by side.",
  );
  if (category === "supplements") parts.push(`_${MEDICAL_DISCLAIMER}_`);
  parts.push(frameWithVerse(themesFor(category), seed).markdown);
  parts.push(`_I'm an AI assistant: specs and availability change, so confirm details on the retailer's page before you buy._`);
  return parts.join("\n\n");
}

/** A shopping question with no recognisable category: ask what it is, with examples. */
export function composeProductClarifier(args: { seed: string }): string {
  return [
    "Happy to help you research it! What are you shopping for, and what will you mainly use it for? If you have a budget in mind, share that too.",
    "For example:\n\n- *A drone for travel photos under $800*\n- *Running shoes for flat feet*\n- *A laptop for editing 4K video in DaVinci Resolve*\n- *An air purifier for a nursery*",
    "I'll come back with two or three solid options, honest trade-offs, and links to check current prices.",
    frameWithVerse(["money", "wisdom"], args.seed).markdown,
  ].join("\n\n");
}
