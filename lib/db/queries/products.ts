import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { products } from "@/lib/db/schema";
import { site } from "@/lib/config/site";
import { loadCatalog, retailerLink, tokenize, type CatalogProduct, type PriceBand } from "@/lib/catalog";

/** A catalog product as search answers it: the catalog shape plus its (tagged) retailer link. */
export type ProductHit = CatalogProduct & { link: string };

const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
  priceBand: products.priceBand,
  keySpecs: products.keySpecs,
  pros: products.pros,
  cons: products.cons,
  bestFor: products.bestFor,
  keywords: products.keywords,
  retailer: products.retailer,
  searchQuery: products.searchQuery,
  needs: products.needs,
  reviewedAt: products.reviewedAt,
};

// reviewed_at is nullable (rows seeded before the column existed); the "_" data types drop that.
type ProductDbRow = Omit<{ [K in keyof typeof productColumns]: (typeof productColumns)[K]["_"]["data"] }, "reviewedAt"> & {
  reviewedAt: string | null;
};

// The price band is an object in the catalog; the column is text, so it is stored as JSON text
// (price_low / price_high repeat its bounds as integers for filtering in SQL).
function toHit(row: ProductDbRow): ProductHit {
  const product = { ...row, priceBand: JSON.parse(row.priceBand) as PriceBand, reviewedAt: row.reviewedAt ?? "" } as CatalogProduct;
  return { ...product, link: retailerLink(product, { amazonTag: site.amazonTag }) };
}

/**
 * Full-text search over the catalog (products.search_vector, english stemming) with an optional
 * category filter. Words are OR-ed and ranked, so a long question still finds the closest picks;
 * with a category and no matching words, the category's products come back in catalog order.
 */
export async function searchProducts({ query, category, limit = 5 }: { query: string; category?: string; limit?: number }): Promise<ProductHit[]> {
  const db = await getDb();
  // Only letters and digits reach to_tsquery, so its syntax can never be injected.
  const words = [...new Set(tokenize(query).map((w) => w.replace(/[^a-z0-9]/g, "")).filter((w) => w.length > 1))].slice(0, 12);
  const inCategory: SQL | undefined = category ? eq(products.category, category) : undefined;
  const max = Math.min(Math.max(limit, 1), 20);
  if (words.length) {
    const tsquery = sql`to_tsquery('english', ${words.join(" | ")})`;
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(and(sql`${products.searchVector} @@ ${tsquery}`, inCategory))
      .orderBy(sql`ts_rank(${products.searchVector}, ${tsquery}) desc`, products.id)
      .limit(max);
    if (rows.length || !inCategory) return rows.map(toHit);
  }
  if (!inCategory) return [];
  // Catalog order is editorial (the first is the default top pick); the table has no order column.
  const order = new Map(loadCatalog().products.map((p, i) => [p.id, i]));
  const rows = await db.select(productColumns).from(products).where(inCategory);
  return rows.sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9)).slice(0, max).map(toHit);
}

/** Loads the catalog into products: insert or update every product, drop ones no longer listed. */
export async function upsertCatalogProducts(db: Db, items: CatalogProduct[]): Promise<void> {
  if (!items.length) return;
  const values = items.map((p) => ({
    id: p.id, name: p.name, brand: p.brand, category: p.category, priceBand: JSON.stringify(p.priceBand),
    keySpecs: p.keySpecs, pros: p.pros, cons: p.cons, bestFor: p.bestFor, keywords: p.keywords,
    retailer: p.retailer, searchQuery: p.searchQuery,
    needs: p.needs, priceLow: p.priceBand.low, priceHigh: p.priceBand.high, reviewedAt: p.reviewedAt,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.insert(products).values(values).onConflictDoUpdate({
    target: products.id,
    set: {
      name: excluded("name"), brand: excluded("brand"), category: excluded("category"), priceBand: excluded("price_band"),
      keySpecs: excluded("key_specs"), pros: excluded("pros"), cons: excluded("cons"), bestFor: excluded("best_for"),
      keywords: excluded("keywords"), retailer: excluded("retailer"), searchQuery: excluded("search_query"),
      needs: excluded("needs"), priceLow: excluded("price_low"), priceHigh: excluded("price_high"), reviewedAt: excluded("reviewed_at"),
      updatedAt: sql`now()`,
    },
  });
  await db.delete(products).where(notInArray(products.id, items.map((p) => p.id)));
}
