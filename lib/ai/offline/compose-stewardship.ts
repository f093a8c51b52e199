// Stewardship before shopping: financing a want, whether a price fits an income, extended
// warranties, paying with points. Plain numbers and rules of thumb, then picks only if asked.
import { budgetLabel, rankPicks, type RequestModel } from "@/lib/ai/request";
import { categoryBySlug, productsOf, uncoveredTopics } from "@/lib/ai/request/catalog-view";
import { namedProducts } from "@/lib/ai/request/category";
import { dealLines, loanLines, marketplaceLines, recallLines, repairLines, returnLines, timingLines, whereLines } from "./buying-wisdom";
import type { MoneyQuestion } from "@/lib/ai/request/money-wisdom";
import { AI_NOTE, categoryNoun, renderPick, reviewedLine, supplementNote } from "./product-parts";
import { categoryWorthLines } from "./compose-worth";
import { subscriptionPlans } from "@/lib/ai/request/subscriptions";
import { frameWithVerse } from "./verse";
import { MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import { BODY_WORDS, HEALTH_CUE } from "@/lib/ai/request/signals";
import type { Composed } from "./types";

const an = (w: string) => `${/^[aeiou]/i.test(w) ? "an" : "a"} ${w}`;
const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** Total paid on a card balance at a typical APR over two years (amortized). */
function financedTotal(price: number, apr = 0.22, months = 24): number {
  const r = apr / 12;
  return ((price * r) / (1 - (1 + r) ** -months)) * months;
}

/** "TVs" → "TV", "mattresses" → "mattress", "smartwatches and fitness trackers" → "smartwatch". */
const singular = (noun: string) => noun.split(" and ")[0].replace(/(ch|sh|ss|x)es$/, "$1").replace(/([^s])s$/, "$1");

function guidance(m: MoneyQuestion, noun: string | null, range: { low: number; high: number; mid: number } | null, question: string, category: string | null): string[] {
  const one = noun ? singular(noun) : null;
  const thing = m.price ? `a ${usd(m.price)} ${one ?? "purchase"}` : one ? (category ? an(`new ${one}`) : an(one)) : "it";
  switch (m.topic) {
    case "timing":
      return timingLines(one ? an(one) : null);
    case "deal":
      return dealLines(m, category ? (namedProducts(question, category)[0] ?? null) : null);
    case "returns":
      return returnLines(one ? an(one) : null, question);
    case "recall":
      return recallLines(question);
    case "repair":
      return repairLines(one ? an(one) : null, question);
    case "marketplace":
      return marketplaceLines();
    case "where":
      return whereLines(noun);
    case "subscription": {
      // "printer or Instant Ink?", "Peloton membership or a cheap bike?": the plan's own lines (data/catalog/subscriptions.json).
      const plan = subscriptionPlans().find((p) => p.slug === m.plan) ?? subscriptionPlans().find((p) => p.slug === "general");
      return plan ? [`Good question to ask before signing up. Here's how I'd weigh ${plan.name}:`, ...plan.lines] : [];
    }
    case "worth":
      return category && noun ? categoryWorthLines(category, noun) : [];
    case "finance":
      return [
        `Financing a want is the most expensive way to buy it, so I'd be slow to finance ${thing}.`,
        ...(m.price ? [`**The real cost:** at a typical credit-card rate of about 22%, ${usd(m.price)} paid off over two years comes to about ${usd(financedTotal(m.price))}, roughly ${usd(financedTotal(m.price) - m.price)} extra for the same thing.`] : []),
        "**0% offers** (store cards, Affirm, Klarna, Afterpay) only stay free if every payment is on time and the balance is gone before the promotion ends; many store cards charge the deferred interest back to the first day if anything is left.",
        "**A simple test:** if you couldn't pay cash for it today, that usually means wait. Put the monthly payment into savings for a few months instead: you'll have the cash, and you'll know the payment fits.",
        "**Needs are different from wants:** financing a fridge or a car you truly need can be reasonable; an upgrade you'd enjoy is a want, and a cheaper model that does the job is usually the wiser buy.",
        ...loanLines(m, question),
      ];
    case "warranty":
      return [
        "Extended warranties are usually not worth it. Most failures happen early (when the maker's warranty covers them) or after the plan runs out, and stores earn some of their highest margins on these plans.",
        "**Check what you already have:** many credit cards add a year to the maker's warranty, and some products come with two or more years already.",
        "**When one can make sense:** an expensive, fragile thing that travels (a student's laptop, a phone) where the plan covers accidental damage, and a repair would be hard to pay for. Read what it excludes and who does the repairs.",
        "**The alternative:** put what the plan would cost into a savings buffer for repairs; over many purchases, that usually comes out ahead.",
      ];
    case "points":
      return [
        "Paying with points is fine when the card is paid off in full every month: the points are a small rebate you've already earned.",
        "**Points don't make a purchase affordable:** if the card carries a balance, the interest outweighs the rewards many times over, so pay that down first.",
        "**Compare the value:** points are often worth more as a statement credit or for travel than in a store's catalog; check what each point is worth before you spend them.",
      ];
    case "refurbished": {
      // A car seat or a crib: whether a used one is safe comes first, and it isn't about warranties.
      const safety = category ? categoryBySlug(category)?.secondhandGuide : undefined;
      if (safety) return safety;
      return [
        `Refurbished can be a smart way to buy ${thing === "it" ? "most electronics" : thing.replace(/^a new /, "a ")}, if you buy it the right way (the same goes for open-box and used).`,
        "**Buy from the maker's own refurbished store or a seller with a real warranty:** Apple Certified Refurbished, for example, carries the same one-year warranty as new; “used, as is” from a stranger carries none.",
        "**Check what wears out:** battery health (ask for the cycle count or percentage), the screen, the keyboard and ports, and that it's not locked to someone else's account.",
        "**Mind the price gap:** a refurbished model a generation or two old should cost clearly less than the current one; if the saving is small, new with the full warranty is often the better buy.",
        "**Keep the return window in view**, and test everything in the first days.",
      ];
    }
    case "afford": {
      const share = m.price && m.income ? m.price / m.income : null;
      const weeks = m.price && m.income ? m.price / ((m.income * 0.8) / 52) : null;
      return [
        `It's a fair question to ask before buying ${thing}, and the answer depends less on the price than on the rest of the picture.`,
        ...(m.debt !== null ? [`**Debt first:** at a typical card rate of about 22%, ${usd(m.debt)} of debt costs roughly ${usd(m.debt * 0.22)} a year in interest. Paying it down is a guaranteed return no purchase matches, so most planners would clear it (or have a plan that does) before a want like this.`] : []),
        ...(share !== null && weeks !== null ? [`**The numbers:** ${usd(m.price!)} is about ${(share * 100).toFixed(1)}% of ${usd(m.income!)} a year before tax, or roughly ${Math.max(1, Math.round(weeks))} week${Math.round(weeks) === 1 ? "" : "s"} of take-home pay.`] : []),
        ...(range ? [`**What they cost:** the ${noun} I've vetted run from about ${usd(range.low)} to ${usd(range.high)}; most people are well served from about ${usd(range.mid)}, and the top end buys features many don't need.`] : []),
        "**Questions that decide it:** Do you have an emergency fund (a few months of expenses)? Any credit-card debt? Could you pay cash without touching savings? Would a cheaper model do most of what you'd use it for?",
        "**A rule of thumb many planners use (50/30/20):** about half of take-home pay to needs, 20% to saving and paying down debt, and up to 30% to wants, in total, so one purchase shouldn't crowd out saving.",
        "If it passes those questions and you'll use it every day for years, it can be a good buy. If it needs a loan or a card balance, waiting and saving is the wiser path.",
      ];
    }
  }
}

export function composeStewardship(r: RequestModel, m: MoneyQuestion, a: { question: string; amazonTag?: string | null; seed: string }): Composed {
  const category = r.category;
  // "Black Friday or wait?", "is a 7 year car loan ok": no vetted category, but a thing (or none) to speak of.
  const topic = r.uncovered ? uncoveredTopics().find((u) => u.slug === r.uncovered) : null;
  const noun = category ? categoryNoun(category) : /\b(?:car|truck|suv|vehicle|auto)s?\b/i.test(a.question) ? "cars" : topic ? topic.name.toLowerCase().split(/,| and /)[0].trim() : null;
  // "how much should I spend on a mattress?": the span of the vetted ones, so the answer has numbers.
  const lows = category ? productsOf(category).map((p) => p.priceBand.low).filter((n) => n > 0).sort((x, y) => x - y) : [];
  const range = lows.length >= 3 && !m.price ? { low: lows[0]!, high: lows.at(-1)!, mid: lows[Math.floor(lows.length * 0.35)]! } : null;
  const parts = guidance(m, noun, range, a.question, category);
  // A thing with no vetted picks (cars, washers): said first, so no one reads the advice as a pick.
  if (!category && topic) parts.unshift(`I don't have vetted picks for ${topic.name.toLowerCase()}, so no models or links from me, but here's what I can tell you.`);
  // Picks only when asked, and within the price said (never the income read as a budget).
  const budget = m.price ? { min: null, max: m.price } : null;
  const picks = m.wantsPicks && category ? rankPicks({ category, budget, needs: [...r.needs.filter((n) => n !== "premium"), "budget"], text: a.question, count: 2 }).picks : [];
  if (picks.length) {
    parts.push(`Since you asked which to get, here are the vetted ${noun}${budget ? ` ${budgetLabel(budget)}` : ""} I'd look at, value first:`);
    picks.forEach((p, index) => parts.push(renderPick({ p, index, role: index === 0 ? "value pick" : "also worth a look", needs: r.needs, budget, amazonTag: a.amazonTag })));
    const reviewed = reviewedLine(picks);
    if (reviewed) parts.push(reviewed);
  } else if (category && noun && m.topic !== "where") {
    parts.push(`If you decide to buy, ask me for ${noun} under a budget that fits (say "${noun} under $${m.price ? Math.round((m.price * 0.6) / 50) * 50 : 500}") and I'll show vetted picks that do the job for less.`);
  } else if (!noun) {
    parts.push("If you tell me what you're thinking of buying (and the budget), I'll show vetted picks where I have them.");
  }
  // "does a weighted blanket help with anxiety?", "…good for your back?": a health word asked about gets the medical line.
  const note = supplementNote(category) ?? (m.topic === "worth" && (HEALTH_CUE.test(a.question.toLowerCase()) || BODY_WORDS.test(a.question.toLowerCase())) ? `_${MEDICAL_DISCLAIMER}_` : null);
  if (note) parts.push(note);
  const verse = frameWithVerse([m.topic === "finance" ? "debt" : m.topic === "recall" ? "wisdom" : "money"], a.seed);
  parts.push(verse.markdown, AI_NOTE);
  return { text: parts.join("\n\n"), kind: picks.length ? "product" : "decision", category, picks: picks.map((p) => p.id), budget, outsideBudget: false, verses: [verse.passage.reference] };
}
