// Stated needs: the category's own need tags (wide feet, pet hair, small trunk…) plus the
// global tags every category may use (beginner, kids, travel…), read from the data.
import { categoryBySlug, globalNeeds, type CategoryNeed } from "./catalog-view";
import { hasStem, stems } from "./vocabulary";
import { SAYS_ABSENCE, withAbsencesPlain } from "./absence";

export function needVocabulary(category: string | null): CategoryNeed[] {
  const own = category ? (categoryBySlug(category)?.needs ?? []) : [];
  return [...own, ...globalNeeds().filter((g) => !own.some((n) => n.tag === g.tag))];
}

// "compare the first two", "the last one": ordinals that point at picks, not at a need ("first-time").
const ORDINAL_PICKS = /\b(?:first|last|second|third)\s+(?:two|three|one|ones|pick|picks|option|options|and\s+(?:second|third|last))\b/g;

/** Need tags stated in the text, in vocabulary order (the category's own first). */
// "mac or windows doesn't matter", "either OS is fine", "any brand works": options said not to matter are no need.
const EITHER_IS_FINE = /\b[a-z0-9-]+(?: [a-z0-9-]+)? (?:or|and|vs\.?) [a-z0-9-]+(?: [a-z0-9-]+)?,? (?:(?:really |honestly )?(?:doesn'?t|does not|don'?t|do not) matter|(?:either|both) (?:is|are|works?) (?:fine|ok|okay)|(?:is|are) (?:both )?fine)\b/g;

