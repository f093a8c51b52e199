// Shopping kinds the lead's fresh questions found wrong this stop (our wordings): a ceiling said with
// "not spending more than", "don't want to spend much" as a budget, and a worth-it question whose
// subject runs on ("is X still the best or overpriced").
import { describe, expect, it } from "@jest/globals";
import { parseBudget } from "@/lib/ai/request/budget";
import { productById } from "@/lib/ai/request/catalog-view";
import { ask, chat } from "../helpers/offline-chat";

describe("a ceiling said with 'spending'", () => {
  it.each([
    ["e-bike for a 10 mile commute, not spending more than 900", 900],
    ["not spending over 450 on headphones", 450],
    ["i'm spending no more than 300 on a stroller", 300],
  ])("%s", (text, max) => expect(parseBudget(text)).toEqual({ min: null, max }));
  it.each([
    "i'll be spending 40 minutes a day on it, which rowing machine",
    "we spent 12 nights in a tent last summer, need a new one",
  ])("not a budget: %s", (text) => expect(parseBudget(text)).toBeNull());
});

describe("not wanting to spend much leads with the cheaper picks", () => {
  it.each([
    "need a phone just for calls and texts, don't want to spend a lot",
    "a phone for my teen, nothing expensive",
  ])("%s", (question) => {
    const [first, second] = ask(question).picks.map((id) => productById(id)!);
    expect(first.priceBand.low).toBeLessThanOrEqual(second.priceBand.low);
    expect(first.priceBand.low).toBeLessThan(400);
  });
});

describe("a worth-it question's subject ends where the asking starts", () => {
  it.each([
    ["is kitchenaid still the best or is it overpriced", /^Whether the KitchenAid .+ is worth it/],
    ["is the roomba still the best or just overpriced", /^Whether the iRobot Roomba .+ is worth it/],
  ])("%s", (question, opening) => {
    const text = ask(question).text;
    expect(text).toMatch(opening);
    expect(text).not.toMatch(/haven't vetted/);
  });
});

describe("a shopping thread keeps its follow-ups", () => {
  it("who it's for, said with health words, re-ranks the thing being chosen", () => {
    const [, next] = chat(["recommend a mattress", "i run hot at night and my wife has a bad back"]);
    expect(next.kind).toBe("product");
    expect(next.category).toBe("mattresses");
  });
  it("'the baby is asleep' in a blender thread asks for a quiet blender", () => {
    const [, next, third] = chat(["blender for protein shakes", "needs to be quiet, the baby naps", "compare the first two"]);
    expect(next.category).toBe("blenders");
    expect(third.kind).toBe("compare");
  });
  it("a real health question in the thread is still answered as one", () => {
    const [, next] = chat(["recommend a mattress", "how do i treat lower back pain in the morning"]);
    expect(next.kind).toBe("health");
  });
  it.each([["best monitor for coding", "32 inch"], ["recommend a mattress", "queen size"], ["earbuds for sleeping", "i'm a side sleeper"], ["best air fryer", "in black?"]])(
    "a spec said alone stays in the thread: %s || %s",
    (first, spec) => {
      const [a, b] = chat([first, spec]);
      expect(b.kind).toBe("product");
      expect(b.category).toBe(a.category);
    },
  );
  it("a short line name ruled out is left out", () => {
    const [, next] = chat(["tablet for my 7 year old", "no ipad please"]);
    expect(next.picks.length).toBeGreaterThan(0);
    expect(next.picks.every((id) => !/ipad/i.test(productById(id)!.name))).toBe(true);
  });
  it.each(["does it need to be 4k", "is 4k worth it for a 27 inch"])("a resolution is not a budget: %s", (text) => expect(parseBudget(text)).toBeNull());
  it("a budget said with k is still money", () => expect(parseBudget("my budget is 4k for the whole setup")).toEqual({ min: null, max: 4000 }));
});

describe("a kind asked within a category gets only that kind, or an honest no-pick", () => {
  it.each([
    ["what probiotic should i take, any good brand", "Culturelle"],
    ["recommend a fish oil supplement", "Omega"],
    ["which protein powder is best for a beginner", "Whey"],
  ])("%s", (question, word) => {
    const r = ask(question);
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.picks.every((id) => productById(id)!.name.includes(word))).toBe(true);
  });
  it.each([
    ["best melatonin gummies", /vetted pick for melatonin/],
    ["good paring knife for fruit", /vetted pick for paring knives/],
    ["best gaming headset for xbox", /vetted pick for gaming headsets/],
  ])("no vetted product of that kind: %s", (question, line) => {
    const r = ask(question);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it("a kind made for children is for children by itself", () => {
    const r = ask("which balance bike is best");
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.picks.map((id) => productById(id)!.name).join()).toMatch(/Balance Bike/);
  });
});

describe("more kinds: cast iron, DSLRs and instant cameras, open-ear, wet/dry, checked bags", () => {
  it.each([
    ["need a good cast iron pan", /Cast Iron Skillet/],
    ["best bone conduction headphones", /Shokz/],
    ["best mirrorless camera for a beginner", /Canon|Nikon|Sony|Fujifilm/],
  ])("%s", (question, name) => {
    const r = ask(question);
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.picks.every((id) => name.test(productById(id)!.name))).toBe(true);
  });
  it.each([
    ["recommend a dslr for wedding photos", /vetted pick for DSLRs/],
    ["good instant camera like a polaroid", /vetted pick for instant cameras/],
    ["need a wet dry vac for the garage", /vetted pick for (?:wet\/dry vacuums|shop vacs|wet dry vacs)/],
  ])("no vetted one of that kind: %s", (question, line) => expect(ask(question).text).toMatch(line));
  it("a big suitcase to check is never a carry-on", () => {
    const r = ask("large suitcase for checked luggage on a 3 week trip");
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.picks.every((id) => !/carry-on/i.test(productById(id)!.name))).toBe(true);
  });
});

