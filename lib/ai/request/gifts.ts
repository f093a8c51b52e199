// Gift requests by interest ("gift for my dad who likes grilling, under $75"): the interest is
// mapped to the catalog categories that serve it (data/gifts/interests.json), or, when none does,
// to honest ideas. A clear shopping request never gets the generic menu.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { categoryBySlug } from "./catalog-view";

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

let interests: (GiftInterest & { re: RegExp })[] | null = null;

/** Every interest; throws on a malformed file so bad data fails loudly in tests. */
export function giftInterests(): (GiftInterest & { re: RegExp })[] {
  if (!interests) {
    const parsed = fileSchema.parse(JSON.parse(readFileSync(path.join(process.cwd(), "data/gifts/interests.json"), "utf8")));
    interests = parsed.interests.map((i) => ({ ...i, re: new RegExp(String.raw`\b(?:${i.words.map((w) => w.replace(/ /g, String.raw`\s+`)).join("|")})\b`) }));
  }
  return interests;
}

/** "a gift", "birthday present", "stocking stuffer", "what should I get my dad who…". */
export const GIFT_CUE = /\b(?:gifts?|present|presents|stocking stuffers?|what (?:should|can|could) (?:i|we) (?:get|buy) (?:my|our|for(?! (?:an? |the |my |our )?(?:\w+ )?(?:pool|house|home|room|kitchen|bathroom|yard|garden|lawn|car|truck|office|apartment|dorm|tank|garage|basement|deck|patio|roof)s?\b))|something for my)\b/;
// Where the interest is named: "who likes grilling", "she loves coffee", "he's into gaming".
const INTEREST_CUE = /\b(?:likes?|loves?|enjoys?|into|obsessed with|passionate about|big on|crazy about|fan of|hobby is|hobbies are|spends? (?:all )?(?:his|her|their) time)\b\s+(.*)$/;

export interface GiftRequest {
  interest: GiftInterest | null;
  /** The first catalog category that serves the interest, when one exists. */
  category: string | null;
}

/** A gift request and the interest it names, or null when the message is not about a gift. */
export function parseGift(t: string): GiftRequest | null {
  if (!GIFT_CUE.test(t)) return null;
  const said = INTEREST_CUE.exec(t)?.[1] ?? t;
  const interest = giftInterests().find((i) => i.re.test(said)) ?? null;
  const category = interest?.categories.find((c) => categoryBySlug(c)) ?? null;
  return { interest, category };
}
