// The embedded answerer, tenth pass (guidance): end of life, a parent's (or grandparent's) view of
// bullying, supplement safety, money and family decisions with their own guides, conscience questions,
// named health conditions, verses asked for by feeling, faith questions, and follow-ups that stay put.
// Our own wordings (never the probe's items), several per kind, and what must not change.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { decisionGuides } from "@/lib/ai/request";
import { lookupReference } from "@/lib/scripture";
import { ask, chat } from "../helpers/offline-chat";

const MENU = /Could you tell me a bit more/;
const PICKS = /^### \d\./m;
const firstLine = (r: OfflineResult) => r.text.split("\n")[0];
const opening = (slug: string) => decisionGuides().find((g) => g.slug === slug)!.opening;
const quoted = (r: OfflineResult) => [...r.text.matchAll(/^> — (.+?) \(WEB\)$/gm)].map((m) => m[1]);

describe("life questions get the guide for their kind, never products or the menu", () => {
  const rows: [string, string][] = [
    // End of life: its own guide, not the new-diagnosis one, and no crisis card.
    ["grandpa has terminal lung cancer and has decided to stop chemo, the family is split", "end-of-life"],
    ["my wife is worn out by dialysis and says she wants to stop it. how do I support her", "end-of-life"],
    ["my 92 year old mother refuses to go back to the hospital ever again, do we make her", "end-of-life"],
    // A parent's or grandparent's view of bullying; the child who bullies.
    ["our daughter is being bullied in 6th grade and begged me not to call the school", "parent-bullying"],
    ["what can I do as his grandpa, my grandson gets picked on at recess", "parent-bullying"],
    ["the principal called, my son is the one bullying a younger boy. how do I handle it", "child-who-bullies"],
    // Conscience questions.
    ["I found someone's wallet in the parking lot with cash and a license", "right-thing"],
    ["my sister wants me to lie to her boyfriend for her", "right-thing"],
    ["the grocery store gave me too much change and I only saw it at home, does it matter", "right-thing"],
    ["my manager is stealing from the company and I'm the only one who knows. should I report him", "right-thing"],
    // Money and family decisions that had no guide.
    ["leasing or buying an SUV, I drive 30 thousand miles a year", "car-decision"],
    ["can we get by with one car or do we need a second car with a new baby", "car-decision"],
    ["we owe 150k on the mortgage at 6.5%, should we pay it down or invest in the index fund", "mortgage-or-invest"],
    ["my stepdaughter won't talk to me and my husband says give it time", "blended-family"],
    ["my ex-husband is moving and wants to take our son to another state", "co-parenting"],
    ["how old should my kid be to get her own phone, she's 9 and says everyone has one", "first-phone"],
    ["mom has dementia and keeps asking for dad, who passed last spring. what do I say to her", "dementia-care"],
    ["term or whole life insurance for a couple with two toddlers", "life-insurance"],
    ["do we need a will or a living trust with young kids", "estate-planning"],
    ["our 20 year old son wants to enlist in the marines and skip college", "adult-child-choice"],
    ["my fiancee wants a big wedding but I'd rather save that money for a house", "money-in-marriage"],
    ["my husband keeps betting on football every sunday and I don't know how to bring it up", "money-in-marriage"],
    ["I think I'm losing my wife to her phone, she scrolls all night", "marriage-struggles"],
    ["is it ok to tithe while I'm paying off credit cards", "tithing"],
    ["my boss takes credit for my work in every meeting", "hard-workplace"],
    // The second held-out batch's kinds.
    ["a girl in my small group told me something about her stepdad that scared me, what do i do", "child-disclosure"],
    ["our 16 year old son told us he's gay and we are christians, how do we respond", "child-came-out"],
    ["the neighbors' music is loud every weekend until 2am and they ignore us", "neighbor-conflict"],
    ["what age can a kid stay home alone for an hour", "kid-independence"],
    ["my brother and I keep arguing about selling our late dad's house", "family-inheritance"],
    ["should we add my mom to our bank account in case something happens", "family-inheritance"],
    ["my husband keeps comparing our house to his brother's", "comparison"],
  ];
  it.each(rows)("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    // The guide's opening, or (twelfth pass) one of its own answers marked standalone when the message names that particular.
    const standalone = decisionGuides().find((g) => g.slug === slug)!.answers.filter((x) => x.standalone).map((x) => x.answer.split("\n")[0]);
    expect([opening(slug), ...standalone]).toContain(firstLine(r));
    expect(r.text).not.toMatch(PICKS);
    expect(r.text).not.toMatch(MENU);
  });

  it("a child telling of their own bullying still gets the guide written to them", () => {
    expect(firstLine(ask("kids at school keep pushing me and I'm getting bullied"))).toBe(opening("bullying"));
  });

  it("stopping treatment is not the new-diagnosis guide and says hospice and palliative care are real options", () => {
    const r = ask("my father has stage 4 cancer and wants no more chemo");
    expect(firstLine(r)).not.toBe(opening("family-diagnosis"));
    expect(r.text).toMatch(/hospice/i);
    expect(r.text).toMatch(/palliative/i);
    expect(r.text).not.toMatch(/call or text \*\*988\*\* now/);
  });
});

