// The one verse each offline answer is framed with, always quoted from the bundled WEB.
// Chosen by the question's theme (curated themes, then Nave's sections for that theme).
import { lookupReference, naveCandidates, scoreThemes, stableIndex, quotePassage, themeById, type VersePassage } from "@/lib/scripture";

/** A short sentence that introduces a theme's verse without preaching. */
const LEAD_INS: Record<string, string> = {
  wisdom: "A verse worth carrying into this:",
  counsel: "There's old wisdom in not deciding alone:",
  money: "An old principle worth keeping in view with money:",
  contentment: "A good purchase serves your life; it doesn't have to be the newest thing:",
  generosity: "A thought on generosity:",
  debt: "A word on borrowing that's worth keeping in view:",
  health: "Caring for your body is part of good stewardship:",
  fitness: "Training your body well takes patience and steady effort:",
  anxiety: "If this is weighing on you, you don't have to carry it alone:",
  planning: "Plans go best when they're made carefully and held humbly:",
  work: "A thought on work worth keeping close:",
  rest: "Rest is part of the design, not a reward you have to earn:",
  family: "A home is built one wise choice at a time:",
  children: "A word for raising them well:",
  parents: "Caring for the people who raised you is honored in Scripture:",
  aging: "Every season of life has its purpose:",
  church: "A word on serving together:",
  marriage: "A word for the two of you:",
  travel: "Wherever you're headed:",
  creation: "There's a lot of beauty out there to point a lens at:",
  speech: "Whatever you create, may your words build people up:",
  food: "Good food around a shared table is a gift:",
  patience: "Waiting well is part of deciding well:",
  trust: "When the path isn't clear yet:",
  gratitude: "A note of thanks:",
  comfort: "You are not alone in this:",
  learning: "Learning is worth the effort:",
  friendship: "Good friends are a gift in decisions like this:",
  courage: "For the road ahead:",
  forgiveness: "Forgiveness is hard, and Scripture doesn't pretend otherwise:",
  hope: "When things look bleak, there's still hope:",
  guide: "A verse worth carrying into this:",
  animals: "Caring well for an animal is part of wisdom:",
};

export interface FramedVerse {
  themeId: string;
  passage: VersePassage;
  markdown: string;
}

function render(themeId: string, passage: VersePassage, lead?: string): FramedVerse {
  const intro = lead ?? LEAD_INS[themeId] ?? LEAD_INS.wisdom;
  return { themeId, passage, markdown: `${intro}\n\n${quotePassage(passage)}` };
}

function themePassages(themeId: string): VersePassage[] {
  const theme = themeById(themeId) ?? themeById("wisdom")!;
  const curated = theme.references.map((r) => lookupReference(r)).filter((p): p is VersePassage => p !== null);
  if (curated.length > 0) return curated;
  return theme.naveTopics.flatMap((key) => naveCandidates(key, theme.naveSections));
}

// Regenerated answers pass seeds like "question#2": the take number steps to the next verse, so a
// regenerate always frames the answer differently instead of hoping the hash lands elsewhere.
const takeOf = (seed: string) => {
  const m = /^([\s\S]*)#(\d+)$/.exec(seed);
  return m ? { base: m[1], take: Number(m[2]) } : { base: seed, take: 0 };
};

/** One verse from the listed themes; the seed varies the pick between questions. */
export function frameWithVerse(themeIds: string[], seed: string): FramedVerse {
  const { base, take } = takeOf(seed);
  const themeId = themeIds[stableIndex(base, themeIds.length)] ?? "wisdom";
  const passages = themePassages(themeById(themeId) ? themeId : "wisdom");
  const passage = passages[(stableIndex(`${base}:${themeId}`, passages.length) + take) % Math.max(1, passages.length)];
  if (!passage) throw new Error("Bundled scripture data is missing: run scripts/build-scripture.ts");
  return render(themeById(themeId) ? themeId : "wisdom", passage);
}

/** A verse for the question's own theme when one is clear, else from the fallback themes. */
export function verseForQuestion(text: string, fallback: string[], seed: string): FramedVerse {
  const top = scoreThemes(text)[0];
  return frameWithVerse(top && top.score >= 2 ? [top.theme.id] : fallback, seed);
}

/** A verse from a curated list of references (a decision guide's), with a theme lead-in. */
export function frameWithReferences(references: string[], seed: string, lead: string): FramedVerse {
  const passages = references.map((r) => lookupReference(r)).filter((p): p is VersePassage => p !== null);
  if (passages.length === 0) return frameWithVerse(["wisdom"], seed);
  const { base, take } = takeOf(seed);
  return render("guide", passages[(stableIndex(base, passages.length) + take) % passages.length], lead);
}
