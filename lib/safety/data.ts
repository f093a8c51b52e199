// Loads the safety vocabulary, rules, resources and replies from data/safety/*.json, checks them
// with zod and compiles the patterns once. A bad file fails loudly at start, not silently per message.
import { z } from "zod";
import lexiconJson from "@/data/safety/lexicon.json";
import guardsJson from "@/data/safety/guards.json";
import rulesJson from "@/data/safety/rules.json";
import resourcesJson from "@/data/safety/resources.json";
import repliesJson from "@/data/safety/replies.json";
import { SAFETY_KINDS, type SafetyKind, type SafetySeverity } from "./types";
import { mayMatch, registerPattern } from "./prefilter";

const kind = z.enum(SAFETY_KINDS as [SafetyKind, ...SafetyKind[]]);
const severity = z.enum(["emergency", "urgent", "support"]);

const lexiconSchema = z.record(z.string(), z.string());
const guardsSchema = z.object({
  normalize: z.array(z.tuple([z.string(), z.string()])),
  figures: z.array(z.string().min(1)),
  informational: z.array(z.string().min(1)),
  negation: z.string(),
  negationExceptions: z.string(),
  past: z.array(z.string().min(1)),
  resolved: z.string(),
  present: z.string(),
  reported: z.string(),
  /** Someone else's partner or relative as the one who acts ("my friend's husband"): about them, not the writer. */
  thirdParty: z.string(),
  safe: z.string(),
});
const ruleSchema = z.object({
  id: z.string().regex(/^[a-z_]+\.[a-z_]+$/),
  kind,
  severity,
  weight: z.enum(["strong", "weak"]),
  about: z.enum(["self", "other"]).default("self"),
  variant: z.string().optional(),
  topical: z.boolean().default(false),
  pastCounts: z.boolean().default(false),
  /** clause (default): every signal must sit in one sentence; message: anywhere in the same message. */
  scope: z.enum(["clause", "message"]).default("clause"),
  patterns: z.array(z.string().min(1)).min(1),
  requires: z.array(z.string().min(1)).default([]),
  unless: z.array(z.string().min(1)).default([]),
});
const actionSchema = z.object({ label: z.string().min(1), href: z.string().regex(/^(?:tel:[0-9]+|sms:[0-9]+(?:\?&body=[A-Z]+)?|https:\/\/[^\s]+)$/) });
const resourceSchema = z.object({ name: z.string().min(1), detail: z.string().min(1), actions: z.array(actionSchema) });
const replyTextSchema = z.object({
  resources: z.array(z.string()).min(1),
  paragraphs: z.array(z.string().min(1)).min(2),
  /** A variant's own card title ("First aid for a cut"); the kind's title otherwise. */
  title: z.string().min(1).optional(),
  /** A variant's own next-turn line (the runaway line keeps the Runaway Safeline); the kind's otherwise. */
  reminder: z.string().min(1).optional(),
  /**
   * Light replies (a joke about homework, a gentle check-in): the next messages answer what was asked,
   * with the reminder line first, instead of the reminder alone ("when you're safe..." misreads a joke).
   */
  answerAfter: z.boolean().optional(),
});
const kindReplySchema = z.object({
  title: z.string().min(1),
  reminder: z.string().min(1),
  self: replyTextSchema,
  other: replyTextSchema,
  emergency: replyTextSchema.optional(),
  variants: z.record(z.string(), replyTextSchema).default({}),
});
const repliesSchema = z.object({ stillHere: z.string().min(1), kinds: z.record(kind, kindReplySchema) });

export type CompiledRule = {
  id: string; kind: SafetyKind; severity: SafetySeverity; weight: "strong" | "weak"; about: "self" | "other";
  variant?: string; topical: boolean; pastCounts: boolean; scope: "clause" | "message"; priority?: number;
  patterns: WordRegExp[]; requires: WordRegExp[]; unless: WordRegExp[];
};
export type ReplyText = z.infer<typeof replyTextSchema>;
export type KindReply = z.infer<typeof kindReplySchema>;
export type Resource = z.infer<typeof resourceSchema>;

/** Replaces {NAME} with the lexicon entry (nested names allowed) and {~N} with "up to N other words". */
export function expand(source: string, lexicon: Record<string, string>, depth = 0): string {
  if (depth > 4) throw new Error(`safety lexicon: names nest too deep in ${source}`);
  const out = source
    .replace(/\{~([0-9]+)\}/g, (_, n: string) => `(?: [^ ]+){0,${n}}`)
    .replace(/\{([A-Z]+)\}/g, (_, name: string) => {
      const piece = lexicon[name];
      if (piece === undefined) throw new Error(`safety lexicon: unknown name {${name}} in ${source}`);
      return piece;
    });
  return /\{[A-Z]+\}/.test(out) ? expand(out, lexicon, depth + 1) : out;
}

