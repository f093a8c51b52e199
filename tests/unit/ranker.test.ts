// Ranking (pure): never off-category, never over budget without saying so, follow-ups move
// the picks, regenerate gives another set. Runs over every category in the catalog data.
import { rankPicks } from "@/lib/ai/request";
import { allCategories, productsOf } from "@/lib/ai/request/catalog-view";
import { fitsBudget } from "@/lib/ai/request/rank";

const categories = allCategories().filter((c) => productsOf(c.slug).length > 0);
const BUDGETS = [null, { min: null, max: 30 }, { min: null, max: 150 }, { min: null, max: 500 }, { min: null, max: 1200 }, { min: 200, max: 400 }, { min: 1500, max: null }];

describe("rankPicks", () => {
  it.each(categories.map((c) => [c.slug]))("%s: picks only from the category, within budget or flagged", (slug) => {
    const cat = allCategories().find((c) => c.slug === slug)!;
    const needSets = [[], ...cat.needs.map((n) => [n.tag]), ["beginner", "budget"], ["premium"]];
    for (const budget of BUDGETS) {
      for (const needs of needSets) {
        const r = rankPicks({ category: slug, budget, needs });
        expect(r.picks.length).toBeGreaterThanOrEqual(1);
        expect(r.picks.length).toBeLessThanOrEqual(3);
        for (const p of r.picks) expect(p.category).toBe(slug);
        if (r.outsideBudget) {
          expect(r.fitting).toBe(0);
          for (const p of r.picks) expect(fitsBudget(p, budget)).toBe(false);
        } else {
          for (const p of r.picks) expect(fitsBudget(p, budget)).toBe(true);
        }
        expect(new Set(r.picks.map((p) => p.id)).size).toBe(r.picks.length);
      }
    }
  });

  it.each(categories.flatMap((c) => c.needs.map((n) => [c.slug, n.tag])))("%s: a stated need (%s) puts a product rated for it first", (slug, tag) => {
    if (!productsOf(slug).some((p) => p.needs.includes(tag))) return;
    expect(rankPicks({ category: slug, budget: null, needs: [tag] }).picks[0].needs).toContain(tag);
  });

  it.each(categories.map((c) => [c.slug]))("%s: 'cheaper' moves to lower bands than the previous picks, or says there are none", (slug) => {
    const first = rankPicks({ category: slug, budget: null, needs: [] }).picks;
    const lowest = Math.min(...first.map((p) => p.priceBand.low));
    const next = rankPicks({ category: slug, budget: null, needs: ["budget"], followUp: "cheaper", previousPicks: first.map((p) => p.id) });
    if (next.cheaperThan) {
      // The cheapest pick shown was already the cheapest: what costs less than the top pick, something new among it.
      expect(next.cheaperThan.id).toBe(first[0].id);
      for (const p of next.picks) expect(p.priceBand.low).toBeLessThan(first[0].priceBand.low);
      expect(next.picks.some((p) => !first.includes(p))).toBe(true);
    } else if (next.noFurther) {
      // Products made for children are not offered to a question that didn't ask for a child.
      expect(productsOf(slug).filter((p) => !first.includes(p) && !/\bkids?\b/i.test(p.name)).every((p) => p.priceBand.low >= lowest)).toBe(true);
    } else {
      for (const p of next.picks) expect(p.priceBand.low).toBeLessThan(lowest);
      for (const p of next.picks) expect(first.map((q) => q.id)).not.toContain(p.id);
    }
  });

  it.each(categories.map((c) => [c.slug]))("%s: 'premium' moves to higher bands than the previous picks, or says there are none", (slug) => {
    const first = rankPicks({ category: slug, budget: { min: null, max: 300 }, needs: [] }).picks;
    const highest = Math.max(...first.map((p) => p.priceBand.low));
    const next = rankPicks({ category: slug, budget: null, needs: ["premium"], followUp: "premium", previousPicks: first.map((p) => p.id) });
    if (!next.noFurther) for (const p of next.picks) expect(p.priceBand.low).toBeGreaterThan(highest);
  });

  it.each(categories.filter((c) => productsOf(c.slug).length > 3).map((c) => [c.slug]))("%s: a regenerated answer (variant 1) shows another set or order", (slug) => {
    const a = rankPicks({ category: slug, budget: null, needs: [] }).picks.map((p) => p.id);
    const b = rankPicks({ category: slug, budget: null, needs: [], variant: 1 }).picks.map((p) => p.id);
    expect(b).not.toEqual(a);
  });

  it("nothing fits: the closest options come back flagged, nearest first", () => {
    const r = rankPicks({ category: "drones", budget: { min: null, max: 20 }, needs: [] });
    expect(r.outsideBudget).toBe(true);
    const lows = r.picks.map((p) => p.priceBand.low);
    expect(lows).toEqual([...lows].sort((x, y) => x - y));
    expect(lows[0]).toBe(Math.min(...productsOf("drones").map((p) => p.priceBand.low)));
  });

  it.each(categories.flatMap((c) => c.needs.filter((n) => n.strict).map((n) => [c.slug, n.tag])))("%s: a must-have need (%s) never pads the picks with products lacking it", (slug, tag) => {
    for (const budget of BUDGETS) {
      const r = rankPicks({ category: slug, budget, needs: [tag] });
      expect(r.mustHave).toEqual([tag]);
      for (const p of r.picks) expect(p.needs).toContain(tag);
      expect(r.ofMustHave).toBe(productsOf(slug).filter((p) => p.needs.includes(tag)).length);
    }
  });

  it("must-haves that no single product meets together (iPhone and Android) limit nothing", () => {
    const r = rankPicks({ category: "phones", budget: null, needs: ["iphone", "android"] });
    expect(r.mustHave).toEqual([]);
    expect(r.picks.length).toBe(3);
  });

  it("a soft need (wide feet) still ranks first without removing the other picks", () => {
    const r = rankPicks({ category: "running_shoes", budget: null, needs: ["wide_feet"] });
    expect(r.mustHave).toEqual([]);
    expect(r.picks.length).toBe(3);
  });

  it.each(categories.filter((c) => productsOf(c.slug).some((p) => /\bkids?\b/i.test(p.name))).map((c) => [c.slug]))("%s: products made for kids only when a child is who it's for", (slug) => {
    for (const budget of BUDGETS) {
      for (const p of rankPicks({ category: slug, budget, needs: [] }).picks) expect(p.name).not.toMatch(/\bkids?\b/i);
      for (const p of rankPicks({ category: slug, budget, needs: ["kids"] }).picks) expect(p.needs).toContain("kids");
    }
  });
});
