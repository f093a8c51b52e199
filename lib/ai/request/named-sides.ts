// Each side of "kindle vs paperwhite", "roomba or roborock" read as a line of the category's names.
import { productsOf, type ViewProduct } from "./catalog-view";
import { parseNeeds } from "./needs";
import { rankPicks } from "./rank";

/**
 * "kindle vs paperwhite": each side of a "vs" or "or" read as a line of this category's names: the
 * model that carries its words and not the other side's ("Kindle" is not the Kindle Paperwhite),
 * the one that best suits the ask first, then the plainest name.
 */
export function bySides(question: string, category: string): ViewProduct[] | null {
  const parts = question.toLowerCase().split(/\s+(?:vs\.?|versus|or|compared (?:to|with)|against)\s+/);
  if (parts.length !== 2) return null;
  const pool = productsOf(category);
  const wordsOf = (p: ViewProduct) => p.name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const known = new Set(pool.flatMap(wordsOf));
  const asked = parts.map((part) => part.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && known.has(w)));
  if (asked.some((words) => !words.length)) return null;
  const order = rankPicks({ category, budget: null, needs: parseNeeds(question, category), text: question, count: 99 }).picks.map((p) => p.id);
  const at = (p: ViewProduct) => (order.includes(p.id) ? order.indexOf(p.id) : order.length);
  // The narrower side chooses first ("paperwhite" has one model), so the wider ("kindle") takes another.
  const fitsOf = (words: string[]) => pool.filter((p) => words.every((w) => wordsOf(p).includes(w)));
  const picked: (ViewProduct | undefined)[] = [undefined, undefined];
  for (const i of [0, 1].sort((a, b) => fitsOf(asked[a]!).length - fitsOf(asked[b]!).length)) {
    const taken = picked.filter((p): p is ViewProduct => p !== undefined);
    picked[i] = fitsOf(asked[i]!).filter((p) => !taken.includes(p)).sort((x, y) => at(x) - at(y) || wordsOf(x).length - wordsOf(y).length)[0];
    if (!picked[i]) return null;
  }
  return picked as ViewProduct[];
}
