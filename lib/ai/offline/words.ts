// The words two sentences can be said to share: lower-case, longer than three letters, not a stop word,
// a plural "s" dropped. Used to pick a guide's points or a health topic's points that touch a new detail.
const STOP = new Set("a an the and or but if to of in on for with my our we i you your it is are be was this that what how do does should would could can will about just so".split(" "));

/** The content words of `text`, leaving out `extraStop` too. */
export const contentWords = (text: string, extraStop?: ReadonlySet<string>): Set<string> =>
  new Set(text.toLowerCase().replace(/[^a-z\s]/g, " ").split(/\s+/).filter((w) => w.length > 3 && !STOP.has(w) && !extraStop?.has(w)).map((w) => w.replace(/s$/, "")));

/** Whether two texts share a content word ("knees" and "your knees complain"). */
export function sharesWord(a: string, b: string, extraStop?: ReadonlySet<string>): boolean {
  const said = contentWords(b, extraStop);
  return [...contentWords(a, extraStop)].some((w) => said.has(w));
}
