// "Air fryer or Instant Pot?", "Kindle or iPad for reading?": two kinds of product weighed against
// each other. They do different jobs, so the answer shows the best fits from each side by side,
// and the questions that decide between them, instead of picking from one and ignoring the other.
import { budgetLabel, parseNeeds, rankPicks, type RequestModel } from "@/lib/ai/request";
import { fitsBudget } from "@/lib/ai/request/rank";
import { categoryBySlug, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { outsideLabel } from "./compose-product";
import { AI_NOTE, categoryNoun, productVerse, renderPick, reviewedLine } from "./product-parts";
import type { Composed } from "./types";
import { kindContrast } from "@/lib/catalog/contrasts";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function composeCross(r: RequestModel, a: { question: string; amazonTag?: string | null; variant: number; seed: string }): Composed {
  // "X or Y?" weighs two kinds; "X and Y" asks for both.
  const both = !r.versus && Boolean(r.also);
  // A need the category can't meet ("hard of hearing" for a TV): the category that meets it comes first.
  const slugs = r.unmet ? [r.also!, r.category!] : [r.category!, (r.versus ?? r.also)!];
  const sides = slugs.map((slug) => {
    const needs = parseNeeds(a.question, slug);
    const ranked = rankPicks({ category: slug, budget: r.budget, needs, text: a.question, variant: a.variant, count: r.unmet && slug === r.also ? 99 : 2 });
    // The thing that meets the need ("a soundbar for dialogue"): the most affordable that do it, since
    // it's bought on top of (or instead of) what was asked.
    if (r.unmet && slug === r.also) ranked.picks = ranked.picks.filter((p) => needs.every((n) => p.needs.includes(n) || !categoryBySlug(slug)?.needs.some((c) => c.tag === n))).sort((x, y) => x.priceBand.low - y.priceBand.low).slice(0, 2);
    // "multicookers, slow and rice cookers" reads badly mid-sentence: the name up to its first comma.
    return { slug, noun: categoryNoun(slug).split(/,| and /)[0], needs, picks: ranked.picks };
  });
  const within = r.budget ? ` (${budgetLabel(r.budget)})` : "";
  // "air fryer vs instant pot": what each is for comes before the picks of each (data/catalog/contrasts.json).
  const contrast = both || r.unmet ? null : kindContrast(slugs[0], slugs[1]);
  const parts = [
    r.unmet ? `${r.unmet}${within ? ` Picks${within}:` : ""}` : both
      ? `You asked for two things, so here are my strongest vetted picks for each${within}:`
      : contrast
        ? `${capital(sides[0].noun)} and ${sides[1].noun} do different jobs, so the better buy depends on how you'll use it.\n\n${contrast}\n\nHere are my strongest vetted picks from each${within}, side by side:`
        : `${capital(sides[0].noun)} and ${sides[1].noun} do different jobs, so the better buy depends on how you'll use it. Here are my strongest vetted picks from each${within}, side by side:`,
  ];
  const shown: ViewProduct[] = [];
  for (const side of sides) {
    if (side.picks.length === 0) {
      parts.push(`**${both ? `For the ${side.noun}` : `If you go with ${side.noun}`}:** I don't have a vetted pick that fits this yet.`);
      continue;
    }
    parts.push(r.unmet ? (side.slug === r.category ? `**If you'd still rather have ${side.noun}:**` : `**What helps most: ${side.noun}**`) : both ? `**For the ${side.noun}:**` : `**If you go with ${side.noun}:**`);
    side.picks.forEach((p, i) => {
      const role = !fitsBudget(p, r.budget) ? outsideLabel(p, r.budget) : i === 0 ? `top pick among ${side.noun}` : "also worth a look";
      parts.push(renderPick({ p, index: shown.length, role, needs: side.needs, budget: r.budget, amazonTag: a.amazonTag }));
      shown.push(p);
    });
  }
  const questions = slugs.map((slug) => categoryBySlug(slug)?.useQuestion).filter((q): q is string => Boolean(q));
  if (both) {
    // A shared budget ("$600 total for both"): what the two cheapest picks come to together.
    const cheapest = sides.map((side) => [...side.picks].sort((x, y) => x.priceBand.low - y.priceBand.low)[0]).filter((p): p is ViewProduct => Boolean(p));
    if (r.budget?.max && cheapest.length === 2 && !r.unmet) {
      const low = cheapest[0].priceBand.low + cheapest[1].priceBand.low;
      parts.push(low <= r.budget.max
        ? `Together, the ${cheapest[0].name} and the ${cheapest[1].name} start at about $${low.toLocaleString("en-US")}, within your $${r.budget.max.toLocaleString("en-US")}.`
        : `Honestly, the most affordable of each together start at about $${low.toLocaleString("en-US")}, above your $${r.budget.max.toLocaleString("en-US")}: you may want to buy one now and the other later.`);
    }
    parts.push(r.unmet ? "Tell me which way you'd like to go (and the budget), and I'll narrow it to one." : "Tell me which one matters most right now, and I'll narrow it down.");
  } else {
    if (questions.length) parts.push(`**Questions that decide it:**\n\n${questions.map((q) => `- ${q}`).join("\n")}`);
    parts.push("Tell me which way you're leaning (or how you'll use it most), and I'll narrow it to one.");
  }
  const reviewed = reviewedLine(shown);
  if (reviewed) parts.push(reviewed);
  const verse = productVerse(a.question, r.category, a.seed);
  parts.push(verse.markdown, AI_NOTE);
  return {
    text: parts.join("\n\n"),
    kind: "product",
    category: r.category!,
    picks: shown.map((p) => p.id),
    budget: r.budget,
    outsideBudget: shown.some((p) => !fitsBudget(p, r.budget)),
    verses: [verse.passage.reference],
  };
}
