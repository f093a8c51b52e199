// Short questions about the picks just shown ("any downsides?", "in stock?", "where to buy",
// "only the first one", "is it worth the extra $100?"): they ask nothing new of the catalog, so the
// thread keeps its picks and the answer speaks to the question instead of the menu or a re-rank.
import type { ConversationState } from "./types";

export type ThreadAsk = "downsides" | "stock" | "only_one" | "step_up" | "detail";

const DOWNSIDES = /\b(?:downsides?|drawbacks?|cons|negatives?|the catch|any catch|weak (?:spots?|points?)|complaints?|what'?s bad|anything bad|what could go wrong|problems? with (?:it|them|that|those|these|the \w+))\b/;
const STOCK = /\b(?:from where|where from|in stock|out of stock|available (?:now|anywhere|near me|in stores?)|availability|where (?:can|do|should|would) (?:i|we|you) (?:buy|get|find|order|purchase)|where to (?:buy|get|find|order|purchase)|which stores?|what stores?|(?:is|are) (?:it|they|that|those) on sale|ship(?:s|ping)? (?:to|fast|time)|how (?:fast|long) (?:is|does|will) (?:shipping|delivery|it ship)|delivery)\b/;
const ONLY_ONE = /^(?:(?:ok|okay|so|then|yeah|yes)[, ]+)?(?:just|only|show me|give me) (?:just |only )?(?:the )?(?:first|top|second|third|last|1st|2nd|3rd|cheapest|best) (?:one|pick)?(?: (?:then|please|pls))?\s*[.!?]*$/;
// "is it worth the extra $100 for the pro?", "is the step up worth it", "worth paying more for the second one?"
const STEP_UP = /\bworth (?:the )?(?:extra|step[- ]up|upgrade|difference|paying (?:more|extra|the difference))\b|\b(?:extra|more) \$?\d[\d,]*\s?k?(?: dollars| bucks)? (?:for|to get)\b|\bworth \$?\d[\d,]* (?:more|extra)\b|\bpay (?:more|extra) for\b/;

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

/** The kind of question about the picks shown, or null when the turn asks for something else. */
export function threadAsk(t: string, state: ConversationState): ThreadAsk | null {
  if (!state.category || state.previousPicks.length === 0) return null;
  const n = words(t);
  if (ONLY_ONE.test(t)) return "only_one";
  if (n <= 14 && STEP_UP.test(t)) return "step_up";
  if (n <= 10 && DOWNSIDES.test(t)) return "downsides";
  if (n <= 10 && STOCK.test(t)) return "stock";
  return null;
}

/**
 * "louder?", "left handed?", "folding?", "mesh or not": a short turn in a shopping thread that
 * nothing else read stays about the picks shown (the answer says what the notes don't keep),
 * never the "tell me more" menu.
 */
export function shortThreadDetail(t: string, state: ConversationState): boolean {
  // "what size should I get for 2 people": a longer question that still asks which of these to get.
  const choosing = words(t) <= 12 && /\b(?:should|do|would) (?:i|we) (?:get|buy|go with|choose|pick)\b|\bwhat size\b|\bhow big\b/.test(t);
  return state.category !== null && state.previousPicks.length > 0 && (words(t) <= 6 || choosing) && !/\b(?:thanks?|thank you|bye|hello|hi|hey)\b/.test(t);
}