describe("guidance asks the lead found going to the wrong place", () => {
  it.each([
    ["found a vape in my 15 year old's backpack, how do i bring it up with her", "decision", /a calm, curious conversation does more than a lecture/], // the teen-vaping guide (guidance11) now answers it,
    ["how can i tell if god is calling me to ministry", "decision", /./],
    ["should i tell my best friend i saw her husband on a dating app", "decision", /speak up or let something go/],
  ])("%s", (question, kind, text) => {
    const r = ask(question);
    expect(r.kind).toBe(kind);
    expect(r.text).toMatch(text);
    expect(r.text).not.toMatch(/Quitting nicotine is one of the best things you can do/);
  });
  it("someone quitting vaping themselves still gets the quitting topic", () => {
    expect(ask("how do i finally quit vaping").text).toMatch(/Quitting nicotine/);
  });
});

describe("the rules for owning or using a thing", () => {
  it("a license question in a drone thread gets the FAA rules and the same picks", () => {
    const [, shown, rules] = chat(["best drone for a beginner", "my first one", "do i need a license for it"]);
    expect(rules.kind).toBe("product");
    expect(rules.text).toMatch(/\*\*The rules, in short \(US\):\*\*/);
    expect(rules.text).toMatch(/TRUST test/);
    expect(rules.picks).toEqual(shown.picks);
    expect(rules.text).not.toMatch(/vetted pick for licenses/);
  });
  it.each(["do i have to register a drone", "is it legal to fly a drone in a city park"])("%s", (q) => expect(ask(q).text).toMatch(/FAA/));
  it("an e-bike gets its classes", () => expect(chat(["commuter e-bike", "would i need a license to ride it"])[1].text).toMatch(/Class 3/));
});

describe("an engineering student's laptop runs Windows software", () => {
  it("the follow-up leaves Macs out", () => {
    const [, next] = chat(["laptop for college", "she's going into mechanical engineering"]);
    expect(next.picks.length).toBeGreaterThan(0);
    expect(next.picks.every((id) => !/MacBook|Chromebook/.test(productById(id)!.name))).toBe(true);
  });
});
