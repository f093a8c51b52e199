// Reading back which catalog products an earlier answer recommended, from its text alone
// (product links are "[Name](https://…)"), so follow-ups need no hidden state.
import { allProducts } from "./catalog-view";

/** Product ids linked or named in an assistant answer, in the order they first appear. */
export function picksInAnswer(text: string): string[] {
  if (!text) return [];
  const found: { id: string; at: number }[] = [];
  for (const p of allProducts()) {
    const linked = text.indexOf(`[${p.name}](`);
    const at = linked >= 0 ? linked : text.indexOf(`**${p.name}**`);
    if (at >= 0) found.push({ id: p.id, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}
