// The bundled catalog (data/catalog.json). Small enough (~100 KB) to import directly.
import catalogJson from "@/data/catalog.json";
import { CATEGORY_SLUGS, type Catalog, type CatalogCategory, type CatalogProduct, type CategorySlug } from "./types";

let catalog: Catalog | null = null;

export function loadCatalog(): Catalog {
  // JSON imports type their strings as plain string; the unit tests check the file against the types.
  catalog ??= catalogJson as unknown as Catalog;
  return catalog;
}

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function getCategory(slug: CategorySlug): CatalogCategory {
  const category = loadCatalog().categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`Category ${slug} missing from data/catalog.json`);
  return category;
}

/** Products of one category in editorial order (the first is the default top pick). */
export function productsInCategory(slug: CategorySlug): CatalogProduct[] {
  return loadCatalog().products.filter((p) => p.category === slug);
}

export function findProduct(id: string): CatalogProduct | null {
  return loadCatalog().products.find((p) => p.id === id) ?? null;
}
