// The bundled catalog: data/catalog/categories.json (taxonomy), data/catalog/products/<slug>.json
// (one file per category) and data/catalog/uncovered.json (topics with no vetted picks).
// Read from disk once per process, like scripture, so the catalog never lands in a client bundle
// (node:fs makes a browser import fail the build) and adding a category is a data-only change.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { categoriesFileSchema, productsFileSchema, uncoveredFileSchema } from "./schema";
import type { Catalog, CatalogCategory, CatalogProduct, CategorySlug, UncoveredTopic } from "./types";

const dataDir = () => path.join(process.cwd(), "data/catalog");

function readFile<T>(file: string, schema: z.ZodType<T>): T {
  const full = path.join(dataDir(), file);
  const parsed = schema.safeParse(JSON.parse(readFileSync(full, "utf8")));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`data/catalog/${file}: ${first.path.join(".")}: ${first.message}`);
  }
  return parsed.data;
}

/** Cross-file rules zod cannot see: products sit in their category's file, ids are unique, needs are declared. */
function checkReferences(catalog: Catalog): void {
  const ids = new Set<string>();
  const global = new Set(catalog.globalNeeds.map((n) => n.tag));
  const slugs = new Set(catalog.categories.map((c) => c.slug));
  for (const c of catalog.categories) {
    for (const r of [...c.related, ...(c.outranks ?? []), ...(c.betterMetBy ?? []).map((b) => b.category)]) {
      if (!slugs.has(r) || r === c.slug) throw new Error(`category ${c.slug}: related or outranked category ${r} does not exist`);
    }
  }
  for (const p of catalog.products) {
    if (ids.has(p.id)) throw new Error(`product ${p.id} is listed twice`);
    ids.add(p.id);
    const category = catalog.categories.find((c) => c.slug === p.category);
    if (!category) throw new Error(`product ${p.id}: category ${p.category} does not exist`);
    const declared = new Set([...global, ...category.needs.map((n) => n.tag)]);
    for (const need of p.needs) if (!declared.has(need)) throw new Error(`product ${p.id}: need ${need} is not declared`);
    const kinds = new Set((category.kinds ?? []).map((k) => k.tag));
    for (const kind of p.kinds ?? []) if (!kinds.has(kind)) throw new Error(`product ${p.id}: kind ${kind} is not declared in ${p.category}`);
  }
}

export function readCatalog(): Catalog {
  const { version, globalNeeds, categories } = readFile("categories.json", categoriesFileSchema);
  const products: CatalogProduct[] = [];
  for (const category of categories) {
    const file = `products/${category.slug}.json`;
    if (!existsSync(path.join(dataDir(), file))) continue;
    for (const p of readFile(file, productsFileSchema)) {
      if (p.category !== category.slug) throw new Error(`data/catalog/${file}: ${p.id} says category ${p.category}`);
      products.push(p);
    }
  }
  const known = new Set(categories.map((c) => `${c.slug}.json`));
  const stray = readdirSync(path.join(dataDir(), "products")).filter((f) => f.endsWith(".json") && !known.has(f));
  if (stray.length) throw new Error(`data/catalog/products: no category for ${stray.join(", ")}`);
  const uncovered = readFile("uncovered.json", uncoveredFileSchema);
  const catalog: Catalog = { version, globalNeeds, categories, products, uncovered };
  checkReferences(catalog);
  return catalog;
}

let cached: Catalog | null = null;

export function loadCatalog(): Catalog {
  cached ??= readCatalog();
  return cached;
}

/** True when the data defines this category. */
export function isCategorySlug(value: string): value is CategorySlug {
  return loadCatalog().categories.some((c) => c.slug === value);
}

/** The category, or null when the data has no such slug. */
export function findCategory(slug: string): CatalogCategory | null {
  return loadCatalog().categories.find((c) => c.slug === slug) ?? null;
}

export function getCategory(slug: CategorySlug): CatalogCategory {
  const category = findCategory(slug);
  if (!category) throw new Error(`Category ${slug} missing from data/catalog/categories.json`);
  return category;
}

/** Products of one category in editorial order (the first is the default top pick). */
export function productsInCategory(slug: CategorySlug): CatalogProduct[] {
  return loadCatalog().products.filter((p) => p.category === slug);
}

export function findProduct(id: string): CatalogProduct | null {
  return loadCatalog().products.find((p) => p.id === id) ?? null;
}

export function uncoveredTopics(): UncoveredTopic[] {
  return loadCatalog().uncovered;
}
