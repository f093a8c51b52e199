// Kinds the lead's fresh questions found wrong this stop (our wordings, never the probe's): a screen-
// time worry read as a job offer, a model code beside a brand pointing at the wrong pick, a "why is
// that better?" about a need switching category, "X vs Y" by product line on a first turn, a size
// asked after budget picks, a hand-me-down car seat, and "where should I buy it?".
import { describe, expect, it } from "@jest/globals";
import { productById } from "@/lib/ai/request/catalog-view";
import { matchDecisionGuide } from "@/lib/ai/request/decision-guides";
import { ask, chat } from "../helpers/offline-chat";

const names = (ids: string[]) => ids.map((id) => productById(id)!.name);

describe("a parent worried about gaming or a phone is a parenting question", () => {
  it.each([
    "our teenage daughter games until 2am every night, do we take the console away",
    "my 15 yo son plays roblox like 7 hours a day is that too much",
    "my kid is addicted to fortnite, how do i limit it",
  ])("%s", (q) => expect(matchDecisionGuide(q)?.slug).toBe("parenting-teens"));
  it.each([
    "should i take the offer from the hospital or stay at the clinic",
    "got a job offer in austin, should i take it",
  ])("a job offer is still a job offer: %s", (q) => expect(matchDecisionGuide(q)?.slug).toBe("job-offer"));
  it.each([
    "what drone should i get for my 13 year old, he loves minecraft",
    "best gaming headset for my 14 year old daughter",
  ])("a purchase for a teen who games stays a purchase: %s", (q) => expect(["product", "no_pick"]).toContain(ask(q).kind));
});

