// Kinds the lead's mixed held-out batch of stop 16 found (our wordings, not the batch's): a child who wants
// to quit lessons or a team, an older relative who should stop driving, a strained back or shoulder asked as
// "should I wait", coming back to church after years away, and a loved one's drinking or gambling told as
// it gets worse. Each with look-alikes that must keep their old answer.
import { describe, expect, it } from "@jest/globals";
import { parseRequest } from "@/lib/ai/request";
import { ask, chat } from "../helpers/offline-chat";

const read = (text: string) => parseRequest([{ role: "user", content: text }]);

describe("a child who wants to quit an activity", () => {
  it.each([
    "our 11 year old begs to quit swim team every single week, do we make her finish the season",
    "my boy wants to drop out of karate after two years. let him?",
    "daughter asked to stop cello lessons, should she?",
  ])("the guide about quitting, not instruments or gear (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(/let a child quit/);
    expect(a.text).not.toMatch(/amazon\.com/);
  });
  it.each([
    ["best cello for a 10 year old starting lessons", "product"],
    ["my son wants to quit his job and go back to school", "decision"],
  ])("look-alike keeps its own answer: %s", (text, intent) => {
    const r = read(text);
    expect(r.intent).toBe(intent);
    expect(r.decisionTopic).not.toBe("kid-quitting");
  });
});

describe("an older relative who should stop driving", () => {
  it.each([
    "my father is 91 and keeps nodding off while driving, how do we talk to him",
    "nana backed into the mailbox again and won't hand over her keys",
    "how can we get grandpa to stop driving without a fight",
  ])("the older-driver guide (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(/give up driving/);
  });
  it("falling asleep is not a fall", () => {
    const r = read("my grandpa keeps falling asleep at the wheel");
    expect(r.intent).toBe("decision");
    expect(r.decisionTopic).toBe("older-driver");
  });
  it("a fall is still the fall-risk answer", () => {
    expect(ask("my grandma keeps falling in the kitchen").text).toMatch(/Falls in older adults/);
  });
  it.each(["good dash cam for my dad's car", "easy car for my 80 year old mom to get in and out of"])("shopping stays shopping: %s", (text) => {
    expect(read(text).intent).toBe("product");
  });
});

describe("a strain or an injury asked as 'should I wait'", () => {
  it.each([
    "threw my back out picking up my toddler, do i need to see someone or just wait",
    "strained my hamstring running last week, still hurts, should i get it looked at",
    "jammed my finger playing volleyball and its swollen, is it broken",
  ])("a health answer with when to see someone (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/When to talk to a doctor/);
  });
  it.each(["mesh office chair for my bad back, i tweaked it last year", "need a firmer mattress, i hurt my lower back"])("a thing asked for stays shopping: %s", (text) => {
    expect(read(text).intent).toBe("product");
  });
});

describe("coming back to church", () => {
  it.each([
    "it's been 15 years since i set foot in a church and i'm scared i'll be judged",
    "thinking about going back to church, i haven't gone since high school",
  ])("the returning guide, not the serving-or-leaving one (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(/Coming back to church/);
    expect(a.text).not.toMatch(/If it's about leaving/);
  });
  it("leaving a church keeps the church-commitment guide", () => {
    expect(read("should we leave our church over the new pastor's teaching").decisionTopic).toBe("church-commitment");
  });
});

describe("a loved one's drinking or gambling getting worse", () => {
  it.each([
    "my boyfriend's drinking has gotten scary since he lost his job",
    "my mom won't stop gambling and she's hiding the bills",
    "my son keeps getting drunk every weekend and lying about it",
  ])("the addiction guide (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(/addiction is a health problem/);
  });
  it.each(["my husband's been drinking more coffee lately, best grinder?", "what does the bible say about gambling"])("look-alike: %s", (text) => {
    expect(read(text).decisionTopic).not.toBe("addiction-help");
  });
});

describe("situations that got the menu (the second mixed batch)", () => {
  it.each([
    ["our daughter didn't get in anywhere she applied and she's crushed", "college-rejection", /detour, not a verdict/],
    ["my son was waitlisted at his dream school and turned down by the rest", "college-rejection", /detour, not a verdict/],
    ["i hardly ever visit my parents anymore and i feel like a terrible son", "parent-guilt", /you love them/],
    ["the property manager keeps ignoring our repair requests and there's mold in the bathroom", "landlord-repairs", /in writing/],
    ["no hot water for a week and the landlord won't answer my texts", "landlord-repairs", /in writing/],
  ])("%s → %s", (text, slug, line) => {
    expect(read(text).decisionTopic).toBe(slug);
    const a = ask(text);
    expect(a.text).toMatch(line);
    expect(a.text).not.toMatch(/Could you tell me a bit more/);
  });
  it("no heat in the cold says what can't wait", () => {
    expect(ask("landlord still hasn't fixed the furnace and it's 45 degrees in the apartment").text).toMatch(/311/);
  });
  it("studying for an exam while working is a plan, not the menu", () => {
    const a = ask("how should i prep for the cpa exam with a full time job");
    expect(a.text).toMatch(/Map the deadlines/);
  });
  it.each([
    ["best space heater for a drafty apartment", "product"],
    ["my dad wants me to call him every day and i can't", "decision"],
  ])("look-alike keeps its answer: %s", (text, intent) => {
    expect(read(text).intent).toBe(intent);
    expect(["college-rejection", "landlord-repairs"]).not.toContain(read(text).decisionTopic);
  });
});

