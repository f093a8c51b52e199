// "toaster oven or an air fryer?", "roku or fire stick", "electric toothbrush vs regular": two kinds of
// thing weighed in words. What each is for (data/catalog/contrasts.json) comes before any picks; with no
// category of ours for either, it is the answer, with an honest line that no picks follow.
import { frameWithVerse } from "./verse";
import { plain, type Composed } from "./types";

export function composeKinds(say: string, seed: string): Composed {
  const verse = frameWithVerse(["wisdom"], seed);
  const parts = [
    say,
    "I don't have vetted picks for these yet, so no model or store from me; tell me which way you're leaning and how you'll use it, and I'll help you weigh the models you find.",
    verse.markdown,
  ];
  return plain(parts.join("\n\n"), "general", [verse.passage.reference]);
}

/** The answer with what each kind is for put first. */
export const withKinds = (say: string | null, answer: Composed): Composed => (say ? { ...answer, text: `${say}\n\n${answer.text}` } : answer);
