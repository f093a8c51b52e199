// The embedded answerer, twelfth set (answers12, shopping, held-out first): a problem with a thing
// already owned, money trouble around gifts or a needed thing, two kinds weighed with what each is for,
// a yes-or-no question about the picks shown, a gift switched to another person. Our own wordings, never
// the probe's; negatives say what must not change.
import { describe, expect, it } from "@jest/globals";
import { ask, chat } from "../helpers/offline-chat";
import { troubleAsked } from "@/lib/catalog/troubles";
import { tightMoney } from "@/lib/ai/request/tight-money";

const MENU = /tell me a bit more about what you're looking for/i;

describe("a problem with a thing already owned", () => {
  it.each([
    ["accidentally erased the pictures from my son's birthday on my iphone", /Recently Deleted/],
    ["how can I recover texts I deleted", /trash|backup/i],
    ["the printer in my office shows offline again", /network status page/],
    ["my macbook gets super hot and the fans roar", /Activity Monitor|Task Manager/],
    ["our robot vacuum won't charge on its dock anymore", /charging contacts/],
    ["my galaxy won't hold a charge", /Battery Health|battery/],
    ["what's the best way to clean a rusty skillet", /re-season/],
    ["how do you descale a nespresso", /descale/],
    ["my bluetooth headphones keep cutting out", /forget/i],
    ["my chromebook has been so slow lately", /Free up storage/],
  ])("gets help with the problem and no picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
    expect(r.text).not.toMatch(MENU);
  });
  it.each([
    ["best laptop that doesn't overheat"],
    ["my old printer died, which one should I buy"],
    ["recommend a quiet blender, mine is so loud"],
    ["my phone won't charge, is it worth fixing or should I get a new one"],
  ])("a replacement or a recommendation asked for stays shopping or the repair question (%s)", (q) => {
    expect(troubleAsked(q)).toBeNull();
  });
  it.each([
    ["my knee makes a grinding noise on the stairs"],
    ["my toddler won't stop crying"],
    ["i'm so broke this month"],
    ["my husband is so loud when he snores"],
  ])("a body, a person or being broke is no device trouble (%s)", (q) => {
    expect(troubleAsked(q)).toBeNull();
  });
  it("inside a pick thread, a question about the picks stays with them", () => {
    const [, second] = chat(["best stick vacuum for pet hair", "does it get hot?"]);
    expect(second!.picks.length).toBeGreaterThan(0);
  });
});

describe("money trouble around gifts or a needed thing", () => {
  it.each([
    ["no money for christmas gifts this year, what do i do", /drawing names/],
    ["things are tight and my son's birthday is next week", /a birthday/],
  ])("gifts on very little, no gift picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
    expect(r.text).toMatch(/211/);
  });
  it("rent behind and a child's coat: the bill first, then where to get the coat, no picks", () => {
    const r = ask("we're late on rent and my daughter outgrew her winter coat");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/due date/);
    expect(r.text).toMatch(/coat drives/i);
  });
  it("a car seat is never sent second-hand without its history", () => {
    expect(ask("money's tight and we need a car seat for the new baby").text).toMatch(/not to buy used/);
  });
  it.each([
    ["can't afford that one, anything cheaper?"],
    ["i'm broke lol, need a laptop for college"],
    ["can we afford a $1,500 tv"],
  ])("a cheaper pick, a plain shopping ask or a spending question is not money trouble (%s)", (q) => {
    const m = tightMoney(q);
    expect(m === null || (!m.gifts && !m.bills && /laptop|computer|phone/.test(m.need ?? ""))).toBe(true);
  });
});

describe("two kinds weighed: what each is for before the picks", () => {
  it.each([
    ["instant pot or an air fryer for a busy family?", /makes things tender/],
    ["kindle or ipad for reading before bed", /e-ink/],
    ["roomba or a normal vacuum", /misses corners/],
    ["should I get my kid a ps5 or a gaming laptop", /console is the simplest/],
  ])("%s", (q, line) => {
    const r = ask(q);
    expect(r.text).toMatch(line);
    // The difference comes before the first pick.
    expect(r.text.search(line)).toBeLessThan(r.text.indexOf("### 1."));
  });
});

describe("follow-ups that stay with the thread", () => {
  it("a yes-or-no question about one pick named first is answered from the notes", () => {
    const [, second] = chat(["best blender for smoothies", "and the ninja one, is it noisy?"]);
    expect(second!.text).toMatch(/my notes say/);
    expect(second!.text).not.toMatch(/Good to know/);
  });
  it("a gift switched to another person is a new gift for them, with the budget said before", () => {
    const [first, second] = chat(["present for my aunt who loves baking, about $60", "what about my nephew, he's into fishing"]);
    expect(first!.category).toBe("stand_mixers");
    expect(second!.text).toMatch(/fishing/i);
    expect(second!.category).not.toBe("stand_mixers");
  });
});