describe("supplement safety gets an honest health answer, never picks or a dose", () => {
  const rows = [
    "is ashwagandha ok to take with my antidepressant",
    "is it safe to give my 5 year old melatonin every night",
    "can teens take creatine, he's 16",
    "are protein shakes ok for a 12 year old who plays soccer",
    "is elderberry syrup safe while breastfeeding",
  ];
  it.each(rows)("%s", (question) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    // Melatonin for a child has its own answer since stop 18 (sleep habits first, Poison Control), still no amount.
    expect(r.text).toMatch(/^(?:Honest answer: supplements|Melatonin is a hormone sold as a supplement)/);
    expect(r.text).toMatch(/pharmacist/);
    expect(r.text).not.toMatch(PICKS);
    expect(r.text).not.toMatch(/\b\d+\s?mg\b/);
  });

  it("asking which one to buy is still shopping", () => {
    expect(ask("best protein powder for building muscle under $40").kind).not.toBe("health");
  });
});

describe("named health conditions get their own topic, with when to see a doctor", () => {
  const rows: [string, RegExp][] = [
    ["my husband stops breathing in his sleep and snores really loud", /sleep apnea/],
    ["my wife's snoring keeps me up all night", /^Snoring is very common/],
    ["woke up with my big toe hot and swollen, can't even put a sock on", /gout/],
    ["my toddler has eczema on his arms and legs", /^Eczema is very common/],
    ["bad heel pain every morning when i get out of bed", /plantar fasciitis/],
    ["everything spins when I lie down in bed for a few seconds", /BPPV/],
    ["could I be anemic? I'm exhausted all the time", /Low iron/],
    ["my feet and ankles swell every night now that I'm 70", /swell by evening/],
    ["our baby has a flat spot on one side of her head", /flat spot/],
    ["my son gets a stomach ache every morning before school", /school mornings/],
    ["my 15 year old sleeps till noon every weekend, should I worry", /body clocks/],
    ["what are the symptoms of type 2 diabetes", /Type 2 diabetes often comes on quietly/],
    ["my aunt is going into hospice, what does that actually mean", /^Hospice is care focused on comfort/],
    ["questions to ask the oncologist after my mom's diagnosis", /cancer diagnosis/],
    ["why do I keep getting mouth ulcers", /Canker sores/],
    ["there's a bulge near my belly button when I lift things, is it a hernia", /hernia/],
    ["our 22 month old only says a few words", /late talkers/],
    ["my 14 year old daughter went vegetarian, what should she eat", /vegetarian or vegan diet/],
  ];
  it.each(rows)("%s", (question, expected) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(expected);
    expect(r.text).toMatch(/When to talk to a doctor/);
    expect(r.text).not.toMatch(PICKS);
  });

  it("a snoring spouse compared to a chainsaw is not a chainsaw question", () => {
    const r = ask("my husband snores like a chainsaw and gasps at night");
    expect(r.kind).toBe("health");
    expect(r.text).not.toMatch(/Chainsaw/);
  });

  it("a chainsaw asked for is still a chainsaw", () => {
    expect(ask("best chainsaw for cutting firewood").text).toMatch(PICKS);
  });
});

describe("verses asked for by feeling or occasion fit it, and are real", () => {
  const rows: [string, string[]][] = [
    ["a verse for when I'm so mad at God I can't pray", ["Psalm 13:1-2", "Psalm 22:1-2", "Habakkuk 1:2", "Job 7:11", "Lamentations 3:19-23", "Psalm 62:8"]],
    ["something to write in my boss's retirement card", ["Psalm 90:17", "Isaiah 46:4", "Psalm 92:14", "Ecclesiastes 3:1", "Numbers 6:24-26", "Psalm 71:18"]],
    ["verse for a friend whose baby was stillborn", ["Psalm 34:18", "Psalm 139:13-16", "Matthew 5:4", "Revelation 21:4", "2 Corinthians 1:3-4", "Isaiah 66:13"]],
    ["scripture for a mom who feels like a bad mom today", ["Lamentations 3:22-23", "2 Corinthians 12:9", "Psalm 103:13-14", "Isaiah 40:11", "Philippians 1:6", "Romans 8:1"]],
    ["a verse about being a good father", ["Psalm 103:13", "Ephesians 6:4", "Proverbs 20:7", "Colossians 3:21", "Deuteronomy 6:6-7", "Proverbs 3:11-12"]],
    ["a verse for my sister, her husband left her and the divorce is final", ["Psalm 34:18", "Psalm 147:3", "Isaiah 41:10", "Isaiah 43:18-19", "Deuteronomy 31:8", "2 Corinthians 1:3-4"]],
    ["a verse for my daughter's first day of preschool", ["Joshua 1:9", "Deuteronomy 31:8", "Numbers 6:24-26", "Isaiah 41:10", "Psalm 121:8", "Proverbs 3:5-6"]],
    ["which passage should I read at my uncle's funeral", ["John 14:1-3", "John 11:25-26", "Psalm 23:1-6", "Ecclesiastes 3:1-2", "2 Timothy 4:7", "Revelation 21:4", "1 Thessalonians 4:13-14"]],
    ["verse about patience with my toddler", ["Ephesians 6:4", "Colossians 3:21", "Galatians 5:22-23", "James 1:19-20", "Ephesians 4:2", "Proverbs 15:1"]],
  ];
  it.each(rows)("%s", (question, allowed) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    const refs = quoted(r);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(allowed).toContain(ref);
      expect(lookupReference(ref)).not.toBeNull();
    }
  });
});

