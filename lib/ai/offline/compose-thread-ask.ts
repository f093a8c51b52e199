// The answer to a short question about the picks just shown (lib/ai/request/thread-ask.ts): their
// honest downsides, where to buy them and what we don't track, one pick only, whether a step up is
// worth its extra cost, or a detail the notes don't keep. The picks stay the ones shown.
import type { RequestModel } from "@/lib/ai/request";
import { categoryBySlug, productsOf, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { brandNamed, namedProducts } from "@/lib/ai/request/category";
import { notesSay } from "./notes-say";
import { AI_NOTE, categoryNoun, lowerLeadWord, productVerse, RETAILER_NAMES, renderPick, sentence } from "./product-parts";
import type { Composed } from "./types";

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** The pick a question points at: by position, "the cheap one", "the pro", or a word of its name. */
export function pointedAt(t: string, shown: ViewProduct[]): ViewProduct | null {
  const at = /\b(?:second|2nd|middle)\b/.test(t) ? 1 : /\b(?:third|3rd)\b/.test(t) ? 2 : /\blast\b/.test(t) ? shown.length - 1 : /\b(?:first|1st|top)\b/.test(t) ? 0 : -1;
  if (at >= 0) return shown[Math.min(at, shown.length - 1)] ?? null;
  const byPrice = [...shown].sort((x, y) => x.priceBand.low - y.priceBand.low);
  if (/\b(?:cheap|cheaper|cheapest|budget|less expensive|affordable)\b/.test(t)) return byPrice[0] ?? null;
  if (/\b(?:expensive|pricier|priciest|premium|fancy|high[- ]end)\b/.test(t)) return byPrice.at(-1) ?? null;
  const wordsOf = (p: ViewProduct) => `${p.brand} ${p.name}`.toLowerCase().split(/[^a-z0-9+]+/).filter((w) => w.length >= 3);
  return shown.find((p) => wordsOf(p).some((w) => new RegExp(`\\b${w.replace(/[+]/g, "\\+")}\\b`).test(t) && !shown.some((q) => q !== p && wordsOf(q).includes(w)))) ?? null;
}

/**
 * "worth the extra 150 for the dyson?" when no Dyson was shown: the vetted model named, else that
 * maker's model priced nearest the top pick plus the gap said.
 */
function askedElsewhere(t: string, shown: ViewProduct[], category: string): ViewProduct | null {
  const elsewhere = productsOf(category).filter((p) => !shown.includes(p));
  const byName = namedProducts(t, category).find((p) => !shown.includes(p));
  if (byName) return byName;
  const maker = brandNamed(t, elsewhere);
  if (!maker) return null;
  const gap = Number(/\$?(\d[\d,]*)/.exec(t)?.[1]?.replace(/,/g, "") ?? NaN);
  const theirs = elsewhere.filter((p) => p.brand === maker.brand);
  if (!Number.isFinite(gap) || !shown[0]) return maker;
  const target = shown[0].priceBand.low + gap;
  return [...theirs].sort((x, y) => Math.abs(x.priceBand.low - target) - Math.abs(y.priceBand.low - target))[0] ?? maker;
}

/** "is it worth the extra $100 for the self-emptying one?": the pick named (or the dearest shown) weighed against the top pick. */
function stepUpLines(t: string, shown: ViewProduct[], noun: string, category: string): string[] {
  const byPrice = [...shown].sort((x, y) => x.priceBand.low - y.priceBand.low);
  // "worth the extra 150 for the dyson?" when no Dyson was shown: the vetted one of that name or brand.
  const named = pointedAt(t, shown) ?? askedElsewhere(t, shown, category);
  const up = named ?? byPrice.at(-1)!;
  const other = up !== shown[0] ? shown[0]! : (byPrice.filter((p) => p !== up).at(0) ?? null);
  if (!other) return [`Among the ${noun} shown, the ${up.name} is the only one, so there's nothing cheaper in the picks to weigh it against. Ask for something cheaper and I'll show what you'd give up.`];
  const [dear, cheap] = up.priceBand.low >= other.priceBand.low ? [up, other] : [other, up];
  const gap = dear.priceBand.low - cheap.priceBand.low;
  return [
    ...(dear !== up ? [`One thing first: in my notes the ${up.name} (${up.priceBand.label}) isn't the pricier of the two; the ${dear.name} (${dear.priceBand.label}) is. Here's what each buys:`] : [`Whether the step up is worth it comes down to whether you'd use what it adds. Weighing the ${dear.name} (${dear.priceBand.label}) against the ${cheap.name} (${cheap.priceBand.label})${gap > 0 ? `, roughly ${usd(gap)} apart at the low end of their bands` : ""}:`]),
    `**What the ${dear.name} adds:** ${sentence(dear.pros)}`,
    `**What you live with on the ${cheap.name}:** ${sentence(cheap.cons)}`,
    `**Worth it if** you'd notice that difference every day (it's best for ${lowerLeadWord(dear.bestFor.replace(/\.$/, ""))}). **Not worth it if** the ${cheap.name} already covers what you need: then the saving is the better buy.`,
    "Prices move, so check both the day you buy; the gap is sometimes smaller on sale.",
  ];
}

/** "electric or gas?", "mesh or not": which picks are which, and the buying notes that decide it. */
function eitherOrLines(t: string, shown: ViewProduct[], category: string): string[] | null {
  const m = /^(?:(?:so|ok|and|but)\s+)?([a-z0-9-]{3,}(?: [a-z0-9-]{3,})?) (?:or|vs\.?|versus) ([a-z0-9-]{3,}(?: [a-z0-9-]{3,})?)\s*\??$/.exec(t.trim());
  if (!m) return null;
  const options = [m[1]!, m[2]!].filter((o) => o !== "not");
  const text = (p: ViewProduct) => `${p.name} ${p.keySpecs.join(" ")} ${p.bestFor}`.toLowerCase();
  const has = (p: ViewProduct, o: string) => new RegExp(`\\b${o.replace(/s$/, "")}`).test(text(p));
  const criteria = (categoryBySlug(category)?.buyingCriteria ?? []).filter((c) => options.some((o) => new RegExp(`\\b${o.replace(/s$/, "")}`, "i").test(c)));
  const split = options.map((o) => ({ o, picks: shown.filter((p) => has(p, o)) })).filter((x) => x.picks.length);
  if (!criteria.length && !split.length) return null;
  return [
    ...(criteria.length ? [`**What decides ${m[1]} or ${m[2]}:**\n\n${criteria.map((c) => `- ${c}`).join("\n")}`] : []),
    ...(split.length ? [`**Among the picks:** ${split.map((x) => `${x.o}: ${x.picks.map((p) => `the ${p.name}`).join(", ")}`).join("; ")}.`] : []),
  ];
}

export function composeThreadAsk(r: RequestModel, shown: ViewProduct[], a: { question: string; amazonTag?: string | null; seed: string }): Composed {
  const category = r.category!;
  const noun = categoryNoun(category);
  const t = a.question.toLowerCase().replace(/[’‘]/g, "'");
  const pointed = pointedAt(t, shown);
  let picks = shown;
  const parts: string[] = [];
  switch (r.threadAsk) {
    case "downsides": {
      const of = pointed ? [pointed] : shown;
      parts.push(pointed ? `The honest downsides of the ${pointed.name}:` : "The honest downsides, pick by pick:");
      parts.push(of.map((p) => `- **${p.name}:** ${sentence(p.cons, 3)}`).join("\n"));
      parts.push("None of these is a deal-breaker for everyone: it depends on which one you'd notice in your own use. Tell me what matters most and I'll say which pick's trade-off bothers you least.");
      if (pointed) picks = [pointed, ...shown.filter((p) => p !== pointed)];
      break;
    }
    case "stock": {
      const stores = [...new Set(shown.map((p) => RETAILER_NAMES[p.retailer]))].join(" and ");
      parts.push(
        `I don't track live stock, prices or shipping times, so I can't promise any of these is in stock today. Each pick below links to its page at ${stores}, which shows availability and delivery for where you are.`,
        "**Buying well:** buy from the maker or the retailer itself (not a third-party seller you don't know), check the return window before you order, and if it's out of stock, the same model often turns up at other big retailers or the maker's own store.",
      );
      break;
    }
    case "only_one": {
      const one = pointed ?? shown[0]!;
      picks = [one];
      parts.push(`Just the ${one.name}, then:`);
      break;
    }
    case "step_up": {
      parts.push(...stepUpLines(t, shown, noun, category));
      const extra = pointedAt(t, shown) ? null : askedElsewhere(t, shown, category);
      if (extra) picks = [extra, ...shown].slice(0, 3);
      break;
    }
    default: {
      const guide = /\b(?:weight|size|big|heavy|how many)\b/.test(t) ? categoryBySlug(category)?.sizeGuide : undefined;
      const either = guide ? null : eitherOrLines(t, shown, category);
      const said = either || guide ? null : notesSay(t, pointed ? [pointed] : shown);
      if (either) parts.push(...either);
      else if (said) parts.push(said);
      else if (guide) parts.push(`**Choosing the size:**\n\n${guide.map((l) => `- ${l}`).join("\n")}`);
      else parts.push("I don't keep that detail for these picks (exact specs, colors, sizes and options change often), so I won't guess: each retailer page below has it, and the maker's spec sheet settles it. If it's a must-have, say so and I'll re-rank for it where my notes allow.");
    }
  }
  parts.push(picks.length === 1 ? "Here it is:" : "Here are the picks again:");
  picks.forEach((p, index) => parts.push(renderPick({ p, index, role: index === 0 ? "top pick" : "also worth a look", needs: r.needs, budget: r.budget, amazonTag: a.amazonTag })));
  const verse = productVerse(a.question, category, a.seed);
  parts.push(verse.markdown, AI_NOTE);
  return { text: parts.join("\n\n"), kind: "product", category, picks: picks.map((p) => p.id), budget: r.budget, outsideBudget: false, verses: [verse.passage.reference] };
}