describe("second batch: wear, spills, returns, rules, used seats, the person who has everything", () => {
  it.each([
    ["my paperwhite froze on the same page", /40 seconds/],
    ["how long does a mattress usually last", /7-10 years/],
    ["when should i replace my electric toothbrush head", /every 3 months/],
    ["our dishwasher started making a grinding noise", /repair technician/],
  ])("help with the thing, no picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it("an appliance's noise gets no computer steps", () => {
    expect(ask("the freezer is making a loud buzzing noise").text).not.toMatch(/Task Manager/);
  });
  it("dropping earbuds in water is the spill and repair question, not a no-pick for cases", () => {
    const r = ask("dropped my airpods in the toilet");
    expect(r.text).toMatch(/for a spill/i);
    expect(r.text).not.toMatch(/I don't have a vetted pick/);
  });
  it("a second-hand car seat is a car seat, never a used car", () => {
    const r = ask("anything to check before buying a second hand car seat?");
    expect(r.text).not.toMatch(/vehicle history/i);
    expect(r.text).toMatch(/whole history|expir/i);
  });
  it("something bought in the wrong size is a return to make now", () => {
    const r = ask("ugh i ordered the wrong size bags for my vacuum");
    expect(r.text).toMatch(/Return or exchange it now/);
    expect(r.picks).toEqual([]);
  });
  it("the rules for the thing in the thread are the rules, not a re-rank", () => {
    const [, second] = chat(["drone for my 12 year old nephew", "any laws about where he can fly it?"]);
    expect(second!.text).toMatch(/FAA/);
  });
  it("a person who has everything gets gift ideas, not an in-law guide", () => {
    const r = ask("what do you get a grandpa who has everything");
    expect(r.text).toMatch(/has everything/); expect(r.text).not.toMatch(/in-law/i);
  });
  it("tight money and a broken appliance: help with both, no picks", () => {
    const r = ask("we're strapped this month and the fridge died");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/211/);
  });
  it("a child bothered by loud places gets noise cancelling, not volume limits only", () => {
    const r = ask("headphones for my daughter, she's sensitive to noise in crowds");
    expect(r.text).toMatch(/noise cancelling/i);
  });
});

describe("third batch: hazards, battery habits, kinds named in words, clubs, low-income needs", () => {
  it("a swollen battery is a safety problem first, never picks", () => {
    const r = ask("the battery in my old iphone is bulging and the screen is lifting");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/^A swollen battery is a safety problem/);
  });
  it("a swollen body part is never a battery", () => {
    expect(troubleAsked("my ankle is swollen since I dropped my phone on it")).toBeNull();
  });
  it("charging overnight is answered, not a phone list", () => {
    const r = ask("does leaving my ipad plugged in overnight ruin the battery");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/Optimized Battery Charging/);
  });
  it.each([
    ["the joycon keeps drifting left", /recalibrate/],
    ["our dishwasher won't drain", /filter/],
    ["how do I clean the gunk out of my stanley cup", /bottle brush/],
  ])("a thing acting up or to clean gets help, not picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it("a thing asked for a use that names a smell stays shopping", () => {
    expect(troubleAsked("air purifier for a bedroom that smells like smoke")).toBeNull();
  });
  it.each([
    ["apple tv vs roku vs fire tv stick for my parents", /Roku's menus are the simplest/],
    ["should i get a walking pad or a real treadmill", /walking pad is a flat/],
    ["is a sonic toothbrush better than a manual one", /manual brush used well/],
  ])("two kinds named in words: what each is for first (%s)", (q, line) => {
    expect(ask(q).text).toMatch(line);
    expect(ask(q).text.search(line)).toBeLessThan(Math.max(0, ask(q).text.indexOf("### 1.")) || Infinity);
  });
  it("an electric bike against a regular one is no toothbrush", () => {
    expect(ask("electric bike or a regular bike for commuting").text).not.toMatch(/toothbrush|plaque/);
  });
  it("a warehouse club's fee is weighed, not the menu", () => {
    expect(ask("is a sam's club membership worth it for 2 people").text).toMatch(/warehouse club/);
  });
  it("a spending question with savings named is weighed, not a pick list", () => {
    const r = ask("my wife wants a $2500 espresso machine and we have 8k saved, is that crazy");
    expect(r.kind).not.toBe("product");
    expect(r.text).toMatch(/emergency fund/);
  });
  it("internet on a low income gets the providers' low-income plans", () => {
    const r = ask("we're on snap, how can we afford wifi for the kids' school");
    expect(r.text).toMatch(/Lifeline/);
    expect(r.picks).toEqual([]);
  });
});