describe("faith questions asked outright get a short, honest word first", () => {
  const rows: [string, RegExp][] = [
    ["what's the difference between catholics and methodists", /as neutrally as I can/],
    ["i was baptized as a baby, should i get baptized again", /hold different views on when and how/],
    ["how can I be sure I'm saved, I still struggle with the same sins", /doubting their salvation/],
    ["since my son died i don't know if i even believe anymore", /help my unbelief/],
    ["is cremation wrong for christians", /doesn't command burial or forbid cremation/],
    ["does god even care about little things like my job interview", /sparrow/],
    ["is it a sin to want to get rich", /love of money/],
  ];
  it.each(rows)("%s", (question, expected) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(expected);
    expect(quoted(r).length).toBeGreaterThan(0);
  });
});

describe("follow-ups are honoured", () => {
  it("a verse asked for inside a decision gets verses, not the guide's questions again", () => {
    const [, , verses] = chat(["should we pay off the mortgage early or invest", "we're 50", "and what verse would you pick for this"]);
    expect(verses.kind).toBe("scripture");
    expect(quoted(verses).length).toBeGreaterThan(0);
    expect(verses.text).not.toMatch(/questions I'd weigh/);
  });

  it("a verse on a named theme inside a decision is on that theme", () => {
    const [, verses] = chat(["thinking about going back to school at 50", "what verse helps with fear"]);
    expect(verses.kind).toBe("scripture");
    expect(verses.text).not.toMatch(/questions I'd weigh/);
  });

  it("a statement after a faith question stays with the question, not the menu", () => {
    const [, more] = chat(["how do i know im really saved", "i prayed the prayer as a kid but feel nothing now"]);
    expect(more.text).not.toMatch(MENU);
    expect(quoted(more).length).toBeGreaterThan(0);
  });

  it("a short question after a health answer stays with that topic", () => {
    const [, more] = chat(["heartburn almost every night lately", "what should I eat instead"]);
    expect(more.kind).toBe("health");
    expect(more.text).not.toMatch(/simple way to work through it/);
  });

  it("a detail after a guide the parser read as general stays with that guide", () => {
    const [, more] = chat(["is whole life insurance a rip off compared to term", "we have two kids and one income"]);
    expect(more.kind).toBe("decision");
    expect(more.text).not.toMatch(MENU);
  });

  it("a shorter verse to carry in a wallet is a shorter verse", () => {
    const [, shorter] = chat(["a verse for my son leaving for boot camp", "one he can keep in his wallet"]);
    expect(shorter.kind).toBe("scripture");
    expect(shorter.text).toMatch(/shorter/);
  });
});

describe("what must not change", () => {
  it("mad at God after a death stays the faith-struggles guide", () => {
    expect(firstLine(ask("I'm furious with God since my mom died"))).toBe(opening("faith-struggles"));
  });

  it("a budget plan is still the planner", () => {
    expect(ask("I need a plan to pay off $6,000 on my credit cards").text).toMatch(/^Let's make a plan|\n1\. /);
  });

  it("a windfall with a car loan is still the windfall guide", () => {
    expect(firstLine(ask("got a 5k bonus, pay off my car loan or put it in savings"))).toBe(opening("money-windfall"));
  });

  it("a brother who keeps asking for money is not a dementia question", () => {
    expect(firstLine(ask("my brother drinks and keeps asking me for money"))).not.toBe(opening("dementia-care"));
  });

  it("thanks with a compliment is still thanks", () => {
    expect(ask("thanks so much, you're the best").text).toMatch(/^You're very welcome/);
  });

  it("a teen on her phone all night is not a marriage in trouble", () => {
    expect(firstLine(ask("my 13 year old is on his phone all night, how do I set limits"))).not.toBe(opening("marriage-struggles"));
  });

  it("a thing asked for because a spouse snores is still that thing", () => {
    expect(ask("white noise machine for the bedroom, my wife snores").kind).not.toBe("health");
  });

  it("God's love after a wrong is still the faith word, not the conscience guide", () => {
    const r = ask("does God still love me after I lied to my husband for years");
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(/^Yes\./);
  });

  it("a couple asking about living together is not a parent's worry about a grown child", () => {
    expect(firstLine(ask("my boyfriend wants us to move in together before the wedding, is that wrong"))).not.toBe(opening("adult-child-choice"));
  });

  it("brain fog after covid is still long covid", () => {
    expect(ask("months after covid I still have brain fog").text).toMatch(/COVID/);
  });

  it("a phone asked for by budget is still phone picks", () => {
    expect(ask("best phone for my 12 year old under $300").text).toMatch(PICKS);
  });
});
