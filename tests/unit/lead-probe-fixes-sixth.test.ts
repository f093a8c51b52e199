// Kinds the lead's mixed held-out batch of stop 18 found (our wordings, not the batch's): tiredness that
// lasts despite enough sleep answered with how many hours adults need, a roommate who doesn't pay or clean
// answered with the general questions, co-signing answered as lending cash, and being asked to lead at
// church while feeling unqualified answered with "if it's about leaving". Each with look-alikes.
import { describe, expect, it } from "@jest/globals";
import { parseRequest } from "@/lib/ai/request";
import { namedHealthTopic } from "@/lib/ai/offline/compose-health";
import { detectSafety } from "@/lib/safety/detect";
import { ask, chat } from "../helpers/offline-chat";

const read = (text: string) => parseRequest([{ role: "user", content: text }]);

describe("tired despite enough sleep is the always-tired topic, not how much sleep adults need", () => {
  it.each([
    "exhausted even though i sleep 8 hours",
    "im so fatigued despite resting all weekend",
    "been really run down lately, no idea why",
    "i feel drained for weeks now",
  ])("%s", (text) => {
    expect(namedHealthTopic(text)).toBe("always_tired");
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/blood tests/);
  });
  it.each([
    ["how many hours of sleep do adults need", "sleep_need"],
    ["is 6 hours of sleep enough", "sleep_need"],
  ])("how much sleep is still its own question (%s)", (text, id) => {
    expect(namedHealthTopic(text)).toBe(id);
  });
  it.each(["my phone battery is drained lately", "the kids are exhausted despite the nap, what toy keeps them busy", "tired of my job"])("not this topic (%s)", (text) => {
    expect(namedHealthTopic(text)).not.toBe("always_tired");
  });
});

describe("a roommate problem is the roommates guidance", () => {
  it.each([
    ["my flatmate is always late with rent and i cover it", /written agreement/],
    ["my housemate never cleans the kitchen", /rota|house rules/],
    ["roommate's girlfriend stays over every night and doesn't pay anything", /third roommate who didn't sign the lease/],
  ])("%s", (text, says) => {
    expect(read(text).decisionTopic).toBe("roommates");
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).toMatch(says);
    expect(a.text).not.toMatch(/What would a good outcome look like/);
  });
  it.each(["my roommate and i want to buy a couch together, which one", "looking for a mini fridge for my dorm, my roommate has a microwave"])("a thing to buy with a roommate is not the guide (%s)", (text) => {
    expect(read(text).decisionTopic ?? null).not.toBe("roommates");
  });
});

describe("co-signing is taking on the debt, not lending cash", () => {
  it.each([
    "my nephew wants me to co-sign his student loan",
    "should i be a cosigner on my girlfriend's apartment",
    "dad asked me to be the guarantor on his lease",
  ])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    // The co-signing answer leads; the lending guide's points that touch it follow.
    expect(a.text).toMatch(/^Co-signing \(a loan or a lease\) isn't vouching/);
    expect(a.text).toMatch(/could you make every payment yourself/);
  });
  it("lending cash keeps the lending guide's questions", () => {
    const a = ask("my brother wants to borrow 2000 dollars");
    expect(a.text).not.toMatch(/isn't vouching/);
    expect(a.text).toMatch(/never to see this money again/);
  });
});

describe("asked to serve at church while feeling unqualified", () => {
  it.each([
    "they asked me to teach sunday school but i'm not qualified, i barely read my bible",
    "our pastor wants me to be a deacon and i feel like a hypocrite",
  ])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    // The answer to the feeling leads, before the guide's questions.
    expect(a.text).toMatch(/^Feeling like a fraud when you're asked to lead/);
    expect(a.text).not.toMatch(/^Church decisions touch faith/);
  });
  it("leaving a church keeps its own answer", () => {
    expect(ask("thinking about leaving our church after 10 years").text).not.toMatch(/Feeling like a fraud/);
  });
  it("a follow-up in the thread keeps the guide", () => {
    const turns = chat(["my pastor asked me to lead a small group but i feel like a fraud", "what if i say yes and mess it up"]);
    expect(turns[1]!.kind).toBe("decision");
  });
});

