// The one verse each offline answer is framed with, always quoted from the bundled WEB.
import { lookupReference, themeById, stableIndex, versesForTopic, type VersePassage } from "@/lib/scripture";

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
};

export interface FramedVerse {
  themeId: string;
  passage: VersePassage;
  markdown: string;
}

function render(themeId: string, passage: VersePassage): FramedVerse {
  const lead = LEAD_INS[themeId] ?? LEAD_INS.wisdom;
  const markdown = `${lead}\n\n> ${passage.text}\n>\n> — ${passage.reference} (WEB)`;
  return { themeId, passage, markdown };
}

/** One verse from the first theme in the list that resolves; the seed varies the pick. */
export function frameWithVerse(themeIds: string[], seed: string): FramedVerse {
  const themeId = themeIds[stableIndex(seed, themeIds.length)] ?? "wisdom";
  const theme = themeById(themeId) ?? themeById("wisdom")!;
  const passage =
    lookupReference(theme.references[stableIndex(`${seed}:${theme.id}`, theme.references.length)]) ??
    versesForTopic("wisdom", { seed });
  if (!passage) throw new Error("Bundled scripture data is missing: run scripts/build-scripture.ts");
  return render(theme.id, passage);
}
