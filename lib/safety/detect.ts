// The detector: reads the recent user turns of a conversation and says whether someone may be in
// danger (and what kind). Vocabulary and rules are data (data/safety); this file holds the logic:
// clauses, figures of speech, negation, "about the topic in general", past-and-resolved, who it is
// about, and how signals add up across turns.
import type { ChatTurn } from "@/lib/ai/model";
import { matches, quickMiss, safetyData, type CompiledRule, type SafetyData } from "./data";
import { correctTypos } from "./typos";
import { mayMatch } from "./prefilter";
import { comboHolds, conceptData, conceptsInClause, mergeSpans, type Combo, type ConceptSpans } from "./concepts";
import type { SafetyFinding, SafetyKind, SafetySeverity } from "./types";
import { animalNeglect, petInDanger } from "./pets";
import { ACT_KINDS, actByAnother, bodyOf, BODY_KINDS, ownBody } from "./patient";

const PET_KINDS = new Set<string>(["poisoning_overdose", "medical_emergency"]);

/** How many of the latest user turns are read. */
const WINDOW = 6;
/** A strong finding keeps its help visible for this many later user turns (unless they say they are safe). */
const PERSIST_TURNS = 2;
/** Weak signals (hopeless, giving things away, pills nearby...) fire when they add up to this. */
const WEAK_THRESHOLD = 2;
/** Conversation-scoped combos read this many of the latest user turns together. */
const CONVERSATION_TURNS = 3;

