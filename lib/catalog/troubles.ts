// Problems with a thing someone already owns (data/catalog/troubles.json): "my printer keeps saying
// offline", "I deleted all my photos by accident", "how do I clean a cast iron pan". They get help
// with the problem and no pick list: products are the wrong answer to a broken or lost thing.
import { z } from "zod";
import { categoryOf } from "@/lib/ai/request/category";
import { categoryBySlug } from "@/lib/ai/request/catalog-view";
import { readDataFile } from "@/lib/data-file";

const troubleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(3),
  patterns: z.array(z.string().min(5)).min(1),
  opening: z.string().min(20),
  steps: z.array(z.string().min(20)).min(2),
  afterwards: z.string().min(20).optional(),
  /** The steps are written for these things (a regex source); other things get the fallback steps after their own line. */
  stepsFor: z.string().optional(),
  /** Care and wear questions: a particular thing's line is the whole answer, without the general steps. */
  extraOnly: z.boolean().optional(),
  /** Said of no device: lost photos, a smell in the house. */
  anyThing: z.boolean().optional(),
  /** Lines for a particular thing: the key is a regex source tested on the thing named ("printer", "cast iron|skillet"). */
  extra: z.record(z.string(), z.string().min(20)).optional(),
  /** Answered even when the message also asks to buy a new one: a safety problem first (sparks), or a warranty that may pay for it. */
  urgent: z.boolean().optional(),
}).strict();
const fileSchema = z.object({
  note: z.string(),
  troubles: z.array(troubleSchema).min(1),
  fallback: z.object({ opening: z.string().min(20), steps: z.array(z.string().min(20)).min(2) }).strict(),
}).strict();

export type Trouble = z.infer<typeof troubleSchema> & { match: RegExp[] };
export type TroubleFile = { troubles: Trouble[]; fallback: z.infer<typeof fileSchema>["fallback"] };

let loaded: TroubleFile | null = null;
export function troubleData(): TroubleFile {
  if (!loaded) {
    const file = readDataFile("catalog/troubles.json", fileSchema);
    loaded = { troubles: file.troubles.map((t) => ({ ...t, match: t.patterns.map((p) => new RegExp(p)) })), fallback: file.fallback };
  }
  return loaded;
}

