import { normalizeForSafety, safetyData } from "@/lib/safety";
import { conceptData } from "@/lib/safety/concepts";
import type { WordRegExp } from "@/lib/safety/data";
import { mayMatch, registerPattern, requiredLiterals } from "@/lib/safety/prefilter";
import { CRISIS_CASES, LOOKALIKE_CASES, MORE_CRISIS, MORE_LOOKALIKES } from "../fixtures/safety-cases";
import { FRESH_CRISIS, FRESH_LOOKALIKES, SECOND_CRISIS, SECOND_LOOKALIKES, THIRD_CRISIS } from "../fixtures/safety-fresh";

describe("requiredLiterals: the words every match of a pattern contains", () => {
  test.each([
    ["(?<![a-z0-9'])(?:rape)(?![a-z0-9])", ["rape"]],
    ["pills?", ["pill"]],
    ["(?:slit|cut) (?:my|his) (?:wrists|wrist|throat)", ["wrist", "throat"]],
    ["(?:a|b)?c", ["c"]],
    ["commit(?:ting)? suicide", [" suicide"]],
    ["\\bi\\s+m\\b", ["i"]],
    ["x{0,3}yz", ["yz"]],
    ["(?:ab){2}c", ["ab"]],
  ])("%s → %j", (source, literals) => {
    expect(requiredLiterals(source)?.sort()).toEqual([...literals].sort());
  });

  test.each([
    "(?:x)?", "[abc]+", "(?:a|)", "\\u0041", "(?<name>x)", "\\1", "(?=abc)", "a|[0-9]", ".*",
  ])("%s has none known, so it is always tried", (source) => {
    expect(requiredLiterals(source)).toBeNull();
  });

  test("a text without a pattern's literals is a miss; with one, the pattern decides; unknown patterns always pass", () => {
    const pills = registerPattern("pills?");
    expect(mayMatch(pills, "no medicine here")).toBe(false);
    expect(mayMatch(pills, "the pill bottle")).toBe(true);
    expect(mayMatch(registerPattern("[a-z]+"), "anything")).toBe(true);
  });
});

describe("the prefilter never hides a match the detector would have seen", () => {
  const data = safetyData();
  const patterns: WordRegExp[] = [
    ...data.rules.flatMap((r) => [...r.patterns, ...r.requires, ...r.unless]),
    ...conceptData(data.lexicon).concepts.map((c) => c.re),
    ...data.figures, ...data.informational, ...data.past,
    data.resolved, data.present, data.reported, data.thirdParty, data.safe,
  ];
  const messages = [
    ...CRISIS_CASES.map(([text]) => text), ...LOOKALIKE_CASES, ...MORE_CRISIS, ...MORE_LOOKALIKES,
    ...[FRESH_CRISIS, SECOND_CRISIS, THIRD_CRISIS].flatMap((byKind) => Object.values(byKind).flat()),
    ...FRESH_LOOKALIKES, ...SECOND_LOOKALIKES,
  ].flatMap((m) => m.split(" || ")).map((m) => normalizeForSafety(m));

  test("every pattern has a prefilter (a new regex feature would silently turn it off)", () => {
    expect(patterns.filter((re) => re.prefilter < 0).map((re) => re.source)).toEqual([]);
  });

  test("whenever a pattern matches a fixture message, its prefilter passes", () => {
    expect(messages.length).toBeGreaterThan(1000);
    const hidden: string[] = [];
    let seen = 0;
    for (const text of messages) {
      for (const re of patterns) {
        if (!re.quick.test(text)) continue;
        seen++;
        if (!mayMatch(re.prefilter, text)) hidden.push(`${re.source.slice(0, 80)} in "${text}"`);
      }
    }
    expect(seen).toBeGreaterThan(1000);
    expect(hidden).toEqual([]);
  });
});