/** A message quoted after a verb of saying: 'she texted "i can't do this anymore"', 'he texted "don't worry about me"'. */
const QUOTED_SPEECH = /\b(?:said|says|saying|texted|texts|wrote|writes|posted|posts|messaged|tweeted)[,:]? ["\u201c]([^"\u201d]{1,200})/;
/** The speaker's own first person inside the quote ("me" in "don't worry about me" is theirs, not the writer's). */
const FIRST_PERSON = /\b(?:i|i'm|im|i'll|ill|i've|ive|i'd|me|my|myself)\b/;
const quotedFirstPerson = (raw: string) => FIRST_PERSON.test(QUOTED_SPEECH.exec(raw)?.[1] ?? "");
/** Risks to one's own life or body, where a card "for helping someone" fits a friend's words. */
const OWN_RISK_KINDS = new Set<SafetyKind>(["suicide", "self_harm", "eating_disorder"]);
const TO_ME = /\b(?:me|myself)\b/;
/** The writer in what happens ("he hits me", "I'm scared", "my arm"). */
const WRITER_IN = /\b(?:i|i'm|i've|i'd|i'll|me|myself|my|mine|we|us|our)\b/;
/** The writer giving a child's age ("i'm 13", "im 9"). */
const CHILD_SPEAKS = /\bi(?:'m| am) (?:only |just )?(?:[4-9]|1[0-7])(?![0-9])(?! (?:months?|weeks?|days?|minutes?|hours?|percent|%|lbs|pounds|kg))/;
/** The writer anywhere, "my" aside ("my friend's husband" names whose story it is). */
const WRITER_ANY = /\b(?:i|i'm|i've|i'd|i'll|me|myself|we|us)\b/;

/**
 * Someone else's story, told by the writer: a report with the writer nowhere in it ("my cousin says
 * her husband slaps her") or another's partner or relative acting ("my friend's husband beats her").
 * A combo is written for the writer; this makes its card the one for helping someone else, as the
 * rules' reported-speech check does.
 */
export function toldOfAnother(text: string, data: SafetyData = safetyData()): boolean {
  if (!quickMiss(data.reported, text)) {
    const m = data.reported.exec(text);
    const said = m ? text.slice(m.index + m[0].length).replace(/^ (?:to )?me\b/, "") : "";
    // Their words to the writer ("my son said you won't have to worry about me"; quotes are gone by now):
    // the "me" in them is theirs.
    if (m && (/^[ ,:]*(?:that )?(?:you|u)\b/.test(said) || !WRITER_IN.test(said))) return true;
  }
  return matches(data.thirdParty, text) && !WRITER_ANY.test(text);
}

const SEVERITY_RANK: Record<SafetySeverity, number> = { emergency: 3, urgent: 2, support: 1 };
// When one message carries several kinds, the more specific help comes first.
const KIND_ORDER: SafetyKind[] = [
  "poisoning_overdose", "suicide", "medical_emergency", "child_abuse", "sexual_assault",
  "domestic_violence", "self_harm", "eating_disorder", "medication_stop",
];

type Hit = { rule: CompiledRule; about: "self" | "other"; age: number; strength: number };

/** Lower case, straight quotes, one space, common contractions and slang spelled out, typos of key words read as meant. */
export function normalizeForSafety(text: string, data: SafetyData = safetyData()): string {
  let t = text.toLowerCase();
  for (const [re, to, prefilter] of data.normalize) if (mayMatch(prefilter, t)) t = t.replace(re, to);
  return correctTypos(t).trim();
}

/** Sentences and "but"-halves: negation and "in general" only reach within one. */
export function splitClauses(text: string): string[] {
  // A full stop only ends a sentence before a space or the end ("104.5" stays one number).
  // "nothing but trouble", "all but gone" are one thought, not two halves.
  return text.split(/[.!?]+(?=\s|$)|[;\n]+|(?<!\b(?:nothing|anything|all|none|everything)) but | however | although /).map((c) => c.trim()).filter(Boolean);
}

function blankFigures(clause: string, data: SafetyData): string {
  let c = ` ${clause} `;
  for (const re of data.figures) if (!quickMiss(re, c)) c = c.replace(re, " ~ ");
  return c.replace(/ +/g, " ").trim();
}

function negated(prefix: string, data: SafetyData): boolean {
  const tail = prefix.slice(-40);
  return data.negation.test(tail) && !data.negationExceptions.test(tail);
}

/** A combo that held, as a hit of the same shape as a rule's (it always counts as strong). */
const comboRule = (c: Combo): CompiledRule => ({
  id: c.id, kind: c.kind, severity: c.severity, weight: "strong", about: c.about, variant: c.variant, priority: c.priority,
  topical: false, pastCounts: c.pastCounts, scope: "message", patterns: [], requires: [], unless: [],
});

/** Every rule and every clause- or message-scoped combo that fires in one user message, and its concepts. */
export function readMessage(message: string, age = 0, data: SafetyData = safetyData()): Read {
  // Each turn re-reads the last few messages: a message is read once and remembered (bounded).
  let read = memo.get(message);
  if (!read) {
    read = readOnce(message, data);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(message, read);
  }
  return { ...read, hits: read.hits.map((h) => ({ ...h, age })) };
}

const MEMO_SIZE = 2000;
const memo = new Map<string, Read>();

/** `safe`: the message says the danger has passed (saysSafeNow), read with the rest instead of normalized again per turn. */
/** `theirs`: a risk to one's own life or body in this message is someone else's (told of another, their act, their quoted words). */
type Read = { hits: Hit[]; concepts: ConceptSpans; another: boolean; theirs: boolean; body: "self" | "other" | null; safe: boolean };

function readOnce(message: string, data: SafetyData): Read {
  const age = 0;
  // Normalized, split and figure-blanked once, for the rules and the concepts alike.
  const text = normalizeForSafety(message, data);
  const resolvedMessage = matches(data.resolved, text);
  const clauses = splitClauses(text).map((raw) => blankFigures(raw, data));
  const hits = ruleHits(clauses, resolvedMessage, age, data);
  const perClause = clauses.map((clause) => {
    const resolvedPast = resolvedMessage && data.past.some((re) => matches(re, clause)) && !matches(data.present, clause.replace(data.resolved, " "));
    const found = conceptsInClause(clause, data.lexicon, (prefix) => negated(prefix, data), resolvedPast);
    return found;
  });
  const concepts = mergeSpans(perClause);
  const another = toldOfAnother(text, data);
  // 'my friend keeps saying "i won't be a problem much longer"': the quoted "i" is the friend's. Quotes are
  // gone once normalized, so this reads the raw message; only for risks to their own life or body (a quoted
  // threat, "he said 'i'll kill you'", stays a threat to the writer).
  const quotedOwn = quotedFirstPerson(message.toLowerCase()) && matches(data.reported, text);
  // "my son's lips are blue": the card speaks to the one helping, about the person with the symptoms.
  const body = bodyOf(text);
  if (body === "other") for (const h of hits) if (BODY_KINDS.has(h.rule.kind)) h.about = "other";
  // "my chest feels crushed, my wife is at work": a rule that saw the wife is still about the writer.
  if (ownBody(text)) for (const h of hits) if (BODY_KINDS.has(h.rule.kind)) h.about = "self";
  // "i'm worried, she's been skipping every meal": the eating or self-harm card for the one helping.
  const actOther = actByAnother(text);
  if (actOther) for (const h of hits) if (ACT_KINDS.has(h.rule.kind)) h.about = "other";
  const theirsOwn = another || actOther || quotedOwn;
  for (const combo of conceptData(data.lexicon).combos) {
    const units = combo.scope === "clause" ? perClause : combo.scope === "message" ? [concepts] : [];
    // A child who gives their age is telling their own story, even in the adult's words ("im 15, he says age is just a number").
    const theirs = OWN_RISK_KINDS.has(combo.kind) ? theirsOwn : another && !(combo.kind === "child_abuse" && CHILD_SPEAKS.test(text));
    if (units.some((u) => comboHolds(combo, u))) hits.push({ rule: comboRule(combo), about: comboAbout(combo, theirs, body), age, strength: WEAK_THRESHOLD });
  }
  return { hits, concepts, another, theirs: theirsOwn, body, safe: matches(data.safe, text) };
}

const comboAbout = (combo: Combo, another: boolean, body: Read["body"]): "self" | "other" =>
  another || (body === "other" && BODY_KINDS.has(combo.kind)) ? "other" : combo.about;

/** Every rule and combo that fires in one user message. */
export function hitsInMessage(message: string, age = 0, data: SafetyData = safetyData()): Hit[] {
  return readMessage(message, age, data).hits;
}

/** Conversation- and message-scoped combos over the last few user messages together, the latest carrying one of their concepts. */
function conversationHits(read: Read[], data: SafetyData, age = 0): Hit[] {
  const recent = read.slice(age, age + CONVERSATION_TURNS);
  if (!recent.length) return [];
  const together = mergeSpans(recent.map((r) => r.concepts));
  return conceptData(data.lexicon).combos
    // Message-scoped combos read the recent turns together too: danger can be split across messages.
    .filter((c) => c.scope !== "clause" && comboHolds(c, together, recent[0]!.concepts))
    .map((c) => ({
      rule: comboRule(c),
      about: comboAbout(c, OWN_RISK_KINDS.has(c.kind) ? recent[0]!.theirs : recent[0]!.another, recent.find((r) => r.body)?.body ?? null),
      age, strength: WEAK_THRESHOLD,
    }));
}

/** Every pattern rule (rules.json) that fires in one user message (its normalized, figure-blanked clauses). */
function ruleHits(clauses: string[], resolvedMessage: boolean, age: number, data: SafetyData): Hit[] {
  const found: Hit[] = [];
  // Message-scoped rules read the whole message as one clause; the others read each clause.
  const units: { clause: string; scope: "clause" | "message" }[] = [
    ...clauses.map((clause) => ({ clause, scope: "clause" as const })),
    { clause: clauses.join(" "), scope: "message" as const },
  ];
  for (const { clause, scope } of units) {
    const general = data.informational.some((re) => matches(re, clause));
    const past = data.past.some((re) => matches(re, clause));
    const presentNow = matches(data.present, clause.replace(data.resolved, " "));
    for (const rule of data.rules) {
      if (rule.scope !== scope) continue;
      if (rule.topical && general) continue;
      if (!rule.pastCounts && past && resolvedMessage && !presentNow) continue;
      let strength = 0;
      let about = rule.about;
      const spans: [number, number][] = [];
      for (const re of rule.patterns) {
        const m = quickMiss(re, clause) ? null : re.exec(clause);
        if (!m) continue;
        const end = m.index + m[0].length;
        // Two patterns over the same words are one signal, not two.
        if (spans.some(([a, b]) => m.index < b && end > a)) continue;
        const prefix = clause.slice(0, m.index);
        if (negated(prefix, data)) continue;
        // "my sister says her husband hits her" is about her; "he says he'll hurt me" is a threat to the
        // writer told in the abuser's words (while "she texted me 'I want to die'" is hers).
        // A child telling of the adult ("im 13 and he said not to tell my mom") stays the child's own.
        if (about === "self" && matches(data.reported, prefix) && !TO_ME.test(m[0]) && !(rule.kind === "child_abuse" && CHILD_SPEAKS.test(clause))) about = "other";
        spans.push([m.index, end]);
        strength++;
        if (rule.weight === "strong" || strength >= WEAK_THRESHOLD) break;
      }
      // The context checks run only when a pattern matched: most rules miss most clauses, and their
      // `requires`/`unless` lists (some broad, like "with food") would otherwise be read on every clause.
      if (!strength || rule.requires.some((re) => !matches(re, clause)) || rule.unless.some((re) => matches(re, clause))) continue;
      found.push({ rule, about, age, strength: rule.weight === "strong" ? WEAK_THRESHOLD : strength });
    }
  }
  return found;
}

const better = (a: Hit, b: Hit) =>
  SEVERITY_RANK[b.rule.severity] - SEVERITY_RANK[a.rule.severity] ||
  (b.rule.priority ?? 0) - (a.rule.priority ?? 0) ||
  KIND_ORDER.indexOf(a.rule.kind) - KIND_ORDER.indexOf(b.rule.kind) ||
  // Same kind and urgency: a named variant is the more specific help (a new parent's thoughts get the
  // maternal line, an allergic reaction the EpiPen first) than the kind's general words.
  Number(Boolean(b.rule.variant)) - Number(Boolean(a.rule.variant)) ||
  a.age - b.age;

const toFinding = (h: Hit): SafetyFinding => ({ kind: h.rule.kind, severity: h.rule.severity, matched: h.rule.id, about: h.about });

/**
 * Whether the recent conversation shows someone in danger, and which help fits. Reads the user's
 * turns only (the assistant's own help text must not re-trigger it). Fires on: a strong signal in
 * the latest message; weak signals that add up across the last few messages ("I've felt hopeless
 * for weeks", then "the pills are in front of me"); or a strong signal one or two messages ago,
 * unless the latest message says they are safe now.
 */
export function detectSafety(turns: ChatTurn[]): SafetyFinding | null {
  return assessSafety(turns)?.finding ?? null;
}

/** detectSafety, plus whether the latest message itself fired (false: the help carries over from an earlier one). */
export function assessSafety(turns: ChatTurn[]): { finding: SafetyFinding; latest: boolean } | null {
  const data = safetyData();
  const users = turns.filter((t) => t.role === "user").map((t) => t.content).slice(-WINDOW).reverse();
  if (!users.length) return null;
  const read = users.map((message, age) => readMessage(message, age, data));
  // "Our dog ate rat poison": the vet and the animal poison lines (the answerer's), not a person's card.
  // "my neighbor's dog is being neglected": animal control (the answerer's), not the child-abuse card.
  const forPet = (h: Hit) => (PET_KINDS.has(h.rule.kind) && petInDanger(users[h.age] ?? "")) || (h.rule.kind === "child_abuse" && animalNeglect(users[h.age] ?? ""));
  // Conversation-scoped combos are also read as of each of the last few turns, so what they found keeps its
  // help (and its variant's reminder) on the next messages like any other finding.
  const spread = Array.from({ length: PERSIST_TURNS + 1 }, (_, age) => conversationHits(read, data, age)).flat();
  const hits = [...read.flatMap((r) => r.hits), ...spread].filter((h) => !forPet(h));
  const latest = hits.filter((h) => h.age === 0);
  const strongNow = latest.filter((h) => h.rule.weight === "strong");
  if (strongNow.length) return { finding: toFinding(strongNow.sort(better)[0]!), latest: true };

  const safeNow = read[0]!.safe;
  // Weak signals add up per kind across the window, as long as the latest message carries one.
  for (const h of latest.sort(better)) {
    const total = hits.filter((o) => o.rule.kind === h.rule.kind).reduce((sum, o) => sum + o.strength, 0);
    if (total >= WEAK_THRESHOLD && !safeNow) return { finding: toFinding(h), latest: true };
  }
  if (safeNow) return null;
  // "ER checked him, he's fine now" then "best baby gate": a message saying they are safe ends the
  // carry-over of everything before it.
  const saidSafe = read.findIndex((r, age) => age > 0 && r.safe);
  const recentStrong = hits.filter((h) => h.age > 0 && h.age <= PERSIST_TURNS && h.strength >= WEAK_THRESHOLD && (saidSafe < 0 || h.age < saidSafe));
  return recentStrong.length ? { finding: toFinding(recentStrong.sort(better)[0]!), latest: false } : null;
}

/** "I'm okay now, I called 988", "ER checked him, he's fine now": the writer says the danger has passed. */
export function saysSafeNow(message: string, data: SafetyData = safetyData()): boolean {
  return matches(data.safe, normalizeForSafety(message, data));
}

/**
 * True when a message's crisis words are about a topic, not the writer now: a book, film or sermon
 * about suicide, "suicide doors", a past and resolved event, a figure of speech. The embedded
 * answerer's keyword fallback defers to this reading instead of overriding the detector.
 */
export function readsAsTopic(message: string, data: SafetyData = safetyData()): boolean {
  const text = normalizeForSafety(message, data);
  if (data.informational.some((re) => matches(re, text))) return true;
  if (matches(data.resolved, text) && data.past.some((re) => matches(re, text))) return true;
  const { concepts } = readMessage(message, 0, data);
  if (concepts.has("dampen_media") || concepts.has("dampen_ok") || concepts.has("recovered")) return true;
  return splitClauses(text).every((c) => blankFigures(c, data) !== c) && detectSafety([{ role: "user", content: message }]) === null;
}

/** True when this one message, on its own, raises a safety concern (used to never meter or block it). */
export const isSafetyMessage = (content: string) => detectSafety([{ role: "user", content }]) !== null;
