// The embedded answerer, sixth pass: the kinds of question fresh probes found wrong (a brand or line
// ruled out, one product asked about for one use, a category word inside another thing, school and
// work questions, Bible topics, older adults' falls, strength training, jokes). Our own wordings.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { ask, chat } from "../helpers/offline-chat";
import { productById } from "@/lib/ai/request/catalog-view";
import { ruledOut } from "@/lib/ai/request/ruled-out";

const brands = (r: OfflineResult) => r.picks.map((id) => productById(id)!.brand.toLowerCase());
const names = (r: OfflineResult) => r.picks.map((id) => productById(id)!.name.toLowerCase());

describe("a brand or line ruled out stays out", () => {
  it("a blender that isn't a Ninja has no Ninja, and says so", () => {
    const r = ask("need a new blender, just not a ninja");
    expect(r.category).toBe("blenders");
    expect(r.picks.length).toBeGreaterThan(0);
    expect(brands(r)).not.toContain("ninja");
    expect(r.text).toMatch(/Leaving out Ninja, as you asked/);
  });
  it("a school laptop that isn't a Chromebook", () => {
    const r = ask("my son needs a laptop for high school but NOT a chromebook");
    expect(names(r).some((n) => n.includes("chromebook"))).toBe(false);
    expect(r.picks.length).toBe(3);
  });
  it("the rule holds through a follow-up in the same thread", () => {
    const [, cheaper] = chat(["robot vacuum for a small house, no roomba please", "something cheaper?"]);
    expect(names(cheaper).some((n) => n.includes("roomba"))).toBe(false);
  });
  it("a list of brands ruled out is a product ask, not a comparison of them", () => {
    const r = ask("which phone should I get if I don't want Apple, Samsung or Google");
    expect(r.kind).toBe("product");
    expect(brands(r).filter((b) => ["apple", "samsung", "google"].includes(b))).toEqual([]);
  });
  it("ruling out only what names a brand or line of that category", () => {
    expect(ruledOut("I'm not a professional chef, just want a decent blender", "blenders")).toEqual([]);
    expect(ruledOut("a stick vacuum with no cord to trip over", "vacuums")).toEqual([]);
    expect(ruledOut("why not the Vitamix?", "blenders")).toEqual([]);
    expect(ruledOut("anything except Dyson or Shark", "vacuums")).toEqual(["dyson", "shark"]);
  });
  it("a platform alone ranks everyday models before specialists", () => {
    const r = ask("laptop recommendations, windows only");
    const first = productById(r.picks[0])!;
    expect(first.needs).toContain("windows");
    expect(first.needs).not.toContain("gaming");
  });
});

describe("one product asked about for one use", () => {
  it("a yes names the product and what it's rated for", () => {
    const r = ask("is the vitamix any good for making smoothies?");
    expect(r.picks[0]).toMatch(/vitamix/);
    expect(r.text).toMatch(/^Yes: the Vitamix/);
  });
  it("a no says so and offers vetted ones that are rated for it", () => {
    const r = ask("would the dyson v8 handle deep cleaning thick carpet?");
    expect(r.text).toMatch(/^Not really: the Dyson V8/);
    expect(r.picks[0]).toBe("dyson-v8");
    expect(r.picks.slice(1).every((id) => productById(id)!.needs.includes("carpet"))).toBe(true);
  });
  it("a line name finds the model that suits the use", () => {
    const r = ask("can a kindle be used in the bathtub?");
    expect(productById(r.picks[0])!.name).toMatch(/Kindle/);
  });
  it("a brand that makes several kinds is read in the thread's kind", () => {
    const [, fit] = chat(["good over-ear headphones", "is the sony good for zoom calls?"]);
    expect(productById(fit.picks[0])!.category).toBe("headphones");
  });
  it("the kind of thing itself is not a product ('is a standing desk good for your back')", () => {
    // answers11: whether the kind helps is its category's honest answer, with the medical line, no picks.
    const r = ask("is a standing desk actually good for your back?");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/^A standing desk is worth it if it gets you changing position/);
    expect(r.text).toContain("not medical advice");
  });
});

describe("a category word inside another thing", () => {
  it("a knife sharpener is not a knife", () => {
    const r = ask("which knife sharpener works best for german kitchen knives");
    expect(r.kind).toBe("no_pick");
    expect(r.text).toMatch(/knife sharpeners/);
  });
  it("a vacuum follow-up about hard floors stays with vacuums", () => {
    const [, floors] = chat(["recommend a vacuum", "we mostly have laminate and tile"]);
    expect(floors.category).toBe("vacuums");
    expect(floors.picks.every((id) => productById(id)!.needs.includes("hard_floors"))).toBe(true);
  });
  it("a budget that leaves out the needed feature says so instead of claiming it", () => {
    const [, , low] = chat(["what vacuum should I buy", "for hardwood", "under $150?"]);
    expect(low.text).not.toMatch(/for hard floors, here are/);
    expect(low.text).toMatch(/none of my vetted vacuums under \$150 is rated for hard floors/);
  });
});

