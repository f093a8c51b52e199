// The one vetted product a question like "is the Vitamix good for smoothies?" is about.
import { allProducts, categoryBySlug, productById, type ViewProduct } from "./catalog-view";
import { brandNamed, categoryOf, namedProducts } from "./category";
import { parseNeeds } from "./needs";
import type { ConversationState } from "./types";

const LINE_STOP = new Set(["the", "and", "new", "old", "one", "for", "with", "this", "that", "your", "really", "actually", "any", "good", "best", "cheap"]);

/**
 * The one product a fit question is about: named ("the Dyson V8"), or its brand alone ("the Vitamix"),
 * then the one of that brand just shown, else the brand's vetted one that best suits the use asked.
 */
export function productAskedAbout(subject: string, text: string, state: ConversationState): ViewProduct | null {
  // "is the first one easy to use?", "is it good for pets?": a pick just shown.
  const at = /^(?:the )?(?:first|1st|top)(?: one| pick)?$|^(?:it|that|this|that one|this one)$/.test(subject) ? 0 : /^(?:the )?(?:second|2nd)(?: one| pick)?$/.test(subject) ? 1 : /^(?:the )?(?:third|3rd|last)(?: one| pick)?$/.test(subject) ? 2 : -1;
  if (at >= 0) {
    const shown = state.previousPicks.map(productById).filter((p): p is ViewProduct => p !== null);
    return subject === "last" || /last/.test(subject) ? (shown.at(-1) ?? null) : (shown[at] ?? null);
  }
  const named = namedProducts(subject);
  if (named.length === 1) return named[0];
  const brand = named.length ? null : brandNamed(subject, allProducts());
  // "a Kindle", "the Roomba", "the MacBook Air": a line with several vetted models, the ones whose names
  // hold most of the words asked. The kind of thing itself ("a standing desk", "a blender") is no line.
  const line = subject.split(/\s+/).filter((w) => w.length >= 3 && !LINE_STOP.has(w));
  const nameWords = (p: ViewProduct) => p.name.toLowerCase().split(/[^a-z0-9]+/);
  const kindWords = (p: ViewProduct) => (categoryBySlug(p.category)?.name ?? "").toLowerCase().split(/[^a-z0-9]+/).flatMap((w) => [w, w.replace(/s$/, "")]);
  const hits = (p: ViewProduct) => line.filter((w) => nameWords(p).includes(w) && !kindWords(p).includes(w)).length;
  const scored = named.length || brand ? [] : allProducts().map((p) => ({ p, n: hits(p) }));
  const most = Math.max(0, ...scored.map((x) => x.n));
  let candidates = named.length ? named : brand ? allProducts().filter((p) => p.brand === brand.brand || p.brand.startsWith(`${brand.brand} `) || brand.brand.startsWith(`${p.brand} `)) : most ? scored.filter((x) => x.n === most).map((x) => x.p) : [];
  // "the Sony" makes cameras and headphones: the category of this thread, else the one the use belongs to.
  // "the apple watch": the category the words themselves name comes first (Apple also makes phones).
  const ofSubject = candidates.some((p) => p.category !== candidates[0].category) ? categoryOf(subject) : null;
  if (ofSubject && candidates.some((p) => p.category === ofSubject)) candidates = candidates.filter((p) => p.category === ofSubject);
  // "the instant pot duo": among a brand's models, the ones whose names hold a word said ("duo").
  const saidWords = subject.split(/\s+/).filter((w) => w.length >= 3 && !LINE_STOP.has(w));
  const holding = candidates.filter((p) => saidWords.some((w) => nameWords(p).includes(w) && !p.brand.toLowerCase().split(/\s+/).includes(w)));
  if (holding.length && holding.length < candidates.length) candidates = holding;
  if (candidates.some((p) => p.category !== candidates[0].category)) {
    const inThread = candidates.filter((p) => p.category === state.category);
    candidates = inThread.length ? inThread : candidates.filter((p) => parseNeeds(text, p.category).some((n) => p.needs.includes(n) && !["budget", "premium"].includes(n)));
  }
  if (!candidates.length || candidates.some((p) => p.category !== candidates[0].category)) return null;
  // "is the sony xm5 good for flights" when two Sonys were shown: a model code is part of one name ("WH-1000XM5").
  if (brand && candidates.length > 1) {
    const codes = line.filter((w) => /\d/.test(w) && /[a-z]/.test(w));
    const byCode = candidates.filter((p) => codes.some((w) => nameWords(p).some((t) => t.includes(w))));
    if (byCode.length) candidates = byCode;
  }
  // The one just shown, else the one that suits the use asked, else the first vetted.
  const needs = parseNeeds(text, candidates[0].category);
  return candidates.find((p) => state.previousPicks.includes(p.id))
    ?? candidates.find((p) => needs.length > 0 && needs.every((n) => p.needs.includes(n)))
    ?? candidates[0];
}
