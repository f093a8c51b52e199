// What the model reads back from search_products: relevance, category, and weak matches marked and unlinked.
import { productResults, WEAK_MATCH_NOTE } from "@/lib/ai/tools";
import { findProduct, retailerLink } from "@/lib/catalog";
import type { RankedProductHit } from "@/lib/db/queries/products";

const hit = (id: string, relevance: number): RankedProductHit => {
  const p = findProduct(id)!;
  return { ...p, link: retailerLink(p), relevance };
};
const espresso = hit("breville-bambino-plus", 1);
const blender = hit("vitamix-5200", 0.3);
const drone = hit("dji-mini-3", 0.9);

test("a good in-category match carries its link, relevance and category", () => {
  const r = productResults([espresso], espresso.category);
  expect(r.askedCategory).toBe(espresso.category);
  expect(r.products[0]).toMatchObject({ name: espresso.name, category: espresso.category, relevance: 1, match: "good", link: espresso.link });
  expect(r.note).toMatch(/Present only products whose match is "good"/);
});

test("a low-relevance match is marked weak and has no link to present", () => {
  const r = productResults([espresso, blender], espresso.category);
  expect(r.products[1]).toMatchObject({ name: blender.name, relevance: 0.3, match: WEAK_MATCH_NOTE });
  expect(r.products[1]).not.toHaveProperty("link");
});

test("a product outside the asked category is weak whatever its relevance", () => {
  const r = productResults([espresso, drone], espresso.category);
  expect(r.products[1]!.match).toBe(`${WEAK_MATCH_NOTE} (not in the asked category ${espresso.category})`);
  expect(r.products[1]).not.toHaveProperty("link");
});

test("with no category known, relevance alone decides; with nothing good the note says to give buying criteria", () => {
  expect(productResults([drone], null).products[0]!.match).toBe("good");
  const none = productResults([blender], null);
  expect(none.products[0]!.match).toBe(WEAK_MATCH_NOTE);
  expect(none.note).toMatch(/No good match in the catalog.*buying criteria/);
  expect(productResults([], "kitchen").note).toMatch(/No matching products.*vetted pick/);
});