/**
 * A whole-word pattern, with `quick`: the same pattern without the leading lookbehind. Every match
 * of the pattern is a match of `quick`, so when `quick` finds nothing the pattern cannot match
 * either; and `quick` is about twice as fast, because a leading lookbehind keeps the regex engine
 * from skipping to the positions where the pattern's first words could start. Most patterns miss
 * most messages, so they are tried through `matches` / `quickMiss`. `prefilter` goes one step further:
 * the pattern's id in an index of the words every match contains; a text without any of them is a
 * miss without running a regex at all (lib/safety/prefilter.ts).
 */
export type WordRegExp = RegExp & { readonly quick: RegExp; readonly prefilter: number };

/** A pattern that matches whole words only: no match inside "grape" or "skillet". */
export function wordRegex(source: string, lexicon: Record<string, string>, flags = ""): WordRegExp {
  const body = expand(source, lexicon);
  try {
    const re = new RegExp(`(?<![a-z0-9'])(?:${body})(?![a-z0-9])`, flags);
    return Object.assign(re, { quick: new RegExp(`(?:${body})(?![a-z0-9])`), prefilter: registerPattern(body) });
  } catch (err) {
    throw new Error(`safety pattern does not compile: ${source} (${(err as Error).message})`);
  }
}

/** True when `re` cannot match `text` (decided by its literals, then its quick superset). */
export const quickMiss = (re: WordRegExp, text: string) => !mayMatch(re.prefilter, text) || !re.quick.test(text);
/** `re.test(text)`, skipping the full pattern when the literals or the quick one rule it out. */
export const matches = (re: WordRegExp, text: string) => mayMatch(re.prefilter, text) && re.quick.test(text) && re.test(text);

function load() {
  const lexicon = lexiconSchema.parse(Object.fromEntries(Object.entries(lexiconJson).filter(([k]) => !k.startsWith("$"))));
  const guards = guardsSchema.parse(guardsJson);
  const rules = z.object({ rules: z.array(ruleSchema) }).parse(rulesJson).rules;
  const resources = z.object({ resources: z.record(z.string(), resourceSchema) }).parse(resourcesJson).resources;
  const { kinds: replies, stillHere } = repliesSchema.parse(repliesJson);
  const ids = new Set<string>();
  for (const r of rules) {
    if (ids.has(r.id)) throw new Error(`safety rules: duplicate id ${r.id}`);
    ids.add(r.id);
  }
  for (const k of SAFETY_KINDS) if (!replies[k]) throw new Error(`safety replies: no reply for ${k}`);
  for (const [k, reply] of Object.entries(replies)) {
    const texts = [reply.self, reply.other, ...(reply.emergency ? [reply.emergency] : []), ...Object.values(reply.variants)];
    for (const t of texts) for (const id of t.resources) if (!resources[id]) throw new Error(`safety replies: ${k} names unknown resource ${id}`);
  }
  for (const r of rules) if (r.variant && !replies[r.kind]?.variants[r.variant]) throw new Error(`safety rules: ${r.id} names unknown variant ${r.variant}`);
  const w = (s: string) => wordRegex(s, lexicon);
  const compiled: CompiledRule[] = rules.map((r) => ({
    ...r, patterns: r.patterns.map(w), requires: r.requires.map(w), unless: r.unless.map(w),
  }));
  return {
    lexicon,
    rules: compiled,
    // With its prefilter id: most of these spellings are absent from most messages.
    normalize: guards.normalize.map(([re, to]) => [new RegExp(re, "g"), to, registerPattern(re)] as const),
    figures: guards.figures.map((s) => wordRegex(s, lexicon, "g")),
    informational: guards.informational.map(w),
    negation: new RegExp(expand(guards.negation, lexicon)),
    negationExceptions: new RegExp(`(?:${expand(guards.negationExceptions, lexicon)})`),
    past: guards.past.map(w),
    resolved: w(guards.resolved),
    present: w(guards.present),
    reported: w(guards.reported),
    thirdParty: w(guards.thirdParty),
    safe: w(guards.safe),
    resources,
    replies,
    stillHere,
  };
}

export type SafetyData = ReturnType<typeof load>;
let cached: SafetyData | null = null;

/** The validated, compiled safety data (loaded once per process). */
export function safetyData(): SafetyData {
  cached ??= load();
  return cached;
}
