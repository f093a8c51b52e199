import {
  CATEGORY_SLUGS,
  detectCategory,
  loadCatalog,
  productsInCategory,
  retailerLink,
  searchCatalogInMemory,
  type CatalogProduct,
} from "@/lib/catalog";
import { parseReferences } from "@/lib/scripture";

const { categories, products } = loadCatalog();

describe("data/catalog", () => {
  it("has the ten categories with at least eight products each", () => {
    expect(categories.map((c) => c.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const slug of CATEGORY_SLUGS) expect(productsInCategory(slug).length).toBeGreaterThanOrEqual(8);
  });

  it("gives every product the full shape with unique slugs", () => {
    const ids = new Set<string>();
    for (const p of products) {
      expect(p.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(ids.has(p.id)).toBe(false);
      ids.add(p.id);
      for (const field of ["name", "brand", "bestFor", "searchQuery"] as const) expect(p[field].trim()).not.toBe("");
      for (const field of ["keySpecs", "pros", "cons", "keywords"] as const) {
        expect(p[field].length).toBeGreaterThanOrEqual(2);
        for (const item of p[field]) expect(item.trim()).not.toBe("");
      }
      expect(CATEGORY_SLUGS).toContain(p.category);
      expect(["amazon.com", "bhphotovideo.com"]).toContain(p.retailer);
      expect(JSON.stringify(p)).not.toMatch(/https?:/);
    }
  });

  it("uses price bands, never exact prices", () => {
    for (const p of products) {
      const { tier, label, low, high } = p.priceBand;
      expect(["$", "$$", "$$$", "$$$$"]).toContain(tier);
      expect(label).toMatch(/^(?:under \$[\d,]+|\$[\d,]+(?:–\$[\d,]+|\+))/);
      expect(high === null || high > low).toBe(true);
    }
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

describe("detectCategory", () => {
  it.each([
    ["What's the best camera drone for a beginner?", "drones"],
    ["DJI Mini 4 Pro or Air 3S?", "drones"],
    ["Which mirrorless camera for family photos?", "cameras"],
    ["I want to start a YouTube channel, what camera for vlogging?", "vlogging"],
    ["Good running shoes for flat feet", "running_shoes"],
    ["laptop for 4K video editing in DaVinci Resolve", "laptops_video_editing"],
    ["Is a MacBook Pro good for Final Cut?", "laptops_video_editing"],
    ["Which vitamin D supplement is best?", "supplements"],
    ["adjustable dumbbells for a small apartment", "fitness_equipment"],
    ["treadmill for running at home", "fitness_equipment"],
    ["Instant Pot or air fryer for a family of five?", "kitchen"],
    ["a carry-on suitcase that survives budget airlines", "travel"],
    ["noise cancelling headphones for long flights", "travel"],
    ["air purifier for a nursery", "home_family"],
    ["robot vacuum for pet hair", "home_family"],
  ])("%s → %s", (text, slug) => {
    expect(detectCategory(text)).toBe(slug);
  });

  it.each(["Should I take the job in Denver?", "How can I sleep better?", "hello", "I'm flying to Denver next week"])(
    "returns null for %s",
    (text) => {
      expect(detectCategory(text)).toBeNull();
    },
  );
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
