// The embedded answerer, eleventh set (answers11, shopping, held-out first): an opinion asked about a named
// model, makers we don't carry, a model's number that is no budget, whether a kind of thing works, starting
// an activity, situations whose fix is a set of things, details the notes hold, follow-ups that stay with
// the thread, compared models we haven't vetted. Our own wordings, never the probe's; negatives say what
// must not change.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { ask, chat } from "../helpers/offline-chat";
import { productById } from "@/lib/ai/request/catalog-view";
import { parseBudget } from "@/lib/ai/request/budget";
import { parseRequest } from "@/lib/ai/request";

const picked = (r: OfflineResult) => r.picks.map((id) => productById(id)!);
const MENU = /tell me a bit more about what you're looking for/i;
const MEDICAL = /not medical advice/;
const topicOf = (q: string) => parseRequest([{ role: "user", content: q }]);

describe("an opinion asked about a named model", () => {
  it.each([
    ["what's your take on the rabbit r1", "Rabbit R1"],
    ["how do you feel about the humane pin 2", "Humane Pin 2"],
  ])("a model no category names is honestly unvetted, never the menu (%s)", (q, name) => {
    const r = ask(q);
    expect(r.text).not.toMatch(MENU);
    expect(r.text).toContain(`I haven't vetted the ${name}`);
    expect(r.picks).toEqual([]);
  });
  it("a model of a kind we carry is said unvetted, with the vetted ones of that kind to weigh", () => {
    const r = ask("opinions on the framework laptop 16?");
    expect(r.text).toMatch(/^I haven't vetted the Framework Laptop 16/);
    expect(r.category).toBe("laptops");
    // A number the vetted name doesn't pair with its model word is another model ("airtag 2", not the AirTag).
    expect(ask("how do you feel about the apple airtag 2").text).toMatch(/^I haven't vetted the Apple Airtag 2/);
  });
  it("a vetted model asked about by opinion gets its own honest case first", () => {
    const r = ask("what do you think about the garmin venu 3?");
    expect(r.text).toMatch(/^Whether the Garmin Venu 3 is worth it/);
    expect(picked(r)[0]!.name).toBe("Garmin Venu 3");
  });
  it("a vetted model's own number is no budget", () => {
    expect(parseBudget("tell me about the forerunner 265")).toBeNull();
    expect(parseBudget("a garmin under 265")).toEqual({ min: null, max: 265 });
    const r = ask("any thoughts on the garmin forerunner 265");
    expect(picked(r)[0]!.name).toBe("Garmin Forerunner 265");
  });
  it.each(["what do you think about my idea to sell the house", "thoughts on moving to texas?", "tell me about yourself"])("no model named stays what it was (%s)", (q) => {
    expect(ask(q).text).not.toMatch(/I haven't vetted the/);
  });
});

describe("a maker we don't carry is not the kind", () => {
  it.each(["is a peloton actually worth the money", "thinking about the peloton, worth it?"])("said honestly, with the vetted ones to weigh (%s)", (q) => {
    const r = ask(q);
    expect(r.text).toMatch(/I haven't vetted the Peloton/);
    expect(r.text).not.toMatch(/^Whether the Schwinn/);
  });
  it("the kind's own words with no 'the' are the kind, not its first vetted model", () => {
    const r = ask("are rowing machines worth it");
    expect(r.text).not.toMatch(/^Whether the Concept2/);
    expect(r.picks).toEqual([]);
  });
  it("a vetted maker keeps its own verdict", () => {
    expect(ask("is the vitamix worth it").text).toMatch(/^Whether the Vitamix/);
  });
  it("a model word the vetted name lacks is that model, even when a kind's keyword holds it", () => {
    const r = ask("is the bose ultra open worth the money");
    expect(r.text).toMatch(/I haven't vetted the Bose Ultra Open/);
  });
});

describe("whether a kind of thing works, asked outright", () => {
  it("a category's own notes, with the medical line, no picks, before any health reading", () => {
    const r = ask("do weighted blankets honestly help you sleep or is that a gimmick");
    expect(r.kind).not.toBe("health");
    expect(r.text).toMatch(/^A weighted blanket helps some people/);
    expect(r.text).toMatch(MEDICAL);
    expect(r.picks).toEqual([]);
  });
  it("a standing desk and a sore back: the desk's honest answer", () => {
    const r = ask("will a standing desk really make a difference for my lower back");
    expect(r.text).toMatch(/^A standing desk is worth it if it gets you changing position/);
  });
  it.each([
    ["are massage guns a gimmick", /^A massage gun feels good/],
    ["do bidets actually work", /^A basic bidet attachment/],
    ["are computer glasses legit for eye strain", /^Blue light glasses mostly don't help/],
    ["is it dumb to buy a posture corrector", /^A posture corrector can work as a reminder/],
  ])("a kind we don't carry gets its worth notes, then what to look for (%s)", (q, first) => {
    const r = ask(q);
    expect(r.text).toMatch(first);
    expect(r.text).toMatch(/I don't have a vetted pick for/);
    expect(r.picks).toEqual([]);
  });
  it("whether air fryers are healthier is answered in their notes", () => {
    expect(ask("does an air fryer really make things healthier").text).toMatch(/Healthier\? Than deep frying, yes/);
  });
  it("a health-group category keeps its health answer", () => {
    expect(ask("does melatonin really help you sleep").kind).toBe("health");
  });
  it("asking which one to buy still gets picks", () => {
    expect(ask("best weighted blanket for anxiety").picks.length).toBeGreaterThan(0);
  });
  it("a worth question naming two brands stays a comparison", () => {
    expect(ask("is the vitamix worth the money compared to the ninja").kind).toBe("compare");
  });
});

describe("starting an activity: the first steps before the gear", () => {
  it.each([
    ["at 48 and about 50 lbs overweight i want to begin jogging", "running", /walking for two to four weeks/],
    ["never touched a weight in my life, 45, want to start strength training at home", "strength training", /Never lifted before/],
    ["thinking about getting back into cycling, my knees are bad", "cycling", /With sore knees/],
    ["want to start walking for exercise, i have a bad knee", "walking for exercise", /With a sore hip, knee or back/],
    ["how do i start swimming as an adult, im scared of the water", "swimming", /Never been good at it\?/],
  ])("%s", (q, title, note) => {
    const r = ask(q);
    expect(r.text).toMatch(new RegExp(`^Good for you\\. A plan matters more than gear when you're starting ${title}`));
    expect(r.text).toMatch(note);
    expect(r.text).toMatch(MEDICAL);
  });
  it.each([
    ["best running shoes for someone just starting out", "running_shoes"],
    ["want to start running, which shoes should i buy", "running_shoes"],
    ["my daughter wants to start riding a bike, what size", "bikes"],
  ])("asking for the gear, or someone else learning, stays shopping (%s)", (q, category) => {
    expect(ask(q).category).toBe(category);
  });
  it("race training stays the planner's", () => {
    expect(ask("how do i begin training for my first half marathon").text).toMatch(/race training/);
  });
});

describe("situations whose fix is a set of things", () => {
  it("sleeping by day after night shifts: the list, with the vetted sleep mask", () => {
    const r = ask("i'm on the graveyard shift now and daylight keeps waking me at noon");
    expect(r.text).toMatch(/^Sleeping in the daytime fights your body clock/);
    expect(r.text).toContain("Manta Sleep Mask");
  });
  it("a partner who is cold in bed: staying warm, not a marriage guide", () => {
    const r = ask("my husband is always freezing in bed, what helps");
    expect(r.kind).not.toBe("decision");
    expect(r.text).toMatch(/^Being cold in bed is common/);
  });
  it.each(["should i switch to the night shift at work", "my wife has been cold to me at night lately", "the night shift pays more, is it worth it"])("look-alikes stay what they were (%s)", (q) => {
    expect(ask(q).text).not.toMatch(/^(?:Sleeping in the daytime|Being cold in bed)/);
  });
  it("a baby just born opens the new-baby list", () => {
    expect(ask("we just brought home our newborn, what do we really need to buy").text).toMatch(/^Congratulations! Babies need less/);
  });
  it("a first garden is a list", () => {
    expect(ask("getting into gardening, what tools should i buy").text).toMatch(/^A first garden needs fewer tools/);
  });
});

describe("follow-ups that stay with the thread", () => {
  it("a detail the notes hold is answered from them, pick by pick", () => {
    const [a, b] = chat(["cheap air fryer for one person", "can the basket go in the dishwasher?"]);
    expect(b.picks).toEqual(a.picks);
    expect(b.text).toMatch(/^Here's what my notes on these picks say about that:/);
  });
  it("a detail no note holds is still said honestly", () => {
    const [, b] = chat(["cheap air fryer for one person", "what colors does it come in?"]);
    expect(b.text).toMatch(/I don't keep that detail/);
  });
  it("a use of the thing being chosen stays in its category", () => {
    const [, b] = chat(["lightweight stroller for city walks", "can i go running with it too?"]);
    expect(b.category).toBe("strollers");
    expect(picked(b)[0]!.needs).toContain("jogging");
  });
  it("switching by name still switches", () => {
    expect(chat(["lightweight stroller for city walks", "what about running shoes for me"])[1].category).toBe("running_shoes");
  });
  it("one pick, asked after three", () => {
    const [, b] = chat(["best chef knife under 100", "just one knife only"]);
    expect(b.picks).toHaveLength(1);
  });
  it("no 'Only no of' when nothing fits", () => {
    const [, b] = chat(["gift for my uncle who loves grilling, about 60 dollars", "how about cheaper"]);
    expect(b.text).not.toMatch(/Only no of/);
  });
  it("a gift's thing already owned turns to ideas that go with it", () => {
    const [, b] = chat(["gift for my uncle who loves grilling, about 60 dollars", "he already owns a grill"]);
    expect(b.picks).toEqual([]);
    expect(b.text).toMatch(/^Since they already have a grill, something to go with it/);
  });
  it("owning one outside a gift thread changes nothing of the sort", () => {
    expect(chat(["best grill under 500", "i already have a grill, my brother needs one"])[1].text).not.toMatch(/^Since they already have/);
  });
});

describe("not shopping, and things asked for by kind", () => {
  it("getting a person to do something is no no-pick", () => {
    const r = ask("how can we get our kids to quit arguing about the xbox controller");
    expect(r.kind).not.toBe("no_pick");
    expect(r.picks).toEqual([]);
  });
  it("'what kind of X' asks for X", () => {
    expect(ask("my dad has weak hands, what kind of jar opener").text).toMatch(/I don't have a vetted pick for jar openers/);
  });
  it("falling asleep is no fall", () => {
    expect(ask("grandpa keeps falling asleep in front of the tv, is there a tv with a sleep timer").kind).not.toBe("health");
    expect(topicOf("grandpa keeps falling, what should we do").intent).toBe("health");
  });
});

describe("a compared model we haven't vetted", () => {
  it("is said so, with the vetted one of its maker standing in", () => {
    const r = ask("is the garmin epix better than the apple watch series 11");
    expect(r.kind).toBe("compare");
    expect(r.text).toMatch(/^I haven't vetted the Garmin Epix/);
  });
  it("vetted models compare as before", () => {
    expect(ask("dyson v15 or shark stratos").text).toMatch(/^Here's how the Dyson V15 Detect and Shark Stratos/);
  });
});

describe("third held-out batch, fixed by kind", () => {
  it.each([
    ["honestly what do you think about the oakley meta glasses", "Oakley Meta Glasses"],
    ["is the stanley tumbler bottle worth it", "Stanley Tumbler Bottle"],
  ])("a product named by 'the' and its noun is that product, unvetted (%s)", (q, name) => {
    expect(ask(q).text).toMatch(new RegExp(`^I haven't vetted the ${name}`));
  });
  it.each(["is the new house worth it", "what do you think of the church we visited", "is the extra money worth it for the gym membership"])("life words are no product (%s)", (q) => {
    expect(ask(q).text).not.toMatch(/I haven't vetted the/);
  });
  it("buying a used phone is the used-and-refurbished answer, not new picks", () => {
    const r = ask("is getting a used pixel a dumb move");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/Refurbished can be a smart way/);
  });
  it("someone else starting yoga gets the first steps and the vetted mat", () => {
    const r = ask("my husband wants to start yoga for his back, what does he need");
    expect(r.text).toMatch(/^Good idea\. A plan matters more than gear when you're starting yoga/);
    expect(r.text).toContain("Manduka");
  });
});

describe("a feature asked about with 'what about the'", () => {
  it("is a detail of the picks (from their notes), not a model called that", () => {
    const [a, b] = chat(["blender for frozen fruit smoothies under 200", "how about the noise?"]);
    expect(b.picks).toEqual(a.picks);
    expect(b.text).not.toMatch(/among my vetted/);
    expect(b.text).toMatch(/^Here's what my notes on these picks say about that:/);
  });
  it("a brand not shown is still weighed as before", () => {
    expect(chat(["good espresso machine", "what about the gaggia"])[1].text).toMatch(/gaggia among my vetted/i);
  });
});

describe("after the first steps, the gear follows on", () => {
  it("'what shoes then' ranks afresh for the needs said with the start", () => {
    const [, shoes] = chat(["i'm 41 and want to begin running, i overpronate", "so what shoes then?"]);
    expect(shoes.category).toBe("running_shoes");
    expect(shoes.text).not.toMatch(/I don't keep that detail|Good to know/);
    expect(picked(shoes)[0]!.needs).toContain("stability");
  });
  it("a pick asked for by verdict after picks is still the verdict", () => {
    expect(chat(["best robot vacuum for pet hair", "which one should i get"])[1].text).toMatch(/^If it were my money/);
  });
});

describe("fourth held-out batch, fixed by kind", () => {
  it("an opinion about buying somewhere is no model", () => {
    expect(ask("opinions on getting a tv from walmart").text).not.toMatch(/I haven't vetted the/);
  });
  it("someone else starting again gets the first steps", () => {
    expect(ask("my dad is 80 and wants to start walking again").text).toMatch(/^Good idea\. A plan matters more than gear when you're starting walking/);
  });
  it("a part asked about the picks is no switch to that part's category", () => {
    const [a, b] = chat(["best laptop for a college student under 900", "do they have a backlit keyboard?"]);
    expect(b.category).toBe(a.category);
  });
  it("AppleCare is the protection-plan answer", () => {
    expect(ask("is applecare+ worth it for a macbook").text).toMatch(/^Extended warranties are usually not worth it/);
  });
  it("a spill gets what to do right now before repair or replace", () => {
    const r = ask("my son knocked juice onto his laptop, what now");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/^\*\*Right now, for a spill:\*\*/);
  });
  it("a dog's toys are pet supplies, not children's toys", () => {
    expect(ask("my puppy shreds every toy, what's a tough one").text).toMatch(/pet food and pet supplies/);
  });
  it("whether a kind cleans better is its category's notes", () => {
    expect(ask("do electric toothbrushes actually clean better").text).toMatch(/^An electric toothbrush is worth it/);
  });
  it("a brand's next word that is a plain word is no model in a comparison", () => {
    expect(ask("is the vitamix really worth it compared to ninja").text).not.toMatch(/I haven't vetted the Vitamix/);
  });
});

describe("sleeping while someone else is up", () => {
  it("a partner up late in a shared room gets the list, with vetted headphones and a mask", () => {
    const r = ask("my girlfriend watches tv late at night while i try to sleep in our one room apartment");
    expect(r.text).toMatch(/^When one of you is up late in a shared room/);
    expect(r.text).toContain("Manta Sleep Mask");
  });
  it("gaming too much is not that list", () => {
    expect(ask("my husband games too much, should i be worried").text).not.toMatch(/^When one of you is up late/);
  });
  it("'what's the deal with' a vetted model is its honest case", () => {
    expect(ask("what's the deal with the kindle scribe").text).toMatch(/^Whether the Amazon Kindle Scribe is worth it/);
  });
});

describe("a child starting an activity is not the adult's first steps", () => {
  it.each(["my teenage son wants to start lifting, he's 15, what should he get", "our 11 year old daughter wants to start running"])("%s", (q) => {
    expect(ask(q).text).not.toMatch(/A plan matters more than gear/);
  });
});
