// The products table as the seed leaves it: the catalog's needs, price bounds and review dates
// are stored (budget filters and need ranking read them), and need tags are searchable words.
import { and, eq, sql } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { getDb } from "@/lib/db/client";
import { products } from "@/lib/db/schema";
import { seed } from "@/lib/db/seed";
import { searchProducts, upsertCatalogProducts } from "@/lib/db/queries/products";
import { loadCatalog } from "@/lib/catalog";

jest.setTimeout(30_000);
beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

const catalog = loadCatalog();
const row = async (id: string) => {
  const db = await getDb();
  const [found] = await db
    .select({ needs: products.needs, priceLow: products.priceLow, priceHigh: products.priceHigh, reviewedAt: products.reviewedAt, priceBand: products.priceBand })
    .from(products)
    .where(eq(products.id, id));
  return found;
};

test("the seed stores every catalog product with its needs, price bounds and review date", async () => {
  const db = await getDb();
  expect((await db.select({ id: products.id }).from(products)).length).toBe(catalog.products.length);
  const roborock = catalog.products.find((p) => p.id === "roborock-q7-max")!;
  expect(await row("roborock-q7-max")).toEqual({
    needs: roborock.needs,
    priceLow: roborock.priceBand.low,
    priceHigh: roborock.priceBand.high,
    reviewedAt: roborock.reviewedAt,
    priceBand: JSON.stringify(roborock.priceBand),
  });
  // An open-ended band ("$2,000+") has no upper bound.
  expect((await row("dji-mavic-3-pro"))?.priceHigh).toBeNull();
});

test("budget filters can run in SQL on the stored bounds", async () => {
  const db = await getDb();
  const under300 = await db
    .select({ id: products.id, priceLow: products.priceLow })
    .from(products)
    .where(and(eq(products.category, "headphones"), sql`${products.priceLow} <= 300`));
  const expected = catalog.products.filter((p) => p.category === "headphones" && p.priceBand.low <= 300).map((p) => p.id);
  expect(under300.map((r) => r.id).sort()).toEqual(expected.sort());
  expect(expected.length).toBeGreaterThan(0);
});

test("need tags are search words: 'wide feet' finds shoes tagged for wide feet that never say it elsewhere", async () => {
  const db = await getDb();
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.category, "running_shoes"), sql`${products.searchVector} @@ plainto_tsquery('english', 'wide feet')`))
  ).map((r) => r.id);
  expect(ids).toEqual(expect.arrayContaining(["brooks-ghost-16", "hoka-bondi-8"]));
});

test("search hits carry the needs and review date", async () => {
  const [hit] = await searchProducts({ query: "Roborock Q7 Max", category: "robot_vacuums", limit: 1 });
  expect(hit?.id).toBe("roborock-q7-max");
  expect(hit?.needs).toEqual(expect.arrayContaining(["mopping"]));
  expect(hit?.reviewedAt).toMatch(/^2026-\d\d-\d\d$/);
});

test("re-seeding updates changed rows and removes products no longer listed", async () => {
  const db = await getDb();
  const changed = catalog.products
    .filter((p) => p.id !== "wyze-cam-v4")
    .map((p) => (p.id === "roborock-q7-max" ? { ...p, needs: ["budget"], priceBand: { ...p.priceBand, low: 199, high: 299 }, reviewedAt: "2026-01-15" } : p));
  await upsertCatalogProducts(db, changed);
  expect(await row("wyze-cam-v4")).toBeUndefined();
  expect(await row("roborock-q7-max")).toMatchObject({ needs: ["budget"], priceLow: 199, priceHigh: 299, reviewedAt: "2026-01-15" });
  await seed(db);
  expect((await row("roborock-q7-max"))?.priceLow).toBe(catalog.products.find((p) => p.id === "roborock-q7-max")!.priceBand.low);
  expect(await row("wyze-cam-v4")).toBeDefined();
});
