// zod shapes for the catalog files. The loader parses every file with these, so a typo in a
// data file fails at start-up (and in the unit tests) instead of producing odd answers.
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, "snake_case slug");
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case id");
const text = z.string().trim().min(1);
const keyword = z.string().min(1).refine((k) => k === k.toLowerCase().trim(), "keywords are lower-case and trimmed");

export const needSchema = z
  .object({
    tag: slug,
    label: text,
    keywords: z.array(keyword).min(1),
    /**
     * A need a product either is built for or is unsuitable for (a jogging stroller, a Mac, an infant
     * car seat): when it is asked, picks come only from products rated for it, never padded with others.
     */
    strict: z.literal(true).optional(),
    /** A child's age range in years this need serves ("for my 4 year old" asks for the needs whose range holds 4). */
    ages: z.tuple([z.number().min(0).max(18), z.number().min(0).max(18)]).optional(),
    /** The need that is asked for when this one is ruled out ("I hate iPhones" → android). */
    opposite: slug.optional(),
    /** The honest reason someone asks for it, answering "why is that better?" in one or two sentences. */
    why: text.optional(),
    /** On a kind: products of this kind are picked only when it is asked for (a spot cleaner is not an everyday vacuum). */
    askOnly: z.literal(true).optional(),
    /**
     * A must-have most of the category meets (runs a school's exam software): it rules a few products
     * out when asked, but meeting it makes no product a specialist, so the everyday ranking ignores it.
     */
    baseline: z.literal(true).optional(),
  })
  .strict();

export const categorySchema = z
  .object({
    slug,
    name: text,
    group: text,
    keywords: z.array(keyword).min(3),
    related: z.array(slug),
    useQuestion: text,
    buyingCriteria: z.array(text).min(5).max(7),
    needs: z.array(needSchema),
    outranks: z.array(slug).optional(),
    /** Product types within the category ("chainsaw", "dutch oven", "4K"): a question naming one gets only those. */
    kinds: z.array(needSchema).optional(),
    /** Needs the category itself can't meet, and the related category that meets them ("hard of hearing" → soundbars). */
    /** How to choose the size ("what size TV for a 10 foot room"), 1–3 plain lines. */
    sizeGuide: z.array(text).min(1).max(3).optional(),
    /** How much storage or memory to get ("is 256 enough?"), 1–3 plain lines. */
    capacityGuide: z.array(text).min(1).max(3).optional(),
    /** The rules for owning or using it ("do I need a license for a drone?"), 1–3 plain lines; US rules. */
    rulesGuide: z.array(text).min(1).max(3).optional(),
    /** Children can use the adult models well (a tablet): a kids' edition is a choice, not a must-have, when what it must do (drawing) needs an adult one. Not set where the kids' version is about safety or fit (volume-limited headphones, kids' bikes). */
    kidsOptional: z.literal(true).optional(),
    /** "can I use my sister's old one?": what makes a used one safe or not, where that is a safety matter (car seats, cribs, helmets). */
    secondhandGuide: z.array(text).min(2).max(5).optional(),
    /** Whether the kind of thing is worth buying at all, or worth paying more for ("are supplements worth it?"), 2–4 plain lines. */
    worthGuide: z.array(text).min(2).max(4).optional(),
    /** Makers and product lines people name for this kind that the catalog doesn't carry ("peloton", "whoop"): asked about by name, they are that maker's model, never our pick. Lowercase single words. */
    otherMakers: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1).optional(),
    betterMetBy: z.array(z.object({ keywords: z.array(keyword).min(1), category: slug, say: text, pointOnly: z.literal(true).optional() }).strict()).optional(),
  })
  .strict();

export const categoriesFileSchema = z
  .object({
    version: z.number().int().positive(),
    note: z.string().optional(),
    globalNeeds: z.array(needSchema).min(1),
    categories: z.array(categorySchema).min(1),
  })
  .strict();

export const productSchema = z
  .object({
    id,
    name: text,
    brand: text,
    category: slug,
    priceBand: z
      .object({
        tier: z.enum(["$", "$$", "$$$", "$$$$"]),
        label: text,
        low: z.number().int().nonnegative(),
        high: z.number().int().positive().nullable(),
      })
      .strict()
      .refine((b) => b.high === null || b.high > b.low, "price band high must be above low"),
    needs: z.array(slug),
    keySpecs: z.array(text).min(2),
    pros: z.array(text).min(2),
    cons: z.array(text).min(1),
    bestFor: text,
    keywords: z.array(keyword).min(2),
    retailer: z.enum(["amazon.com", "bhphotovideo.com"]),
    searchQuery: text,
    reviewedAt: z.iso.date(),
    /** The category's kinds this product is (an Instant Pot is a pressure, slow and rice cooker). */
    kinds: z.array(slug).optional(),
    /** The children's ages in years a product made for kids is sized for (a balance bike: 1.5 to 5). */
    ages: z.tuple([z.number().min(0).max(18), z.number().min(0).max(18)]).optional(),
  })
  .strict();

export const productsFileSchema = z.array(productSchema);

export const uncoveredFileSchema = z.array(
  z.object({
    slug, name: text, keywords: z.array(keyword).min(1), buyingCriteria: z.array(text).min(3).max(7),
    /** Whether the kind of thing works or is worth buying ("does a massage gun actually help?"), 2–4 plain lines, asked before any checklist. */
    worthGuide: z.array(text).min(2).max(4).optional(),
  }).strict(),
);