describe("school, work and faith questions get guidance", () => {
  it.each([
    ["we're considering homeschooling our two kids next year", /Homeschooling/],
    ["charter school or public school for my daughter?", /right school/],
    ["could you look over my resume? I keep getting rejected", /resume/],
    ["second interview on friday and I'm so nervous", /interview/],
  ])("%s", (q, expected) => {
    const r = ask(q);
    expect(r.kind).toBe("decision");
    expect(r.text).toMatch(expected);
    expect(r.picks).toEqual([]);
  });
  it.each([
    ["what does the bible say about being lazy", "Proverbs 6:6-8"],
    ["bible verses about envy", "Proverbs 14:30"],
    ["what does scripture say about baptism", "Romans 6:3-4"],
    ["what does the bible teach about angels", "Hebrews 1:14"],
    ["verses about racism", "Galatians 3:28"],
    ["what does the bible say about tithing", "Malachi 3:10"],
  ])("%s quotes %s", (q, reference) => {
    const r = ask(q);
    expect(r.kind).toBe("scripture");
    expect(r.verses).toContain(reference);
    expect(r.text).not.toMatch(/I don't have passages gathered/);
  });
});

describe("health: falls and strength", () => {
  it("an older parent who keeps falling is a health matter first", () => {
    const r = ask("grandma is 88 and she keeps falling at home, what can we do");
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(/fall-risk check/);
    expect(r.text).toMatch(/grab bars/);
  });
  it("falling grades or prices are not falls", () => {
    expect(ask("my grades keep falling this semester").kind).not.toBe("health");
  });
  it("strength training questions get strength guidance", () => {
    const r = ask("is weight lifting safe for someone in their 60s");
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(/10 to 15 times with good form/);
  });
  it("lifting weights at home is fitness equipment", () => {
    expect(ask("what do I need to lift weights at home").category).toBe("fitness_equipment");
  });
});

describe("small things people ask", () => {
  it("a joke gets a joke", () => {
    const r = ask("tell me a clean joke");
    expect(r.text).toMatch(/\?/);
    expect(r.text).not.toMatch(/tell me a bit more/i);
    expect(r.picks).toEqual([]);
  });
  it("'it broke after a month' asks for durability, not a budget", () => {
    const r = ask("our blender broke after a month, which one should we get");
    expect(r.text).toMatch(/durability/);
  });
  it("'I'm broke' is still a budget", () => {
    const r = ask("I'm broke, need cheap earbuds");
    expect(productById(r.picks[0])!.priceBand.tier).toBe("$");
  });
});

describe("health questions get the topic's own warning signs", () => {
  it.each([
    ["my 7 year old has been throwing up and says her tummy hurts on the right", /appendicitis/],
    ["baby is 2 months old and has a temperature of 100.8", /under 3 months/],
    ["my mother's bp was 190/115 this morning", /call 911 now/],
    ["is it safe to take advil while on eliquis", /bleeding/],
    ["how much tylenol can an adult take in one day", /daily maximum/],
    ["can I give my toddler half of my adult ibuprofen", /dosed by weight/],
    ["what does a heart attack feel like", /chest pain, pressure or squeezing/],
    ["a freckle on my back is getting bigger and darker", /ABCDEs/],
    ["I think I've got a bladder infection", /kidney/],
    ["my dad is getting forgetful, could it be alzheimer's", /very treatable/],
    ["foods to avoid while pregnant?", /listeria/],
    ["my wife has seemed really sad since the baby was born, how do I help", /1-833-852-6262/],
    ["been feeling a bit blue lately", /treatable/],
  ])("%s", (q, expected) => {
    const r = ask(q);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(expected);
    expect(r.picks).toEqual([]);
  });
  it("a prescription dose for a child is never given", () => {
    const r = ask("how many mg of antibiotics should my 4 year old get");
    expect(r.text).toMatch(/I can't tell you what dose of a prescription medicine/);
  });
});

describe("keywords that used to pick the wrong guide", () => {
  it("a laugh alone brings no crisis line", () => {
    expect(ask("need a good rice cooker haha").text).not.toMatch(/988/);
  });
  it("an appliance that died is a purchase, not grief", () => {
    const r = ask("our washing machine just died, what should we look for");
    expect(r.text).not.toMatch(/sorry for your loss/);
  });
  it("a partner who won't commit is a relationship question, not a job offer", () => {
    const r = ask("we've dated six years and she still won't talk about marriage, should I stay with her");
    expect(r.text).toMatch(/stay or go/);
    expect(r.text).not.toMatch(/salary/);
  });
});

describe("kinds and features ruled out", () => {
  it("no charcoal leaves out every charcoal-burning grill", () => {
    const r = ask("our condo board banned charcoal, which grill should we buy");
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.picks.every((id) => !productById(id)!.needs.includes("charcoal") && !(productById(id)!.kinds ?? []).includes("charcoal"))).toBe(true);
  });
  it("a pan that isn't nonstick", () => {
    const r = ask("I want a frying pan that is not nonstick");
    expect(r.picks.every((id) => !productById(id)!.needs.includes("nonstick"))).toBe(true);
  });
  it("a correction drops the kind that was asked before", () => {
    const [, corrected] = chat(["best electric bike", "sorry, a normal bike, not electric"]);
    expect(corrected.picks.length).toBeGreaterThan(0);
    expect(corrected.picks.every((id) => !(productById(id)!.kinds ?? []).includes("ebike"))).toBe(true);
  });
  it("'not for X' is a use not needed, not a thing to leave out", () => {
    expect(ruledOut("a vacuum, not for stairs, just the living room", "vacuums")).toEqual([]);
  });
  it("products sized for children stay out unless a child is who it's for", () => {
    const r = ask("a bike for getting around town");
    expect(r.picks.every((id) => !productById(id)!.ages)).toBe(true);
  });
});

describe("scripture asked by chapter or by name", () => {
  it.each([
    ["please read romans 12", "Romans 12"],
    ["psalm 91", "Psalm 91"],
    ["1 john 4", "1 John 4"],
    ["can you show me the ten commandments", "Exodus 20:1-17"],
    ["the armor of god passage", "Ephesians 6:10-18"],
  ])("%s", (q, reference) => {
    const r = ask(q);
    expect(r.kind).toBe("scripture");
    expect(r.verses).toEqual([reference]);
  });
  it("a book name with a number inside another question is not a chapter", () => {
    expect(ask("job 3 interview tomorrow any tips").kind).not.toBe("scripture");
  });
});

describe("follow-ups that used to be swallowed", () => {
  it("thanks followed by a new ask answers the ask", () => {
    expect(ask("great thanks, now I need a coffee maker").category).toBe("coffee_makers");
  });
  it("'why that one?' gives the reasons for the top pick", () => {
    const [first, why] = chat(["good air purifier", "why that one"]);
    const top = productById(first.picks[0])!;
    expect(why.text).toContain(`Why the ${top.name}`);
    expect(why.text).toMatch(/trade-off/);
    expect(why.picks).toEqual(first.picks);
  });
});

describe("two things asked at once, and supplements for a child", () => {
  it("'X and Y' shows picks for each", () => {
    const r = ask("we need a new mattress and a weighted blanket for our bedroom");
    const cats = new Set(r.picks.map((id) => productById(id)!.category));
    expect(cats).toEqual(new Set(["mattresses", "weighted_blankets"]));
    expect(r.text).toMatch(/two things/);
  });
  it("a shared budget says what the two together start at", () => {
    const r = ask("a desk chair and a monitor, 700 total");
    expect(r.text).toMatch(/Together, the .* start at about \$/);
  });
  it("'X for Y and Z' is still one thing", () => {
    expect(ask("earbuds for the gym and my commute").text).not.toMatch(/two things/);
  });
  it.each(["what vitamin d drops should I give my 3 month old", "best multivitamin for my 6 year old"])("%s: no adult supplement for a child", (q) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/pediatrician/);
  });
});