// The lead's follow-up threads of stop 18 (s18c): kinds, in our own wordings.
describe("a health follow-up continues the topic of the thread, not of the turn just before", () => {
  it("'is that something to worry about' after a fact about a late talker stays with talking", () => {
    const turns = chat(["my 20 month old barely says any words", "she points and babbles a lot though", "is that something to worry about"]);
    expect(turns[2]!.kind).toBe("health");
    expect(turns[2]!.text).toMatch(/two-word phrases/);
    expect(turns[2]!.text).not.toMatch(/Slow breathing/);
  });
  it("'so what now' after a detail about memory stays with memory", () => {
    const turns = chat(["my dad keeps forgetting appointments", "last week he put his keys in the fridge", "so what now"]);
    expect(turns[2]!.kind).toBe("health");
    expect(turns[2]!.text).toMatch(/memory screening|Getting lost in familiar places/);
  });
  it("a topic with emergency signs keeps them first when a fact is added", () => {
    const turns = chat(["what are signs of postpartum depression", "my wife cries every day and the baby is 4 weeks old"]);
    const text = turns[1]!.text;
    expect(text).toMatch(/^With that in mind: first, when to get help/);
    expect(text.indexOf("988")).toBeLessThan(text.indexOf("What matters most for you"));
    expect(text).toMatch(/crying a lot/);
  });
  it("a fact added leads with the points that speak to it", () => {
    const turns = chat(["i want to get in shape but i really hate running", "my knees are not great"]);
    expect(turns[1]!.text).toMatch(/^With that in mind, here's what matters most for you/);
    expect(turns[1]!.text.indexOf("knees complain")).toBeLessThan(turns[1]!.text.indexOf("When to talk to a doctor"));
  });
});

describe("getting in shape is a health question, not the menu", () => {
  it.each(["how can i get back in shape at 50", "trying to get fit but i hate the gym", "how do i get in shape, i'm 50"])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/You don't have to run/);
  });
  it("after a baby it is exercise, not the baby blues", () => {
    const a = ask("how soon can i get back in shape after having a baby");
    expect(a.text).toMatch(/six-week check/);
    expect(a.text).not.toMatch(/baby blues/);
  });
  it("sad after having a baby is still the postpartum answer", () => {
    expect(ask("i cry every day after having a baby").text).toMatch(/baby blues/);
  });
  it.each(["best treadmill to get in shape under 800", "good running shoes to get fit"])("a thing asked for stays shopping (%s)", (text) => {
    expect(ask(text).kind).not.toBe("health");
  });
});

describe("choices about the wedding itself", () => {
  it.each(["church wedding or a backyard one, we can't decide", "should we elope or have a big wedding"])("%s", (text) => {
    expect(read(text).decisionTopic).toBe("wedding-plans");
    expect(ask(text).text).not.toMatch(/If it's about leaving/);
  });
  it("a fiancé who doesn't share the faith is answered in the thread", () => {
    const turns = chat(["thinking about a small outdoor wedding instead of church", "my fiance doesn't believe in god"]);
    expect(turns[1]!.kind).toBe("decision");
    expect(turns[1]!.text).toMatch(/unequally yoked/);
  });
  it.each(["best shoes for an outdoor wedding", "which dress brand is good for a beach wedding under 800", "gift for a couple having a small wedding"])("a thing to buy for a wedding is not the guide (%s)", (text) => {
    expect(read(text).decisionTopic ?? null).not.toBe("wedding-plans");
  });
  it("paying for a wedding keeps its own guide", () => {
    expect(read("how do we pay for the wedding without debt").decisionTopic).toBe("wedding-costs");
  });
});

describe("a used car from a private seller", () => {
  it("the checks, then whether an inspection is worth it, in the thread", () => {
    const turns = chat(["looking at a used truck on facebook marketplace", "is a mechanic inspection worth the money"]);
    expect(turns[0]!.kind).toBe("decision");
    expect(turns[0]!.text).toMatch(/title should be in the seller's own name/);
    expect(turns[1]!.text).toMatch(/^Yes: for a used car, a pre-purchase inspection/);
  });
  it.each(["can i finance a used car for 6 years", "best used car under 10k"])("not the private-sale answer (%s)", (text) => {
    expect(ask(text).text).not.toMatch(/Buying from a private seller/);
  });
});

// The lead's post-merge batch of stop 18 (s18b): kinds, in our own wordings.
describe("a child's daily TV or tablet asked 'is it bad' is screen time, not TVs", () => {
  it.each(["is it ok to let my 4 year old watch youtube every day", "my daughter is 2 and watches tv for hours, is that bad"])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/what the screens replace/);
    expect(a.text).not.toMatch(/amazon\.com/);
  });
  it("a TV for the kids to watch is still a TV", () => {
    expect(ask("best tv for the kids' playroom under 400").kind).toBe("product");
  });
});

