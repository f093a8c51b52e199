// Gift requests by interest ("gift for my dad who likes grilling, under $75"): the interest is
// mapped to the catalog categories that serve it (data/gifts/interests.json), or, when none does,
// to honest ideas. A clear shopping request never gets the generic menu.
import { z } from "zod";
import { categoryBySlug, productsOf } from "./catalog-view";
import { ageInYears } from "./needs";
import { readDataFile } from "@/lib/data-file";

const fileSchema = z.object({
  about: z.string(),
  interests: z.array(
    z.object({
      name: z.string().min(2),
      /** Lower-case words or phrases that name the interest. */
      words: z.array(z.string().min(2)).min(1),
      /** Catalog category slugs that serve it, best first; a unit test checks each exists. */
      categories: z.array(z.string()),
      /** Shown when no category fits. */
      ideas: z.array(z.string().min(5)),
    }),
  ),
});

export type GiftInterest = z.infer<typeof fileSchema>["interests"][number];

const recipientsSchema = z.object({
  about: z.string(),
  recipients: z.array(
    z.object({
      name: z.string().min(2),
      words: z.array(z.string().min(2)).min(1),
      /** The ages in years this person is, read from "my 15 year old nephew" or "she's 70". */
      ages: z.tuple([z.number().min(0), z.number().min(0)]).optional(),
      ideas: z.array(z.string().min(5)).min(3),
      /** Catalog categories that often suit them, offered without links; a unit test checks each exists. */
      vetted: z.array(z.object({ category: z.string(), why: z.string().min(3) })),
    }),
  ),
});

export type GiftRecipient = z.infer<typeof recipientsSchema>["recipients"][number];

let recipients: (GiftRecipient & { re: RegExp })[] | null = null;

/** Every recipient type (data/gifts/recipients.json); throws on a malformed file. */
export function giftRecipients(): (GiftRecipient & { re: RegExp })[] {
  if (!recipients) {
    const parsed = readDataFile("gifts/recipients.json", recipientsSchema);
    recipients = parsed.recipients.map((r) => ({ ...r, re: new RegExp(String.raw`\b(?:${r.words.map((w) => w.replace(/ /g, String.raw`\s+`)).join("|")})\b`) }));
  }
  return recipients;
}

/** "a teacher", "a new mom", "my 15 year old nephew", "my mother in law, she's 70": who the gift is for. */
export function giftRecipient(t: string): GiftRecipient | null {
  const byWords = giftRecipients().find((r) => r.re.test(t));
  if (byWords) return byWords;
  const said = /\b(?:she's|he's|she is|he is|they're|who's|who is|turning|turns)\s+(\d{1,3})\b/.exec(t);
  const age = ageInYears(t) ?? (said ? Number(said[1]) : null);
  return age === null ? null : (giftRecipients().find((r) => r.ages && age >= r.ages[0] && age <= r.ages[1]) ?? null);
}

let interests: (GiftInterest & { re: RegExp })[] | null = null;

/** Every interest; throws on a malformed file so bad data fails loudly in tests. */
export function giftInterests(): (GiftInterest & { re: RegExp })[] {
  if (!interests) {
    const parsed = readDataFile("gifts/interests.json", fileSchema);
    interests = parsed.interests.map((i) => ({ ...i, re: new RegExp(String.raw`\b(?:${i.words.map((w) => w.replace(/ /g, String.raw`\s+`)).join("|")})\b`) }));
  }
  return interests;
}

/** "a gift", "birthday present", "stocking stuffer", "what should I get my dad who…". */
export const GIFT_CUE = /\b(?:(?:impossible|hard|difficult|tough|so hard) to (?:shop|buy) for|(?:has|have|has got) (?:literally )?everything|has it all|gifts?|present|presents|stocking stuffers?|secret santa|white elephant|what (?:should|can|could) (?:i|we) (?:get|buy) (?:my|our|for(?! (?:an? |the |my |our )?(?:\w+ )?(?:pool|house|home|room|kitchen|bathroom|yard|garden|lawn|car|truck|office|apartment|dorm|tank|garage|basement|deck|patio|roof)s?\b))|something for my(?! (?:dog|dogs|cat|cats|puppy|kitten|pet|pets|bird|fish|rabbit|hamster|horse)\b))\b/;
// "what do you get a dad who has everything?": a gift only when it names who it's for.
const WHAT_TO_GIVE = /\bwhat (?:do|would|can|could|should) (?:you|i|we|one) (?:get|buy|give) (?:a|an|my|your|our|someone|somebody)\b/;
// Where the interest is named: "who likes grilling", "she loves coffee", "he's into gaming".
const INTEREST_CUE = /\b(?:likes?|loves?|enjoys?|into|obsessed with|passionate about|big on|crazy about|fan of|hobby is|hobbies are|spends? (?:all )?(?:his|her|their) time)\b\s+(.*)$/;

/** "what about tennis instead", "he's into chess": an interest the data doesn't list, named so the old one isn't reused. */
function unlistedInterest(latest: string): GiftInterest | undefined {
  const named = /\b(?:what|how) about (?:for )?(?:a |an |the )?([a-z][a-z ]{2,20}?)(?: instead)?\s*\??$/.exec(latest)?.[1] ?? INTEREST_CUE.exec(latest)?.[1]?.split(/[,.;!?]| and /)[0]?.trim();
  if (!named || /\b(?:him|her|them|me|it|that|this|under|budget|cheaper|\d)\b/.test(named)) return undefined;
  return { name: named, words: [named], categories: [], ideas: [] };
}

export interface GiftRequest {
  interest: GiftInterest | null;
  /** Other interests named ("likes legos and dinosaurs"), in the order said. */
  also: GiftInterest[];
  /** The first catalog category that serves the interest, when one exists. */
  category: string | null;
  /** Who it's for, when the message says ("a teacher", "a new mom"). */
  recipient: GiftRecipient | null;
}

/** A gift request and the interest it names, or null when the message is not about a gift. */
export function parseGift(t: string, latest?: string): GiftRequest | null {
  if (!GIFT_CUE.test(t) && !(WHAT_TO_GIVE.test(t) && giftRecipient(t))) return null;
  const said = INTEREST_CUE.exec(t)?.[1] ?? t;
  // In a gift thread, an interest named in the newest message replaces the earlier one ("what about golf instead").
  const newer = latest ? (giftInterests().find((i) => i.re.test(latest)) ?? unlistedInterest(latest)) : undefined;
  // Every interest named, in the order said: "likes fishing and grilling" serves both.
  const named = giftInterests().map((i) => ({ i, at: said.search(i.re) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at).map((x) => x.i);
  const recipient = giftRecipient(t);
  // A young child's interest ("a 3 year old who loves painting") is served by a category only when it has something made for children.
  const age = ageInYears(t);
  const young = (age !== null && age <= 7) || /\b(?:toddler|preschooler|baby|infant|kindergartner)\b/.test(t);
  const childAge = age ?? 2;
  const usable = (i: GiftInterest) => i.categories.find((c) => categoryBySlug(c) && (!young || productsOf(c).some((p) => p.ages && childAge >= p.ages[0] && childAge <= p.ages[1]))) ?? null;
  const interest = newer ?? named.find((i) => usable(i)) ?? named[0] ?? null;
  const category = interest ? usable(interest) : null;
  // In a thread, a newly named interest replaces the earlier ones ("what about tennis instead").
  const others = newer && latest ? named.filter((i) => i.re.test(latest)) : named;
  return { interest, also: others.filter((i) => i !== interest).slice(0, 2), category, recipient };
}
