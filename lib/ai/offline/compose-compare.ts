// "Compare the first two" and "why not the X?": answered from the picks the conversation is
// about, never by padding with other categories.
import { budgetLabel, needLabel, rankPicks, type RequestModel } from "@/lib/ai/request";
import { categoryBySlug, productById, productsOf, linkFor, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { brandNamed, brandsNamed, modelsSaid, namedProducts } from "@/lib/ai/request/category";
import { fitsBudget } from "@/lib/ai/request/rank";
import { bySides } from "@/lib/ai/request/named-sides";
import { AI_NOTE, categoryNoun, list, productVerse, RETAILER_NAMES, reviewedLine, sentence } from "./product-parts";
import type { Composed } from "./types";
import { rankByQuality, superlativeAsked, superlativeLine } from "@/lib/catalog/superlatives";

const ORDINALS: [RegExp, number[]][] = [
  [/\b(?:last|bottom) two\b/, [-2, -1]],
  [/\b(?:second|2nd|2) and (?:third|3rd|3)\b/, [1, 2]],
  [/\b(?:first|1st|1) and (?:third|3rd|3)\b/, [0, 2]],
  [/\ball (?:three|3)\b/, [0, 1, 2]],
];

/** Which products to compare: named ones, else ordinals over the previous picks, else the first two. */
function comparedProducts(r: RequestModel, question: string): ViewProduct[] {
  // "Sony WH-1000XM5 or AirPods Pro?": clearly named products from two categories are compared as
  // named, never swapped for a same-brand product of the first category (AirPods Max).
  // "sony xm5", "bose qc ultra": a code or line a brand uses in two categories is the one in this category.
  const all = namedProducts(question);
  const anywhere = all.filter((p) => p.category === r.category || !all.some((q) => q.brand === p.brand && q.category === r.category));
  if (anywhere.length >= 2 && anywhere.some((p) => p.category !== r.category)) return anywhere.slice(0, 3);
  const named = namedProducts(question, r.category);
  if (named.length >= 2) return named.slice(0, 3);
  const sides = bySides(question, r.category!);
  if (sides) return sides;
  // "the Instant Pot or the Ninja Foodi": one model named, the other by its brand alone.
  // "Instant Pot" and "Instant" are one maker: the longer brand named stands for both.
  const brandsSaid = brandsNamed(question, productsOf(r.category!));
  const brandsToo = brandsSaid.filter((b) => named.length === 1 && named[0]!.brand.toLowerCase() !== b && !brandsSaid.some((o) => o !== b && o.startsWith(`${b} `)));
  if (named.length === 1 && brandsToo.length) {
    const ranked = rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: question, count: 99 }).picks;
    const others = brandsToo.map((b) => ranked.find((p) => p.brand.toLowerCase() === b) ?? productsOf(r.category!).find((p) => p.brand.toLowerCase() === b));
    const found = others.filter((p): p is ViewProduct => Boolean(p) && p!.id !== named[0]!.id);
    if (found.length) return [named[0]!, ...found].slice(0, 3);
  }
  // Brands rather than models ("Vitamix or Ninja?"): each brand's best-ranked product for this ask.
  const brands = brandsNamed(question, productsOf(r.category!));
  if (brands.length >= 2 && named.length === 0) {
    const ranked = rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: question, count: 99 }).picks;
    const pool = ranked.length ? ranked : productsOf(r.category!);
    const best = brands.map((b) => pool.find((p) => p.brand.toLowerCase() === b) ?? productsOf(r.category!).find((p) => p.brand.toLowerCase() === b));
    const found = best.filter((p): p is ViewProduct => Boolean(p));
    if (found.length >= 2) return found.slice(0, 3);
  }
  const prev = r.state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null);
  const t = question.toLowerCase();
  const order = ORDINALS.find(([re]) => re.test(t))?.[1] ?? [0, 1];
  const chosen = order.map((i) => prev.at(i)).filter((p): p is ViewProduct => Boolean(p));
  if (named.length === 1 && !chosen.some((p) => p.id === named[0].id)) return [named[0], ...chosen.slice(0, 1)];
  // "and the sony?": that brand's best vetted model for this ask, beside the top pick.
  if (named.length === 0 && brands.length === 1 && chosen.length && !chosen.some((p) => p.brand.toLowerCase() === brands[0])) {
    const ranked = rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: question, count: 99 }).picks;
    const theirs = ranked.find((p) => p.brand.toLowerCase() === brands[0]) ?? productsOf(r.category!).find((p) => p.brand.toLowerCase() === brands[0]);
    if (theirs) return [theirs, chosen[0]!];
  }
  return chosen.length >= 2 ? chosen : rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: question }).picks.slice(0, 2);
}