describe("a model code beside a brand points at the pick that carries it", () => {
  it("the second Sony shown, asked by its code", () => {
    const [first, about] = chat(["cheap noise cancelling headphones for my commute", "tell me about the sony xm5"]);
    const sonys = names(first.picks).filter((n) => n.startsWith("Sony"));
    expect(sonys.length).toBeGreaterThanOrEqual(2);
    expect(about.text).toMatch(/^Here's everything my notes hold on the Sony WH-1000XM5/);
  });
});

describe("'why is that better?' about a need keeps the thread", () => {
  it("a baby monitor's no-Wi-Fi reason, not Wi-Fi routers", () => {
    const [first, why] = chat(["baby monitor that doesn't use wifi", "how come no wifi is better"]);
    expect(why.category).toBe("baby_monitors");
    expect(why.picks).toEqual(first.picks);
    expect(why.text).toMatch(/^\*\*Why no Wi-Fi, private:\*\* .*private radio link/);
  });
  it("a mattress for a side sleeper: the reason, and which picks are rated for it", () => {
    const [first, why] = chat(["mattress for a side sleeper under 1500", "why does being a side sleeper matter"]);
    expect(why.category).toBe("mattresses");
    expect(why.picks).toEqual(first.picks);
    expect(why.text).toMatch(/shoulder and hip/);
  });
  it("a bare 'why that one?' is still about the top pick", () => {
    const [, why] = chat(["robot vacuum for dog hair", "why that one?"]);
    expect(why.text).toMatch(/^Why the /);
  });
});

describe("'X vs Y' by product line on a first turn compares those two", () => {
  it.each([
    ["kindle or kindle paperwhite for a teenager", ["Amazon Kindle (2024)", "Amazon Kindle Paperwhite (2024)"]],
    ["roomba vs roborock which is better", ["iRobot", "Roborock"]],
  ])("%s", (q, expected) => {
    const r = ask(q);
    expect(r.kind).toBe("compare");
    const shown = names(r.picks);
    for (const e of expected) expect(shown.some((n) => n.startsWith(e))).toBe(true);
    expect(r.text).not.toMatch(/only one pick above/);
  });
  it("two kinds of thing are still weighed as kinds", () => expect(ask("pressure cooker or air fryer for a dorm").text).toContain("do different jobs"));
});

describe("a size asked after picks of another size", () => {
  it("65 inches under a budget the 65-inch picks exceed: said, and shown labelled", () => {
    const [, size] = chat(["a tv for the kids' playroom under 600", "we want 65 inches"]);
    const picked = names(size.picks);
    expect(picked.length).toBeGreaterThan(0);
    for (const n of picked) expect(n).toMatch(/65-inch/);
    expect(size.outsideBudget).toBe(true);
    expect(size.text).toMatch(/^None of my vetted 65-inch TVs fits under \$600/);
  });
  it("a size no vetted model has keeps the picks and says to check the sizes", () => {
    const [first, size] = chat(["best oled tv for movies", "do they come in 48 inch"]);
    expect(size.picks).toEqual(first.picks);
    expect(size.text).toMatch(/^I don't keep that detail/);
  });
});

describe("a used or hand-me-down car seat gets the safety checks first", () => {
  it.each(["infant car seat for our first baby", "convertible car seat for a 2 year old"])("after: %s", (q) => {
    const [, used] = chat([q, "could we just use my cousin's old one"]);
    expect(used.text).toMatch(/whole history/);
    expect(used.text).toMatch(/crash/);
    expect(used.text).toMatch(/expiry date/);
    expect(used.text).toMatch(/nhtsa\.gov\/recalls/);
    expect(used.text).not.toMatch(/Apple Certified Refurbished/);
  });
  it("a refurbished laptop is still warranty and battery advice", () => {
    expect(ask("is a refurbished laptop ok for college").text).toMatch(/warranty/);
  });
});

describe("'where should I buy it?' in a thread", () => {
  it.each([
    ["best espresso machine under 500", "where should i order it from"],
    ["good running shoes for flat feet", "which store"],
  ])("with picks shown, about those picks: %s → %s", (q, where) => {
    const [first, answer] = chat([q, where]);
    expect(answer.text).toMatch(/^I don't track live stock/);
    expect(answer.picks).toEqual(first.picks);
  });
  it("after refurbished advice, where to buy that kind of thing", () => {
    const [, answer] = chat(["is it smart to buy a refurbished iphone", "from where"]);
    expect(answer.text).toMatch(/^Any reputable store is fine/);
    expect(answer.text).toMatch(/return window/);
    expect(answer.text).toMatch(/certified refurbished/);
  });
});

describe("'show me the picks again' shows them, not a thank-you", () => {
  it.each(["ok can you show them again", "what were your recommendations again?", "list the options again pls"])("%s", (again) => {
    const [first, answer] = chat(["air fryer for two people under 150", again]);
    expect(answer.picks).toEqual(first.picks);
    expect(answer.text).toMatch(/^Here are the picks again:/);
  });
  it.each(["thanks so much", "ok great"])("a thank-you is still a thank-you: %s", (thanks) => {
    expect(chat(["air fryer for two people under 150", thanks])[1].text).toMatch(/^You're very welcome/);
  });
});

describe("'cheap' when the vetted ones for that use aren't", () => {
  it("says where they start instead of passing them off as cheap", () => {
    const r = ask("a cheap laptop that can play games like fortnite");
    expect(r.text).toMatch(/One honest note: you asked for something inexpensive, and the laptops I've vetted for gaming start around \$1,\d{3}/);
  });
  it.each(["cheap laptop for college essays", "budget tablet for netflix"])("not said when cheap ones fit: %s", (q) => {
    expect(ask(q).text).not.toMatch(/you asked for something inexpensive/);
  });
});

describe("what a tablet must do outranks who it's for", () => {
  it("drawing for a child: tablets that draw, not a kids' tablet that can't", () => {
    const r = ask("a tablet my 10 year old can draw on, she loves art");
    for (const id of r.picks) expect(productById(id)!.needs).toContain("drawing");
  });
  it("a tablet for a young child with no other need keeps the kids' picks", () => {
    expect(names(ask("tablet for my 5 year old").picks).some((n) => /Kids/.test(n))).toBe(true);
  });
});

describe("a use said with 'mostly' or 'mainly' is a use, not a thing", () => {
  it.each(["mainly for the gym", "mostly for running"])("%s after headphones", (use) => {
    const [, next] = chat(["i want some new headphones", use]);
    expect(next.kind).toBe("product");
    expect(["headphones", "earbuds"]).toContain(next.category);
    expect(next.text).not.toMatch(/I don't have a vetted pick for/);
  });
});

describe("a word or two about the picks stays with them", () => {
  it.each(["replacement filters?", "dishwasher safe", "warranty?"])("%s", (word) => {
    const [first, next] = chat(["best blender for smoothies under 200", word]);
    expect(next.category).toBe("blenders");
    expect(next.picks).toEqual(first.picks);
    // answers11: a detail the notes do hold (a dishwasher-safe pitcher) is answered from them.
    expect(next.text).toMatch(word === "dishwasher safe" ? /^Here's what my notes on these picks say about that:[\s\S]*ishwasher/ : /^I don't keep that detail/);
  });
  it("a health word is still a health question", () => expect(chat(["best blender for smoothies under 200", "migraine"])[1].kind).toBe("health"));
});

describe("common misspellings are read as the words meant", () => {
  it.each([
    ["can u recomend a good matress for back pain", "mattresses"],
    ["lookin for a vaccum that handles cat hair", "vacuums"],
    ["wich labtop is good for colege", "laptops"],
  ])("%s", (q, category) => {
    const r = ask(q);
    expect(r.kind).toBe("product");
    expect(r.category).toBe(category);
  });
});

describe("'should I get X or Y' with two lines of one thing is a comparison", () => {
  it.each([
    ["should i get the roomba or the roborock for a small apartment", "robot_vacuums"],
    ["should we get an ipad or a laptop for high school", "tablets"],
  ])("%s", (q, category) => {
    const r = ask(q);
    expect(["compare", "product"]).toContain(r.kind);
    expect(r.category).toBe(category);
    expect(r.picks.length).toBeGreaterThanOrEqual(2);
  });
  it.each(["should we get a dog or a cat", "should i take the job or stay"])("a life choice is still a decision: %s", (q) => expect(ask(q).kind).toBe("decision"));
});

describe("what to get for a season of life", () => {
  it.each([
    ["anything useful for back to school? she starts kindergarten", /supply list/],
    ["my husband wants to get into coffee, what does he need", /burr grinder/i],
    ["we just closed on our first house, what should we get", /carbon monoxide/],
  ])("%s", (q, expected) => {
    const r = ask(q);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/could you tell me a bit more/i);
  });
});

describe("a child's headphones are the volume-limited ones, even for a plane", () => {
  it("a toddler on a flight", () => {
    for (const n of names(ask("need headphones for our 3 year old for a long flight").picks)) expect(n).toMatch(/Kids/);
  });
});

describe("'the best way to …' is no thing to buy", () => {
  it.each(["best way to save for a house on one income", "what's the best way to start an emergency fund"])("%s", (q) => {
    expect(ask(q).text).not.toMatch(/I don't have a vetted pick for/);
  });
});

describe("each side of 'X or Y' is its own model", () => {
  it("the wider line takes a model the narrower side didn't", () => {
    const r = ask("kindle or paperwhite for reading at night");
    expect(names(r.picks)).toEqual(["Amazon Kindle (2024)", "Amazon Kindle Paperwhite (2024)"]);
  });
  it("a line with several models gives the one that suits the ask", () => {
    const r = ask("instant pot or ninja foodi, which is better for a small kitchen");
    expect(names(r.picks).some((n) => n.startsWith("Instant Pot"))).toBe(true);
    expect(names(r.picks).some((n) => n.startsWith("Ninja Foodi"))).toBe(true);
  });
});

describe("a model we haven't vetted, of a kind only its brand suggested", () => {
  it.each(["is the dyson airwrap worth it", "is the dyson supersonic worth the money"])("no picks of what else the brand makes (%s)", (q) => {
    const r = ask(q);
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/^I haven't vetted the Dyson/);
    expect(r.text).toMatch(/return window/);
  });
  it("a model code of a line we carry is still weighed against that line", () => {
    const r = ask("is the dyson v12 worth it");
    expect(r.category).toBe("vacuums");
    expect(r.picks.length).toBeGreaterThan(0);
    expect(r.text).toMatch(/^I haven't vetted the Dyson V12/);
  });
  it("a model word no vetted name holds is that model, not the brand's vetted one", () => {
    const r = ask("is the breville oracle espresso machine worth it");
    expect(r.text).toMatch(/^I haven't vetted the Breville Oracle/);
  });
});

describe("a practice Christians disagree about is a question of conscience, not a product", () => {
  it.each(["is yoga ok for a christian", "can christians do martial arts"])("%s", (q) => {
    const r = ask(q);
    expect(r.kind).toBe("scripture");
    expect(r.picks).toEqual([]);
    expect(r.text).toMatch(/matters of conscience/);
  });
  it("a yoga mat is still a yoga mat", () => expect(ask("good yoga mat for a beginner").kind).toBe("product"));
});
