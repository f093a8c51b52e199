// "can't afford Christmas presents this year", "behind on rent and my kid needs new shoes": money
// trouble around a gift or a needed thing. A thoughtful answer (data/catalog/tight-money.json):
// how to give little, where to get the thing for little or nothing, help with the pressure behind
// it, and no pick list. Picks only if they ask for the most affordable one afterwards.
import { z } from "zod";
import type { TightMoney } from "@/lib/ai/request/tight-money";
import { frameWithVerse } from "./verse";
import { plain, type Composed } from "./types";
import { readDataFile } from "@/lib/data-file";

const fileSchema = z.object({
  note: z.string(),
  gifts: z.object({ opening: z.string().min(20), lines: z.array(z.string().min(20)).min(2) }).strict(),
  bills: z.array(z.string().min(20)).min(1),
  needOpening: z.string().min(10),
  needLines: z.array(z.string().min(20)).min(1),
  /** Lines for a particular need: the key is a regex source tested on the thing named. */
  needs: z.record(z.string(), z.string().min(20)),
  closing: z.string().min(10),
}).strict();

let loaded: z.infer<typeof fileSchema> | null = null;
const data = () => (loaded ??= readDataFile("catalog/tight-money.json", fileSchema));

export function composeTightMoney(m: TightMoney, question: string, seed: string): Composed {
  const d = data();
  const parts: string[] = [];
  if (m.gifts && !m.need) {
    const occasion = /\bbirthday/i.test(question) && !/\b(?:christmas|xmas)\b/i.test(question) ? "a birthday" : /\b(?:christmas|xmas|santa|stocking)/i.test(question) ? "Christmas" : "the holidays";
    parts.push(d.gifts.opening.replace("{occasion}", occasion), d.gifts.lines.map((l) => `- ${l}`).join("\n"));
    if (m.bills) parts.push(d.bills.map((l) => `- ${l}`).join("\n"));
  } else {
    const need = m.need ?? "things you need";
    const key = Object.keys(d.needs).find((k) => new RegExp(`^(?:${k})$`).test(need));
    const lines = [...(m.bills ? d.bills : []), ...(key ? [d.needs[key]] : []), ...d.needLines.filter((l) => !key || !l.includes("{need}")).map((l) => l.replace("{need}", need))];
    parts.push(d.needOpening, lines.map((l) => `- ${l}`).join("\n"));
  }
  parts.push(d.closing);
  const verse = frameWithVerse(m.gifts && !m.bills ? ["generosity", "contentment"] : ["anxiety", "comfort", "trust"], seed);
  parts.push(verse.markdown);
  return plain(parts.join("\n\n"), "general", [verse.passage.reference]);
}
