// Matching words in questions: one normaliser and a plural-tolerant phrase test shared by the
// category, need and product matching, so "espresso machines" finds "espresso machine".

/** Lower-case, straight quotes, letters/digits/'/+/- only, single spaces, padded with spaces. */
export function words(text: string): string {
  const t = text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'+\-\s]/g, " ").replace(/\s+/g, " ").trim();
  return ` ${t} `;
}

// Crude singular: enough for catalog nouns ("machines", "earbuds" stays, "batteries" → "battery").
function singular(w: string): string {
  if (w.length <= 3 || w.endsWith("ss") || w.endsWith("us") || w.endsWith("buds")) return w;
  if (w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/** Text reduced to singular words: the form phrases are compared in. */
export function stems(text: string): string {
  return words(text).split(" ").map((w) => (w ? singular(w.replace(/^'+|'+$/g, "").replace(/'s$/, "")) : w)).join(" ");
}

const phraseCache = new Map<string, string>();
/** True when the phrase occurs in the stemmed text on word boundaries. */
export function hasStem(stemmed: string, phrase: string): boolean {
  let p = phraseCache.get(phrase);
  if (p === undefined) {
    p = stems(phrase).trim();
    phraseCache.set(phrase, p);
  }
  return p.length > 0 && stemmed.includes(` ${p} `);
}

