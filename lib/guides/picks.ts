// Picks shown with a guide: three products of the guide's catalog category with retailer links.
export type GuidePick = { id: string; name: string; brand: string; priceBand: string; bestFor: string; pros: string[]; href: string; retailer: string };

/** Wired to the catalog (lib/catalog) once it is on main; until then guides show no picks. */
export function guidePicks(catalogCategory: string | null, options: { amazonTag: string | null } = { amazonTag: null }): GuidePick[] {
  void catalogCategory;
  void options;
  return [];
}
