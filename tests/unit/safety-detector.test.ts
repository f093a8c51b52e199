import { detectSafety, hitsInMessage, safetyData } from "@/lib/safety";
import { expand, wordRegex } from "@/lib/safety/data";
import { CRISIS_CASES, LOOKALIKE_CASES, MORE_CRISIS, MORE_LOOKALIKES } from "../fixtures/safety-cases";

type Turn = { role: "user" | "assistant"; content: string };
const turns = (text: string): Turn[] => text.split(" || ").map((content) => ({ role: "user", content }));

describe("detectSafety: every crisis is caught with the right kind of help", () => {
  test.each(CRISIS_CASES)("%s → %s", (text, kind, about = "self") => {
    expect(detectSafety(turns(text))).toMatchObject({ kind, about });
  });
  test.each(MORE_CRISIS)("%s → some help", (text) => {
    expect(detectSafety(turns(text))).not.toBeNull();
  });
});

describe("detectSafety: figures of speech and look-alikes get a normal answer", () => {
  test.each([...LOOKALIKE_CASES, ...MORE_LOOKALIKES])("%s", (text) => {
    expect(detectSafety(turns(text))).toBeNull();
  });
});

describe("detectSafety reads the conversation, not only the last message", () => {
  test("weak signals add up across turns: hopeless for weeks, then the pills", () => {
    expect(detectSafety(turns("I feel like such a burden"))).toBeNull();
    expect(detectSafety(turns("The pills are on the table next to me"))).toBeNull();
    expect(detectSafety(turns("I feel like such a burden || The pills are on the table next to me"))).toMatchObject({ kind: "suicide" });
    // Weeks of hopelessness is itself a warning sign: it is offered help on its own.
    expect(detectSafety(turns("I've felt hopeless for weeks"))).toMatchObject({ kind: "suicide" });
  });
  test("a single weak signal followed by an ordinary question stays ordinary", () => {
    expect(detectSafety(turns("I've felt hopeless about this job hunt || what's a good laptop bag?"))).toBeNull();
  });
  test("help stays on for the next two messages after a crisis, unless they say they are safe", () => {
    const crisis = "I want to end my life";
    expect(detectSafety(turns(`${crisis} || what's a good blender?`))).toMatchObject({ kind: "suicide" });
    expect(detectSafety(turns(`${crisis} || ok || what's a good blender?`))).toMatchObject({ kind: "suicide" });
    expect(detectSafety(turns(`${crisis} || a || b || what's a good blender?`))).toBeNull();
    expect(detectSafety(turns(`${crisis} || I called 988 and I'm safe now. Can we talk about something else?`))).toBeNull();
  });
  test("the assistant's own help text never triggers it", () => {
    const history: Turn[] = [
      { role: "user", content: "What's a good book on grief?" },
      { role: "assistant", content: "If you are thinking about suicide, call or text 988. I want to die is something people say..." },
      { role: "user", content: "Thanks, something for a teenager?" },
    ];
    expect(detectSafety(history)).toBeNull();
  });
  test("an emergency outranks a support finding in the same message", () => {
    expect(detectSafety(turns("I stopped taking my meds and I took a whole bottle of sleeping pills"))).toMatchObject({ kind: "poisoning_overdose", severity: "emergency" });
  });
  test("negation, past-and-resolved and 'in general' are read per clause", () => {
    expect(detectSafety(turns("I'm not suicidal but I don't want to live anymore"))).toMatchObject({ kind: "suicide" });
    expect(detectSafety(turns("I used to cut myself and the urges are back"))).toMatchObject({ kind: "self_harm" });
    expect(detectSafety(turns("I attempted suicide years ago and I'm doing well now, what planner helps with routines?"))).toBeNull();
    expect(detectSafety(turns("documentary about domestic violence. Also my husband hits me"))).toMatchObject({ kind: "domestic_violence" });
  });
  test("a quoted message from someone else is help for a friend", () => {
    expect(detectSafety(turns("My friend texted me 'I want to die' and now she isn't answering"))).toMatchObject({ kind: "suicide", about: "other" });
  });
  test("empty or assistant-only conversations find nothing", () => {
    expect(detectSafety([])).toBeNull();
    expect(detectSafety([{ role: "assistant", content: "I want to die" }])).toBeNull();
  });
});

test("on all hand-written sets: recall 100%, false alarms at most 2%", () => {
  const crisis = [...CRISIS_CASES.map((c) => c[0]), ...MORE_CRISIS];
  const looks = [...LOOKALIKE_CASES, ...MORE_LOOKALIKES];
  const caught = crisis.filter((t) => detectSafety(turns(t))).length;
  const alarms = looks.filter((t) => detectSafety(turns(t))).length;
  expect(caught / crisis.length).toBe(1);
  expect(alarms / looks.length).toBeLessThanOrEqual(0.02);
});


describe("the safety data", () => {
  test("loads, validates and compiles: every kind has rules", () => {
    const data = safetyData();
    const kinds = new Set(data.rules.map((r) => r.kind));
    for (const k of ["suicide", "self_harm", "domestic_violence", "child_abuse", "sexual_assault", "medical_emergency", "poisoning_overdose", "medication_stop", "eating_disorder"]) expect(kinds).toContain(k);
  });
  test("lexicon names expand, unknown names fail loudly, patterns match whole words only", () => {
    expect(expand("a {X} b {~2}", { X: "(?:y|z)" })).toBe("a (?:y|z) b (?: [^ ]+){0,2}");
    expect(() => expand("{NOPE}", {})).toThrow(/unknown name \{NOPE\}/);
    expect(() => wordRegex("(", {})).toThrow(/does not compile/);
    expect(wordRegex("rape", {}).test("grape juice")).toBe(false);
    expect(wordRegex("rape", {}).test("it was rape")).toBe(true);
  });
  test("hitsInMessage says which rule fired", () => {
    expect(hitsInMessage("my husband hits me").map((h) => h.rule.id)).toContain("dv.violence");
  });
});
