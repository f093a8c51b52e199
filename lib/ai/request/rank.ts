// Ranking (pure): picks only from the asked category, within the budget, ordered by the
// stated needs. When nothing fits, the closest options come back flagged so the answer can
// say so plainly. Follow-ups move the picks: cheaper → lower bands, premium → higher ones.
import { categoryBySlug, productById, productsOf, type ViewProduct } from "./catalog-view";
import { bySize } from "./kinds";
import { childAge } from "./needs";
import { isRuledOut } from "./ruled-out";
import { hasStem, stems } from "./vocabulary";
import type { Budget, FollowUp, SizeWish } from "./types";

export interface RankedPicks {
  picks: ViewProduct[];
  /** Nothing fitted the budget: `picks` are the closest options and must be labelled as such. */
  outsideBudget: boolean;
  /** How many products of the category fit the budget (before the 3-pick cut). */
  fitting: number;
  /** Stated needs no product in the category is rated for. */
  unmetNeeds: string[];
  /** A cheaper/premium follow-up found nothing new in that direction. */
  noFurther: boolean;
  /** The asked kind ("chainsaw") that no vetted product of the category is: `picks` is empty. */
  missingKind: string | null;
  /** How many products of the asked kind there are (all of the category when no kind was asked). */
  ofKind: number;
  /** Must-have needs asked ("jogging", "Mac") that the picks were limited to; empty when none applied. */
  mustHave: string[];
  /** How many products meet those must-haves (before the budget and the 3-pick cut). */
  ofMustHave: number;
  /** A cheaper/premium follow-up had to give these up to find anything (the answer says so). */
  droppedNeeds?: string[];
  /** "cheaper?" when the cheapest pick shown was already the cheapest: the picks cost less than this one (the top pick shown). */
  cheaperThan?: ViewProduct;
  /** Nothing was said about budget or use: the picks lead with the best value and show the range (cheaper, step-up). */
  spread?: boolean;
  /** A child's age that every product made for children in the category is sized outside of: `picks` is empty. */
  outgrownAge?: number;
  /** Must-haves asked together that no product meets at once: the picks meet `mustHave`, not these (the answer says so). */
  mustHaveUnmet?: string[];
}

const TIER = { $: 1, $$: 2, $$$: 3, $$$$: 4 } as const;
const MADE_FOR_KIDS = /\bkids?\b/i;
const tier = (p: ViewProduct) => TIER[p.priceBand.tier];

/**
 * A product fits when its band starts within the ceiling and most of it is not above it: a
 * $300–$400 band is not "under $300", a $450–$550 band is fine for "under $500".
 */
export function fitsBudget(p: ViewProduct, b: Budget | null): boolean {
  if (!b) return true;
  const { low, high } = p.priceBand;
  if (b.max !== null && (low > b.max || (high !== null && (low + high) / 2 > b.max * 1.05))) return false;
  if (b.min !== null && p.priceBand.high !== null && p.priceBand.high < b.min) return false;
  return true;
}

/** How far outside the budget a product is, in dollars (0 = fits). */
function distance(p: ViewProduct, b: Budget): number {
  if (b.max !== null && p.priceBand.low > b.max) return p.priceBand.low - b.max;
  if (b.min !== null && p.priceBand.high !== null && p.priceBand.high < b.min) return b.min - p.priceBand.high;
  return 0;
}

function score(p: ViewProduct, order: number, needs: string[], stemmed: string): number {
  let s = -order * 0.01;
  for (const need of needs) {
    if (p.needs.includes(need)) s += 10;
    if (need === "budget") s += (4 - tier(p)) * 3;
    if (need === "premium") s += tier(p) * 3;
  }
  for (const kw of p.keywords) if (hasStem(stemmed, kw)) s += 2;
  return s;
}