describe("low mood in someone else is answered for the one who loves them", () => {
  it.each(["my husband has been really depressed and won't go to a doctor", "i'm worried my girlfriend is depressed, she won't talk to anyone"])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/Say what you see, gently/);
    expect(a.text).toMatch(/988/);
    expect(a.text).not.toMatch(/Tell one person you trust how you've really been feeling/);
  });
  it("one's own low mood keeps its answer", () => {
    expect(ask("i've been depressed for months and my wife doesn't understand").text).toMatch(/Feeling this low is heavy/);
  });
});

describe("a drafty home is a how-to, not the menu", () => {
  it.each(["how can i keep my drafty old house warm without a huge bill", "cold air coming in around the windows of my apartment, cheap fixes?"])("%s", (text) => {
    const a = ask(text);
    expect(a.text).toMatch(/window insulation kit/);
    expect(a.text).toMatch(/carbon monoxide/);
    expect(a.text).not.toMatch(/Could you tell me a bit more/);
  });
});

describe("selling a home now or later is its decision, not a sale season", () => {
  it("the housing question, then the children's school in the thread", () => {
    const turns = chat(["thinking of selling our condo, now or wait till the market improves?", "our kids would have to switch schools"]);
    expect(turns[0]!.kind).toBe("decision");
    expect(turns[0]!.text).toMatch(/Nobody can time the housing market/);
    expect(turns[0]!.text).not.toMatch(/Black Friday/);
    expect(turns[1]!.text).toMatch(/^Moving the children to a new school/);
  });
  it("a TV now or at Black Friday keeps the sale-season answer", () => {
    expect(ask("should i buy a tv now or wait for black friday").text).toMatch(/Black Friday/);
  });
});