export function parseNeeds(text: string, category: string | null): string[] {
  const said0 = text.toLowerCase().replace(/[’‘]/g, "'").replace(EITHER_IS_FINE, " ");
  // "doesn't connect to the internet", "nothing with bluetooth": one plain form the keywords are written in.
  const lower = SAYS_ABSENCE.test(said0) ? withAbsencesPlain(said0) : said0;
  const stemmed = stems(lower.replace(ORDINAL_PICKS, " "));
  // "not for travel" / "don't need it to be portable": a need that is ruled out is not a need.
  // "I hate iPhones", "anything but a Mac": ruled out too.
  const negated = (kw: string) => new RegExp(`\\b(?:not|no|isn't|isnt|aren't|arent|other than|except|don't need|dont need|without|hate|hates|don't like|dont like|dislike|can't stand|cant stand|not a fan of|anything but|avoid|sick of|tired of|done with)\\s+(?:\\w+\\s+){0,3}${kw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(stemmed);
  const vocabulary = needVocabulary(category);
  const said = (n: CategoryNeed) => n.keywords.filter((kw) => hasStem(stemmed, kw));
  // A need that is itself an absence ("no wifi", "not a smart tv") is what the negation asks for: never negated.
  const absence = (n: CategoryNeed) => n.keywords.some((k) => k.startsWith("no ") || k.startsWith("not "));
  const tags = vocabulary.filter((n) => said(n).some((kw) => absence(n) || !negated(stems(kw).trim()))).map((n) => n.tag);
  // A ruled-out need with an opposite asks for the opposite: "I hate iPhones" is an Android phone.
  for (const n of vocabulary) {
    if (n.opposite && said(n).length && said(n).every((kw) => negated(stems(kw).trim())) && !tags.includes(n.opposite)) tags.push(n.opposite);
  }
  // "a good first camera", "her first keyboard": a first one is a beginner's.
  if (!tags.includes("beginner") && /\b(?:a|my|our|his|her|their|your|good|best|decent) first (?!time\b|one\b|thing\b|step\b|date\b|day\b|week\b|month\b|year\b|home\b|house\b|apartment\b|baby\b|child\b|kid\b|job\b)[a-z]+/.test(lower) && vocabulary.some((n) => n.tag === "beginner")) tags.push("beginner");
  // "for my 4 year old", "our 18-month-old": the needs whose age range holds that child's age.
  const age = childAge(lower);
  if (age !== null) for (const n of vocabulary) if (n.ages && age >= n.ages[0] && age <= n.ages[1] && !tags.includes(n.tag)) tags.push(n.tag);
  // "for my 6 year old", "my 14-year-old": an age in years under 18 is a child.
  if (!tags.includes("kids") && (age !== null || /\b(?:toddler|preschooler|grandkids?)\b/.test(lower))) tags.push("kids");
  // "phone for my 80 year old dad": an older adult, who usually wants it simple.
  // "my mom, 70", "dad is 82": an age said after who it is.
  const agedAfter = /\b(?:mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|nan|aunt|uncle|mother in law|father in law)\b,?\s+(?:is |who's |who is |she's |he's |turning |age |aged )?([6-9]\d|1[01]\d)\b(?! ?(?:inch|in\b|"|\$|dollars|bucks))/.exec(lower);
  const years = ageInYears(lower) ?? (agedAfter ? Number(agedAfter[1]) : null);
  if (years !== null && years >= 60 && !tags.includes("seniors") && vocabulary.some((n) => n.tag === "seniors")) tags.push("seniors");
  // "FaceTime with the grandkids" for a 70-year-old: the grandkids are not who it's for.
  if (tags.includes("seniors") && age === null) return tags.filter((n) => n !== "kids");
  // "I'm 6'5 and 280 lbs": a tall or heavy person, for categories with such a need (chairs, desks).
  const bigTall = vocabulary.find((n) => /tall/.test(n.tag));
  if (bigTall && !tags.includes(bigTall.tag) && /\b6\s?'\s?[1-9]|\b6 ?(?:ft|foot|feet)\b|\b(?:2[5-9]\d|[34]\d\d) ?(?:lbs?|pounds)\b/.test(lower)) tags.push(bigTall.tag);
  return tags;
}

/** How to say a need in a sentence: "wide feet", "beginners". */
export function needLabel(tag: string, category: string | null): string {
  return needVocabulary(category).find((n) => n.tag === tag)?.label ?? tag.replace(/_/g, " ");
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** An age in years from "4 year old", "four-year-old", "4yo", "80 year old" or "18 month old"; null if none. */
// "my laptop is 7 years old", "the mattress is 10 years old": the age of a thing, not of a person.
const THING_AGE = /\b(?:laptop|computer|pc|macbook|phone|iphone|tablet|ipad|tv|car|truck|mattress|couch|sofa|fridge|washer|dryer|furnace|roof|printer|vacuum|router|camera|console|xbox|playstation|it|this|mine|one|bike|stroller|car seat|blender|microwave|dishwasher|oven)(?:'s| is| was| are)? (?:about |almost |nearly |over |like |maybe |at least |)(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:years?|yrs?)[- ]?old\b/;

export function ageInYears(t: string): number | null {
  if (THING_AGE.test(t)) t = t.replace(THING_AGE, " ");
  const n = (s: string) => NUMBER_WORDS[s] ?? Number(s);
  const years = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:years?|yrs?)[- ]?olds?\b|\b(\d{1,3}) ?yo\b/.exec(t);
  if (years) return n(years[1] ?? years[2]);
  const months = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?months?[- ]?olds?\b/.exec(t);
  if (months) return n(months[1]) / 12;
  // "she's 4 and 40 lbs", "he just turned 7": an age said as a number about a person.
  const said = /\b(?:she's|he's|she is|he is|they're|they are|shes|hes|turning|just turned|turned|aged?) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*(?:$|[,.!?;&]|and\b|now\b|soon\b|next\b|in\b|so\b|but\b|with\b|this\b))/.exec(t);
  return said ? n(said[1]!) : null;
}

/** A child's age in years; an adult's age ("my 80 year old dad") is no child's, so null. */
export function childAge(t: string): number | null {
  const age = ageInYears(t);
  return age !== null && age < 18 ? age : null;
}