const cell = (s: string) => s.replace(/\|/g, "/");

/** "pixel 9 vs galaxy s24": models we haven't vetted, each set beside the nearest vetted one of its line. */
function nearestForModels(r: RequestModel, question: string): { items: ViewProduct[]; line: string | null } | null {
  const models = modelsSaid(question, r.category!);
  if (models.length < 2) return null;
  // "galaxy s25 vs pixel 10": exactly the models said, not every product whose name holds the words.
  if (models.every((m) => m.product)) return { items: [...new Set(models.map((m) => m.product!))].slice(0, 3), line: null };
  const ranked = rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: question, count: 99 }).picks;
  const pool = [...ranked, ...productsOf(r.category!)];
  const items: ViewProduct[] = [];
  for (const m of models.slice(0, 3)) {
    const p = m.product ?? pool.find((x) => new RegExp(`\\b${m.line}\\b`).test(`${x.brand} ${x.name}`.toLowerCase()) && !items.includes(x));
    if (p && !items.includes(p)) items.push(p);
  }
  if (items.length < 2) return null;
  const unvetted = models.filter((m) => !m.product).map((m) => m.said.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bIphone\b/, "iPhone"));
  return { items, line: `I haven't vetted the ${list(unvetted)}, so I can't honestly compare ${unvetted.length === 1 ? "it" : "those"} as asked. The nearest models I have vetted are the ${list(items.map((p) => p.name))}; here they are side by side (check what the model you're looking at changes):` };
}

// Words after a brand that name no model ("garmin or", "the apple one").
const NOT_MODEL = new Set(("or and vs versus than is are was were the a an one ones for with to in on of at by from better worse cheaper pricier which what watch phone it its " +
  "worth good great bad really actually still any compared comparison now so too also just really much more less over instead then though tho lol please " +
  "has have had does do did will would can could should vs. brand brands model models stuff thing things kind type version").split(" "));

/**
 * "is the apple watch ultra 3 better than the garmin fenix": a brand's model word that no vetted name of
 * that brand holds is a model we haven't vetted; its brand's vetted one stands in, said plainly.
 */
