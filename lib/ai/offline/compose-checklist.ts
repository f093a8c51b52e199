// "We're expecting twins, what do we actually need?", "dorm essentials?": a life event people shop for
// all at once gets the short list of what they'll use (and what to skip), with the vetted pick named
// where the catalog has one, instead of a menu or a single category's picks. The lists are data
// (data/checklists.json); this file matches and writes them.
import { z } from "zod";
import { linkFor, productsOf } from "@/lib/ai/request/catalog-view";
import { rankPicks } from "@/lib/ai/request/rank";
import { frameWithVerse } from "./verse";
import { readDataFile } from "@/lib/data-file";

// query: what to rank the category's vetted products by for this item ("sleep mask" among travel accessories).
const itemSchema = z.object({ name: z.string().min(3), why: z.string().min(10), category: z.string().nullable(), query: z.string().optional() });
const checklistSchema = z.object({
  slug: z.string(),
  title: z.string(),
  opening: z.string().min(20),
  items: z.array(itemSchema).min(4),
  skip: z.array(z.string()),
  variants: z.array(z.object({ pattern: z.string(), note: z.string().min(20) })),
  question: z.string().min(10),
  themes: z.array(z.string()).min(1),
  match: z.object({ phrases: z.array(z.string()), patterns: z.array(z.string()) }),
  /** The event said is itself the ask ("I work night shifts, the sun wakes me up"): no what-do-I-need words needed. */
  anyAsk: z.literal(true).optional(),
});
const fileSchema = z.object({ checklists: z.array(checklistSchema) });

/** A checklist with its match and variant patterns compiled once, at load. */
export type Checklist = z.infer<typeof checklistSchema> & { compiled: RegExp[]; variantsCompiled: { re: RegExp; note: string }[] };

let loaded: Checklist[] | null = null;

/** Every checklist; throws on a malformed file (bad data should fail loudly in tests). */
export function checklists(): Checklist[] {
  loaded ??= readDataFile("checklists.json", fileSchema).checklists.map((c) => ({
    ...c,
    compiled: c.match.patterns.map((p) => new RegExp(p)),
    variantsCompiled: c.variants.map((v) => ({ re: new RegExp(v.pattern), note: v.note })),
  }));
  return loaded;
}

// The ask: what to buy, pack or have for it, a checklist, essentials ("what do I need to know" is not one).
const ASK = /\b(?:what (?:all )?(?:do|should|would|will|does|did) (?:i|we|you|they|he|she|one) (?:actually |really |even |absolutely |truly )?(?:need|buy|get|pack|bring|have)(?! to (?:know|do|learn|say|expect|ask|think))|what (?:to|should i|should we) (?:buy|get|pack|bring)|what (?:stuff|things|items|gear|supplies|tools|equipment) (?:do|should|to|will|would)|essentials|checklist|check list|must[- ]?haves?|shopping list|packing list|what (?:goes|should go|should be|needs to be|needs to go) in|list of (?:things|stuff|what)|(?:things|stuff|items) (?:i|we) (?:need|should (?:buy|get|have))|need to (?:buy|get|pack)|what .{0,20}\bneed for\b|anything (?:good|useful|i should get) for|(?:best|good) things? to (?:buy|get) for|what (?:to|should (?:i|we)) (?:get|buy) (?:for|before))/;

/** The checklist a message asks for, or null. */
export function checklistFor(text: string, onlyEvent = false): Checklist | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const asked = ASK.test(t);
  // onlyEvent: a message read as health ("night shifts, can't sleep in the day") takes only a list its event asks for.
  return checklists().find((c) => ((asked && !onlyEvent) || c.anyAsk) && (c.match.phrases.some((p) => t.includes(p)) || c.compiled.some((re) => re.test(t)))) ?? null;
}

function pickLine(category: string, text: string, amazonTag: string | null | undefined, query?: string): string {
  // An item named for one product kind ("sleep mask") takes the vetted product by that name, or none.
  const p = query ? productsOf(category).find((x) => query.split(" ").every((w) => x.name.toLowerCase().includes(w))) : rankPicks({ category, budget: null, needs: [], text, count: 1 }).picks[0];
  return p ? ` _My vetted pick to start with: [${p.name}](${linkFor(p, amazonTag)}) (${p.priceBand.label}; check the current price)._` : "";
}

export function composeChecklist(args: { checklist: Checklist; text: string; seed: string; amazonTag?: string | null }): string {
  const { checklist: c, text } = args;
  const lower = text.toLowerCase();
  const items = c.items.map((item, i) => `${i + 1}. **${item.name}**: ${item.why}${item.category ? pickLine(item.category, text, args.amazonTag, item.query) : ""}`);
  const notes = c.variantsCompiled.filter((v) => v.re.test(lower)).map((v) => v.note);
  const parts = [c.opening, items.join("\n"), ...notes];
  if (c.skip.length) parts.push(`**Often bought, rarely needed:** ${c.skip.join("; ")}.`);
  parts.push(`**One question so I can tailor this:** ${c.question}`);
  parts.push(frameWithVerse(c.themes, args.seed).markdown);
  parts.push("_Ask me about any item on the list and I'll compare the options I've vetted._");
  return parts.join("\n\n");
}
