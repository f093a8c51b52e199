// The library of life-decision guides (data/decisions/*.json), validated once at load, and
// matching a question to the guide that fits it. Adding a guide is adding a file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { hasStem, stems } from "./vocabulary";

const guideSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** "guidance" for matters of the heart that aren't a choice between options (forgiving someone,
   * loneliness): the same parts, framed as reflection and help instead of options to weigh. */
  kind: z.enum(["decision", "guidance"]).default("decision"),
  /** Completes "a way to think through …": "whether to lend money to family". */
  title: z.string().min(3),
  match: z.object({
    /** Lower-case phrases; each hit scores its word count. */
    phrases: z.array(z.string().min(2)),
    /** Regular expressions (case-insensitive) for shapes phrases can't catch ("too soon … married"). */
    patterns: z.array(z.string().min(2)),
  }),
  opening: z.string().min(20),
  questions: z.array(z.string().min(10)).min(3),
  costs: z.array(z.string().min(10)).min(1),
  people: z.array(z.string().min(5)).min(1),
  nextStep: z.string().min(20),
  /** Curated references; a unit test resolves each one in the bundled WEB. */
  verses: z.array(z.string()).min(1),
  naveTopics: z.array(z.string()),
  /** Answers to the questions people ask next inside this decision ("how long does this last?", "is it
   * wrong to leave?"): asks is a regular expression (case-insensitive). The general guide's answers serve
   * every guide ("my wife is nervous about it", "my brother won't help"). */
  answers: z.array(z.object({
    asks: z.string().min(2),
    answer: z.string().min(40),
    /** The answer stands in for the guide's opening when it leads a first answer (twelfth pass): the opening
     * speaks to another side of the guide ("grandparents bending the rules" for a grandparent kept away). */
    standalone: z.boolean().default(false),
  })).default([]),
});

export type DecisionGuide = z.infer<typeof guideSchema> & { compiled: RegExp[]; answerPatterns: RegExp[] };

const dir = () => path.join(process.cwd(), "data/decisions");
let guides: DecisionGuide[] | null = null;

/** Every guide, "general" last. Throws on a malformed file: bad data should fail loudly in tests. */
export function decisionGuides(): DecisionGuide[] {
  if (!guides) {
    const files = readdirSync(dir()).filter((f) => f.endsWith(".json")).sort();
    guides = files.map((file) => {
      const parsed = guideSchema.safeParse(JSON.parse(readFileSync(path.join(dir(), file), "utf8")));
      if (!parsed.success) throw new Error(`data/decisions/${file}: ${parsed.error.message}`);
      return { ...parsed.data, compiled: parsed.data.match.patterns.map((p) => new RegExp(p, "i")), answerPatterns: parsed.data.answers.map((x) => new RegExp(x.asks, "i")) };
    });
    guides.sort((a, b) => Number(a.slug === "general") - Number(b.slug === "general"));
  }
  return guides;
}

export function decisionGuide(slug: string): DecisionGuide | null {
  return decisionGuides().find((g) => g.slug === slug) ?? null;
}

const pad = (t: string) => ` ${t.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9'$()\s-]/g, " ").replace(/\s+/g, " ")} `;

/** Score of a guide for the text: phrase hits (by word count) plus 2 per matching pattern. */
export function scoreGuide(guide: DecisionGuide, text: string): number {
  const t = pad(text);
  // Plural-tolerant too: "two job offers" finds "job offer".
  const st = stems(text);
  let score = 0;
  for (const phrase of guide.match.phrases) if (t.includes(` ${phrase} `) || hasStem(st, phrase)) score += phrase.split(" ").length;
  for (const re of guide.compiled) if (re.test(text)) score += 2;
  return score;
}

/**
 * The guide for a turn inside an open decision: the new turn's best guide only replaces the open
 * one when it fits the whole thread better ("dad has dementia" … "thinking of quitting my job to
 * care for him" is still about caring for a parent, not a job offer).
 */
export function guideInThread(text: string, open: { slug: string | null; question: string } | null): DecisionGuide | null {
  const fresh = matchDecisionGuide(text);
  const current = open?.slug ? decisionGuide(open.slug) : null;
  if (!current || current.slug === "general" || !fresh || fresh.slug === current.slug) return fresh ?? null;
  // "both our kids are under 4" in a job-offer thread: a detail the open guide has a written answer for
  // stays in it, unless the new turn is strongly about another decision on its own (twelfth pass).
  if (current.answerPatterns.some((re) => re.test(text.replace(/[’‘]/g, "'"))) && scoreGuide(fresh, text) < 4) return current;
  const whole = `${open!.question} ${text}`;
  return scoreGuide(current, whole) >= scoreGuide(fresh, whole) ? current : fresh;
}

/** The best-fitting specific guide, or null (the caller falls back to "general"). */
export function matchDecisionGuide(text: string): DecisionGuide | null {
  let best: DecisionGuide | null = null;
  let bestScore = 0;
  for (const guide of decisionGuides()) {
    if (guide.slug === "general") continue;
    const score = scoreGuide(guide, text);
    if (score > bestScore) [best, bestScore] = [guide, score];
  }
  return best;
}