describe("fourth batch: setting up and resetting, smells, kinds in words, affording a needed thing", () => {
  it.each([
    ["how can i reset my galaxy buds", /10-20 seconds|reset/i],
    ["is my son's car seat installed right, how do i check", /less than an inch/],
    ["how do i set up my epson printer on wifi", /Epson Smart Panel/],
  ])("set up or reset: the steps, no picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it.each([
    ["how to stop my gym shoes from stinking", /baking soda/],
    ["there's a burnt smell from my ninja blender", /motor working too hard/],
  ])("a smell gets the care or the warning (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it.each([
    ["gas or induction cooktop, which is better", /magnetic/],
    ["nonstick pan vs cast iron skillet for eggs", /Cast iron|nonstick skillet for eggs/],
    ["kobo or kindle if i mostly use the library", /OverDrive/],
  ])("two kinds named in words (%s)", (q, line) => {
    expect(ask(q).text).toMatch(line);
  });
  it("can't afford to replace broken glasses is money trouble with the place to get them", () => {
    const r = ask("my glasses snapped and i can't afford to replace them right now");
    expect(r.text).toMatch(/Lions Clubs/);
    expect(r.picks).toEqual([]);
  });
  it("how to set up a budget is no device to reset", () => {
    expect(troubleAsked("how do i set up a budget for our family")).toBeNull();
  });
});

describe("fifth batch: screens after a drop, dryers, smells in the house, a person who broke a thing", () => {
  it.each([
    ["there's a pink stripe across my tablet screen since he dropped it", /display needs replacing/],
    ["clothes are still damp after a full dryer cycle", /vent/],
    ["the whole apartment stinks like cat, how do i fix it", /enzyme cleaner/],
  ])("help with the problem, no picks (%s)", (q, line) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(line);
  });
  it("a person who broke a thing is no dead device", () => {
    expect(troubleAsked("my son broke another controller, what do i do with him")).toBeNull();
  });
  it("a burning or gas smell in a room is never the cleaning answer", () => {
    expect(troubleAsked("the bedroom smells like burning wires")?.trouble?.slug).not.toBe("home_smell");
  });
  it("a room that smells nice is nothing to fix", () => {
    expect(troubleAsked("the living room smells great with this candle")).toBeNull();
  });
});

describe("found by the new eval items", () => {
  it("a bulging battery with a body word nearby ('the back') is still the battery", () => {
    expect(ask("the battery in my daughter's tablet is swelling and the back is popping open").text).toMatch(/^A swollen battery/);
  });
  it("two kinds we don't carry, said beside a thing owned, get no picks of that thing", () => {
    const r = ask("roku or firestick for the bedroom tv");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/Roku's menus/);
  });
  it("two kinds of the category asked keep its picks after what each is for", () => {
    const r = ask("should i get a toaster oven or an air fryer, tiny kitchen");
    expect(r.text).toMatch(/^\*\*The short answer:\*\*/);
    expect(r.picks.length).toBeGreaterThan(0);
  });
  it("how many years a thing lasts is the lifespan answer", () => {
    expect(ask("how many years is a car seat good for before it needs replacing").text).toMatch(/expire/);
  });
});

describe("sixth batch: one earbud quiet, a peeling coating", () => {
  it("sound from only one earbud is a thing to fix, not earbud picks", () => {
    const r = ask("my galaxy buds only work in the left ear now");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/balance/);
  });
  it("a peeling nonstick basket is answered (replace it), not an air fryer list", () => {
    const r = ask("the nonstick in my cosori basket is flaking off, should i worry");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/flakes end up in food/);
  });
  it("an ear that hurts is still no device trouble", () => {
    expect(troubleAsked("my ear hurts and it's making a ringing noise")).toBeNull();
  });
});

describe("reach", () => {
  it("a child who hates loud places keeps noise cancelling in play (never 'leaving out')", () => {
    expect(ask("headphones for my autistic daughter, she hates loud places").text).not.toMatch(/Leaving out/);
  });
});

describe("left from h1, fixed at the end", () => {
  it("whether a water filter is needed at all is answered first, with no picks", () => {
    const r = ask("do we actually need a water filter, or is our tap water ok");
    expect(r.text).toMatch(/^In most US cities tap water is safe/);
    expect(r.picks).toEqual([]);
  });
  it("a mini fridge against a cooler for a dorm is answered in words, not appliance cut-outs", () => {
    const r = ask("cooler or mini-fridge for my freshman dorm room");
    expect(r.text).toMatch(/for a dorm, a mini fridge/);
    expect(r.text).not.toMatch(/cut-out/);
  });
});
