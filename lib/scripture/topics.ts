// Choosing a fitting verse for a question: curated themes first, Nave's Topical Bible next.
import { loadNaves, type NaveTopic } from "./data";
import { lookupReference, type VersePassage } from "./references";
import { SCRIPTURE_THEMES, themeById, type ScriptureTheme } from "./themes";

export interface ThemeScore {
  theme: ScriptureTheme;
  score: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const keywordRes = new Map<string, RegExp>();
function mentions(text: string, keyword: string): boolean {
  let re = keywordRes.get(keyword);
  if (!re) {
    re = new RegExp(`(?<![a-z0-9])${escapeRegex(keyword)}(?![a-z0-9])`, "i");
    keywordRes.set(keyword, re);
  }
  return re.test(text);
}

/** Themes whose keywords appear in the text, best first. A phrase counts double: it is more specific. */
// "I lie awake at night", "lying in bed": lying down, not telling a lie.
const RECLINING = /\b(?:lie|lies|lying)\s+(?:awake|down|in bed|in the dark|there|still|on (?:my|the) (?:back|side|couch|floor|bed))\b/gi;

export function scoreThemes(raw: string): ThemeScore[] {
  const text = raw.replace(RECLINING, " ");
  return SCRIPTURE_THEMES.map((theme) => ({
    theme,
    score: theme.keywords.reduce((sum, kw) => sum + (mentions(text, kw) ? (kw.includes(" ") ? 2 : 1) : 0), 0),
  }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Small stable hash, so the same question gets the same verse and different questions vary. */
export function stableIndex(seed: string, length: number): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return (h >>> 0) % Math.max(1, length);
}

const SHORT_ENOUGH = 260;
// A verse quoted alone should read as a sentence, not a fragment ("but those who wait…,").
const standsAlone = (text: string) => text.length <= SHORT_ENOUGH && /^[“‘"A-Z]/.test(text) && /[.!?”’]$/.test(text);

function naveTopic(key: string): NaveTopic | null {
  const topics = loadNaves().topics;
  const topic = topics[key];
  if (!topic) return null;
  if (topic.sections) return topic;
  for (const target of topic.see ?? []) if (topics[target]?.sections) return topics[target];
  return null;
}

/** Short passages from a Nave's entry, "General scriptures concerning" first (the pastoral list). */
export function naveCandidates(key: string, sectionFilter?: string[]): VersePassage[] {
  const topic = naveTopic(key);
  if (!topic?.sections) return [];
  const wanted = sectionFilter?.map((s) => s.toLowerCase());
  const sections = [...topic.sections].filter((s) => !wanted || wanted.some((w) => s.label.toLowerCase().includes(w))).sort(
    (a, b) => Number(b.label.startsWith("General")) - Number(a.label.startsWith("General")),
  );
  const out: VersePassage[] = [];
  for (const section of sections) {
    for (const ref of section.refs) {
      const passage = lookupReference(ref);
      if (passage && standsAlone(passage.text)) out.push(passage);
    }
    if (out.length >= 12) break;
  }
  return out;
}

function naveKeysFor(text: string): string[] {
  const topics = loadNaves().topics;
  const words = text.toUpperCase().match(/[A-Z][A-Z-]{2,}/g) ?? [];
  const keys: string[] = [];
  for (const word of words) {
    for (const key of [word, word.replace(/S$/, ""), `${word}S`]) {
      if (topics[key] && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

function themeFor(topicOrKeywords: string): ScriptureTheme | null {
  return themeById(topicOrKeywords.trim().toLowerCase()) ?? scoreThemes(topicOrKeywords)[0]?.theme ?? null;
}

/**
 * One fitting passage for a theme id ("money") or free text ("should I buy a drone?").
 * Curated well-known verses first; then Nave's entries named in the text; then wisdom.
 * The seed varies the pick between questions of the same theme. Text always comes from the bundled WEB.
 */
export function versesForTopic(topicOrKeywords: string, options: { seed?: string } = {}): VersePassage | null {
  const seed = options.seed ?? topicOrKeywords;
  const theme = themeFor(topicOrKeywords);
  if (theme) return lookupReference(theme.references[stableIndex(seed, theme.references.length)]);
  for (const key of naveKeysFor(topicOrKeywords)) {
    const candidates = naveCandidates(key);
    if (candidates.length > 0) return candidates[stableIndex(seed, candidates.length)];
  }
  const wisdom = themeById("wisdom")!;
  return lookupReference(wisdom.references[stableIndex(seed, wisdom.references.length)]);
}

/** Several passages for a query (for a get_verses tool): matching themes, then Nave's entries. */
export function findVerses(query: string, options: { limit?: number } = {}): VersePassage[] {
  const limit = options.limit ?? 3;
  const out: VersePassage[] = [];
  const add = (p: VersePassage | null) => {
    if (p && out.length < limit && !out.some((o) => o.reference === p.reference)) out.push(p);
  };
  const direct = themeById(query.trim().toLowerCase());
  const themes = direct ? [direct] : scoreThemes(query).map((s) => s.theme);
  for (const theme of themes) for (const ref of theme.references) add(lookupReference(ref));
  for (const key of naveKeysFor(query)) for (const p of naveCandidates(key)) add(p);
  for (const theme of themes) for (const key of theme.naveTopics) for (const p of naveCandidates(key, theme.naveSections)) add(p);
  return out;
}