function unvettedByBrand(question: string, category: string, items: ViewProduct[]): string | null {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  const products = productsOf(category);
  const cat = categoryBySlug(category);
  const generic = new Set(`${cat?.name ?? ""} ${(cat?.keywords ?? []).join(" ")}`.toLowerCase().split(/[^a-z0-9]+/));
  const said: string[] = [];
  for (const brand of brandsNamed(question, products)) {
    const next = new RegExp(`\\b${brand}\\s+([a-z][a-z0-9-]{2,})`).exec(t)?.[1];
    if (!next || NOT_MODEL.has(next) || generic.has(next) || generic.has(next.replace(/s$/, ""))) continue;
    const held = products.filter((p) => p.brand.toLowerCase() === brand).some((p) => p.name.toLowerCase().split(/[^a-z0-9]+/).includes(next));
    if (!held && items.some((p) => p.brand.toLowerCase() === brand)) said.push(`${brand} ${next}`.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  }
  return said.length ? list(said) : null;
}

export function composeCompare(r: RequestModel, a: { question: string; amazonTag?: string | null; variant: number; seed: string }): Composed {
  const near = nearestForModels(r, a.question);
  // "which one is quietest?" after picks: all of them (up to three) weighed, the answer named first.
  const quality = superlativeAsked(a.question, r.category);
  const shownPicks = r.state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null && p.category === r.category);
  const acrossShown = quality && !near && shownPicks.length >= 2 && namedProducts(a.question, r.category).length < 2 && !ORDINALS.some(([re]) => re.test(a.question.toLowerCase()));
  // "which is easiest to keep sharp?" after "no vetted knife sets": the vetted ones of the category, ordered by it.
  const ofCategory = quality && !near && shownPicks.length < 2 && namedProducts(a.question, r.category).length < 2
    ? rankByQuality(quality, rankPicks({ category: r.category!, budget: r.budget, needs: r.needs, text: a.question, count: 99 }).picks).slice(0, 3)
    : [];
  const found = acrossShown ? shownPicks.slice(0, 3) : ofCategory.length >= 2 ? ofCategory : (near?.items ?? comparedProducts(r, a.question));
  // Only one pick to compare (one fitted the budget): set the next closest beside it, said plainly,
  // never a one-column "comparison".
  // "which folds smallest?" after the one jogging stroller: beside it, the category's best on that quality.
  const byQuality = quality && found.length === 1 && shownPicks.length === 1 ? rankByQuality(quality, productsOf(r.category!).filter((p) => p.id !== found[0]!.id))[0] : undefined;
  const nextClosest = found.length === 1
    ? byQuality ?? rankPicks({ category: r.category!, budget: null, needs: r.needs, text: a.question, count: 99 }).picks.find((p) => p.id !== found[0]!.id)
    : undefined;
  const items = nextClosest ? [found[0]!, nextClosest] : found;
  const alone = nextClosest
    ? `${r.state.previousPicks.length ? "There was only one pick above" : "That's the one I have vetted of what you named"}, the ${found[0]!.name}, so here it is beside the next closest I've vetted${r.budget && !fitsBudget(nextClosest, r.budget) ? `, the ${nextClosest.name} (outside your budget: ${nextClosest.priceBand.label})` : `, the ${nextClosest.name}`}:`
    : null;
  const head = `| | ${items.map((p) => `[${cell(p.name)}](${linkFor(p, a.amazonTag)})`).join(" | ")} |`;
  const rows = [
    ["Price band", (p: ViewProduct) => `${p.priceBand.tier} (${p.priceBand.label})`],
    ["Best for", (p: ViewProduct) => p.bestFor],
    ["Key specs", (p: ViewProduct) => p.keySpecs.slice(0, 2).join("; ")],
    ["Strengths", (p: ViewProduct) => p.pros.slice(0, 2).join("; ")],
    ["Honest cons", (p: ViewProduct) => p.cons.slice(0, 2).join("; ")],
  ] as const;
  const table = [head, `|---|${items.map(() => "---").join("|")}|`, ...rows.map(([label, f]) => `| **${label}** | ${items.map((p) => cell(f(p))).join(" | ")} |`)].join("\n");
  const needs = r.needs.filter((n) => n !== "budget" && n !== "premium");
  const verdicts = items.map((p) => {
    const suits = needs.filter((n) => p.needs.includes(n)).map((n) => needLabel(n, p.category));
    return `- **The ${p.name}** is best for ${p.bestFor.charAt(0).toLowerCase()}${p.bestFor.slice(1).replace(/\.$/, "")}${suits.length ? ` (it suits ${list(suits)})` : ""}.`;
  });
  const byBrand = near || alone ? null : unvettedByBrand(a.question, r.category!, items);
  const stand = byBrand ? `I haven't vetted the ${byBrand}, so I can't honestly compare it as asked. The nearest I have vetted stands in for it below; here are the ${list(items.map((p) => p.name))} side by side (check what the model you're looking at changes):` : null;
  const judged = quality && (!alone || byQuality) && !near && !stand ? superlativeLine(quality, items) : null;
  // The one pick shown is already the best of the category on it: said so, not set against a worse one.
  const alreadyBest = byQuality && judged?.winner?.id === found[0]!.id;
  const said = alreadyBest ? `**${quality!.label.charAt(0).toUpperCase()}${quality!.label.slice(1)}:** the ${found[0]!.name} above is already the ${quality!.label} of the ${categoryNoun(r.category!)} I've vetted for what you asked.` : (judged?.line ?? null);
  const onlyOne = byQuality && !alreadyBest ? `There was only one pick above, the ${found[0]!.name}, so here it is beside the ${quality!.label} of the ${categoryNoun(r.category!)} I've vetted, the ${byQuality.name} (it may not do everything you asked${r.budget && !fitsBudget(byQuality, r.budget) ? `, and it's outside your budget: ${byQuality.priceBand.label}` : ""}).` : null;
  const answer = said && !acrossShown && ofCategory.length >= 2 ? `Of the ${categoryNoun(r.category!)} I've vetted: ${said}` : said;
  const lead = near?.line ?? (onlyOne && answer ? `${onlyOne}\n\n${answer}` : null) ?? (alreadyBest && answer ? `${answer}\n\nHere it is beside the next closest I've vetted:` : null) ?? alone ?? stand ?? (answer ? `${answer}\n\nHere they are side by side:` : null) ?? (a.variant % 2 === 0 ? `Here's how the ${list(items.map((p) => p.name))} compare, side by side:` : `Side by side, with the differences that matter most day to day:`);
  const verse = productVerse(a.question, r.category, a.seed);
  const parts = [lead, table, `**How to choose:**\n\n${verdicts.join("\n")}`, "Prices change often, so check the current price of each before you decide."];
  const reviewed = reviewedLine(items);
  if (reviewed) parts.push(reviewed);
  parts.push(verse.markdown, AI_NOTE);
  const over = items.some((p) => r.budget !== null && !fitsBudget(p, r.budget));
  return { text: parts.join("\n\n"), kind: "compare", category: r.category, picks: items.map((p) => p.id), budget: r.budget, outsideBudget: over, verses: [verse.passage.reference] };
}

