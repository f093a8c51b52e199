// Whose body a medical or poisoning message is about. "my son is 4 and his lips are turning blue",
// "my friend is having a seizure": the card speaks to the one helping, about the person with the
// symptoms, not "don't drive yourself". The writer's own symptoms ("my chest", "I took", "I feel")
// or a shared one ("we all have headaches", "me and my son ate") keep it about the writer.
import type { SafetyKind } from "./types";

export const BODY_KINDS = new Set<SafetyKind>(["medical_emergency", "poisoning_overdose"]);

const PERSON = String.raw`(?:daughter|son|wife|husband|mom|mum|mother|dad|father|sister|brother|girlfriend|boyfriend|partner|friend|best friend|kid|child|teen|teenager|niece|nephew|grandson|granddaughter|roommate|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|baby|infant|newborn|toddler|neighbou?r|coworker|co-worker|boss|student|fiance|fiancee|stepdaughter|stepson|stepmom|stepdad|buddy|bestie|bff|teammate|classmate|patient|client|guest)`;
const AGE = String.raw`(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:yo|y/o|years? old|year-old|months? old|month-old|weeks? old|week-old)`;
const OTHER_PATIENT = new RegExp(String.raw`\b(?:my|our) (?:${AGE} )?(?:little |older |younger |elderly |best )?${PERSON}\b|\b${AGE}\b|^(?:[a-z]+ )?${PERSON}\b|\b(?:toddler|baby|infant|newborn)\b|\b(?:he|she|he's|she's|his|her|him)\b`);
const WRITER_PATIENT = new RegExp(
  String.raw`\bmy (?:own )?(?:chest|heart|head|arms?|legs?|face|vision|eyes?|speech|throat|tongue|lips|mouth|stomach|belly|back|skin|sugar|blood sugar|body|hands?|feet|foot|breathing|pulse|bp|blood pressure|neck|jaw)\b(?! (?:pills?|meds|medications?|medicine|cuff|monitor|machine|tablets?))|` +
    String.raw`\bi(?:'m| am) (?:having|feeling|so |really |very )?(?:dizzy|bleeding|shaking|sweating|throwing up|vomiting|short of breath|in (?:so much )?pain|pregnant|diabetic|allergic|choking|confused|numb|faint|sick|burning|seeing)|` +
    String.raw`\bi (?:feel|felt|(?:have|had) (?:a |an |the |really |such )?(?:pain|chest|headache|fever|rash|seizure|bad|terrible|severe|sharp|worst|stroke|diabetes|allerg\w*|numb\w*)|took|ate|drank|swallowed|overdosed|od'd|passed out|fainted|hit my|can't (?:breathe|feel|see|move|stop|speak|talk|walk|swallow)|think i(?:'m| am| took| had| ate| drank)|just (?:took|ate|drank|swallowed)|keep (?:throwing|vomiting|passing|fainting|getting|shaking))\b|` +
    String.raw`\b(?:me and|and me|both of us|all of us|we (?:all|both|ate|drank|took)|we've all|the whole family|everyone (?:here|in the house))\b`,
);

/** The writer's own chest, arm, face or speech ("my chest feels crushed, my wife is at work"), and nobody else's. */
const OWN_BODY = /\bmy (?:chest|heart|(?:left |right )?arm|face|vision|speech|throat|tongue|lips|jaw)\b(?! (?:pills?|meds|medicine|monitor))/;
const THEIR_BODY = /\b(?:his|her|their|[a-z]+'s) (?:chest|heart|(?:left |right )?arm|face|vision|speech|throat|tongue|lips|jaw|head|breathing)\b/;
export const ownBody = (text: string) => OWN_BODY.test(text) && !THEIR_BODY.test(text);

/** Whose body the message is about: the writer's, someone else's, or it doesn't say (null). */
export function bodyOf(text: string): "self" | "other" | null {
  if (WRITER_PATIENT.test(text)) return "self";
  return OTHER_PATIENT.test(text) ? "other" : null;
}

/** Kinds whose card depends on who does the act (restricting, purging, cutting), not on whose body hurts. */
export const ACT_KINDS = new Set<SafetyKind>(["eating_disorder", "self_harm"]);

const OTHER_ACTOR = new RegExp(
  String.raw`\b(?:she|he|they|she's|he's|they're|bestie|${PERSON})\b(?: [a-z']+){0,3} (?:skipping|skips|skipped|not eating|isn't eating|won't eat|doesn't eat|barely eats|only eats|starving|starves|purging|purges|throwing up|throws up|puking|pukes|vomiting|vomits|makes? (?:herself|himself|themselves) (?:throw up|sick)|cutting|cuts|burning|burns|scratching|scratches|hurting (?:herself|himself|themselves)|wearing|wears)\b|` +
    String.raw`\b(?:her|his|their) (?:arms?|wrists?|thighs?|legs?) (?:are|is|have|has)\b|` +
    // A parent's "my 12 yo hides food in her room and then throws up": the child named, the act further on.
    String.raw`\bmy (?:[0-9]+ ?(?:yo|y/o|year old|years old)|(?:little |teenage |teen )?${PERSON})\b(?: [a-z']+){0,8} (?:hides food|throws up|throwing up|purges|purging|pukes|puking|vomits|vomiting|starves|starving|skips meals|skipping meals|won't eat|isn't eating|cuts|cutting|burns|burning)(?: (?:himself|herself|themselves))?(?=$| [a-z]|,)`,
);
const WRITER_ACTOR =
  /\b(?:i|i'm|i've)(?: (?:been|just|keep|kept|started|have been|am|also|still|always))? (?:skip|skipping|skipped|starv\w*|purg\w*|throw(?:ing)? up|threw up|make myself|made myself|making myself|cut|cutting|burn|burning|burned|scratch\w*|not eating|haven't eaten|don't eat|only eat|binge\w*|relapsed|hurt myself|hurting myself)\b|\bmyself\b/;

/**
 * Who does the act in an eating or self-harm message: "i'm worried, she's been skipping every meal",
 * "bestie been purging ... she made me promise not to tell" are someone else's (the card for helping
 * them), though the writer is in the message; "i skip meals like my sister did" stays the writer's.
 */
export const actByAnother = (text: string) => OTHER_ACTOR.test(text) && !WRITER_ACTOR.test(text);
