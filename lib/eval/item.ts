// The labelled question set (eval/*.jsonl): one item per line, validated here so a typo in a
// label fails loudly instead of silently scoring as a pass.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Mirrors SafetyKind of lib/safety (contract 4); a unit test keeps the two in step once both exist. */
export const SAFETY_KINDS = [
  "suicide",
  "self_harm",
  "domestic_violence",
  "child_abuse",
  "sexual_assault",
  "medical_emergency",
  "poisoning_overdose",
  "medication_stop",
  "eating_disorder",
] as const;
export type EvalSafetyKind = (typeof SAFETY_KINDS)[number];

export const ITEM_KINDS = [
  "crisis",
  "lookalike",
  "health",
  "product",
  "no_pick",
  "followup",
  "decision",
  "scripture",
  "adversarial",
  "about",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const text = z.string().trim().min(1).max(2000);

export const expectSchema = z
  .object({
    safety: z.enum(SAFETY_KINDS).nullable().optional(),
    category: z.string().regex(/^[a-z0-9_-]+$/).optional(),
    budgetMax: z.number().positive().optional(),
    budgetMin: z.number().nonnegative().optional(),
    noPick: z.boolean().optional(),
    picksChange: z.boolean().optional(),
    passage: z.string().min(3).optional(),
    mustInclude: z.array(text).optional(),
    mustNotInclude: z.array(text).optional(),
  })
  .strict();

export const evalItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lower-case words joined by dashes"),
    kind: z.enum(ITEM_KINDS),
    turns: z.array(text).min(1).max(6),
    expect: expectSchema,
  })
  .strict()
  .superRefine((item, ctx) => {
    const e = item.expect;
    if (item.kind === "crisis" && !e.safety) ctx.addIssue({ code: "custom", message: "a crisis item names its safety kind" });
    if (item.kind !== "crisis" && e.safety) ctx.addIssue({ code: "custom", message: "only crisis items expect a safety kind" });
    if (e.budgetMin !== undefined && e.budgetMax !== undefined && e.budgetMin > e.budgetMax) {
      ctx.addIssue({ code: "custom", message: "budgetMin is above budgetMax" });
    }
    if (e.noPick && e.category) ctx.addIssue({ code: "custom", message: "noPick and category exclude each other" });
    if (e.picksChange !== undefined && item.turns.length < 2) {
      ctx.addIssue({ code: "custom", message: "picksChange needs at least two turns" });
    }
  });

export type EvalItem = z.infer<typeof evalItemSchema>;

export const evalDir = () => path.join(process.cwd(), "eval");

/** Every item of eval/*.jsonl (and *.json arrays), in file order; throws naming the file and line of a bad item. */
export function loadEvalItems(dir: string = evalDir()): EvalItem[] {
  const items: EvalItem[] = [];
  for (const file of readdirSync(dir).filter((f) => /\.jsonl?$/.test(f)).sort()) {
    const raw = readFileSync(path.join(dir, file), "utf8");
    const entries: [number, unknown][] = file.endsWith(".json")
      ? (JSON.parse(raw) as unknown[]).map((v, i) => [i + 1, v])
      : raw
          .split("\n")
          .map((line, i): [number, string] => [i + 1, line.trim()])
          .filter(([, line]) => line !== "" && !line.startsWith("//"))
          .map(([n, line]) => [n, parseLine(file, n, line)]);
    for (const [n, value] of entries) {
      const parsed = evalItemSchema.safeParse(value);
      if (!parsed.success) throw new Error(`${file}:${n}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      items.push(parsed.data);
    }
  }
  return items;
}

function parseLine(file: string, n: number, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    throw new Error(`${file}:${n}: not JSON (${(error as Error).message})`);
  }
}
