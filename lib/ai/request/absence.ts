// A thing a person wants left out, said the many ways people say it: "a baby monitor that doesn't
// connect to the internet", "nothing with bluetooth", "a car seat that can't be huge", "a vacuum with
// no bag", "bag-free". Each is rewritten to one plain form ("no internet", "compact") that the
// categories' need keywords are written in (data/catalog/categories.json: "no wifi", "no bluetooth",
// "compact"), so one keyword covers every wording. Why: a constraint that excludes was read as a
// need for the very thing ("bluetooth") or not at all, and the picks led with what it rules out.

// "without installing some dumb app": the doing and the filler words before the thing are dropped too.
const ARTICLE = String.raw`(?:(?:installing|downloading|using|needing|having|signing up for|setting up|paying for)\s+)?(?:(?:a|an|the|any|some|my|our|its|their)\s+)?(?:(?:dumb|stupid|extra|separate|special|annoying|proprietary|companion|whole|crappy|another|stupid)\s+)?`;
// "doesn't connect to", "won't need", "can't have", "shouldn't use", "never goes on".
const VERB_NOT = String.raw`\b(?:doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot|can not|shouldn'?t|should not|never|isn'?t|is not|aren'?t|are not)\s+(?:need to\s+|have to\s+)?(?:connect(?:s|ing)?(?:\s+to)?|hook(?:s)? up to|go(?:es)? on\s+(?=the\b|a\b|wi)|trust|use|uses|need|needs|require|requires|rely on|have|has|come with|talk to|send (?:anything|data|video) to|be on|run on|depend on)\s+${ARTICLE}`;
// "nothing with", "with no", "without", "no need for": the next words are the thing left out.
const PLAIN_NOT = String.raw`\b(?:nothing with|nothing that (?:has|uses|needs)|with no|without|no need for|free of|minus)\s+${ARTICLE}`;
// Size said in the negative: "can't be huge", "not too bulky", "nothing giant", "isn't massive".
const NOT_BIG = /\b(?:hates?|hate|can'?t stand|dislikes?|no more|tired of|sick of|can'?t be|cannot be|shouldn'?t be|should not be|not|isn'?t|is not|nothing|no|won'?t be|not be)\s+(?:(?:too|super|very|really|that|so|a|an|one of those|some)\s+)*(?:huge|big|bulky|giant|massive|enormous|wide|chunky|gigantic|oversized)\b/g;

/**
 * The text with its absences in one plain form: "doesn't connect to the internet" → "no internet",
 * "nothing with bluetooth" → "no bluetooth", "bag-free" → "no bag", "can't be huge" → "compact".
 */
export function withAbsencesPlain(lower: string): string {
  return lower
    .replace(/\b(?:never|doesn'?t|does not|won'?t|will not|can'?t|shouldn'?t|isn'?t|not) (?:go(?:es)?|be|being|stay|stays|need to be|have to be) online\b|\bnot online\b|\bstays? offline\b/g, " no internet ")
    .replace(NOT_BIG, " compact ")
    .replace(new RegExp(VERB_NOT, "g"), " no ")
    .replace(new RegExp(PLAIN_NOT, "g"), " no ")
    .replace(/\b(wi-?fi|bluetooth|bag|app|subscription|ad|ads)[- ]free\b/g, " no $1 ")
    .replace(/\s+/g, " ");
}

/** True when the text leaves something out (a cheap test before the rewrite). */
export const SAYS_ABSENCE = /\b(?:hates?|dislikes?|tired|sick|stand|without|with no|nothing|no|not|never|doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot|shouldn'?t|isn'?t|aren'?t|free|less|minus)\b/;