describe("a follow-up's words read in the thread first", () => {
  it("'which has the longest battery of those' stays with the picks shown", () => {
    const [first, next] = chat(["good laptop for travel", "which has the best screen of those"]);
    expect(next.category).toBe(first.category);
  });
  it("a word the thread's own category uses ('a keyboard' in a piano thread) doesn't switch", () => {
    const [, next] = chat(["a digital piano for a beginner", "a cheaper keyboard?"]);
    expect(next.category).toBe("digital_pianos");
  });
});

describe("who it's for, and the size asked", () => {
  it("'what about for android' after iPhone picks leaves the iPhone-only watches out", () => {
    const [, , android] = chat(["smartwatch for my iphone", "something cheaper", "what about for android?"]);
    expect(android.picks.every((id) => productById(id)!.needs.includes("android"))).toBe(true);
  });
  it("'just for me' drops the family the earlier picks were for", () => {
    const [, me] = chat(["air fryer big enough for a family of five", "what about just for me in a small apartment"]);
    expect(me.text.split("\n")[0]).not.toMatch(/famil/);
  });
  it("a screen size asked is kept, or honestly missing", () => {
    const monitor = ask("need a 27 inch monitor for spreadsheets");
    expect(monitor.picks.every((id) => productById(id)!.name.includes("27"))).toBe(true);
    const tv = ask("small tv for the kitchen, 24 inch");
    expect(tv.text).toMatch(/None of my vetted TVs is 24 inches/);
  });
  it("basic use reads as the basics", () => {
    const [, basic] = chat(["laptop recommendation", "it's for my dad, he only does email and web browsing"]);
    expect(productById(basic.picks[0])!.needs).toContain("beginner");
  });
});
