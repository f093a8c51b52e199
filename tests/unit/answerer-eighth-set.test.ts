// The embedded answerer, eighth pass (shopping): buying too much said of oneself, a need the category
// can't meet, questions about buying itself (when, deals, returns, recalls, refurbished, warranties,
// long loans), budgets in other currencies, follow-ups by a brand alone, "made in USA". Our own wordings.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { ask, chat } from "../helpers/offline-chat";
import { productById } from "@/lib/ai/request/catalog-view";
import { parseBudget } from "@/lib/ai/request/budget";
import { parseRequest } from "@/lib/ai/request";

const picked = (r: OfflineResult) => r.picks.map((id) => productById(id)!);
const LINK = /\]\(https?:/;
const topicOf = (q: string) => parseRequest([{ role: "user", content: q }]);

describe("buying too much, said of oneself, is the overspending guide", () => {
  it.each([
    "i cannot stop shopping on my iphone at night",
    "my husband says i've got an amazon habit and he's right",
    "i'm a total shopaholic, how do i quit",
    "i keep ordering junk online when i'm stressed",
  ])("%s", (q) => {
    expect(topicOf(q)).toMatchObject({ intent: "decision", decisionTopic: "overspending" });
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).not.toMatch(LINK);
  });
  it.each([
    ["we keep buying cheap blenders that die, which one lasts?", "blenders"],
    ["i keep buying the wrong size, which running shoes fit true to size", "running_shoes"],
  ])("negative: a thing asked for stays shopping (%s)", (q, category) => {
    expect(ask(q).category).toBe(category);
  });
});

