// "cheap way to keep my car from freezing up", "how do I keep my pipes from freezing", "toilet keeps
// running": an everyday home or car fix gets the safe steps most people can do themselves and when to
// stop and call someone (data/howto.json), instead of the thinking partner's general questions. A
// repair nothing here covers gets an honest "I have no tested steps for that" with the safe way to
// find them, never made-up instructions.
import { z } from "zod";
import { frameWithReferences } from "./verse";
import { readDataFile } from "@/lib/data-file";

const howToSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(5),
  opening: z.string().min(20),
  steps: z.array(z.string().min(20)).min(3),
  callPro: z.array(z.string().min(20)).min(1),
  /** What comes before the steps when it matters (carbon monoxide, live wiring). */
  safety: z.string().min(20).nullable(),
  verses: z.array(z.string()).min(1),
  match: z.object({ phrases: z.array(z.string().min(3)), patterns: z.array(z.string().min(3)) }),
});
const fileSchema = z.object({ howtos: z.array(howToSchema) });

export type HowTo = z.infer<typeof howToSchema> & { compiled: RegExp[] };

let loaded: HowTo[] | null = null;

/** Every how-to; throws on a malformed file (bad data should fail loudly in tests). */
export function howTos(): HowTo[] {
  loaded ??= readDataFile("howto.json", fileSchema).howtos.map((h) => ({ ...h, compiled: h.match.patterns.map((p) => new RegExp(p)) }));
  return loaded;
}

// Asking how, or saying the trouble is happening now ("my pipes froze", "the toilet keeps running").
const ASKS_HOW = /\b(?:how (?:do|can|should|would|to|could)|what (?:do|should|can) (?:i|we) do|(?:cheap|cheapest|easy|easiest|best|good|quick|safe|any) ways?\b|ways? to|tips?\b|tricks?\b|advice|help|keep (?:it|my|the|our)\b.{0,30}\bfrom|prevent\w*|stop\w*|fix\w*|won'?t|wont|keeps?|froze|frozen|burst|clogged|tripp?ed|died|is out|went out|chirp\w*|is there a way|anything i can do)\b/;
// Asking for a thing to buy ("best ice melt for pets", "recommend a jump starter"): the shopping readers answer that.
const BUY_ASK = /\b(?:buy|buying|purchase|recommend\w*|which (?:brand|one|model)|under \$|\$\d|best (?!way|ways|thing|things|time|practice)[a-z]+|good (?:brand|one to get)|what (?:brand|model))\b/;

const lower = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");

/** The home or car how-to a message asks about, or null. */
export function howToAsked(text: string): HowTo | null {
  const t = lower(text);
  if (BUY_ASK.test(t)) return null;
  const asks = ASKS_HOW.test(t);
  let best: HowTo | null = null;
  let bestScore = 0;
  for (const h of howTos()) {
    let score = 0;
    for (const p of h.match.phrases) if (t.includes(p)) score += p.split(" ").length;
    for (const re of h.compiled) if (re.test(t)) score += 2;
    if (score > bestScore) [best, bestScore] = [h, score];
  }
  // "there's a musty smell in our basement": the trouble said plainly asks for help with it too.
  return asks || bestScore >= 2 ? best : null;
}

/** The answer for a how-to: safety first when it matters, the steps, when to call someone, a verse. */
export function composeHowTo(howTo: HowTo, seed: string): string {
  const verse = frameWithReferences(howTo.verses, seed, "Doing the small things ahead of time is old wisdom:");
  return [
    howTo.safety ? `**Safety first:** ${howTo.safety}` : "",
    howTo.opening,
    howTo.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
    `**When to stop and call someone:**\n${howTo.callPro.map((c) => `- ${c}`).join("\n")}`,
    "If you tell me more (what you've tried, what you see or hear), I can help you narrow it down.",
    verse.markdown,
  ].filter(Boolean).join("\n\n");
}

// A repair asked about that no how-to covers: fixing or installing a thing in a home or car.
const REPAIR = /\bhow (?:do|can|should|would) (?:i|we|you)\b.{0,12}\b(?:fix|repair|replace|install|unclog|patch|seal|caulk|rewire|wire|reset|reattach|tighten|adjust)\b.{0,40}\b(?:sink|faucet|toilet|shower|tub|drain|pipe|water heater|furnace|thermostat|dishwasher|washer|dryer|fridge|refrigerator|oven|stove|garbage disposal|outlet|light switch|light fixture|ceiling fan|door|hinge|lock|window|drywall|wall|roof|gutter|fence|deck|floor|tile|cabinet|car|tire|brakes?|headlight|wiper|engine|transmission|ac|air conditioner|heat pump)s?\b/;

/** True when the message asks how to fix or install something at home or on a car (no how-to covers it). */
export function repairAsked(text: string): boolean {
  const t = lower(text);
  return REPAIR.test(t) && !BUY_ASK.test(t);
}

/** The honest answer to a repair I have no tested steps for: no invented instructions. */
export function composeRepairHonest(seed: string): string {
  const verse = frameWithReferences(["Proverbs 15:22", "Ecclesiastes 10:10"], seed, "Getting the right counsel is half the job:");
  return [
    "I don't have tested step-by-step instructions for that repair, and a repair done from a guess can cost more than the part, so I won't make them up. Here's how to get good ones, and how to stay safe while you do it:",
    [
      "- **The maker's own instructions first:** the manual (search the model number, usually on a sticker inside a door or on the back) and the maker's support videos.",
      "- **Cut the power, water or gas to what you're working on** before you open it up, and check it's really off.",
      "- **Ask at a hardware or auto parts store:** bring the old part or a photo; the staff there answer this all day, often for free.",
      "- **Call a licensed pro** for gas lines and appliances, the electrical panel or new wiring, anything structural or on a roof, and brakes or steering on a car.",
      "- **Renting?** Repairs to the building and its appliances are usually the landlord's: ask in writing before you fix it yourself.",
    ].join("\n"),
    "If you tell me what you've got and what it's doing, I can help you decide whether it's a do-it-yourself job, what to ask the store or a pro, or whether it's worth repairing at all.",
    verse.markdown,
  ].join("\n\n");
}
