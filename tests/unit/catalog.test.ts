import { picksReviewedLabel, readCatalog, retailerLink, reviewedMonth, searchCatalogInMemory, type CatalogProduct } from "@/lib/catalog";
import { parseReferences } from "@/lib/scripture";

// Read fresh (not the cached copy) so this checks the files as they are on disk.
const catalog = readCatalog();
const { categories, products, globalNeeds, uncovered } = catalog;
const categoryOf = new Map(categories.map((c) => [c.slug, c]));

describe("data/catalog: coverage", () => {
  it("has at least 30 categories and 300 products, and at least 8 products in every category", () => {
    const counts = Object.fromEntries(categories.map((c) => [c.slug, products.filter((p) => p.category === c.slug).length]));
    expect(categories.length).toBeGreaterThanOrEqual(30);
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(Object.entries(counts).filter(([, n]) => n < 8)).toEqual([]);
  });

  it("lists at least 25 topics with no vetted picks, each with buying criteria", () => {
    expect(uncovered.length).toBeGreaterThanOrEqual(25);
    expect(new Set(uncovered.map((u) => u.slug)).size).toBe(uncovered.length);
    for (const topic of uncovered) expect(topic.buyingCriteria.length).toBeGreaterThanOrEqual(3);
  });
});

describe("data/catalog: categories", () => {
  it("gives every category keywords, related categories that exist, a use question and 5–7 buying criteria", () => {
    for (const c of categories) {
      expect(c.keywords.length).toBeGreaterThanOrEqual(5);
      for (const r of [...c.related, ...(c.outranks ?? [])]) expect(categoryOf.has(r)).toBe(true);
      expect(c.useQuestion).toMatch(/\?$/);
      expect(c.buyingCriteria.length).toBeGreaterThanOrEqual(5);
      expect(c.buyingCriteria.length).toBeLessThanOrEqual(7);
    }
  });

  it("never gives one keyword to two categories (detection would be a coin toss)", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of categories) {
      for (const kw of c.keywords) {
        if (owner.has(kw) && owner.get(kw) !== c.slug) clashes.push(`${kw}: ${owner.get(kw)} and ${c.slug}`);
        owner.set(kw, c.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("declares the eleven global needs, and no category redefines one", () => {
    const global = globalNeeds.map((n) => n.tag);
    expect(global.sort()).toEqual(["beginner", "budget", "durable", "eco", "gift", "kids", "premium", "quiet", "seniors", "small_space", "travel"]);
    for (const c of categories) {
      const tags = c.needs.map((n) => n.tag);
      expect(tags.filter((t) => global.includes(t))).toEqual([]);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });
});

describe("data/catalog: products", () => {
  it("gives every product a category that exists, a unique id and a unique name", () => {
    expect(products.filter((p) => !categoryOf.has(p.category)).map((p) => p.id)).toEqual([]);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    const names = products.map((p) => p.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("gives every product the full shape", () => {
    for (const p of products) {
      expect(p.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const field of ["name", "brand", "bestFor", "searchQuery"] as const) expect(p[field].trim()).not.toBe("");
      for (const field of ["keySpecs", "pros", "keywords"] as const) expect(p[field].length).toBeGreaterThanOrEqual(2);
      expect(p.cons.length).toBeGreaterThanOrEqual(1);
      expect(["amazon.com", "bhphotovideo.com"]).toContain(p.retailer);
      expect(JSON.stringify(p)).not.toMatch(/https?:/);
    }
  });

  it("tags every product with needs its category or the global list declares", () => {
    const global = new Set(globalNeeds.map((n) => n.tag));
    const undeclared = products.flatMap((p) => {
      const declared = new Set([...global, ...categoryOf.get(p.category)!.needs.map((n) => n.tag)]);
      return p.needs.filter((n) => !declared.has(n)).map((n) => `${p.id}: ${n}`);
    });
    expect(undeclared).toEqual([]);
    expect(products.filter((p) => p.needs.length === 0).map((p) => p.id)).toEqual([]);
  });

  it("uses sane price bands, never exact prices", () => {
    for (const p of products) {
      const { tier, label, low, high } = p.priceBand;
      expect(["$", "$$", "$$$", "$$$$"]).toContain(tier);
      expect(label).toMatch(/^(?:under \$[\d,]+|\$[\d,]+(?:–\$[\d,]+|\+))/);
      expect(label).not.toMatch(/\.\d\d/);
      expect(low).toBeGreaterThanOrEqual(0);
      if (high !== null) {
        expect(high).toBeGreaterThan(low);
        expect(high).toBeLessThanOrEqual(Math.max(low * 4, 100)); // a band, not "anything goes"
      }
    }
  });

  it("orders tiers by price within each category (a $ product never starts above a $$$ one)", () => {
    const rank = { $: 1, $$: 2, $$$: 3, $$$$: 4 } as const;
    const inverted = products.flatMap((a) =>
      products
        .filter((b) => b.category === a.category && rank[a.priceBand.tier] < rank[b.priceBand.tier] && a.priceBand.low > b.priceBand.low)
        .map((b) => `${a.id} (${a.priceBand.tier}) above ${b.id} (${b.priceBand.tier})`),
    );
    expect(inverted).toEqual([]);
  });

  it("tags 'budget' only in the cheaper half of a category and 'premium' only in the dearer half, with a price range to filter", () => {
    const misplaced: string[] = [];
    for (const c of categories) {
      const list = products.filter((p) => p.category === c.slug);
      const lows = list.map((p) => p.priceBand.low).sort((a, b) => a - b);
      const median = (lows[Math.floor((lows.length - 1) / 2)] + lows[Math.ceil((lows.length - 1) / 2)]) / 2;
      for (const p of list) {
        if (p.needs.includes("budget") && p.priceBand.low > median) misplaced.push(`${p.id} budget`);
        if (p.needs.includes("premium") && p.priceBand.low < median) misplaced.push(`${p.id} premium`);
      }
      expect(lows[lows.length - 1]).toBeGreaterThan(lows[0] * 1.5);
    }
    expect(misplaced).toEqual([]);
  });

  it("dates every review as a real 2026 day, not in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const p of products) {
      expect(p.reviewedAt).toMatch(/^2026-\d\d-\d\d$/);
      expect(new Date(`${p.reviewedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.reviewedAt);
      expect(p.reviewedAt <= today).toBe(true);
    }
  });

  it("uses B&H only for camera, drone and creator gear", () => {
    const bh = new Set(products.filter((p) => p.retailer === "bhphotovideo.com").map((p) => p.category));
    expect([...bh].filter((c) => !["cameras", "drones", "vlogging"].includes(c))).toEqual([]);
  });

  it("contains nothing that reads as a Bible reference (answers must carry exactly one)", () => {
    for (const p of products) expect(parseReferences(JSON.stringify(p))).toEqual([]);
  });
});

describe("retailerLink", () => {
  const amazon = products.find((p) => p.id === "instant-pot-duo-7-in-1")!;
  const bh = products.find((p) => p.id === "dji-mini-4-pro")!;

  it("builds an Amazon search link with the affiliate tag when one is set", () => {
    expect(retailerLink(amazon, { amazonTag: "helpfulhand-20" })).toBe(
      "https://www.amazon.com/s?k=Instant+Pot+Duo+7-in-1+6+quart&tag=helpfulhand-20",
    );
  });

  it("leaves the tag out when it is missing or blank", () => {
    expect(retailerLink(amazon)).toBe("https://www.amazon.com/s?k=Instant+Pot+Duo+7-in-1+6+quart");
    expect(retailerLink(amazon, { amazonTag: "  " })).not.toContain("tag=");
    expect(retailerLink(amazon, { amazonTag: null })).not.toContain("tag=");
  });

  it("builds a B&H search link, which never carries the Amazon tag", () => {
    expect(retailerLink(bh, { amazonTag: "helpfulhand-20" })).toBe("https://www.bhphotovideo.com/c/search?q=DJI+Mini+4+Pro");
  });

  it("encodes awkward characters in the query", () => {
    const odd: Pick<CatalogProduct, "retailer" | "searchQuery"> = { retailer: "amazon.com", searchQuery: "chef's knife & board #1" };
    const url = new URL(retailerLink(odd, { amazonTag: "a&b" }));
    expect(url.searchParams.get("k")).toBe("chef's knife & board #1");
    expect(url.searchParams.get("tag")).toBe("a&b");
  });
});

describe("picks last reviewed", () => {
  it("names the month and year", () => {
    expect(reviewedMonth("2026-11-20")).toBe("November 2026");
    expect(reviewedMonth("2026-01-03")).toBe("January 2026");
  });

  it("dates a set of picks by its least recently reviewed product", () => {
    expect(picksReviewedLabel([{ reviewedAt: "2026-11-20" }, { reviewedAt: "2026-03-02" }, { reviewedAt: "2026-07-15" }])).toBe("March 2026");
    expect(picksReviewedLabel([])).toBeNull();
  });
});

describe("searchCatalogInMemory", () => {
  it("ranks a product named in the query first", () => {
    expect(searchCatalogInMemory("thinking about the Sony Alpha 6700")[0].id).toBe("sony-a6700");
  });

  it("matches use-case keywords within a category", () => {
    const ids = searchCatalogInMemory("stability shoes for overpronation", { category: "running_shoes", limit: 2 }).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(["brooks-adrenaline-gts-24", "asics-gel-kayano-31"]));
  });

  it("respects category and limit, and finds nothing for unrelated text", () => {
    const results = searchCatalogInMemory("travel", { category: "drones", limit: 2 });
    expect(results).toHaveLength(2);
    for (const p of results) expect(p.category).toBe("drones");
    expect(searchCatalogInMemory("zzz qqq")).toEqual([]);
  });
});
