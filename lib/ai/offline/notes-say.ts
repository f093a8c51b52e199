// "is it dishwasher safe?", "is it loud?" about picks just shown: when the notes we keep on a pick say
// it (a key spec, a strength, a con), answer with that line, pick by pick, instead of "I don't keep that
// detail". Only what the notes say: a pick whose notes are silent is said to be silent.
import type { ViewProduct } from "@/lib/ai/request/catalog-view";

// The asking words around the detail ("is it", "does the first one have", "how about").
const ASKING = /^(?:(?:ok|okay|so|and|but|also|hmm|wait|oh)[\s,]+)*(?:(?:what|how) about (?:the )?(?=\S+(?: \S+)?\s*\??$)|(?:is|are|does|do|did|can|could|will|would|has|have|how)\s+(?:it|they|this|that|these|those|the [a-z0-9 ]+? (?=\S+\s*\??$)|either|any of (?:them|these|those))?\s*(?:one\s+|ones\s+)?(?:have|has|come with|got|get|feel|run|make|need|a|an|very|really|too|pretty|super)?\s*)/;
const FILLER = new Set(["first", "second", "third", "last", "top", "cheap", "cheaper", "track", "tracks", "tracking", "tracker", "support", "supports", "include", "includes", "offer", "offers", "with", "it", "they", "them", "this", "that", "the", "a", "an", "of", "to", "for", "is", "are", "any", "very", "really", "too", "pretty", "super", "one", "ones", "much", "enough", "kind", "please"]);
// A few details said in opposite words in the notes ("loud?" → "quiet and smooth").
const SAME: Record<string, string[]> = {
  loud: ["loud", "noisy", "quiet", "quietest", "quieter", "silent"], noise: ["loud", "noisy", "quiet", "quieter", "quietest", "noise"],
  subscription: ["subscription", "membership"], membership: ["subscription", "membership"],
  sound: ["sound", "speakers", "speaker", "audio", "dolby atmos"], speakers: ["sound", "speakers", "speaker", "audio"], noisy: ["loud", "noisy", "quiet", "quieter"], quiet: ["quiet", "quieter", "quietest", "loud", "noisy", "silent"],
  heavy: ["heavy", "heavier", "light", "lightweight", "lighter"], light: ["light", "lightweight", "lighter", "heavy", "heavier"], lightweight: ["light", "lightweight", "lighter", "heavy", "heavier"],
  waterproof: ["waterproof", "water resistant", "water-resistant", "ip67", "ip68", "ipx4", "ipx7"], washable: ["washable", "machine washable", "dishwasher"],
};

const flat = (s: string) => ` ${s.toLowerCase().replace(/[-–]/g, " ").replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ")} `;

/** The detail asked about, as words to look for, or null when the question names none. */
function detailWords(question: string): string[][] | null {
  // "the vitamix one, is it loud?": the pick pointed at first is not the detail asked.
  const t = question.toLowerCase().replace(/[’‘]/g, "'").replace(/[?!.]+\s*$/, "").trim().replace(/^(?:(?:and|so|ok|okay)\s+)?(?:the |that |this )?[a-z0-9' -]{2,25}? (?:one|model|pick)\s*[,:-]\s*/, "");
  const rest = t.replace(ASKING, "");
  if (rest === t && !/^[a-z -]+$/.test(t)) return null;
  const words = flat(rest).trim().split(" ").filter((w) => w.length >= 3 && !FILLER.has(w));
  if (!words.length || words.length > 3) return null;
  return words.map((w) => SAME[w] ?? [w.replace(/s$/, "")]);
}

/** Lines answering a detail from the notes of the picks shown, or null when no pick's notes speak of it. */
export function notesSay(question: string, shown: ViewProduct[]): string | null {
  const asked = detailWords(question);
  if (!asked) return null;
  const found = shown.map((p) => {
    const lines = [...p.keySpecs, ...p.pros, ...p.cons.map((c) => `${c} (a con)`)];
    return { p, line: lines.find((l) => asked.every((alts) => alts.some((w) => flat(l).includes(` ${flat(w).trim()}`)))) ?? null };
  });
  if (!found.some((f) => f.line)) return null;
  const said = found.filter((f) => f.line).map((f) => `- **${f.p.name}:** my notes say "${f.line!.replace(/ \(a con\)$/, "")}"${f.line!.endsWith("(a con)") ? " (listed as a trade-off)" : ""}.`);
  const silent = found.filter((f) => !f.line).map((f) => f.p.name);
  return [
    "Here's what my notes on these picks say about that:",
    said.join("\n"),
    ...(silent.length ? [`My notes don't say for the ${silent.join(" or the ")}, so check the retailer page before you buy.`] : []),
  ].join("\n\n");
}
