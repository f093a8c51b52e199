// A shopping ask inside a health or life thread: "my lower back hurts from sitting all day" … "what kind
// of chair would actually help?", "my knees hurt when I run on pavement" … "what shoes should I get
// then?", "carpal tunnel from my mouse" … "what mouse would help?". The thing asked for is read with
// the thread ("chair" after desk work is an office chair, "shoes" after running are running shoes),
// and the need the thread named (lower back, cushioning, wrist) carries into the picks. Why: the
// health answer was repeated, or the ask became a generic decision, and the need was forgotten.
import { allCategories, uncoveredTopics } from "./catalog-view";
import { categoryOf } from "./category";
import { parseNeeds } from "./needs";
import { parseKind } from "./kinds";
import { hasStem, stems } from "./vocabulary";
import type { RequestModel } from "./types";

// "what kind of chair would help", "what shoes should I get then", "which mattress is best for that",
// "any pillow you'd recommend for it", "what mouse would help".
const ASKS_FOR_THING = /\b(?:what|which)\s+(?:kind|type|sort|style|brand)\s+of\s+([a-z][a-z -]{1,30}?)\s+(?:would|could|might|will|should|do|can|is|are)\b|\b(?:what|which)\s+([a-z][a-z-]{2,20}(?:\s+[a-z][a-z-]{2,20})?)\s+(?:would|could|might|will|should|do|can)\s+(?:i|we|you)?\s*(?:help|get|buy|use|try|recommend|work)\b|\b(?:what|which)\s+([a-z][a-z-]{2,20})\s+(?:would|could|might|will)\s+help\b|\b(?:recommend|suggest)\s+(?:a|an|any|some)\s+([a-z][a-z -]{2,25}?)\s+(?:for (?:that|this|it)|that (?:would|could|might) help)\b|\bshould (?:i|we) (?:just )?(?:get|buy|try) (?:a|an|some)\s+([a-z][a-z -]{2,30}?)\s*(?:instead|then|for (?:that|this|it))?\s*[?.!]*$/;
// Words that point back at what was said before.
const POINTS_BACK = /\b(?:that|this|it|then|help|helps|those|these)\b/;
const NOT_THINGS = new Set(["exercise", "exercises", "stretch", "stretches", "doctor", "doctors", "medicine", "medication", "pill", "pills", "food", "foods", "diet", "vitamin", "vitamins", "supplement", "supplements", "way", "ways", "thing", "things", "steps", "treatment", "specialist", "therapy", "test", "tests", "one", "ones", "it", "kind", "type"]);

const STOP = new Set(["the", "and", "for", "with", "when", "from", "that", "this", "what", "all", "day", "get", "got", "keep", "hurt", "hurts", "my", "your", "our", "his", "her", "but", "any", "out", "too", "very", "really", "just", "can", "have", "has", "had", "was", "are", "not"]);

/** The thing named in a "what kind of X would help" ask, or null. */
export function thingAskedFor(lower: string): string | null {
  const m = ASKS_FOR_THING.exec(lower);
  const thing = (m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5] ?? "").trim();
  if (!thing || NOT_THINGS.has(thing) || NOT_THINGS.has(thing.split(" ").at(-1)!)) return null;
  return thing;
}

/** The category a bare thing names, read with the thread: the categories whose keywords end in it, the one the thread fits. */
function categoryInThread(thing: string, thread: string, mustFit = false): string | null {
  const direct = categoryOf(thing);
  if (direct) return direct;
  // Only a bare thing ("chair", "shoes"): "ski boots" names its own kind, which "hiking boots" is not.
  const said = stems(thing).trim().split(" ");
  const head = said.at(-1) ?? "";
  if (head.length < 3 || said.length > 1) return null;
  const candidates = allCategories().filter((c) => c.keywords.some((k) => stems(k).trim().split(" ").at(-1) === head));
  if (!candidates.length) return null;
  if (candidates.length === 1 && !mustFit) return candidates[0]!.slug;
  const threadStems = stems(thread);
  // "when I run" and "running shoes": a word of the thread that begins a word of the category (or the reverse).
  const threadWords = [...new Set(threadStems.trim().split(" ").filter((w) => w.length >= 3 && !STOP.has(w)))];
  const loose = (c: (typeof candidates)[number]) => {
    const own = new Set([c.name, ...c.keywords].flatMap((k) => stems(k).trim().split(" ")).filter((w) => w.length >= 3 && w !== head));
    return threadWords.filter((w) => [...own].some((o) => o.startsWith(w) || w.startsWith(o))).length * 0.5;
  };
  const scored = candidates
    .map((c) => ({ slug: c.slug, score: c.keywords.filter((k) => hasStem(threadStems, k)).length + parseNeeds(thread, c.slug).filter((n) => c.needs.some((cn) => cn.tag === n)).length + loose(c) }))
    .sort((a, b) => b.score - a.score);
  return scored[0]!.score > (scored[1]?.score ?? 0) ? scored[0]!.slug : null;
}

/**
 * "I'm a nurse doing 12 hour shifts on my feet, what shoes": a bare thing asked for in one message, read with that
 * message's own words (on your feet all day: running shoes with cushioning), when the words fit one category.
 */
export function thingInItsOwnWords(text: string, request: RequestModel): RequestModel | null {
  if (request.intent !== "product" || request.category || !request.uncovered || request.gift || request.state.category) return null;
  // A topic of its own, or a phrase the parser already read and set aside ("macbook charger" is an accessory): left alone.
  if (uncoveredTopics().some((u) => u.slug === request.uncovered) || categoryOf(request.uncovered)) return null;
  const words = request.uncovered.trim().split(/\s+/);
  if (words.length > 2) return null;
  const category = categoryInThread(request.uncovered, text, true);
  if (!category) return null;
  const needs = parseNeeds(text, category).filter((n) => n !== "premium");
  return needs.some((n) => n !== "budget") ? { ...request, category, uncovered: null, needs } : null;
}

/**
 * The shopping reading of a turn asked inside a health or life thread, with the thread's needs, or null
 * when the turn asks for no thing or the thing names no category of ours.
 */
export function shoppingInThread(text: string, earlier: string[], request: RequestModel): RequestModel | null {
  if (!earlier.length || request.state.category) return null;
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const thread = earlier.slice(-2).join(" ");
  // Already a shopping answer in a category: only the thread's needs are added, when the turn points back.
  if (request.intent === "product" && request.category) {
    if (!POINTS_BACK.test(lower) || request.gift || request.fit) return null;
    const more = parseNeeds(thread, request.category).filter((n) => !request.needs.includes(n) && n !== "budget" && n !== "premium");
    return more.length ? { ...request, needs: [...request.needs, ...more] } : null;
  }
  if (request.intent !== "health" && request.intent !== "decision" && request.intent !== "general" && !(request.intent === "product" && request.uncovered)) return null;
  const thing = thingAskedFor(lower);
  if (!thing) return null;
  const category = categoryInThread(thing, thread);
  if (!category) return null;
  const needs = [...new Set([...parseNeeds(text, category), ...parseNeeds(thread, category)])].filter((n) => n !== "premium");
  return { ...request, intent: "product", category, uncovered: null, decisionTopic: null, needs, kind: parseKind(text, category), followUp: null, trouble: null };
}