describe("the next question after a faith answer gets its plain answer (data/scripture/faith-follow-ups.json)", () => {
  it("choosing a Bible: easier to read, then for a young person", () => {
    const turns = chat(["which bible translation should i get", "one that's simpler to understand", "it's for my 14 year old"]);
    expect(turns[1]!.text).toMatch(/NIrV/);
    expect(turns[2]!.text).toMatch(/^For a young person, the best Bible is one they'll open/);
    for (const t of turns.slice(1)) expect(t.text).not.toMatch(/Could you tell me a bit more/);
  });
  it("divorce, then unfaithfulness: the ground Jesus named, with the passage quoted", () => {
    const turns = chat(["is it a sin to get divorced", "what if she had an affair"]);
    expect(turns[1]!.kind).toBe("scripture");
    expect(turns[1]!.text).toMatch(/Unfaithfulness is the one ground Jesus himself named/);
    expect(turns[1]!.text).toMatch(/— Matthew 19:9 \(WEB\)/);
  });
  it("another question after it is not caught", () => {
    const turns = chat(["what does the bible say about divorce", "how do we tell our kids"]);
    expect(turns[1]!.text).not.toMatch(/Unfaithfulness is the one ground/);
    expect(turns[1]!.text).not.toMatch(/For a young person, the best Bible/);
  });
  it("a shopping question after it stays shopping", () => {
    expect(chat(["what's a good study bible", "best reading lamp for my teenager"])[1]!.text).not.toMatch(/For a young person/);
  });
});

describe("more kinds from s18b's soft misses", () => {
  it.each(["can my 6 year old take melatonin gummies", "melatonin for a toddler who won't sleep, safe?"])("melatonin for a child: sleep habits first, no amount (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/^Melatonin is a hormone sold as a supplement/);
    expect(a.text).toMatch(/Poison Control/);
    expect(a.text).not.toMatch(/\b\d+(?:\.\d+)? ?mg\b/);
  });
  it("melatonin with one's own medicines keeps the supplement answer", () => {
    expect(ask("is melatonin ok with my blood pressure pills").text).not.toMatch(/^Melatonin is a hormone/);
  });
  it.each([
    ["my brother is engaged to a woman nobody in our family trusts", /^When a family and a partner don't get along/],
    ["her parents don't like me and i want to ask her to marry me", /^Wanting her parents' blessing/],
  ])("a family that disapproves of a partner (%s)", (text, lead) => {
    expect(ask(text).text).toMatch(lead);
  });
  it("grandparents who disapprove of homeschooling are the homeschool question", () => {
    expect(read("my husband's parents don't approve of us homeschooling").decisionTopic).toBe("homeschooling");
  });
  it("a church divided over a decision is answered before the guide's questions", () => {
    const a = ask("our congregation is fighting over whether to build a new sanctuary, do we stay");
    expect(a.text).toMatch(/A church dividing over a decision/);
  });
  it("a parent whose grown child wants to quit school for a dream is answered as the parent", () => {
    const a = ask("my teenage son wants to drop out of college to be a full time streamer");
    expect(read("my teenage son wants to drop out of college to be a full time streamer").decisionTopic).toBe("adult-child-choice");
    expect(a.text).toMatch(/leave college for a dream/);
    expect(read("should i drop out of college to start a business").decisionTopic).toBe("dropout-business");
  });
});

describe("a question that opens on 'what if' names no thing to buy", () => {
  it.each(["what if he cheated", "what if it rains on the wedding day", "what about my credit score", "what caused the great depression", "what happened at jonestown"])("%s", (text) => {
    expect(ask(text).text).not.toMatch(/I don't have a vetted pick for/);
    expect(read(text).uncovered ?? null).toBeNull();
  });
  it("a question that opens on the thing still asks for it", () => {
    expect(ask("what weighted blanket for my 10 year old, he has adhd").kind).toBe("product");
  });
});

// The lead's last fresh batch of stop 18 (s18d, on main after everything): kinds, in our own wordings.
describe("s18d kinds", () => {
  it.each(["the dog next door is skin and bones and chained up all day", "i think the neighbors are neglecting their cat"])("an animal neglected is animal control, not the child card (%s)", (text) => {
    expect(detectSafety([{ role: "user", content: text }])).toBeNull();
    expect(ask(text).text).toMatch(/animal control/);
  });
  it("a neglected child still gets the child card", () => {
    expect(detectSafety([{ role: "user", content: "the kids next door are neglected, no food and left alone for days" }])?.kind).toBe("child_abuse");
  });
  it("how much to spend on an engagement ring is about the ring, not whether to marry", () => {
    const a = ask("how much should we spend on an engagement ring");
    expect(a.kind).toBe("no_pick");
    expect(read("how much should we spend on an engagement ring").decisionTopic ?? null).toBeNull();
  });
  it("a teen's party with drinking is the teen guide's answer", () => {
    const a = ask("my son wants to go to a party where kids will be drinking, he's 15");
    expect(a.text).toMatch(/^A party where there'll be drinking is a real safety question/);
    expect(a.text).not.toMatch(/at 17/);
  });
  it.each(["tiny flies all over my kitchen, how do i get rid of them", "how do we kill the gnats in the kitchen"])("fruit flies are a how-to (%s)", (text) => {
    expect(ask(text).text).toMatch(/apple cider vinegar/);
  });
  it("what to bring to the hospital for the birth is the hospital-bag list", () => {
    expect(ask("what do i need to bring to the hospital for the birth").text).toMatch(/^Pack it around 36 weeks/);
  });
});
