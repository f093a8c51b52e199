// The concept detector on phrasings no rule was written for (tests/fixtures/safety-fresh.ts, written
// before the rules) and on the ways real messages differ from tidy ones: typos, a nervous "lol", the
// danger split across turns, a product question around it. Issue 9, generalization pass.
import { detectSafety, type SafetyKind } from "@/lib/safety";
import { correctWord, editDistance } from "@/lib/safety/typos";
import { FRESH_CRISIS, FRESH_LOOKALIKES, SECOND_CRISIS, SECOND_LOOKALIKES, THIRD_CRISIS } from "../fixtures/safety-fresh";

const user = (...messages: string[]) => messages.map((content) => ({ role: "user" as const, content }));
const one = (text: string) => detectSafety(user(...text.split(" || ")));

// A finding of a neighbouring kind still brings the help this person needs (as in the eval test).
const ACCEPTED: Record<SafetyKind, SafetyKind[]> = {
  suicide: ["suicide", "poisoning_overdose", "self_harm"],
  self_harm: ["self_harm", "suicide"],
  domestic_violence: ["domestic_violence", "sexual_assault", "child_abuse"],
  child_abuse: ["child_abuse", "sexual_assault"],
  sexual_assault: ["sexual_assault", "child_abuse", "domestic_violence"],
  medical_emergency: ["medical_emergency", "poisoning_overdose"],
  poisoning_overdose: ["poisoning_overdose", "medical_emergency", "suicide"],
  medication_stop: ["medication_stop", "medical_emergency"],
  eating_disorder: ["eating_disorder", "child_abuse", "suicide", "self_harm"],
};
const cases = (set: Record<SafetyKind, string[]>) => Object.entries(set).flatMap(([kind, items]) => items.map((t) => [kind as SafetyKind, t] as const));

describe("the first fresh batch: every phrasing gets the right kind of help", () => {
  test.each(cases(FRESH_CRISIS))("%s: %s", (kind, text) => {
    expect(ACCEPTED[kind]).toContain(one(text)?.kind);
  });
  test.each(FRESH_LOOKALIKES)("look-alike: %s", (text) => expect(one(text)).toBeNull());
});

test("later batches (written as checks of reach): recall at least 95%, false alarms at most 3%", () => {
  const crisis = [...cases(SECOND_CRISIS), ...cases(THIRD_CRISIS)];
  const caught = crisis.filter(([kind, t]) => ACCEPTED[kind].includes(one(t)?.kind as SafetyKind));
  expect(caught.length / crisis.length).toBeGreaterThanOrEqual(0.95);
  expect(SECOND_LOOKALIKES.filter((t) => one(t)).length / SECOND_LOOKALIKES.length).toBeLessThanOrEqual(0.03);
});

describe("messages as people really write them", () => {
  test("typos of key words are read as meant; ordinary words near them are not", () => {
    expect(one("im feeling sucidal and i have the pils ready")).toMatchObject({ kind: "suicide" });
    expect(one("my son swalowed a buton battery")).toMatchObject({ kind: "poisoning_overdose" });
    expect(correctWord("lithum")).toBe("lithium");
    expect(correctWord("breed")).toBe("breed");
    expect(editDistance("lithum", "lithium", 2)).toBe(1);
    expect(one("what breed of dog is best for kids")).toBeNull();
  });
  test("a nervous laugh does not cancel a real signal, but softens hyperbole", () => {
    expect(one("i just want to die lol")).toMatchObject({ kind: "suicide" });
    expect(one("i throw up after every meal so i dont gain weight haha")).toMatchObject({ kind: "eating_disorder" });
    expect(one("my life is over lol my team lost again, best jersey?")).toBeNull();
  });
  test("danger that shows only across turns is caught on the turn that completes it", () => {
    expect(one("how many floors up do you need to be")).toBeNull();
    expect(one("how many floors up do you need to be || to be certain i mean")).toMatchObject({ kind: "suicide" });
    expect(one("my 2 year old got into the cabinet || he swallowed one of the dishwasher pods")).toMatchObject({ kind: "poisoning_overdose" });
  });
  test("negation and media dampen, but never a first-person signal in the same clause", () => {
    expect(one("I would never kill myself, I just need a planner")).toBeNull();
    expect(one("in the movie she takes a whole bottle of pills, what was it called")).toBeNull();
    expect(one("need a good book, i want to die and nothing helps")).toMatchObject({ kind: "suicide" });
  });
  test("distress about one's own life with no plan still gets the gentle 988 reply", () => {
    expect(one("I don't see a way out anymore")).toMatchObject({ kind: "suicide", severity: "support" });
  });
});

