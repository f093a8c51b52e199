import { buildSystemPrompt, classifyIntent, CRISIS_TEXT, isCrisis, MEDICAL_DISCLAIMER, type Intent } from "@/lib/ai/answer-rules";
import { parseOptions } from "@/lib/ai/offline/compose-decision";
import { starterKind } from "@/lib/ai/offline/conversation";
import { chunkAnswer } from "@/lib/ai/offline/stream";

describe("classifyIntent", () => {
  it.each<[string, Intent]>([
    ["What's the best drone for travel?", "product"],
    ["Should I get the DJI Mini 4 Pro or the Mini 3?", "product"],
    ["I'm training for a marathon, which running shoes?", "product"],
    ["Recommend a good blender", "product"],
    ["Should I take the job in Denver or stay?", "decision"],
    ["I'm torn between two colleges", "decision"],
    ["Help me plan a trip to Japan", "planning"],
    ["What's a good plan for training for a marathon?", "planning"],
    ["How do I get started saving for retirement?", "planning"],
    ["How can I sleep better?", "health"],
    ["Is it safe to take creatine every day?", "health"],
    ["My knee hurts after running, what should I do?", "health"],
    ["I want to end my life", "crisis"],
    ["hello there", "general"],
    ["How does Helpful Hand work?", "general"],
  ])("%s → %s", (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });
});

describe("isCrisis", () => {
  it.each([
    "I want to kill myself",
    "I've been thinking about suicide",
    "i dont want to live anymore",
    "Everyone would be better off without me",
    "I keep thinking about ending my life",
    "I've been self-harming again",
    "I wish I was dead",
    "I can’t go on like this",
  ])("flags %s", (text) => {
    expect(isCrisis(text)).toBe(true);
  });

  it.each([
    "This drone will kill my budget",
    "I'm dying to know which camera is best",
    "How do I end my gym membership?",
    "Can you overdose on vitamin D?",
    "The battery life is killing me",
  ])("does not flag %s", (text) => {
    expect(isCrisis(text)).toBe(false);
  });
});

describe("fixed safety texts and the system prompt", () => {
  it("points to 988 and the Suicide & Crisis Lifeline", () => {
    expect(CRISIS_TEXT).toContain("988");
    expect(CRISIS_TEXT).toContain("Suicide & Crisis Lifeline");
    expect(CRISIS_TEXT).toMatch(/someone you trust/);
  });

  it("says health answers are not medical advice and names a doctor or pharmacist", () => {
    expect(MEDICAL_DISCLAIMER).toContain("not medical advice");
    expect(MEDICAL_DISCLAIMER).toContain("doctor or pharmacist");
  });

  it("builds a system prompt with the brand and every rule", () => {
    const prompt = buildSystemPrompt({ brandName: "Helpful Hand" });
    expect(prompt).toContain("You are Helpful Hand, an AI thinking partner");
    for (const rule of ["ONE short clarifying question", "search_products", "check the current price", "not medical advice", "doctor or pharmacist", "988", "get_verses", "(WEB)", "AI assistant"]) {
      expect(prompt).toContain(rule);
    }
  });
});

describe("decision options", () => {
  it("reads 'should I X or Y' in the second person", () => {
    expect(parseOptions("Should I sell my car or keep it?")).toEqual(["Sell your car", "Keep it"]);
  });
  it("reads 'torn between X and Y'", () => {
    expect(parseOptions("I'm torn between renting and buying")).toEqual(["Renting", "Buying"]);
  });
  it("turns a single option into go / not yet", () => {
    expect(parseOptions("Should I quit my job?")).toEqual(["Quit your job", "Don't quit your job, or not yet"]);
  });
  it("finds nothing in a statement", () => {
    expect(parseOptions("I have a big choice ahead")).toEqual([]);
  });
});

describe("conversation analysis", () => {
  it("recognises the starter chips", () => {
    expect(starterKind("I'm researching a product")).toBe("product");
    expect(starterKind("I have a decision to make")).toBe("decision");
    expect(starterKind("I'm planning something")).toBe("planning");
    expect(starterKind("I'm planning a trip")).toBeNull();
  });
});

describe("chunkAnswer", () => {
  it("keeps every character, including newlines", () => {
    const text = "# Title\n\nSome **bold** words,\n> and a quote.\n";
    expect(chunkAnswer(text).join("")).toBe(text);
    expect(chunkAnswer(text, 2).length).toBeGreaterThan(3);
  });
});
