// The embedded answerer, ninth pass (shopping, held-out first): short questions about the picks shown,
// a price gap that is no ceiling, worth-it about a kind of thing, subscriptions against buying, gifts with
// several interests, spouses disagreeing on spending, models compared by name, safety notes for baby gear,
// what a laptop can run. Our own wordings, never the probe's; negatives say what must not change.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { ask, chat } from "../helpers/offline-chat";
import { productById } from "@/lib/ai/request/catalog-view";
import { parseBudget } from "@/lib/ai/request/budget";
import { parseRequest } from "@/lib/ai/request";

const picked = (r: OfflineResult) => r.picks.map((id) => productById(id)!);
const LINK = /\]\(https?:/;
const MENU = /tell me a bit more about what you're looking for/i;
const topicOf = (q: string) => parseRequest([{ role: "user", content: q }]);

describe("a short question about the picks shown stays with them", () => {
  it.each([
    ["which air purifier for a nursery", "what are the cons?"],
    ["best stick vacuum for a townhouse", "any drawbacks i should know about"],
    ["good kettle bell for home workouts", "whats the catch"],
  ])("downsides: the cons of the picks shown, same picks (%s → %s)", (first, second) => {
    const [a, b] = chat([first, second]);
    expect(b.text).not.toMatch(MENU);
    expect(b.category).toBe(a.category);
    expect(b.text).toMatch(/^The honest downsides/);
    expect(new Set(b.picks)).toEqual(new Set(a.picks));
    for (const p of picked(a)) expect(b.text).toContain(p.cons[0]!);
  });
  it("downsides of the cheap one point at the cheapest shown", () => {
    const [a, b] = chat(["what blender should i get for protein shakes", "and the cheaper one, any downsides?"]);
    const cheapest = [...picked(a)].sort((x, y) => x.priceBand.low - y.priceBand.low)[0]!;
    expect(b.text).toMatch(new RegExp(`^The honest downsides of the ${cheapest.name.replace(/[()+]/g, ".")}`));
  });
  it.each(["is it in stock", "where do i order these", "which store has them?"])("stock or where to buy: said we don't track it, links kept (%s)", (q) => {
    const [a, b] = chat(["an office chair for long days at the desk", q]);
    expect(b.text).toMatch(/I don't track live stock/);
    expect(b.picks).toEqual(a.picks);
    expect(b.text).toMatch(LINK);
  });
  it.each(["just the top one", "ok only the second one please"])("one pick only, as asked (%s)", (q) => {
    const [a, b] = chat(["headphones for the office with good noise cancelling", q]);
    expect(b.picks).toHaveLength(1);
    expect(b.picks[0]).toBe(/second/.test(q) ? a.picks[1] : a.picks[0]);
  });
  it.each(["louder?", "in a matte finish?", "does it fold?"])("a short detail never gets the menu (%s)", (q) => {
    const [a, b] = chat(["portable speaker for the beach", q]);
    expect(b.text).not.toMatch(MENU);
    expect(b.category).toBe(a.category);
  });
  it("an either-or in the thread splits the picks by it", () => {
    const [, b] = chat(["pressure washer for the driveway", "gas or electric?"]);
    expect(b.text).toMatch(/\*\*Among the picks:\*\*.*electric: /);
  });
  it("'and <another thing>' is that thing, honestly, not the picks again", () => {
    const [, b] = chat(["a neck pillow for a long flight", "and a sleep mask"]);
    expect(b.category).not.toBe("weighted_blankets");
    expect(b.text).not.toMatch(MENU);
  });
  it("'what weight?' in a weighted-blanket thread is how heavy, not dumbbells", () => {
    const [, b] = chat(["weighted blanket for my husband", "how heavy should it be?"]);
    expect(b.category).toBe("weighted_blankets");
    expect(b.text).toMatch(/10% of body weight/);
  });
  it("negative: a real switch of category still switches", () => {
    const [, b] = chat(["running shoes for a first 5k", "actually i need a treadmill"]);
    expect(b.category).toBe("fitness_equipment");
  });
});

describe("a price gap is no ceiling: is the step up worth it", () => {
  it.each(["worth the extra $200?", "is it worth paying $150 more", "is it worth the extra 80 bucks for the pricier one"])("never read as 'under $N' (%s)", (q) => {
    expect(parseBudget(q)).toBeNull();
  });
  it("weighs a dearer pick against the top one, with the same picks", () => {
    const [a, b] = chat(["robot vacuum for a house with a golden retriever", "is it worth the extra $300 for the priciest one?"]);
    expect(b.text).toMatch(/What the .+ adds:/);
    expect(b.text).not.toMatch(/fits under \$300/);
    expect(new Set(b.picks)).toEqual(new Set(a.picks));
  });
  it("a model named that wasn't shown is the one weighed", () => {
    const [, b] = chat(["upright vacuum under $250 for dog hair", "worth spending the extra 400 for the dyson?"]);
    expect(picked(b)[0]!.brand).toBe("Dyson");
    expect(b.text).toMatch(/Dyson/);
  });
  it("negative: a budget said as a ceiling still is one", () => {
    expect(parseBudget("earbuds under $100")?.max).toBe(100);
    expect(parseBudget("no more than 600 for a couch")?.max).toBe(600);
  });
});

describe("worth it, about a kind of thing: the honest answer first", () => {
  it.each([
    ["do i really need supplements, are they worth it", /varied diet/],
    ["is a robot vacuum actually worth it in a studio apartment", /worth it if it runs while you're out/],
    ["are pricey running shoes worth it for a beginner", /comfort/],
    ["is a $400 blender really better than a $60 one", /premium blender/],
    ["is an e-reader worth it if i have an ipad", /library e-books/],
  ])("%s", (q, line) => {
    const r = ask(q);
    expect(r.text).toMatch(line);
    expect(r.picks).toEqual([]);
  });
  it("a category without its own notes weighs the range from the notes", () => {
    const r = ask("are drones worth it for a hobby");
    expect(r.text).toMatch(/What the extra money buys/);
  });
  it.each(["is the vitamix 5200 worth it", "is the kindle paperwhite worth the money"])("negative: a named model keeps its own case (%s)", (q) => {
    expect(ask(q).text).toMatch(/^Whether the .+ is worth it depends on how you'll use it/);
  });
});

describe("a subscription against buying gets its own answer", () => {
  it.each([
    ["is an ink subscription from hp worth it or should i just buy cartridges", /ink plan/],
    ["thinking of cancelling my peloton app membership, worth it?", /cost per workout/],
    ["should i pay for microsoft 365 every year or buy office once", /one-time version/],
    ["netflix and spotify every month or just buy stuff", /streaming/i],
    ["is playstation plus worth it or just buy the games", /game subscription|one month often costs/],
  ])("%s", (q, line) => {
    const r = ask(q);
    expect(r.text).toMatch(line);
    expect(r.picks).toEqual([]);
  });
  it("in a printer thread, 'what about an ink plan' is the plan, not the same picks", () => {
    const [, b] = chat(["cheap printer for homework", "what about an ink plan instead?"]);
    expect(b.text).toMatch(/ink plan/);
  });
  it.each(["video doorbell with no monthly fee", "baby monitor without a subscription"])("negative: no fee wanted is a need, not a plan (%s)", (q) => {
    expect(ask(q).picks.length).toBeGreaterThan(0);
  });
});

describe("gifts: every interest, the right age, and money talk that isn't a gift", () => {
  it("two interests with nothing vetted: ideas for both", () => {
    const r = ask("birthday present for my godson, he's into dinosaurs and building lego");
    expect(r.text).toMatch(/fossil/);
    expect(r.text).toMatch(/LEGO/);
  });
  it("one interest vetted, the other named too", () => {
    const r = ask("gift for my aunt who loves reading and hiking");
    expect(r.category).toBe("e_readers");
    expect(r.text).toMatch(/For their love of hiking too/);
  });
  it("a young child's interest gets ideas, not a grown-up category", () => {
    const r = ask("present for a 4 year old who loves drawing and unicorns");
    expect(r.category).toBeNull();
    expect(r.picks).toEqual([]);
  });
  it.each([
    "me and my wife never agree on how much to spend on birthday gifts",
    "my partner and i argue every year about the christmas budget",
  ])("a couple's disagreement on spending is money in marriage (%s)", (q) => {
    expect(topicOf(q)).toMatchObject({ intent: "decision", decisionTopic: "money-in-marriage" });
  });
  it("negative: a gift with a budget stays a gift", () => {
    expect(topicOf("gift for my husband under 40, we argue about money a lot").decisionTopic).not.toBe("money-in-marriage");
  });
  it("negative: disagreeing where to spend a holiday is not money", () => {
    expect(topicOf("my husband and i disagree on where to spend easter").decisionTopic).not.toBe("money-in-marriage");
  });
});

describe("models by name, and what a product can run", () => {
  it("two phone models we haven't vetted: said so, nearest vetted side by side", () => {
    const r = ask("pixel 8 vs galaxy s23, which is better");
    expect(r.kind).toBe("compare");
    expect(r.text).toMatch(/I haven't vetted the Pixel 8 and Galaxy S23/);
  });
  it("'between X and Y' compares them", () => {
    expect(ask("can you help me choose between the vitamix and the ninja").kind).toBe("compare");
  });
  it("an Apple Watch with an Android phone: no", () => {
    expect(ask("will the apple watch work with my samsung").text).toMatch(/^No: the Apple Watch .+ is made for iPhone users/);
  });
  it("an unvetted model named after picks is said honestly", () => {
    const [, b] = chat(["wireless earbuds for running", "and the jabra elite 8?"]);
    expect(b.text).toMatch(/I don't have a jabra elite/i);
  });
  it("engineering software: no Arm Surface, no Chromebook; 'does it run SolidWorks' answered from the notes", () => {
    const [a, b] = chat(["laptop for my daughter, she's starting civil engineering", "will it run solidworks?"]);
    expect(picked(a).map((p) => p.name).join()).not.toMatch(/Surface|Chromebook/);
    expect(b.text).toMatch(/^Yes: in my notes every pick above is rated for engineering software/);
  });
  it("'mac or windows doesn't matter' rules neither out", () => {
    expect(topicOf("laptop for school, windows or mac doesn't matter").needs).not.toContain("mac");
  });
  it("'27 inch' after monitor picks says which picks are that size", () => {
    const [, b] = chat(["monitor for spreadsheets at home", "27 inch"]);
    expect(b.text).toMatch(/^(?:Of the picks above, .+ (?:is|are) 27-inch|Good news: the picks above are already the 27-inch)/);
  });
});

describe("baby gear and other things we don't carry: honest, with the safety notes", () => {
  it.each(["is a hand-me-down car seat from my cousin ok to use", "do infant car seats expire"])("a used car seat gets the rules first (%s)", (q) => {
    expect(chat(["car seat for a newborn", q])[1]!.text).toMatch(/expiry date/);
  });
  it("a crib: safe-sleep and the 2011 standard, no picks", () => {
    const r = ask("what should i know before buying a crib");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/2011/);
  });
  it.each([
    ["backyard trampoline for my boys", /trampolines/],
    ["is a surge protector needed for a gaming pc", /surge protectors/],
    ["label maker for my etsy shop", /label printers/],
    ["backpack for my 3 year old for preschool", /backpacks for little kids/],
  ])("an honest no-pick, never another category's picks (%s)", (q, name) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(name);
  });
  it.each(["a frying pan with no teflon", "non-toxic pan for eggs"])("a pan is cookware, and no coated pan when none is wanted (%s)", (q) => {
    const r = ask(q);
    expect(r.category).toBe("cookware");
    expect(picked(r).every((p) => p.needs.includes("non_toxic"))).toBe(true);
  });
  it("a case for a named phone is a phone case", () => {
    expect(ask("need a case for an iphone 15, something slim").category).toBe("phone_accessories");
  });
});

describe("'like X but cheaper': the maker named is the benchmark, not a pick", () => {
  it.each([
    ["a blender like a vitamix but cheaper", "Vitamix"],
    ["stand mixer, kitchenaid-ish but without the kitchenaid price", "KitchenAid"],
    ["noise cancelling headphones similar to bose but not $300", "Bose"],
  ])("%s", (q, brand) => {
    const r = ask(q);
    expect(r.picks.length).toBeGreaterThan(0);
    expect(picked(r).some((p) => p.brand === brand)).toBe(false);
  });
  it("negative: a maker liked and asked about keeps that maker", () => {
    expect(picked(ask("i like the vitamix, is it worth it")).some((p) => p.brand === "Vitamix")).toBe(true);
  });
});
