// An accessory or consumable for a thing we carry ("a filter for my air purifier", "vacuum bags",
// "ipad case") is not that thing: showing air purifiers to someone who owns one answers nothing.
// With no vetted accessory, the answer is an honest no-pick named after the accessory.
import { categoryBySlug } from "./catalog-view";
import { categoryOf } from "./category";
import { parseKind } from "./kinds";

// Parts, cases and refills people buy for something they already own (singular or plural).
const PART = String.raw`(?:(?:replacement|spare|extra|new|hepa)\s+)?(?:screen protectors?|protectors?|cases?|covers?|skins?|sleeves?|filters?|bags?|stands?|mounts?|arms?|docks?|straps?|bands?|chargers?|charging cables?|cables?|cords?|(?:replacement|spare|extra|new) batter(?:y|ies)|batter(?:y|ies) replacements?|(?:side |roller |main )?brush(?:es| rolls?)?(?! heads?)|remotes?|pods|k-?cups|refills?|cartridges?|ink|toner|blades?|(?:brush )?heads|attachments?|accessor(?:y|ies)|parts?|pads?|ear ?tips|tips|liners?|baskets?|carafes?|lids?|bulbs?|locks?|helmets?|tires?|tubes?|belts?|spark plugs?|air filters?|blades?)`;
const FOR_THING = new RegExp(String.raw`\b(${PART})\s+(?:for|to fit|that fits?|that goes with|to go with)\s+(?:my|a|an|the|our|his|her|their|your)?\s*((?:[a-z0-9'-]+\s+){0,2}[a-z0-9'-]+)`);
const THING_PART = new RegExp(String.raw`\b((?:[a-z0-9'-]+\s+){0,2}?[a-z0-9'-]+)\s+(${PART})\b`);

const CONSUMABLE = /\b(?:pods|k-?cups|capsules?|filters?|bags|ink|toner|refills?|cartridges?|heads|liners?)\b/;
const CONNECTOR = /\b(?:with|and|or|plus|for|in|on|to|that|which|has|have|is|it|its|comes?)\b/;
const STOP = new Set(["a", "an", "the", "my", "our", "new", "good", "best", "cheap", "some", "need", "want", "buy", "get", "for", "any", "of", "to", "instead", "too", "please", "now", "then", "again"]);

/**
 * "replacement filter for my air purifier" → "air purifier replacement filter"; "vacuum bags" → "vacuum bags".
 * Null when the words name a category of their own ("phone case", "laptop bag", "screen protector")
 * or a kind of the thing ("carpet cleaner"), or when the thing is not a category we carry.
 */
// "a vacuum without a bag", "a printer with no cartridges": a part said to be absent is no part asked for.
const ABSENT_PART = new RegExp(String.raw`\b(?:without|with no|no|nothing with|doesn'?t (?:use|need|take|have)) (?:a |an |the |any )?${PART}\b`, "g");

export function accessoryAsked(text: string): string | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'").replace(ABSENT_PART, " ");
  // Only when the message would otherwise be read as the thing itself: "my phone battery is dead,
  // what power bank?" is already a phone accessory, "a case for my phone" too.
  const readAs = categoryOf(text);
  if (!readAs) return null;
  const forThing = FOR_THING.exec(t);
  const before = THING_PART.exec(t);
  // "a phone case for my iPhone" is read at "phone case" first: a category of its own settles it.
  const candidates: { part: string; thing: string; forIt: boolean }[] = [];
  if (before) candidates.push({ part: before[2], thing: before[1], forIt: false });
  if (forThing) candidates.push({ part: forThing[1], thing: forThing[2], forIt: true });
  for (const { part, thing, forIt } of candidates) {
    // "headphones with a case": only the words right before the part name what it is for.
    // "pods for my keurig k-elite that are cheap": after the part, only the words up to the first connector.
    const words = (forIt ? thing.split(CONNECTOR)[0]! : thing.split(CONNECTOR).at(-1)!).split(/\s+/).filter((w) => w && !STOP.has(w));
    // The shortest run of words before the part that names a category ("phone" in "ugh my phone"),
    // lengthened only when that names a more specific one ("robot vacuum", not "vacuum").
    let named = "";
    let of: string | null = null;
    for (let i = words.length - 1; i >= 0; i--) {
      const longer = words.slice(i).join(" ");
      const c = categoryOf(longer);
      if (c && c !== of) [named, of] = [longer, c];
    }
    if (!of) continue;
    // "the charger for my laptop": read as chargers (a phone accessory) only because of the part's own name, the thing decides.
    if (of !== readAs && categoryOf(part) !== readAs) return null;
    const whole = `${named} ${part.replace(/^(?:new|extra|spare)\s+/, "")}`;
    // "phone case" is a phone accessory, "laptop bag" a backpack: a category of its own, so no override.
    // "an extra battery for my drill": said to be for the thing, only the whole phrase can name a category of its own.
    const own = (forIt ? null : categoryOf(part)) ?? categoryOf(whole);
    // "carpet cleaner" is a kind of vacuum; "coffee pods" are a refill even where "pods" names a kind of machine.
    if ((own && own !== of) || (parseKind(part, of) && !CONSUMABLE.test(part))) return null;
    if (categoryBySlug(of)?.keywords.includes(whole)) return null;
    return whole.replace(/\s+/g, " ").trim();
  }
  return null;
}

/** What to look for in an accessory or part (no vetted picks, so no links); filter and power lines only when they apply. */
export function accessoryCriteria(name: string): string[] {
  const n = name.toLowerCase();
  return [
    "Match it to your exact model: the model number is usually on a label underneath or on the back, and \"fits most\" often doesn't.",
    "The maker's own (OEM) part is the safe default; a third-party one can be fine, but read reviews from owners of your model about fit and quality.",
    ...(/filter/.test(n) ? ["Know the rating you need (true HEPA, MERV) and how often it should be changed, and count that in the running cost."] : []),
    ...(/charg|cable|cord|batter/.test(n) ? ["Look for safety certification (UL or ETL) and the wattage your device supports; cheap unbranded ones are a fire risk."] : []),
    ...(/helmet/.test(n) ? ["Look for a safety certification sticker (CPSC in the US) and replace a helmet after any crash."] : []),
    "Consumables (filters, bags, pods, ink, heads) cost more over the years than the part itself: compare the price per use, not per box.",
    "Check the return window in case it doesn't fit.",
  ];
}

/** True for a no-pick name that came from `accessoryAsked`. */
export const isAccessoryPhrase = (name: string) => new RegExp(String.raw`\b${PART}$`).test(name.toLowerCase());
