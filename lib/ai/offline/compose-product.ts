// Product answers from the request model: 2-3 picks from the asked category only, within the
// budget, ranked by the stated needs, with why each fits, honest cons and the price band.
import { budgetLabel, kindLabel, needLabel, parseBudget, parseNeeds, rankPicks, type Budget, type RequestModel } from "@/lib/ai/request";
import { ROUGHLY_CONVERTED } from "@/lib/ai/request/budget";
import { fitsBudget } from "@/lib/ai/request/rank";
import { asksRules, GEAR_QUESTION, MORE_ABOUT, NAME_ONLY, OPINION_ASK, SHOW_AGAIN, STRONG_SHOPPING, VERDICT, VERSION_ASK, WHY_PICK } from "@/lib/ai/request/signals";
import { categoryBySlug, productById, productsOf, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { childAge } from "@/lib/ai/request/needs";
import { isRuledOut, ruledOut } from "@/lib/ai/request/ruled-out";
import { composeFit } from "./compose-fit";
import { notesSay } from "./notes-say";
import { composeNoPick } from "./compose-no-pick";
import { composeStewardship } from "./compose-stewardship";
import { whyNeedLines } from "./compose-why-need";
import { composeUnvetted, namesKindOf } from "./compose-unvetted";
import { composeThreadAsk } from "./compose-thread-ask";
import { verdictLines } from "./compose-verdict";
import { categoryWorthAsked, VERDICT_ASK, withSubjectFirst, worthLines, worthSubject } from "./compose-worth";
import { AI_NOTE, categoryNoun, COUNT_WORDS, list, productVerse, renderPick, reviewedLine, sentence, stop, supplementNote, lowerLeadWord, whyItFits } from "./product-parts";
import type { Composed } from "./types";

const TIER = { $: 1, $$: 2, $$$: 3, $$$$: 4 } as const;

/** The label an over-budget product must carry: the ranker and this file share `fitsBudget`. */
export function outsideLabel(p: ViewProduct, b: Budget | null): string {
  return b?.max != null && p.priceBand.low > b.max ? "closest option, above your budget" : b?.min != null && !fitsBudget(p, { min: b.min, max: null }) ? "closest option, below your range" : "closest option, outside your budget";
}

function roles(picks: ViewProduct[], budget: Budget | null): string[] {
  const used = new Set<string>();
  return picks.map((p, i) => {
    if (!fitsBudget(p, budget)) return outsideLabel(p, budget);
    let role = i === 0 ? "top pick" : TIER[p.priceBand.tier] < TIER[picks[0].priceBand.tier] ? "budget-friendly alternative" : TIER[p.priceBand.tier] > TIER[picks[0].priceBand.tier] ? "step-up option" : "also worth a look";
    if (used.has(role)) role = "also worth a look";
    used.add(role);
    return role;
  });
}

function intro(r: RequestModel, picks: ViewProduct[], noun: string, variant: number, explicit: boolean, ranged = false): string {
  // Only the needs the picks are rated for: "for hard floors" over picks that aren't would be a claim.
  const needs = r.needs.filter((n) => n !== "budget" && n !== "premium" && picks.some((p) => p.needs.includes(n))).map((n) => needLabel(n, r.category));
  const forWhom = needs.length ? ` for ${list(needs)}` : "";
  const within = r.budget && r.followUp !== "cheaper" && r.followUp !== "premium" ? ` (${budgetLabel(r.budget)})` : "";
  const n = COUNT_WORDS[picks.length];
  switch (r.followUp) {
    case "cheaper":
      if (explicit && r.budget) {
        return `Within ${budgetLabel(r.budget)}${forWhom}, here ${picks.length === 1 ? "is the pick" : `are ${n} picks`} in ${noun} I'd look at:`;
      }
      return `Here ${picks.length === 1 ? "is a" : `are ${n}`} cheaper pick${picks.length === 1 ? "" : "s"} in ${noun} than the ones above${r.budget?.max ? ` (${budgetLabel({ min: null, max: r.budget.max + (r.state.budget?.max === r.budget.max ? 0 : 1) })})` : ""}${forWhom}:`;
    case "premium":
      if (explicit && r.budget) {
        return `With ${budgetLabel(r.budget)} to work with${forWhom}, here ${picks.length === 1 ? "is the pick" : `are ${n} picks`} in ${noun} I'd look at now:`;
      }
      return `Stepping up from the picks above, here ${picks.length === 1 ? "is a" : `are ${n}`} higher-end pick${picks.length === 1 ? "" : "s"} in ${noun}${forWhom}:`;
    case "related_category":
      return `Switching to ${noun}: here ${picks.length === 1 ? "is one pick" : `are ${n} picks`} worth a close look${forWhom}${within}:`;
    case "need":
      return `For ${list(needs) || "that"}, I'd re-rank them like this${within}:`;
    default:
      return variant > 0
        ? `Here's another take: ${n} pick${picks.length === 1 ? "" : "s"} in ${noun}${forWhom}${within}, looked at from a different angle:`
        : ranged && picks.length === 3 && TIER[picks[1].priceBand.tier] < TIER[picks[0].priceBand.tier] && TIER[picks[2].priceBand.tier] > TIER[picks[0].priceBand.tier]
          // "I need a laptop": nothing said about budget or use, so the range, led by the best value.
          ? `Here are three picks in ${noun} to show the range: the one I'd start with for most people, then a cheaper option and a step up, with honest trade-offs:`
          : `Here ${picks.length === 1 ? "is one pick" : `are ${n} picks`} in ${noun} worth a close look${forWhom}${within}, with honest trade-offs:`;
  }
}

const LOOK_FOR = /\bwhat (?:should|do|would) (?:i|we) (?:look for|look at|consider|know|watch out for)\b|\bwhat to look for\b|\bhow (?:do|should|can) (?:i|we) (?:choose|pick|decide on)\b|\bbuying (?:guide|tips)\b|\btips (?:for|on) (?:buying|choosing)\b/;
// "55 inch?", "in 8 quart?": a size the catalog doesn't list for the picks.
const SIZE_ASK = /^\s*(?:(?:and|what about|how about|in|do they come in|does it come in)\s+)?(?:a\s+)?\d+(?:\.\d+)?\s?(?:-?\s?inch(?:es)?|in\b|"|qt|quarts?|cups?|liters?|l\b|gb|tb|ft|foot|feet)\b[^a-z]*(?:one|size|version|model)?\s*\??\s*$/;

const ONE_ONLY = /\b(?:one (?:[a-z]+ )?only|only one|just one|one pick|a single (?:pick|one)|single best|(?:your|the) (?:top|#1|number one|one) pick(?! (?:and|or))|top pick only)\b/;
const WORTH_ASK = /\b(?:worth (?:it|the (?:money|price|extra|upgrade|splurge)|buying|getting)|good value|a good buy|overpriced|overkill)\b/;

const UNIT_WORDS = new Set(["inch", "inches", "quart", "quarts", "cup", "cups", "liter", "liters", "litre", "foot", "feet", "pack", "count", "piece", "pieces", "size", "with", "and", "for", "the", "watt", "volt"]);

/** The pick a question points at ("the second one", "the Bambino", "that one"), or null when it points at none. */
function pointedPick(question: string, shown: ViewProduct[]): ViewProduct | null {
  const t = question.toLowerCase();
  const at = /\b(?:second|2nd|middle)\b/.test(t) ? 1 : /\b(?:third|3rd)\b/.test(t) ? 2 : /\blast\b/.test(t) ? shown.length - 1 : /\b(?:first|1st|top)\b/.test(t) ? 0 : -1;
  if (at >= 0) return shown[Math.min(at, shown.length - 1)];
  // By a word of its name that no other pick shown shares ("the roborock", "the Bambino").
  // A unit ("inch" in "24-inch") names a size, not a pick: "27 inch" isn't "the BenQ 24-inch".
  const wordsOf = (p: ViewProduct) => p.name.toLowerCase().replace(/[^a-z0-9 ]/g, " ").split(/\s+/).filter((w) => w.length >= 3 && !UNIT_WORDS.has(w));
  const named = shown.find((p) => wordsOf(p).some((w) => new RegExp(`\\b${w}\\b`).test(t) && !shown.some((q) => q !== p && wordsOf(q).includes(w))));
  if (named) return named;
  // "the sony xm5": a model code that is part of exactly one shown name ("WH-1000XM5").
  const codes = t.split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && /\d/.test(w) && /[a-z]/.test(w));
  const byCode = shown.filter((p) => codes.some((c) => wordsOf(p).some((w) => w.includes(c))));
  if (byCode.length === 1) return byCode[0];
  // "and the breville?" when two Brevilles were shown: the first of that brand.
  const brandOf = (p: ViewProduct) => p.brand.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (NAME_ONLY.test(t.trim())) {
    const byBrand = shown.find((p) => new RegExp(`\\b${brandOf(p)}\\b`).test(t));
    if (byBrand) return byBrand;
  }
  return /^(?:(?:so|ok|okay|and|but)\s+)?(?:is|are) (?:it|they|this|that|this one|that one) (?:really |actually |even )?worth\b|\b(?:that|this) one\b|\babout it\b/.test(t) ? shown[0] : null;
}


/** "Here's more on the X": everything the notes hold on one pick. */
function moreAbout(p: ViewProduct): string[] {
  return [
    `Here's everything my notes hold on the ${p.name}:`,
    `**Best for:** ${stop(p.bestFor)}`,
    `**Key specs:** ${p.keySpecs.join(" · ")}`,
    `**Strengths:** ${sentence(p.pros, Infinity)}`,
    `**Honest cons:** ${sentence(p.cons, Infinity)}`,
    `**Price band:** ${p.priceBand.tier} (${p.priceBand.label}); check the current price before you buy.`,
    "Here are the picks again, with their links:",
  ];
}

/** "65 inch?" when every pick shown is already that size: the size, as the names say it ("65-inch"). */
function sameSize(question: string, shown: ViewProduct[]): string | null {
  const m = /\b(\d{2,3})\s?(?:-?\s?inch(?:es)?|in\b|")/.exec(question.toLowerCase());
  return m && shown.every((p) => p.name.includes(`${m[1]}-inch`)) ? `${m[1]}-inch` : null;
}

/** A question about the picks already shown that asks for nothing new ("does it come in white?", "are they in stock?"). */
function asksAboutPicks(question: string, r: RequestModel, shown: ViewProduct[], pointed: ViewProduct | null): boolean {
  const t = question.trim().toLowerCase();
  if (r.followUp !== null || shown.length === 0 || r.state.category !== r.category) return false;
  // "65 inch" where the names carry sizes asks for that size (inchesAsked), unless the picks already are it.
  const inches = /\b(\d{2})\s?(?:-\s?)?(?:inch|inches|in\b|")/.exec(t);
  // (When a pick shown is that size already, the picks answer it: shownSizes.)
  if (SIZE_ASK.test(t) && inches && !shown.some((p) => namedInches(p) === Number(inches[1])) && productsOf(r.category!).some((p) => suitsThread(p, r) && Math.abs((namedInches(p) ?? 0) - Number(inches[1])) <= 2)) return false;
  if (SIZE_ASK.test(t) || (t.split(/\s+/).length <= 5 && VERSION_ASK.test(t))) return true;
  // "is OLED worth it?" weighs a technology, not a pick: only a pick pointed at gets the worth-it case.
  if (WORTH_ASK.test(t)) return pointed !== null;
  if ((MORE_ABOUT.test(t) || NAME_ONLY.test(t)) && pointed) return true;
  const asking = /^(?:(?:and|but|so|ok|okay|hmm)\s+)?(?:does|do|is|are|can|will|would|could|how|what|which)\b/.test(t);
  // "is the ninja one loud?": a pick named by its brand, asked about.
  if (asking && pointed && !/\b(?:or|vs|versus|compared?)\b/.test(t)) return true;
  return asking && /\b(?:it|they|them|these|those|this one|that one|the first|the second|the third)\b/.test(t);
}

const CAPACITY_ASK = /\b\d+ ?(?:gb|tb|gigs?)\b.*\b(?:enough|worth|need|or|vs)\b|\b(?:enough|worth|need|or|vs)\b.*\b\d+ ?(?:gb|tb|gigs?)\b|\bhow much (?:storage|ram|memory|space)\b|\b(?:storage|ram|memory) (?:do|should) i (?:need|get)\b/;
const SIZE_GUIDE_ASK = /\b(?:what|which|right|best) (?:[a-z]+ )?size\b|\bhow big (?:of )?(?:a |an )?|\bhow (?:many|much) (?:quarts?|qt|cups?|liters?|litres?|inches)\b|\bwhat (?:capacity|screen size)\b/;
const ORIGIN_ASK = /\bmade in (?:the )?(?:usa|us|u\.s\.a?\.?|america)\b|\bamerican[- ]made\b|\bnot made in china\b|\bethical(?:ly)?\b|\bfair[- ]trade\b|\bsweatshops?\b|\bunion[- ]made\b/;
const ORIGIN_NOTE = "One honest note: I don't keep verified notes on where each product is made or how its factories treat workers, so none of these is chosen for that. To check: the maker's country-of-origin page and the label (by FTC rule, “Made in USA” must mean all or virtually all of it), and certifications such as Fair Trade or B Corp.";

export function composeProduct(r: RequestModel, a: { question: string; amazonTag?: string | null; variant: number; seed: string }): Composed {
  const fit = r.fit ? composeFit(r, a) : null;
  if (fit) return fit;
  // "should I finance a $2,000 TV?": the wisdom of the spending first, picks only if asked.
  if (r.money) return composeStewardship(r, r.money, a);
  // "any downsides?", "in stock?", "only the first one": about the picks shown, answered with them.
  const shownBefore = r.threadAsk ? r.state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null && p.category === r.category) : [];
  if (r.threadAsk && shownBefore.length) return composeThreadAsk(r, shownBefore, a);

  const category = r.category!;
  const cat = categoryBySlug(category);
  const kind = r.kind ?? null;
  const noun = kind ? kindLabel(kind, category) : categoryNoun(category);
  // "vitamin D for my 8 month old", "melatonin for kids": the vetted supplements are made for adults.
  if (cat?.group === "health" && forAChild(a.question)) return composeForAChild(category, a.seed);
  // "under $700?" re-ranks within the new budget; a bare "cheaper?" moves below the earlier picks.
  const explicitBudget = r.followUp !== null && parseBudget(a.question) !== null;
  // "give me your top pick, one only": one pick, as asked.
  const count = ONE_ONLY.test(a.question.toLowerCase()) ? 1 : 3;
  const byRank = rankPicks({ category, budget: r.budget, needs: r.needs, text: a.question, followUp: r.followUp, previousPicks: r.state.previousPicks, variant: a.variant, explicitBudget, kind, size: r.size ?? null, avoid: r.avoid, count });
  // "a bedroom TV, 32 inch is fine", "27 inch monitor": the size asked, when the names carry sizes.
  const sizeFit = inchesAsked(a.question, category, r);
  const fresh = sizeFit ? { ...byRank, picks: sizeFit.picks, outsideBudget: sizeFit.outside === true, noFurther: false, droppedNeeds: [] } : byRank;
  // "does it come in white?", "women's?": about the picks already shown, so those picks, unchanged.
  const shown = r.state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null && p.category === category);
  const question = a.question.toLowerCase();
  const pointed = pointedPick(question, shown);
  const detail = asksAboutPicks(a.question, r, shown, pointed);
  // "is the vitamix loud?", "the vitamix one, is it loud?": a short yes-or-no question about the picks
  // shown, whatever it starts with, is answered from their notes before any "good to know".
  // "what about the battery range in winter?" (nothing else read it: no need, no model) asks the same way.
  // A need the catalog rates ("does it have a good battery?") keeps its need answer below.
  const yesNo = r.state.category === category && shown.length > 0 && question.split(/\s+/).length <= 12 && r.needs.join() === r.state.needs.join() && !r.size && (r.kind ?? null) === (r.state.kind ?? null)
    && (/\b(?:is|are|does|do|can|will) (?:it|they|this|that|these|those|the [a-z0-9' -]{2,25}?)\b[^?]*\?\s*$|^(?:(?:and|so|but|also|ok|okay)[\s,]+)?(?:is|are|does|do|can|will) (?:it|they|the [a-z0-9' -]{2,25}?) /i.test(question.trim())
      || (r.followUp === null && /^(?:(?:and|so|ok|okay)[\s,]+)?(?:what|how) about (?:the |its |their )(?!one\b|first\b|second\b|third\b|last\b|other\b|cheaper\b)[a-z][a-z ]{2,30}\??$/i.test(question.trim())));
  const size = detail ? sameSize(question, shown) : null;
  // "he mostly uses Google Docs": a detail that adds no need, budget or kind keeps the picks as they
  // were (re-ranking on the new words alone would shuffle them for no reason the person gave).
  // "one knife only please" after three picks: one pick, as asked.
  const sameAsked = !sizeFit && count === 3 && r.followUp === null && !GEAR_QUESTION.test(question) && r.state.category === category && a.variant === 0 && !STRONG_SHOPPING.test(question)
    && r.needs.join() === r.state.needs.join() && JSON.stringify(r.budget) === JSON.stringify(r.state.budget) && kind === (r.state.kind ?? null)
    && (r.avoid ?? []).join() === (r.state.avoid ?? []).join();
  const verdict = VERDICT.test(question) && !WHY_PICK.test(question) && shown.length > 0 && r.followUp === null;
  const why = (WHY_PICK.test(question) || verdict) && shown.length > 0;
  const whyNeed = whyNeedLines(a.question, r, shown, noun);
  // "is the Dyson V15 worth it?" asked outright: the case for that product (or "not vetted"), then alternatives.
  // "is the 1TB iPhone worth it or is 256 enough?": a storage tier, answered by the guide, not as an unvetted model.
  // "how much ram does it have?" asks a spec of a pick, not how much to get.
  const capacity = CAPACITY_ASK.test(question) && !/\b(?:does|do|did) (?:it|they|that|this|the [a-z0-9 ]+?) (?:have|come with)\b/.test(question) && cat?.capacityGuide ? cat.capacityGuide : null;
  // "do I need a license to fly it?": the rules for this kind of thing (US), then the picks already shown.
  const rules = asksRules(question, cat?.rulesGuide) ? cat!.rulesGuide! : null;
  const worth = !capacity && !pointed && !detail && r.followUp === null && (WORTH_ASK.test(question) || VERDICT_ASK.test(question) || OPINION_ASK.test(question)) ? worthSubject(a.question, category) : null;
  // "is the dyson airwrap worth it?": a model we haven't vetted, of a kind only its brand suggested (Dyson
  // makes vacuums and hair tools): no vacuums to weigh it against, only how to judge it.
  if (worth && "unvetted" in worth && !r.state.category && !namesKindOf(a.question, category)) return composeUnvetted(worth.unvetted, category, a.seed);
  // "are supplements worth it?", "is a stand mixer overkill?": whether the kind of thing is worth it, answered first.
  if (!worth && !capacity && !pointed && !detail && r.followUp === null && categoryWorthAsked(a.question, category)) {
    return composeStewardship(r, { topic: "worth", price: null, income: null, debt: null, wantsPicks: /\b(?:which|recommend\w*|suggest\w*|what should i (?:get|buy)|if so)\b/.test(question), months: null }, a);
  }
  const again = SHOW_AGAIN.test(question);
  const held = (detail || sameAsked || why || rules || whyNeed || again) && shown.length ? { ...fresh, picks: shown, outsideBudget: false, noFurther: false, mustHave: [], unmetNeeds: [] } : fresh;
  const ranked = worth && "product" in worth ? { ...held, picks: withSubjectFirst(worth.product, held.picks), outsideBudget: false, spread: false } : held;
  if (ranked.outgrownAge !== undefined) {
    // "best bike for a 10 year old" when the vetted kids' bikes are for toddlers: say so, then what to look for.
    const kids = (cat ? productsOf(category) : []).filter((p) => p.ages);
    const sizes = list(kids.map((p) => `the ${p.name} for about ${p.ages![0]}–${p.ages![1]}`));
    const noPick = composeNoPick({ name: noun, criteria: cat?.buyingCriteria ?? [], seed: a.seed, variant: a.variant });
    const first = `My vetted ${noun} for children are sized for other ages (${sizes}), so I don't have one I'd recommend for a ${ranked.outgrownAge}-year-old. Here's what to look for instead:`;
    return { ...noPick, text: noPick.text.replace(/^[^\n]+/, first) };
  }
  if (ranked.picks.length === 0) {
    // Only kinds with vetted products (a kind listed to answer honestly that there is none isn't one).
    const others = (cat?.kinds ?? []).filter((k) => k.tag !== kind && productsOf(category).some((p) => p.kinds?.includes(k.tag))).map((k) => k.label);
    const nearby = ranked.missingKind && others.length ? `The ${categoryNoun(category)} I do have vetted picks for are ${list(others)}, if one of those would do the job.` : null;
    const noPick = composeNoPick({ name: noun, criteria: cat?.buyingCriteria ?? [], seed: a.seed, variant: a.variant });
    return nearby ? { ...noPick, text: noPick.text.replace(/\n\n/, `\n\n${nearby}\n\n`) } : noPick;
  }

  const parts: string[] = [];
  if (SHOW_AGAIN.test(question) && r.state.category === category) {
    parts.push(shown.length ? "Here are the picks again:" : "Here are the picks for what you asked:");
  } else if (whyNeed) {
    parts.push(...whyNeed);
  } else if (rules && shown.length) {
    parts.push("Here are the picks from before, if you want them again:");
  } else if (ranked.noFurther) {
    const cheapest = r.followUp === "cheaper";
    parts.push(`Those were already the most ${cheapest ? "affordable" : "premium"} ${noun} I have vetted picks for, so I can't honestly point you ${cheapest ? "lower" : "higher"} within my list. Here they are again for reference:`);
  } else if (ranked.cheaperThan) {
    // "cheaper?" when the cheapest pick shown was already the cheapest vetted: say so, then what costs less than the top pick.
    const cheapest = [...shown].sort((x, y) => x.priceBand.low - y.priceBand.low)[0];
    parts.push(`The ${cheapest.name} above is already the most affordable of the ${noun} I've vetted. To spend less than the ${ranked.cheaperThan.name}, these are the ones I'd look at:`);
  } else if (ranked.droppedNeeds?.length) {
    const gaveUp = list(ranked.droppedNeeds.map((n) => needLabel(n, category)));
    parts.push(`Nothing ${r.followUp === "premium" ? "higher-end" : "cheaper"} I've vetted in ${noun} is rated for ${gaveUp}. If you can do without that, these ${r.followUp === "premium" ? "step up" : "cost less"}:`);
  } else if (ranked.outsideBudget && sizeFit?.outside) {
    parts.push(sizeFit.none!);
  } else if (ranked.outsideBudget) {
    const forNeed = ranked.mustHave.length ? ` for ${list(ranked.mustHave.map((n) => needLabel(n, category)))}` : "";
    parts.push(`Nothing I have vetted in ${noun}${forNeed} fits ${r.budget ? budgetLabel(r.budget) : "that budget"}, so I won't pretend otherwise. The closest option is below, labelled as outside your budget, so you can see what the extra money buys (or wait for a sale):`);
  } else if (detail && pointed && WORTH_ASK.test(question)) {
    // "is the first one worth it?": the honest case for and against that pick, not "I don't keep that".
    parts.push(
      `Whether the ${pointed.name} is worth it depends on how you'll use it. The honest case:`,
      `**Worth it for:** ${stop(pointed.bestFor)}`,
      `**What you're paying for:** ${sentence(pointed.pros)}`,
      `**The trade-offs:** ${sentence(pointed.cons)}`,
      `**Think twice if** ${pointed.priceBand.label} is more than you planned to spend, or a cheaper pick below already covers what you need.`,
      "Here are the picks again, so you can compare it with the others:",
    );
  } else if (worth) {
    parts.push(...worthLines(worth, noun));
  } else if (verdict) {
    parts.push(...verdictLines(pointed ?? shown[0], shown, r, category));
  } else if (why) {
    // "why that one?": the reasons the notes give for the pick pointed at (the top one by default).
    const p = pointed ?? shown[0];
    const next = shown.find((o) => o !== p);
    parts.push(
      `Why the ${p.name}: ${lowerLeadWord(whyItFits(p, r.needs, r.budget, category))} ${stop(`It's best for ${lowerLeadWord(p.bestFor)}`)}`,
      `**The trade-off to know:** ${sentence(p.cons)}`,
      ...(next ? [`If that trade-off matters more to you, the ${next.name} is the one I'd look at instead: ${lowerLeadWord(stop(next.bestFor))}`] : []),
      "Here are the picks again:",
    );
  } else if (detail && pointed && (MORE_ABOUT.test(question) || NAME_ONLY.test(question.trim()))) {
    // "tell me more about the second one": what the notes hold on that pick, not the list again.
    parts.push(...moreAbout(pointed));
  } else if (detail && shownSizes(question, shown)) {
    // "27 inch" after monitor picks: which shown picks are that size, as their names say.
    parts.push(shownSizes(question, shown)!);
  } else if (size) {
    parts.push(`Good news: the picks above are already the ${size} models. Here they are again:`);
  } else if (detail && shown.length && needsAsked(question, category).length) {
    // "does it run SolidWorks?", "is it ok for pet hair?": a need the notes do rate, answered pick by pick.
    parts.push(needAnswer(needsAsked(question, category), shown, category));
  } else if ((detail || yesNo) && shown.length && notesSay(question, pointed ? [pointed] : shown)) {
    // "is it dishwasher safe?", "is it loud?": what the notes on the picks do say about it.
    parts.push(notesSay(question, pointed ? [pointed] : shown)!, "Here they are again:");
  } else if ((detail || yesNo) && shown.length) {
    // "does it come in white?": a detail the catalog doesn't keep. Say so instead of re-pitching.
    parts.push("I don't keep that detail for these picks (sizes, colors, stock, shipping and exact specs change often), so I won't guess: each retailer page below has it. Here they are again:");
  } else if (r.followUp === null && r.state.category === category && !STRONG_SHOPPING.test(question) && ranked.picks.map((p) => p.id).join() === r.state.previousPicks.join()) {
    // "he mostly uses Google Docs": a detail that changes nothing in the notes. Say so, don't re-pitch.
    parts.push("Good to know. Nothing in my notes changes the picks for that, so I'd stay with these:");
  } else if (r.followUp === "need" && !r.size && ranked.picks.map((p) => p.id).join() === r.state.previousPicks.join()) {
    // The earlier picks already suit the new need: say so rather than pretend to re-rank.
    const asked = r.needs.filter((n) => n !== "budget" && n !== "premium");
    const unmet = asked.filter((n) => !ranked.picks.every((p) => p.needs.includes(n)));
    const within = r.budget ? ` (${budgetLabel(r.budget)})` : "";
    // Only say "already suit" when they do: otherwise say which need none of them is rated for.
    parts.push(unmet.length
      ? `None of my vetted ${noun}${within} is rated for ${list(unmet.map((n) => needLabel(n, category)))} as well, so these are still the closest fits for the rest of what you asked:`
      : `The picks above already suit ${list(asked.map((n) => needLabel(n, category))) || "that"}, so I'd stay with them${within}:`);
  } else {
    const left = ruledOutNames(a.question, category, ranked.picks);
    if (sizeFit?.none) parts.push(sizeFit.none);
    // "headphones for running": the honest line that the category isn't made for it leads.
    const opening = r.unmet && !r.also ? r.unmet : intro(r, ranked.picks, noun, a.variant, explicitBudget, ranked.spread === true);
    parts.push(`${left ? `Leaving out ${left}, as you asked. ` : ""}${opening}`);
  }
  if (rules) parts.unshift(`**The rules, in short (US):**\n\n${rules.map((l) => `- ${l}`).join("\n")}`);
  if (capacity) parts.unshift(`**How much to get:**\n\n${capacity.map((l) => `- ${l}`).join("\n")}`);
  // "what size TV for a 10 foot room?", "how many quarts for 2 people?": how to size it first, then the picks.
  if (SIZE_GUIDE_ASK.test(question) && cat?.sizeGuide && !shown.length) parts.unshift(`**Choosing the size:**\n\n${cat.sizeGuide.map((l) => `- ${l}`).join("\n")}`);
  // "What should I look for in a mattress?": the buying criteria first, then the picks.
  if (LOOK_FOR.test(question) && cat?.buyingCriteria.length) {
    parts.unshift(`**What to look for in ${categoryNoun(category)}:**\n\n${cat.buyingCriteria.slice(0, 5).map((c) => `- ${c}`).join("\n")}`);
  }
  const labels = roles(ranked.picks, r.budget);
  ranked.picks.forEach((p, index) => parts.push(renderPick({ p, index, role: labels[index], needs: r.needs, budget: r.budget, amazonTag: a.amazonTag })));
  const mustHave = list(ranked.mustHave.map((n) => needLabel(n, category)));
  if (ranked.mustHaveUnmet?.length && ranked.picks.length) {
    // Two must-haves no product meets together: said before the picks, never passed off as both.
    const missed = list(ranked.mustHaveUnmet.map((n) => needLabel(n, category)));
    parts.splice(parts.length - ranked.picks.length, 0, `One honest note first: none of my vetted ${noun} suits both ${mustHave} and ${missed}. These suit ${mustHave}, but not ${missed}, so weigh that before you buy.`);
  } else if (ranked.mustHave.length && ranked.ofMustHave < 3 && !ranked.outsideBudget && !ranked.noFurther) {
    parts.push(`I have only ${COUNT_WORDS[ranked.ofMustHave]} vetted pick${ranked.ofMustHave === 1 ? "" : "s"} among ${noun} that suit${ranked.ofMustHave === 1 ? "s" : ""} ${mustHave}, so I didn't pad the list with ones that don't.`);
  } else if (kind && ranked.ofKind < 3 && !ranked.outsideBudget) {
    parts.push(`I have only ${COUNT_WORDS[ranked.ofKind]} vetted pick${ranked.ofKind === 1 ? "" : "s"} among ${noun}, so I didn't pad the list with other kinds of ${categoryNoun(category)}.`);
  }
  // "made in USA running shoes", "an ethical coffee maker": nothing in the notes says where or how it's made.
  if (ORIGIN_ASK.test(question)) parts.push(ORIGIN_NOTE);
  // "gift" only ranks giftable picks first: no one needs to "check on the product page" that a thing can be given.
  // "an air fryer without a nonstick coating" when none of ours is: a must-have no product meets is said before the picks, with why people ask.
  // A need for the absence of something (its keywords say "no …") is a must-have whether or not any product meets it.
  const mustNeeds = new Set(cat?.needs.filter((n) => n.strict || n.keywords.some((k) => k.startsWith("no "))).map((n) => n.tag) ?? []);
  const unmetMust = ranked.unmetNeeds.filter((n) => mustNeeds.has(n));
  if (unmetMust.length && ranked.picks.length) {
    const why = unmetMust.map((n) => cat?.needs.find((x) => x.tag === n)?.why).filter(Boolean).join(" ");
    parts.splice(parts.length - ranked.picks.length, 0, `One honest note first: none of my vetted ${noun} is rated for ${list(unmetMust.map((n) => needLabel(n, category)))}, so these don't meet it.${why ? ` ${why}` : ""}`);
  }
  const unmetNeeds = ranked.unmetNeeds.filter((n) => n !== "gift" && !unmetMust.includes(n));
  if (unmetNeeds.length) {
    parts.push(`One honest note: none of my vetted ${noun} is specifically rated for ${list(unmetNeeds.map((n) => needLabel(n, category)))}, so check that on the product page or in person.`);
  }
  // "cheap gaming laptop" when the vetted gaming laptops start at $1,500: said, not passed off as cheap.
  const lows = productsOf(category).map((p) => p.priceBand.low).sort((x, y) => x - y);
  const cheapest = Math.min(...ranked.picks.map((p) => p.priceBand.low));
  const forNeeds = r.needs.filter((n) => n !== "budget" && n !== "premium").map((n) => needLabel(n, category));
  if (r.needs.includes("budget") && !r.budget && !detail && !sameAsked && forNeeds.length && lows.length >= 4 && cheapest > lows[Math.floor(lows.length / 4)]! * 1.5) {
    parts.push(`One honest note: you asked for something inexpensive, and the ${noun} I've vetted for ${list(forNeeds)} start around $${cheapest.toLocaleString("en-US")}. Cheaper ones exist, but I haven't vetted any I'd vouch for.`);
  }
  // "under $150 for hard floors" when the ones rated for hard floors cost more: say so.
  const priced = r.needs.filter((n) => n !== "budget" && n !== "premium" && !ranked.unmetNeeds.includes(n) && !ranked.picks.some((p) => p.needs.includes(n)));
  if (priced.length && r.budget && !ranked.outsideBudget && !ranked.noFurther && !detail && !sameAsked) {
    parts.push(`One honest note: none of my vetted ${noun} ${budgetLabel(r.budget)} is rated for ${list(priced.map((n) => needLabel(n, category)))}; the ones that are cost more.`);
  }
  const pool = ranked.mustHave.length ? ranked.ofMustHave : Infinity;
  if (!ranked.outsideBudget && !ranked.noFurther && ranked.fitting > 0 && ranked.fitting < 3 && ranked.fitting < pool && r.budget && r.followUp !== "cheaper" && r.followUp !== "premium") {
    const whose = ranked.mustHave.length ? `${noun} for ${mustHave}` : noun;
    parts.push(`Only ${COUNT_WORDS[ranked.fitting]} of my vetted ${whose} fit${ranked.fitting === 1 ? "s" : ""} ${budgetLabel(r.budget)}; I didn't pad the list with ones that don't.`);
  }
  const asked = r.budget !== null || r.needs.length > 0 || r.followUp !== null;
  parts.push(
    !asked && cat?.useQuestion
      ? `**One question so I can narrow this down:** ${cat.useQuestion}`
      : "Want something cheaper, something more premium, or a side-by-side of the first two? Just ask.",
  );
  // "£300", "800 euros": read as the same figure, and said, since the bands and links are US ones.
  if (ROUGHLY_CONVERTED.test(a.question) && r.budget) parts.push(`One note: my price bands are in US dollars at US retailers, so I converted your budget roughly, to about $${(r.budget.max ?? r.budget.min ?? 0).toLocaleString("en-US")}; check local prices where you live.`);
  else if (/[£€]|\b(?:euros?|quid|gbp)\b/i.test(a.question)) parts.push("One note: my price bands are in US dollars at US retailers, so I read your budget as the same figure in dollars; check local prices where you live.");
  const reviewed = reviewedLine(ranked.picks);
  if (reviewed) parts.push(reviewed);
  const note = supplementNote(category);
  if (note) parts.push(note);
  const verse = productVerse(a.question, category, a.seed);
  parts.push(verse.markdown, AI_NOTE);
  return {
    text: parts.join("\n\n"),
    kind: "product",
    category,
    picks: ranked.picks.map((p) => p.id),
    budget: ranked.noFurther ? r.state.budget : r.budget,
    outsideBudget: ranked.outsideBudget,
    verses: [verse.passage.reference],
  };
}

const needsAsked = (question: string, category: string) => parseNeeds(question, category).filter((n) => n !== "budget" && n !== "premium" && n !== "gift");

/** "Yes: every pick above is rated for…", or which are and which aren't. */
function needAnswer(asked: string[], shown: ViewProduct[], category: string): string {
  const label = list(asked.map((n) => needLabel(n, category)));
  const rated = shown.filter((p) => asked.every((n) => p.needs.includes(n)));
  if (rated.length === shown.length) return `Yes: in my notes every pick above is rated for ${label}. Here they are again:`;
  if (!rated.length) return `No: none of the picks above is rated for ${label} in my notes, so I wouldn't count on it. Ask for ${categoryNoun(category)} for ${label} and I'll show the ones that are. Here they are again:`;
  const not = shown.filter((p) => !rated.includes(p));
  return `Of the picks above, ${list(rated.map((p) => `the ${p.name}`))} ${rated.length === 1 ? "is" : "are"} rated for ${label} in my notes; ${list(not.map((p) => `the ${p.name}`))} ${not.length === 1 ? "isn't" : "aren't"}. Here they are again:`;
}

/** "Ninja", "Chromebook": the brands and lines this turn ruled out, as the catalog writes them, when the picks left them out. */
function ruledOutNames(question: string, category: string, picks: ViewProduct[]): string {
  const avoid = ruledOut(question, category).filter((x) => !picks.some((p) => isRuledOut(p, [x])));
  const spelled = (x: string) => {
    for (const p of productsOf(category)) {
      const w = [...p.brand.split(/\s+/), ...p.name.split(/[^A-Za-z0-9'&-]+/)].find((word) => word.toLowerCase() === x);
      if (w) return w;
    }
    return x;
  };
  // A kind or need as a phrase ("charcoal grills"), a brand or line as the catalog spells it ("Ninja").
  const lower = (w: string) => (/^[A-Z][a-z]+(?:\s[a-z]+)*$/.test(w) ? w.toLowerCase() : w);
  const said = (x: string) => (x.startsWith("kind:") ? lower(kindLabel(x.slice(5), category)) : x.startsWith("need:") ? lower(needLabel(x.slice(5), category)) : spelled(x));
  return list([...new Set(avoid.map(said))]);
}

const CHILD_WORDS = /\b(?:bab(?:y|ies)|infants?|toddlers?|newborns?|kids?|child|children|teens?|teenagers?|preschoolers?|\d{1,2} ?(?:months?|mo)[- ]?olds?)\b/;

/** Who the supplement is for is a child: an age under 18, or a word for a child. */
function forAChild(question: string): boolean {
  const t = question.toLowerCase();
  const age = childAge(t);
  return (age !== null && age < 18) || CHILD_WORDS.test(t);
}

function composeForAChild(category: string, seed: string): Composed {
  const parts = [
    "For a child, I'd ask the pediatrician first. Children's vitamins and supplements are dosed differently from adults' (babies usually get vitamin D as liquid drops, at the amount their doctor sets), and the ones I've vetted are made for adults, so I won't pick one for a child.",
    "**If the pediatrician recommends one, look for:**\n\n- A product made for that age, with the age range on the label\n- The dose the doctor gave, and a dropper or measure that matches it\n- Third-party testing (USP Verified or NSF Certified)\n- No added sleep aids or stimulants unless the doctor suggested them",
    "For sleep, routines help most children more than supplements: the same bedtime, a dim, screen-free last hour, and a cool, dark room.",
  ];
  const verse = productVerse("children", category, seed);
  parts.push(verse.markdown, AI_NOTE);
  return { text: parts.join("\n\n"), kind: "no_pick", category, picks: [], budget: null, outsideBudget: false, verses: [verse.passage.reference] };
}

/** The screen size in a product's name ("(65-inch)", "27-inch", "Dell 27 4K"), or null. */
/** A product rated for every use the thread asked (budget and premium aside): a size never trades those away. */
const suitsThread = (p: ViewProduct, r: RequestModel) => {
  const own = new Set(categoryBySlug(p.category)?.needs.map((n) => n.tag) ?? []);
  return r.needs.every((n) => !own.has(n) || p.needs.includes(n));
};

/** "27 inch?" when the names carry sizes: which picks shown are that size and which aren't. */
function shownSizes(question: string, shown: ViewProduct[]): string | null {
  const m = /\b(\d{2,3})\s?(?:-?\s?inch(?:es)?|in\b|")/.exec(question);
  if (!m || !shown.every((p) => namedInches(p) !== null)) return null;
  if (shown.every((p) => namedInches(p) === Number(m[1]))) return `Good news: the picks above are already the ${m[1]}-inch models. Here they are again:`;
  const fit = shown.filter((p) => namedInches(p) === Number(m[1]));
  const rest = shown.filter((p) => !fit.includes(p)).map((p) => `the ${p.name} is ${namedInches(p)}-inch`);
  // None of that size: many models come in several sizes, so that stays a detail for the retailer page.
  return fit.length ? `Of the picks above, ${list(fit.map((p) => `the ${p.name}`))} ${fit.length === 1 ? "is" : "are"} ${m[1]}-inch; ${list(rest)}. Here they are again:` : null;
}

export function namedInches(p: ViewProduct): number | null {
  const m = /\b(\d{2})(?:-inch|\s?inch|")|\b(\d{2}) (?:4K|1440p|1080p)\b/i.exec(p.name);
  return m ? Number(m[1] ?? m[2]) : null;
}

/**
 * A first ask with a screen size ("32 inch is fine"): the picks of that size (within 2 inches), or,
 * when none is vetted, the closest size with an honest line. Null when no size was asked or the
 * category's names carry none.
 */
function inchesAsked(question: string, category: string, r: RequestModel): { picks: ViewProduct[]; none?: string; outside?: true } | null {
  if (r.followUp !== null && r.followUp !== "need") return null;
  const m = /\b(\d{2})\s?(?:-\s?)?(?:inch|inches|in\b|")/i.exec(question);
  const sized = productsOf(category).filter((p) => namedInches(p) !== null);
  if (!m || sized.length === 0) return null;
  const want = Number(m[1]);
  const order = rankPicks({ category, budget: r.budget, needs: r.needs, text: question, count: 99, kind: r.kind ?? null, avoid: r.avoid }).picks;
  const near = order.filter((p) => suitsThread(p, r) && Math.abs((namedInches(p) ?? 0) - want) <= 2);
  if (near.length) return { picks: near.slice(0, 3) };
  // "65 inch" under $700 when the vetted 65-inch ones cost more: say so, and show them labelled.
  const priced = r.budget ? rankPicks({ category, budget: null, needs: r.needs, text: question, count: 99, kind: r.kind ?? null, avoid: r.avoid }).picks.filter((p) => suitsThread(p, r) && Math.abs((namedInches(p) ?? 0) - want) <= 2) : [];
  if (priced.length) {
    return { picks: priced.slice(0, 2), outside: true, none: `None of my vetted ${want}-inch ${categoryNoun(category)} fits ${budgetLabel(r.budget!)}, so I won't pretend otherwise. The closest ${priced.length === 1 ? "one is" : "ones are"} below, labelled as outside your budget, so you can see what the extra money buys (or wait for a sale):` };
  }
  // A first ask for a size ("55 inch tv"): the vetted sizes. In a thread, only the ones that suit it.
  const fitting = r.followUp === null && r.state.category !== category ? sized : sized.filter((p) => suitsThread(p, r));
  if (!fitting.length) return null;
  const sizes = [...new Set(fitting.map((p) => namedInches(p)!))].sort((x, y) => x - y);
  const closest = [...fitting].sort((x, y) => Math.abs(namedInches(x)! - want) - Math.abs(namedInches(y)! - want))[0];
  const noun = categoryNoun(category);
  return {
    picks: [closest],
    none: `None of my vetted ${noun} is ${want} inches (the ones I've vetted are ${list(sizes.map((n) => `${n}-inch`))}), so I can't vouch for a ${want}-inch model. The closest size I have is below; many lines also come in smaller sizes, so check the size options on the retailer's page.`,
  };
}