// Things people own and have trouble with. Cars, plumbing and bodies are left to other answers
// ("my car won't start" is a mechanic's; "my knee makes a clicking noise" is a health question).
const THING = /\b(?:outlets?|car seats?|joy-?cons?|dualsense|gamepad|stanley(?: cup)?|yeti|cups?|mugs?|water bottles?|bottles?|thermos|tumbler|hydro ?flask|travel mug|lunch ?box|controllers?|paperwhite|kobo|galaxy buds|pixel buds|beats|bose|sonos|shark|bissell|garmin|oura|gopro|shoes?|sneakers?|helmets?|filters?|brush heads?|toothbrush|pillows?|tires?|basket|coating|nonstick|non-stick|i?phone|cell ?phone|android|galaxy|pixel|laptop|computer|pc|desktop|macbook|chromebook|tablet|ipad|kindle|e-?reader|printer|router|modem|wi-?fi|internet|tv|television|roku|fire ?stick|chromecast|apple tv|xbox|playstation|ps[345]|nintendo switch|switch|console|controller|headphones|headset|earbuds|airpods|speaker|soundbar|smart ?watch|apple watch|fitbit|watch|camera|drone|roomba|robot vacuum|robot|vacuum|dyson|fridge|refrigerator|freezer|washer|washing machine|dryer|dishwasher|microwave|oven|air fryer|instant pot|pressure cooker|blender|vitamix|coffee maker|coffee machine|espresso machine|keurig|nespresso|toaster|stand mixer|mixer|kitchenaid|humidifier|air purifier|dehumidifier|thermostat|doorbell|alexa|echo|google home|nest|smart plug|lawn ?mower|mower|leaf blower|trimmer|drill|treadmill|peloton|exercise bike|keyboard|mouse|monitor|hard drive|ssd|battery|charger|remote|baby monitor|e-?bike|scooter|cast iron|skillet|pan|pans|pot|pots|knife|knives|cutting board|sneakers|running shoes|shoes|boots|mattress|weighted blanket|blanket|pillow|grill|sd card|usb|icloud|google photos)\b/;
// Asking what to buy (a replacement, an upgrade, a recommendation) is shopping, answered as shopping.
const BUYING = /\b(?:recommend\w*|suggest\w*|best(?! (?:way|time|method|practice))|which (?:one|model|brand)|what (?:\w+ ){0,2}should (?:i|we) (?:get|buy)|looking for|(?:need|get|buy|getting|buying|want) (?:a |an )?(?:new|replacement|better|different)|replace (?:it|him|her|them|mine)|replacement|upgrade|worth (?:fixing|repairing|it)|fix (?:it )?or (?:buy|replace|get)|quieter|cheaper|alternatives?|new one|another (?:one|model|brand))\b|\bunder \$?\d|\$\d|\bwhat (?!now\b|next\b|happened\b|else\b|gives\b|do\b|to\b|is\b|should\b|helps?\b|works?\b|can\b|could\b)(?:kind of |type of |brand of )?[a-z-]+(?: [a-z-]+)?\s*\?*\s*$/;
// Someone's body or a pet, never a device: "my stomach makes noise", "my baby won't stop crying".
const NOT_A_THING = /\b(?:baby|babies|toddler|kid|son|daughter|husband|wife|dog|cat|puppy|kitten|stomach|knee|back|ear|ears|teeth|tooth|skin|face|hair|wound|cut|body|brain|(?<!brush )head|ankles?|foot|feet|legs?|arms?|hands?|fingers?|toes?|eyes?|lips?|gums?|throat|belly|joints?|wrists?|neck|shoulders?|breasts?|glands?|lymph|tongue|cheek|jaw)\b(?!\s*(?:monitor|'s (?:phone|tablet|ipad|laptop|kindle|car seat|stroller)))/;

export type TroubleAsk = { trouble: Trouble | null; thing: string | null };

/** The problem a message describes with a thing the person has, or null (a shopping ask, a body, no thing). */
// "dehumidifier for a basement that smells musty": a message led by a thing for a use asks for one.
const LED_BY_ASK = /^(?:(?:i need|need|looking for|want|i want)\s+)?(?:a |an |some )?(?!my\b|our\b|the\b|his\b|her\b)[a-z][a-z -]{2,30} for (?:a |an |my |our |the |his |her )/;

// "need a baby monitor that doesn't connect to the internet": a thing wanted, described by what it must (not) do.
const WANTED_THAT = /\b(?:i need|need|i want|want|looking for|shopping for|in the market for) (?:a|an) (?!way\b|fix\b|solution\b|hand\b|tech\b|repair\w*\b)[a-z][a-z -]{1,30}? (?:that|which|without|with no|with)\b/;

export function troubleAsked(text: string): TroubleAsk | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  // "my microwave sparks, should I buy a new one?": a safety problem comes first, the shopping after it.
  const urgent = /\b(?:my|our|the)\b/.test(t) && !WANTED_THAT.test(t) ? troubleData().troubles.filter((tr) => tr.urgent && tr.match.some((re) => re.test(t))) : [];
  if (!urgent.length && (BUYING.test(t) || LED_BY_ASK.test(t) || WANTED_THAT.test(t))) return null;
  // "fitness watch that doesn't need charging every night": a message that opens on a kind of thing and says what it must do.
  const opensOnKind = /^(?:(?:i need|need|looking for|i want|want|best|a good|good|any)\s+)?(?:a |an |some )?([a-z][a-z -]{2,30}?) (?:that|which)\b/.exec(t)?.[1];
  if (!urgent.length && opensOnKind && !/\b(?:my|our|his|her|the)\b/.test(opensOnKind) && categoryOf(opensOnKind)) return null;
  const said = urgent.length ? urgent : troubleData().troubles.filter((tr) => tr.match.some((re) => re.test(t)));
  if (!said.length) return null;
  // A model named by itself ("my paperwhite", "the galaxy buds") is a device of its category.
  const modelOf = categoryOf(text);
  const thing = THING.exec(t)?.[0] ?? (modelOf ? (categoryBySlug(modelOf)?.name.toLowerCase() ?? null) : null);
  // Lost photos and a smelly house need no device named ("I deleted all my photos by accident"); the rest do,
  // and a body or a person named with it ("my knee is making a clicking noise") is not a device.
  // "only plays in one ear" says which side of the earbuds, not a body to help.
  const said_ = t.replace(/\b(?:in|out of|from) (?:one|my|his|her|their|your|my left|my right|the left|the right|either|each|both) ears?\b/g, " ");
  const body = NOT_A_THING.test(said_) && !/\bbatter(?:y|ies)\b/.test(t) && !/\b(?:my|our|the|his|her|their)\s+(?:\w+\s+)?(?:phone|laptop|tablet|ipad|printer|tv|computer)\b/.test(t);
  // The first trouble said that fits: "my car smells like smoke" is no device's burning smell, but a smell in the car.
  const found = said.find((tr) => tr.anyThing || (thing !== null && !body
    // "my ankle is swollen": a body part swollen is never a battery, whatever device the message names.
    && !(tr.slug === "swollen_battery" && NOT_A_THING.test(t) && !/\bbatter(?:y|ies)\b/.test(t)))) ?? null;
  return found ? { trouble: found, thing } : null;
}

/** The lines for this thing, if the trouble keeps any ("printer", "cast iron"). */
export function troubleExtra(trouble: Trouble, thing: string | null, text: string): string | null {
  // The thing named decides first ("my epson printer on wifi" is the printer's line, not the router's).
  const keys = Object.keys(trouble.extra ?? {});
  const fits = (said: string) => keys.find((k) => new RegExp(`\\b(?:${k})`).test(said));
  const key = (thing ? fits(thing) : undefined) ?? fits(text.toLowerCase());
  return key ? trouble.extra![key] : null;
}
