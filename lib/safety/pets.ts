// A pet in danger ("our dog ate rat poison", "my cat is having a seizure") needs the vet and the
// animal poison lines, not the human Poison Control card or 911. Only when the animal is clearly the
// one who ate or is hurt, and no person is: "I ate rat poison and so did my dog" stays a person's crisis.
const PET = String.raw`\b(?:dog|dogs|puppy|puppies|cat|cats|kitten|kittens|pet|pets|bird|rabbit|bunny|ferret|hamster|guinea pig)\b`;
const ATE_WORDS = "ate|eaten|eat|swallowed|ingested|chewed|got into|licked|drank";
const ATE = String.raw`\b(?:${ATE_WORDS})\b`;
const TOXIC = String.raw`\b(?:chocolate|grapes?|raisins?|xylitol|sugar[- ]free gum|gum|onions?|garlic|antifreeze|ibuprofen|advil|tylenol|acetaminophen|aspirin|pills?|medications?|medicine|meds|rat poison|mouse poison|poison|bleach|cleaner|detergent|lil(?:y|ies)|macadamia|weed|marijuana|edibles?|batter(?:y|ies)|socks?|string|bones?|cigarettes?|nicotine|vape)\b`;
const HURT = String.raw`\b(?:hit by a car|having a seizure|seizures?|not breathing|can'?t breathe|bleeding (?:a lot|badly|heavily)|collapsed|won'?t wake up|bloated|swollen belly|can'?t stand|(?:bit|bitten) by a (?:snake|rattlesnake|rattler|copperhead|cottonmouth|water moccasin|coral snake)|snake ?bite|stung by (?:a )?(?:bee|wasp|hornet)s?|(?:face|muzzle|snout|eye) (?:is )?(?:swelling|swollen|puffing up)|swollen (?:face|muzzle|snout)|hives)\b`;

const PET_IN_DANGER = new RegExp(`${PET}[^.?!]{0,60}${ATE}[^.?!]{0,40}${TOXIC}|${PET}[^.?!]{0,60}${HURT}`, "i");
/** The pet itself is the subject: "dog ate", "cat just licked", "puppy got into". */
const PET_SUBJECT = new RegExp(`${PET}\\s+(?:\\w+\\s+){0,2}?(?:${ATE_WORDS}|is|was|has|had|just|might|may|got)\\b`, "i");
/** A person is in it: a family member named anywhere, or "I ate", "we drank", "she took", "I'm having". */
const PERSON_NAMED = /\b(?:son|daughter|kids?|child|children|baby|toddler|boy|girl|teen|teenager|husband|wife|partner|mom|dad|mother|father|friend|roommate|brother|sister|grandma|grandpa|grandmother|grandfather|myself|himself|herself)\b|\bmy (?:face|throat|lips|tongue|mouth|skin|chest|arm|hand|leg|head|eyes?)\b/i;
const PERSON_ACTS = /\b(?:i|i've|i'm|we|he|she|they)\s+(?:\w+\s+)?(?:ate|eaten|took|taken|swallowed|drank|ingested|overdosed|od'?d|am|are|is|feel|feels|can'?t|having|have|had)\b/i;

/** True when the message is about an animal in danger and not about a person. */
export function petInDanger(text: string): boolean {
  return PET_IN_DANGER.test(text) && PET_SUBJECT.test(text) && !PERSON_NAMED.test(text) && !PERSON_ACTS.test(text);
}

// "my neighbor's dog is being neglected", "the dog next door is chained outside with no water": an animal's
// welfare, for animal control, not a child's card. A child named anywhere keeps the child's reading.
const NEGLECT = String.raw`\b(?:neglect\w*|starv\w*|abus\w*|mistreat\w*|chained (?:up|outside|all day)|left (?:outside|out) (?:in the|all)|no (?:food|water|shelter)|skin and bones|beat(?:s|ing|en)? (?:him|her|it|the)|kick(?:s|ing|ed)? (?:him|her|it|the))`;
const ANIMAL_NEGLECT = new RegExp(`${PET}[^.?!]{0,60}${NEGLECT}|${NEGLECT}[^.?!]{0,40}${PET}`, "i");
const CHILD_NAMED = /\b(?:son|daughter|kids?|child|children|baby|babies|toddler|infant|boy|girl|teen|teenager|minor|student|grand(?:son|daughter|kids?|child))\b/i;

/** True when the message is about an animal being neglected or mistreated, with no child in it. */
export function animalNeglect(text: string): boolean {
  return ANIMAL_NEGLECT.test(text) && !CHILD_NAMED.test(text);
}
