// Text helpers shared by category detection and the in-memory product search.

const STOPWORDS = new Set(
  (
    "a an the and or for to of in on at by with from my me i im i'm we our you your is are be it its this that " +
    "what which who how should could would can do does did get buy need want looking look recommend recommendation " +
    "recommendations best good great top any some one under over about around budget price cheap new really " +
    "please help thanks thank pick options option vs versus something"
  ).split(" "),
);

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // Possessives read as the noun: "my baby's room" is about the baby, "chef's knife" matches "chef knife".
    .replace(/'s\b/g, "")
    .replace(/[^a-z0-9'+\-\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the phrase occurs in the normalized text on word boundaries. */
export function hasPhrase(normalized: string, phrase: string): boolean {
  const p = normalizeText(phrase);
  if (!p) return false;
  return ` ${normalized} `.includes(` ${p} `);
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !/^\$?\d+[k]?$/.test(w));
}
