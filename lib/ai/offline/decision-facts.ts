// Facts added to a decision (thirteenth pass). "should I take the job in Denver" … "we have a 2 year old and my
// parents live 10 minutes away": a later turn that adds a fact used to get the guide's questions reordered. The
// kinds of fact (little children, money tight, a spouse against it, age, frailty, a health condition, distance…)
// and what each means for a decision live in data/decision-facts.json; here they are found in a turn and said.
import { z } from "zod";
import { readDataFile } from "@/lib/data-file";

const effect = z.object({ means: z.string().min(40).optional(), asks: z.string().min(20).optional(), step: z.string().min(20).optional() });
const factSchema = z.object({
  kind: z.string().regex(/^[a-z0-9-]+$/),
  /** Names the fact in the answer ("Money is tight"). */
  label: z.string().min(3),
  patterns: z.array(z.string().min(2)).min(1),
  /** What this kind of fact changes in a decision: which option it favours or rules out. */
  means: z.string().min(40),
  /** The new question it raises. */
  asks: z.string().min(20),
  /** A next step that fits it. */
  step: z.string().min(20),
  /** What it means for one guide's options, by guide slug; a field left out falls back to the kind's own. */
  guides: z.record(z.string(), effect).default({}),
  /** When set, the kind's own words fit only these guides (a partner's faith is no news in a child's faith guide);
   * elsewhere the fact counts only where `guides` has words for it. */
  onlyFor: z.array(z.string()).optional(),
});
const fileSchema = z.object({ about: z.string(), facts: z.array(factSchema).min(1) });

export type DecisionFact = z.infer<typeof factSchema> & { compiled: RegExp[] };
/** A fact found in a turn, said for the guide it was added to. */
export type FactEffect = { kind: string; label: string; means: string; asks: string; step: string; /** The guide has its own words for it. */ specific: boolean };

let facts: DecisionFact[] | null = null;

/** Every kind of fact. Throws on a malformed file: bad data should fail loudly in tests. */
export function decisionFacts(): DecisionFact[] {
  facts ??= readDataFile("decision-facts.json", fileSchema).facts.map((f) => ({ ...f, compiled: f.patterns.map((p) => new RegExp(p, "i")) }));
  return facts;
}

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();

/** The kinds of fact a turn states, in the data's order, each with what it means for the guide (at most `max`). */
export function factsIn(text: string, guideSlug: string, max = 2): FactEffect[] {
  const t = norm(text);
  const fits = (f: DecisionFact) => !f.onlyFor || f.onlyFor.includes(guideSlug) || guideSlug in f.guides;
  const found = decisionFacts().filter((f) => fits(f) && f.compiled.some((re) => re.test(t)));
  // A fact the guide has its own words for comes first: it is the one that speaks to these options.
  const said = found.map((f) => {
    const own = f.guides[guideSlug];
    return { kind: f.kind, label: f.label, means: own?.means ?? f.means, asks: own?.asks ?? f.asks, step: own?.step ?? f.step, specific: Boolean(own?.means) };
  });
  return [...said.filter((f) => f.specific), ...said.filter((f) => !f.specific)].slice(0, max);
}

/** True when the turn states at least one kind of fact (for routing a turn back into its decision). */
export function statesFact(text: string): boolean {
  const t = norm(text);
  return decisionFacts().some((f) => f.compiled.some((re) => re.test(t)));
}