export function rankPicks(input: {
  category: string;
  budget: Budget | null;
  needs: string[];
  text?: string;
  followUp?: FollowUp;
  previousPicks?: string[];
  /** 0 first answer; regenerate passes 1, 2, …: another set or order of picks. */
  variant?: number;
  /** The follow-up named a new budget ("under $700?"): filter by it, and prefer picks not shown yet. */
  explicitBudget?: boolean;
  count?: number;
  /** A product type within the category: only products of that kind are picked. */
  kind?: string | null;
  /** A size wish from a follow-up: orders the picks by size or weight. */
  size?: SizeWish | null;
  /** Brands and lines ruled out ("ninja", "chromebook"): left out while anything else remains. */
  avoid?: readonly string[];
}): RankedPicks {
  const { category, budget, needs, followUp = null, previousPicks = [], variant = 0, count = 3, kind = null, size = null } = input;
  const stemmed = stems(input.text ?? "");
  const inCategory = productsOf(category);
  // "dutch oven" gets Dutch ovens, never frying pans; no vetted product of that kind → an honest no-pick.
  // Kids' headphones, a kids' tablet: made for children, picked only when a child is who it's for.
  // A balance bike for a 10-year-old: products sized for children by age only when the child's age fits.
  const age = childAge((input.text ?? "").toLowerCase());
  const sized = age === null ? inCategory : inCategory.filter((p) => !p.ages || (age >= p.ages[0] && age <= p.ages[1]));
  if (age !== null && needs.includes("kids") && inCategory.some((p) => p.ages) && !sized.some((p) => p.needs.includes("kids"))) {
    return { picks: [], outsideBudget: false, fitting: 0, unmetNeeds: [], noFurther: false, missingKind: null, ofKind: 0, mustHave: [], ofMustHave: 0, outgrownAge: age };
  }
  const wanted = sized.filter((p) => !isRuledOut(p, input.avoid ?? []));
  const allowed = wanted.length ? wanted : sized;
  // Made for children (by name, or sized by age): only when a child is who it's for.
  // A kind made only for children ("a balance bike") says who it is for by itself.
  const ofAskedKind = kind ? allowed.filter((p) => p.kinds?.includes(kind)) : [];
  const kidsKind = ofAskedKind.length > 0 && ofAskedKind.every((p) => MADE_FOR_KIDS.test(p.name) || p.ages);
  const forWhom = needs.includes("kids") || age !== null || kidsKind ? allowed : allowed.filter((p) => !MADE_FOR_KIDS.test(p.name) && !p.ages);
  // A spot cleaner among vacuums: a kind picked only when it is the kind asked for.
  const askOnly = new Set(categoryBySlug(category)?.kinds?.filter((k) => k.askOnly).map((k) => k.tag) ?? []);
  const everydayKinds = forWhom.filter((p) => !p.kinds?.some((k) => askOnly.has(k)));
  const ofKind = kind ? forWhom.filter((p) => p.kinds?.includes(kind)) : everydayKinds.length ? everydayKinds : forWhom;
  // A jogging stroller for a runner, a Mac for a Mac user: must-have needs limit the picks instead of
  // padding them with products that don't do the job (unless none or no product meets them all).
  const strict = new Set(categoryBySlug(category)?.needs.filter((n) => n.strict).map((n) => n.tag) ?? []);
  // Where products are made for children, a child's need is a must-have too (not $400 adult headphones).
  if (inCategory.some((p) => MADE_FOR_KIDS.test(p.name))) strict.add("kids");
  // "an iPad for drawing, my daughter is into anime art": what it must do outranks who it's for when
  // no product for children does it (a kids' tablet isn't a drawing tablet; an iPad Air is fine for a child).
  const own = new Set(categoryBySlug(category)?.needs.map((n) => n.tag) ?? []);
  const doing = needs.filter((n) => own.has(n) && !strict.has(n));
  const does = (p: ViewProduct) => doing.every((n) => p.needs.includes(n));
  if (categoryBySlug(category)?.kidsOptional && strict.has("kids") && needs.includes("kids") && doing.length && !ofKind.some((p) => p.needs.includes("kids") && does(p)) && ofKind.some(does)) {
    strict.delete("kids");
    for (const n of doing) strict.add(n);
  }
  const asked = needs.filter((n) => strict.has(n));
  let meeting = asked.length ? ofKind.filter((p) => asked.every((n) => p.needs.includes(n))) : [];
  let mustHave = meeting.length ? asked : [];
  // "headphones for my 9 year old, nothing with bluetooth": no product is both, so what it must be (wired) is
  // kept over who it's for, and the answer says which must-have the picks miss, instead of dropping both.
  let mustHaveUnmet: string[] = [];
  const opposed = asked.some((n) => categoryBySlug(category)?.needs.find((x) => x.tag === n)?.opposite && asked.includes(categoryBySlug(category)!.needs.find((x) => x.tag === n)!.opposite!));
  // Only for who it's for (a child) against what it must be: two uses ("acoustic or electric?") are a choice, not a conflict.
  if (!meeting.length && asked.length === 2 && asked.includes("kids") && !opposed) {
    const first = [...asked].sort((x, y) => Number(x === "kids") - Number(y === "kids")).find((n) => ofKind.some((p) => p.needs.includes(n)));
    if (first) {
      meeting = ofKind.filter((p) => p.needs.includes(first));
      mustHave = [first];
      mustHaveUnmet = asked.filter((n) => n !== first);
    }
  }
  const all = meeting.length ? meeting : ofKind;
  const base = { fitting: 0, noFurther: false, missingKind: null, ofKind: ofKind.length, mustHave, ofMustHave: meeting.length, ...(mustHaveUnmet.length ? { mustHaveUnmet } : {}) };
  if (all.length === 0) return { ...base, picks: [], outsideBudget: false, unmetNeeds: [], missingKind: kind };
  const shown = input.explicitBudget ? new Set(previousPicks) : new Set<string>();
  // "a Windows laptop", "anything but a Mac": a platform alone asks for an everyday one, so the
  // specialists (gaming, video editing) come after those that ask for nothing extra.
  // A baseline must-have (a school's exam software) counts as one too: most products meet it.
  const platforms = new Set(categoryBySlug(category)?.needs.filter((n) => n.opposite || n.baseline).map((n) => n.tag) ?? []);
  const everyday = mustHave.length > 0 && mustHave.every((n) => platforms.has(n));
  const special = (p: ViewProduct) => everyday ? p.needs.filter((n) => strict.has(n) && !platforms.has(n)).length * 3 : 0;
  const ranked = all
    .map((p, i) => ({ p, s: score(p, i, needs, stemmed) - (shown.has(p.id) ? 5 : 0) - special(p) }))
    // "best budget laptop" (the budget alone, no amount): among equally fitting products, the cheaper first (a $1,200
    // laptop is not a budget pick because nothing else was tagged).
    .sort(needs.length === 1 && needs[0] === "budget" && budget?.max == null
      ? (a, b) => Math.round(b.s) - Math.round(a.s) || a.p.priceBand.low - b.p.priceBand.low
      : (a, b) => b.s - a.s)
    .map((x) => x.p);
  // "a bigger one": size decides the order, needs break ties (the sort is stable).
  if (size) ranked.sort(bySize(size));
  const unmetNeeds = needs.filter((n) => n !== "budget" && n !== "premium" && !ofKind.some((p) => p.needs.includes(n)));

  let pool = ranked.filter((p) => fitsBudget(p, budget));
  let noFurther = false;
  let droppedNeeds: string[] = [];
  const prev = previousPicks.map(productById).filter((p): p is ViewProduct => p !== null && p.category === category);
  if ((followUp === "cheaper" || followUp === "premium") && !input.explicitBudget && prev.length && pool.length) {
    // Cheaper espresso machines, not cheaper drip makers: keep the category needs the earlier picks met.
    const ownNeeds = new Set(categoryBySlug(category)?.needs.map((n) => n.tag) ?? []);
    const defining = needs.filter((n) => ownNeeds.has(n) && prev.some((p) => p.needs.includes(n)));
    const fresh = pool.filter((p) => !previousPicks.includes(p.id) && defining.every((n) => p.needs.includes(n)));
    const lowest = Math.min(...prev.map((p) => p.priceBand.low));
    const highest = Math.max(...prev.map((p) => p.priceBand.low));
    const beyond = (from: ViewProduct[]) => followUp === "cheaper"
      ? from.filter((p) => p.priceBand.low < lowest).sort((a, b) => a.priceBand.low - b.priceBand.low || 0)
      : from.filter((p) => p.priceBand.low > highest).sort((a, b) => b.priceBand.low - a.priceBand.low);
    let further = beyond(fresh);
    // The cheapest pick shown was already the cheapest, but the top pick was not: everything that
    // still does the job for less than the top pick, with at least one not shown before.
    let cheaperThan: ViewProduct | undefined;
    if (!further.length && followUp === "cheaper") {
      const top = prev[0];
      const below = pool.filter((p) => p.id !== top.id && p.priceBand.low < top.priceBand.low && defining.every((n) => p.needs.includes(n)));
      if (below.some((p) => !previousPicks.includes(p.id))) [further, cheaperThan] = [below, top];
    }
    // Nothing cheaper still rated for what the picks were chosen for: the cheaper ones without it,
    // said plainly ("if you can do without sports and action"), rather than the same picks again.
    const given = [...new Set([...defining, ...mustHave])];
    if (!further.length && given.length) {
      further = beyond(ofKind.filter((p) => fitsBudget(p, budget) && !previousPicks.includes(p.id)));
      if (further.length) droppedNeeds = given;
    }
    if (further.length) pool = followUp === "cheaper" ? [...further].sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b)) : further;
    else noFurther = true;
    if (cheaperThan) return { ...base, picks: pool.slice(0, count), outsideBudget: false, fitting: pool.length, unmetNeeds, noFurther: false, cheaperThan };
  }
  // Nothing further in that direction: the earlier picks again, as the answer says ("those were already
  // the most affordable"), never other products that drop what made them fit.
  if (noFurther) return { ...base, picks: prev.slice(0, count), outsideBudget: false, fitting: pool.length, unmetNeeds, noFurther };

  if (pool.length === 0) {
    // Nothing fits: ONE closest option, which the answer labels as outside the budget. Never more,
    // so an over-budget product can't pass for a pick.
    const b = budget ?? { min: null, max: null };
    const closest = [...ranked].sort((x, y) => distance(x, b) - distance(y, b)).slice(0, 1);
    return { ...base, picks: closest, outsideBudget: true, unmetNeeds, noFurther };
  }
  const fitting = pool.length;
  // With no budget and no needs, spread the picks across price tiers so there's a real choice.
  // The top of the list is led by the best value for most people, not the priciest model.
  // Needs no vetted product is rated for ("a vacuum for a studio") leave nothing to rank by, so the range too.
  const ranged = !budget && needs.every((n) => unmetNeeds.includes(n)) && !followUp && !size && variant === 0 && !kind;
  // Not when the words asked point at the first one ("a toaster oven", "the roomba combo j9+").
  const favoured = pool.length > 1 && score(pool[0], 0, needs, stemmed) > score(pool[1], 0, needs, stemmed) + 1;
  if (ranged) pool = spread(pool, (p) => !p.needs.some((n) => strict.has(n) && !platforms.has(n)) && !favoured);
  // A regenerated answer starts further down the list when there is room, else reverses the order.
  if (variant > 0) {
    const shift = (variant * count) % pool.length;
    pool = pool.length > count ? [...pool.slice(shift), ...pool.slice(0, shift)] : [...pool].reverse();
  }
  return { ...base, picks: pool.slice(0, count), outsideBudget: false, fitting, unmetNeeds, noFurther, droppedNeeds, ...(ranged && !favoured ? { spread: true } : {}) };
}

/**
 * "I need a laptop": with nothing said about budget or use, lead with the best value for most people
 * (the first everyday model at the $$ tier when the list starts higher), then a cheaper one and a
 * step-up, so the range is shown instead of three premium models.
 */
function spread(pool: ViewProduct[], everyday: (p: ViewProduct) => boolean): ViewProduct[] {
  const first = pool[0];
  // The same sort of thing for less (it shares a use with the first), not a studio pair for a noise-cancelling one.
  const shared = (p: ViewProduct) => p.needs.some((n) => n !== "budget" && n !== "premium" && first.needs.includes(n));
  const value = tier(first) > 2 ? pool.find((p) => tier(p) === 2 && everyday(p) && shared(p)) : undefined;
  const top = value ?? first;
  const rest = pool.filter((p) => p !== top);
  const cheaper = rest.find((p) => tier(p) < tier(top));
  const pricier = rest.find((p) => tier(p) > tier(top));
  const lead = [top, cheaper, pricier].filter((p): p is ViewProduct => Boolean(p));
  return [...lead, ...pool.filter((p) => !lead.includes(p))];
}