export function composeWhyNot(r: RequestModel, a: { question: string; amazonTag?: string | null; variant: number; seed: string }): Composed {
  const category = r.category!;
  const pool = productsOf(category);
  const asked = namedProducts(a.question, category)[0] ?? brandNamed(a.question, pool);
  if (!asked) return composeNotVetted(r, a);
  const top = r.state.previousPicks.map(productById).find((p): p is ViewProduct => p !== null && p.id !== asked.id)
    ?? rankPicks({ category, budget: r.budget, needs: r.needs, text: a.question }).picks.find((p) => p.id !== asked.id);
  const reasons: string[] = [];
  if (r.budget && !fitsBudget(asked, r.budget)) reasons.push(`it's outside your budget: its band is ${asked.priceBand.label}, and you asked for ${budgetLabel(r.budget)}`);
  const missing = r.needs.filter((n) => n !== "budget" && n !== "premium" && !asked.needs.includes(n)).map((n) => needLabel(n, category));
  if (missing.length) reasons.push(`it isn't one I'd rate for ${list(missing)}`);
  if (top && reasons.length === 0) reasons.push(`it's a good option, but the [${top.name}](${linkFor(top, a.amazonTag)}) fit what you described a little better (${top.bestFor.charAt(0).toLowerCase()}${top.bestFor.slice(1).replace(/\.$/, "")})`);
  const verse = productVerse(a.question, category, a.seed);
  const position = r.state.previousPicks.indexOf(asked.id);
  const opening =
    position >= 0
      ? `The [${asked.name}](${linkFor(asked, a.amazonTag)}) is already on the list above (pick ${position + 1}), so here's the honest case for and against it.`
      : `Fair question. I didn't lead with the [${asked.name}](${linkFor(asked, a.amazonTag)}) because ${reasons.join(", and ")}.`;
  const parts = [
    opening,
    `**Its honest cons:** ${sentence(asked.cons)}`,
    `**Where it shines:** ${sentence(asked.pros)} It's best for ${asked.bestFor.charAt(0).toLowerCase()}${asked.bestFor.slice(1).replace(/\.$/, "")}.`,
    `**Price band:** ${asked.priceBand.tier} (${asked.priceBand.label}); check the current price at ${RETAILER_NAMES[asked.retailer]}.`,
    `If that's what matters most to you, it's a sound choice. Want me to put it side by side with ${top ? `the ${top.name}` : "my top pick"}?`,
  ];
  const reviewed = reviewedLine([asked]);
  if (reviewed) parts.push(reviewed);
  parts.push(verse.markdown, AI_NOTE);
  // The asked product may be over the budget: it is shown because it was asked about, and labelled.
  const over = r.budget !== null && !fitsBudget(asked, r.budget);
  return { text: parts.join("\n\n"), kind: "compare", category, picks: [asked.id, ...(top ? [top.id] : [])], budget: r.budget, outsideBudget: over, verses: [verse.passage.reference] };
}

/** "why not a Dyson?" when no vetted pick in this category matches: say so, and how to judge it. */
function composeNotVetted(r: RequestModel, a: { question: string; amazonTag?: string | null; variant: number; seed: string }): Composed {
  const category = r.category!;
  // "why not a Dyson?", "what about the gaggia?": the name after the cue, as typed.
  const thing = /\b(?:why not|what about|how about|^(?:and|or|so|but)) (?:just )?(?:the |a |an )?([a-z0-9][\w'-]*(?: [a-z0-9][\w'-]*)?)/i.exec(a.question.trim())?.[1] ?? "that one";
  const criteria = categoryBySlug(category)?.buyingCriteria ?? [];
  const verse = productVerse(a.question, category, a.seed);
  const parts = [
    // "what about the airpods?": no "a airpods"; a plural name is "the".
    `Honest answer: I don't have ${/s$/i.test(thing) ? "the" : /^[aeiou]/i.test(thing) ? "an" : "a"} ${thing} among my vetted ${categoryNoun(category)}, so I can't vouch for ${/s$/i.test(thing) ? "them" : "it"} either way. ${/s$/i.test(thing) ? "They" : "It"} may well be a good choice; here's how to check against the picks above:`,
    criteria.slice(0, 5).map((c) => `- ${c}`).join("\n"),
    "If you tell me the exact model, I'm glad to help you weigh it against what matters to you.",
    verse.markdown,
  ];
  return { text: parts.join("\n\n"), kind: "compare", category, picks: [], budget: r.budget, outsideBudget: false, verses: [verse.passage.reference] };
}