describe("a personal situation no guide covers gets a thinking partner, not the menu", () => {
  const MENU = /Could you tell me a bit more about what you're looking for/;
  it.each([
    "my neighbor's kid keeps shooting hoops at 11pm and i'm so annoyed",
    "we just found out the previous owners hid water damage behind the drywall",
    "my kid's coach yells at the kids and i'm worried",
  ])("%s", (text) => {
    const a = ask(text);
    expect(a.text).not.toMatch(MENU);
    expect(a.text).toMatch(/What would a good outcome look like/);
    expect(a.text).not.toMatch(/amazon\.com/);
    expect(a.text).toMatch(/^> — .+ \(WEB\)$/m);
  });
  it("a feeling is met first", () => {
    expect(ask("my kid's coach yells at the kids and i'm worried").text).toMatch(/^(?:I'm sorry|That sounds genuinely hard|Thank you for telling me)/);
  });
  it.each(["tell me something interesting", "asdf qwerty", "hmm ok so"])("nothing personal still asks what would help: %s", (text) => {
    expect(ask(text).text).toMatch(MENU);
  });
});

describe("follow-ups that lost their thread (the third batch)", () => {
  it("a medicine asked about in a thread about a child gets the children's answer", () => {
    const [, , meds] = chat(["my daughter threw up twice and now has a temperature", "she's 4", "is advil or tylenol better for her"]);
    expect(meds!.text).toMatch(/Children's medicines are dosed by weight|children's ibuprofen/);
    expect(meds!.text).not.toMatch(/blood pressure/i);
  });
  it("an adult asking about the same medicines keeps the adult answer", () => {
    expect(ask("can i take advil with my blood pressure meds").text).toMatch(/blood pressure/);
  });
  it.each(["ok but how do i live that out", "what does that look like day to day"])("how to apply a passage just explained: %s", (follow) => {
    const [, , apply] = chat(["bible verses for when you're afraid", "explain the first one", follow]);
    expect(apply!.kind).toBe("scripture");
    expect(apply!.text).toMatch(/Pray it back/);
    expect(apply!.text).not.toMatch(/Could you tell me a bit more/);
  });
  it.each([
    "we just had our first baby, should we open a 529",
    "how much should we be putting away for college each month, kids are 1 and 4",
  ])("saving for college: %s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(/529/);
  });
  it("telling children hard news, inside a diagnosis thread", () => {
    const [, talk] = chat(["my father-in-law has stage 4 cancer", "how should we tell the kids about it"]);
    expect(talk!.text).toMatch(/hear it early, simply and truthfully/);
  });
  it("telling children about a divorce keeps the co-parenting guide", () => {
    expect(read("how do i tell my kids we're getting divorced").decisionTopic).toBe("co-parenting");
  });
});

describe("a young child and a category whose notes warn about young children", () => {
  it.each(["is a weighted blanket ok for my 3 year old", "best weighted blanket for our toddler"])("the caution comes first, never a plain yes: %s", (text) => {
    const a = ask(text);
    expect(a.text).toMatch(/^\*\*Be careful with a young child here\.\*\* .*pediatrician/);
    expect(a.text).not.toMatch(/^Yes/);
  });
  it("an older child or an adult gets the picks as before", () => {
    expect(ask("weighted blanket for my teenage son with anxiety").text).not.toMatch(/Be careful with a young child/);
  });
});

describe("after the merges (the lead's fourth batch, s16d)", () => {
  it.each([
    ["what's the easiest way to teach my daughter to tie her shoes", "kid-skills"],
    ["how can i help my 5 year old ride without training wheels", "kid-skills"],
    ["my 2 year old keeps biting his sister", "little-ones"],
  ])("%s → %s", (text, slug) => {
    expect(read(text).decisionTopic).toBe(slug);
    expect(ask(text).text).not.toMatch(/Could you tell me a bit more/);
  });
  it("shopping for the gear stays shopping", () => {
    expect(read("best bike for my 6 year old learning to ride").intent).toBe("product");
  });
  it("reading the whole Bible through is a reading plan, not the menu", () => {
    const a = ask("we want to read through the entire bible this year, how do we start");
    expect(a.kind).toBe("scripture");
    expect(a.text).toMatch(/1,189 chapters/);
  });
});
