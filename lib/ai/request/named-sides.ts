// Each side of "kindle vs paperwhite", "roomba or roborock" read as a line of the category's names.
import { productsOf, type ViewProduct } from "./catalog-view";

/**
 * "kindle vs paperwhite": each side of a "vs" or "or" read as a line of this category's names, the
 * plainest model carrying its words ("Kindle" is the Kindle, not the Kindle Scribe).
 */
export function bySides(question: string, category: string): ViewProduct[] | null {
  const parts = question.toLowerCase().split(/\s+(?:vs\.?|versus|or|compared (?:to|with)|against)\s+/);
  if (parts.length !== 2) return null;
  const pool = productsOf(category);
  const wordsOf = (p: ViewProduct) => p.name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const known = new Set(pool.flatMap(wordsOf));
  const picked: ViewProduct[] = [];
  for (const part of parts) {
    const asked = part.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && known.has(w));
    const fits = pool.filter((p) => asked.length && asked.every((w) => wordsOf(p).includes(w)) && !picked.includes(p));
    const plainest = fits.sort((x, y) => wordsOf(x).length - wordsOf(y).length)[0];
    if (!plainest) return null;
    picked.push(plainest);
  }
  return picked;
}