describe("a need the category itself can't meet is said, and what meets it", () => {
  it.each([
    "need a new television for grandpa, he's losing his hearing",
    "which tv is good for my mom, she has trouble hearing dialogue",
  ])("a TV for someone hard of hearing leads with soundbars for dialogue (%s)", (q) => {
    const r = ask(q);
    expect(r.category).toBe("tvs");
    expect(r.text).toMatch(/won't make voices easier to hear/);
    expect(r.text).toMatch(/captions/);
    expect(picked(r)[0]!.category).toBe("soundbars");
    expect(picked(r)[0]!.needs).toContain("dialogue");
    // Bought on top of (or instead of) a TV: the affordable ones that do it lead.
    expect(picked(r)[0]!.priceBand.low).toBeLessThanOrEqual(200);
  });
  it.each(["over ear headphones for the gym", "headphones i can jog in", "headphones to wear while jogging"])(
    "headphones for workouts: said honestly, earbuds pointed to, only headphones shown (%s)",
    (q) => {
      const r = ask(q);
      expect(r.category).toBe("headphones");
      expect(r.text).toMatch(/aren't made for workouts/);
      expect(r.text).toMatch(/workout earbuds/);
      expect(picked(r).length).toBeGreaterThan(0);
      expect(picked(r).every((p) => p.category === "headphones")).toBe(true);
    },
  );
  it.each([
    ["best tv for movie nights", "tvs"],
    ["headphones for long flights", "headphones"],
    ["headphones for zoom calls or the gym", "headphones"],
  ])("negative: a need the category meets changes nothing (%s)", (q, category) => {
    const r = ask(q);
    expect(picked(r).every((p) => p.category === category)).toBe(true);
    expect(r.text).not.toMatch(/aren't made for workouts|won't make voices/);
  });
});

describe("questions about buying itself get a short honest answer, picks only if asked", () => {
  it.each([
    "cyber monday or just buy it today?",
    "should i hold off on a new laptop till black friday",
    "when do tvs usually go on sale",
    "is this a smart time to buy a robot vacuum or wait for prime day",
  ])("when to buy (%s)", (q) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/Black Friday/);
    expect(r.text).toMatch(/price tracker/);
  });
  it.each([
    ["the dealership offered me 84 months on an suv, good idea?", 84],
    ["is a six year auto loan a bad idea", null],
    ["thinking of a 72 month loan for a used truck", 72],
  ])("a long loan on a car (%s)", (q, months) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/20\/4\/10/);
    if (months) expect(r.text).toContain(`${months}-month loan`);
    expect(r.text).toMatch(/upside down|no more than 4 years/);
  });
  it("a price for a vetted model is weighed against its usual band", () => {
    const r = ask("found the dyson v15 detect for $480, good deal?");
    expect(r.text).toMatch(/Dyson V15 Detect usually sells for about \$650/);
    expect(r.text).toMatch(/below its usual range/);
    expect(r.picks).toEqual([]);
  });
  it("a bare number in a deal question is the price ('is 420 a good price for the bose qc ultra')", () => {
    const r = ask("is 420 a good price for the bose quietcomfort ultra headphones");
    expect(r.text).toMatch(/At \$420, that's within its usual range/);
  });
  it("a deal on a model not vetted: no guess at the price", () => {
    expect(ask("is $650 a good deal for a 55 inch vizio").text).toMatch(/I can't see today's prices/);
  });
  it.each([
    ["if the mattress feels wrong can i return it", /sleep trial/],
    ["what's the return window for headphones at target", /restocking fee/],
  ])("returns (%s)", (q, line) => {
    const r = ask(q);
    expect(r.text).toMatch(/Returns are the store's rules/);
    expect(r.text).toMatch(line);
    expect(r.picks).toEqual([]);
  });
  it.each([
    ["any recall on my kids' high chair?", false],
    ["is an infant rocker safe to sleep in overnight", true],
  ])("recalls and product safety (%s)", (q, baby) => {
    const r = ask(q);
    expect(r.text).toMatch(/cpsc\.gov/);
    if (baby) expect(r.text).toMatch(/banned from sale/);
    expect(r.picks).toEqual([]);
  });
  it.each(["thinking about a renewed pixel from amazon, is that safe?", "is buying an open box ipad a good idea"])("refurbished, renewed, open-box (%s)", (q) => {
    const r = ask(q);
    expect(r.text).toMatch(/Refurbished can be a smart way/);
    expect(r.picks).toEqual([]);
  });
  it.each(["is geek squad worth it on a laptop", "should i pay for the protection plan on my new washer"])("warranties and protection plans (%s)", (q) => {
    expect(ask(q).text).toMatch(/Extended warranties are usually not worth it/);
  });
  it("a thing with no vetted picks says so before the advice (a car loan)", () => {
    expect(ask("can i finance a used car for 6 years").text).toMatch(/^I don't have vetted picks for/);
  });
  it.each([
    ["best laptop for college", "laptops"],
    ["is the sony wh-1000xm5 worth it", "headphones"],
  ])("negative: a plain ask still gets picks (%s)", (q, category) => {
    const r = ask(q);
    expect(r.category).toBe(category);
    expect(r.picks.length).toBeGreaterThan(0);
  });
});

describe("budgets in other currencies", () => {
  it.each([
    ["an air fryer for 9000 yen", 60],
    ["c$600 laptop", 430],
    ["headphones under 12000 rupees", 140],
    ["a phone for 700 aud", 460],
  ])("%s → about $%i", (q, max) => {
    expect(parseBudget(q)?.max).toBe(max);
  });
  it("the answer says the budget was converted", () => {
    expect(ask("blender under 150 cad").text).toMatch(/converted your budget roughly, to about \$110/);
  });
  it("negative: euros and pounds are still read as the same figure", () => {
    expect(parseBudget("laptop for 800 euros")?.max).toBe(800);
    expect(parseBudget("vacuum under £250")?.max).toBe(250);
  });
});

describe("follow-ups by a brand alone, a switch of category or person", () => {
  it("'and the breville?' after espresso picks: more on the Breville shown", () => {
    const [, more] = chat(["which espresso machine should i get", "and the breville?"]);
    expect(more.text).toMatch(/everything my notes hold on the Breville/);
  });
  it("'and the sony?' when no Sony was shown: the vetted Sony weighed against the top pick", () => {
    const [first, sony] = chat(["good tv under 1000", "and the sony?"]);
    expect(picked(first).some((p) => p.brand === "Sony")).toBe(false);
    expect(picked(sony).some((p) => p.brand === "Sony")).toBe(true);
    expect(sony.category).toBe("tvs");
  });
  it("'what about the rancilio?' (not vetted): said so, no verdict", () => {
    const [, other] = chat(["best espresso machine for a beginner", "what about the rancilio?"]);
    expect(other.text).toMatch(/don't have a rancilio among my vetted/i);
  });
  it("'actually, make it a tablet instead' switches the category", () => {
    const [, tab] = chat(["i need a laptop for work", "actually, make it a tablet instead"]);
    expect(tab.category).toBe("tablets");
  });
  it("negative: 'cheaper?' is still cheaper, not a name", () => {
    const [, cheap] = chat(["best robot vacuum", "cheaper?"]);
    expect(cheap.text).not.toMatch(/everything my notes hold/);
  });
});

describe("made in USA and ethics: said honestly, never claimed", () => {
  it.each(["american made cast iron pan", "ethically made running shoes"])("%s", (q) => {
    expect(ask(q).text).toMatch(/where each product is made/);
  });
  it("negative: a plain ask has no such note", () => {
    expect(ask("cast iron skillet for a beginner").text).not.toMatch(/where each product is made/);
  });
});

describe("size questions get how to size it first, then picks", () => {
  it.each([
    ["what size tv for a couch 9 feet from the wall", "tvs", /At about 5–6 feet/],
    ["what mattress size fits me, my wife and our lab", "mattresses", /a king is the comfortable choice/],
    ["how many quarts should an air fryer be for a family of six", "air_fryers", /5 or more, 6–8 quarts/],
    ["which size backpack for a week in europe", "backpacks", /40–45 liters/],
  ])("%s", (q, category, line) => {
    const r = ask(q);
    expect(r.category).toBe(category);
    expect(r.text).toMatch(/Choosing the size/);
    expect(r.text).toMatch(line);
    expect(r.picks.length).toBeGreaterThan(0);
  });
  it("negative: a size said as a spec is no size question ('best 55 inch tv')", () => {
    expect(ask("best 55 inch tv").text).not.toMatch(/Choosing the size/);
  });
});

describe("who and what for, said in a follow-up or in the ask", () => {
  it("'it's for my brother now, he lives up four flights of stairs' re-ranks strollers for a compact fold", () => {
    const [, now] = chat(["good stroller please", "it's for my brother now, he lives in a walk-up with no elevator"]);
    expect(now.category).toBe("strollers");
    expect(picked(now).every((p) => p.needs.includes("travel_compact"))).toBe(true);
  });
  it.each(["vacuum that's easy to use from a wheelchair", "a lightweight vacuum, my arthritis makes heavy ones hard"])("a light cordless stick for %s", (q) => {
    const r = ask(q);
    expect(r.category).toBe("vacuums");
    expect(picked(r).every((p) => (p.kinds ?? []).includes("cordless_stick"))).toBe(true);
  });
  it.each([
    ["a tv for my uncle under 600, he has hearing aids", "tvs"],
    ["my aunt uses a wheelchair, she wants a laptop for email", "laptops"],
  ])("what someone has doesn't hide what's asked (%s)", (q, category) => {
    expect(ask(q).category).toBe(category);
  });
  it("negative: 'what about the cheapest one?' is about the picks, not a product called that", () => {
    const [, cheap] = chat(["car seat for my toddler", "what about the cheapest one"]);
    expect(cheap.text).not.toMatch(/don't have a cheapest/);
    expect(cheap.category).toBe("car_seats");
  });
  it("negative: a used car is no refurbished-electronics answer", () => {
    expect(ask("is it smart to buy a new car or a used one").text).not.toMatch(/Refurbished can be a smart way/);
  });
});

describe("repair or replace, price drops, marketplaces", () => {
  it.each([
    ["my 9 year old macbook has a dead battery, worth fixing?", "laptops"],
    ["tablet screen shattered, repair it or just get a new one", "tablets"],
  ])("repair or replace (%s)", (q, category) => {
    const r = ask(q);
    expect(r.category).toBe(category);
    expect(r.text).toMatch(/less than about half the price/);
    expect(r.picks).toEqual([]);
  });
  it("a price drop after buying: ask for the difference", () => {
    const r = ask("bought a laptop for 900 two weeks ago and now it's 700, ugh");
    expect(r.text).toMatch(/price adjustment/);
    expect(r.picks).toEqual([]);
  });
  it.each(["are chargers from temu safe", "is shein ok for kids toys"])("a marketplace, not the thing (%s)", (q) => {
    const r = ask(q);
    expect(r.text).toMatch(/UL or ETL/);
    expect(r.picks).toEqual([]);
  });
});

describe("a part or refill for something owned is not the thing", () => {
  it.each(["side brushes for my roomba", "a new battery for our dyson v15", "cheap pods for the keurig k-elite"])("%s → honest no-pick", (q) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).not.toMatch(LINK);
  });
  it("a switch to a thing with no vetted picks leaves the thread honestly", () => {
    const [, dehu] = chat(["quiet air purifier for a nursery", "actually make that a dehumidifier"]);
    expect(dehu.picks).toEqual([]);
    expect(dehu.text).toMatch(/dehumidifiers/);
  });
});

describe("how much storage or memory: the guide, not an unvetted 'model'", () => {
  it.each([
    ["is a 512gb android phone worth it or will 128 do", "phones", /128 GB suits most people/],
    ["do i need 16gb of ram or is 8 fine for a college laptop", "laptops", /16 GB is the comfortable choice/],
  ])("%s", (q, category, line) => {
    const r = ask(q);
    expect(r.category).toBe(category);
    expect(r.text).toMatch(line);
    expect(r.text).not.toMatch(/I haven't vetted the/);
  });
  it("negative: 'how much ram does it have?' asks a spec of a pick, not how much to get", () => {
    const [, spec] = chat(["macbook for college", "how much ram does it have"]);
    expect(spec.text).not.toMatch(/How much to get/);
  });
  it("negative: a storage said as a spec is no storage question ('best phone with 256gb under 600')", () => {
    expect(ask("best phone with 256gb under 600").text).not.toMatch(/How much to get/);
  });
});
