// Kinds the lead's mixed held-out batch of stop 17 found (our wordings, not the batch's): a life step asked
// "worth it?" read as a product nobody vetted, a child's wish for a phone answered with phones, dementia's
// hard moments answered with the general aging-parent guide, the menu for having hurt someone, for never
// having dated, for a God who feels silent, and for everyday home and car fixes; a laptop for a student
// whose school's exam software doesn't run on a Chromebook; verses about worry pulled toward "at night".
// Each with look-alikes that must keep their old answer.
import { describe, expect, it } from "@jest/globals";
import { parseRequest } from "@/lib/ai/request";
import { howToAsked, howTos, repairAsked } from "@/lib/ai/offline/compose-howto";
import { lookupReference } from "@/lib/scripture";
import { ask, chat } from "../helpers/offline-chat";

const read = (text: string) => parseRequest([{ role: "user", content: text }]);

describe("a life step asked 'worth it?' is that decision, not an unvetted product", () => {
  it.each([
    ["is getting a masters in counseling at 45 worth it", "back-to-school"],
    ["phd in history, worth the debt?", "back-to-school"],
    ["is a coding bootcamp worth it for someone in my 30s", "back-to-school"],
  ])("%s", (text, slug) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(a.text).not.toMatch(/I haven't vetted/);
    expect(read(text).decisionTopic).toBe(slug);
  });
  it.each(["is the peloton bike worth it", "thoughts on the meta quest 3", "is the bose ultra open worth the money"])("a model by name stays unvetted or priced (%s)", (text) => {
    const r = read(text);
    expect(r.intent).toBe("product");
    expect(r.decisionTopic ?? null).toBeNull();
  });
});

describe("a child who wants a phone is the parenting decision", () => {
  it.each([
    "my son is 11 and keeps asking for a smartphone, everyone in his class has one",
    "our 10 year old daughter wants her own iphone. is that too young",
  ])("the first-phone guide, no phone picks (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(read(text).decisionTopic).toBe("first-phone");
    expect(a.text).not.toMatch(/amazon\.com/);
  });
  it.each(["my 12 year old wants a phone, which one is best for a kid", "cheap phone for my 13 year old under $200"])("asking which phone to buy is still shopping (%s)", (text) => {
    expect(read(text).intent).toBe("product");
  });
});

describe("dementia's hard moments get the dementia guide", () => {
  it.each([
    "grandpa has dementia and thinks it's 1985, do we correct him or play along",
    "my husband has dementia and asks for his mother, who died years ago. what do i say",
  ])("%s", (text) => {
    expect(read(text).decisionTopic).toBe("dementia-care");
  });
  it("choosing where a parent with dementia lives stays the aging-parent guide", () => {
    expect(read("dad has dementia, should we move him in with us or find memory care").decisionTopic).toBe("aging-parent");
  });
});

describe("having hurt someone gets the making-amends guide, not the menu", () => {
  it.each([
    "i snapped at my sister at dinner and now she's ignoring me",
    "i was rude to my coworker today and i feel terrible, how do i make it right",
    "how should i apologize to my husband for forgetting our anniversary",
  ])("%s", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(read(text).decisionTopic).toBe("making-amends");
    expect(a.text).toMatch(/make it right|apolog/i);
    expect(a.text).not.toMatch(/What would a good outcome look like/);
  });
  it.each(["my friend said something mean to me and won't apologize", "she's mad at me and i don't know why"])("being the one hurt is not making amends (%s)", (text) => {
    expect(read(text).decisionTopic).not.toBe("making-amends");
  });
});

describe("the menu no longer answers never having dated or a God who feels silent", () => {
  it.each(["30 and never been in a relationship, what's wrong with me", "never had a boyfriend and i'm 26, will i ever"])("singleness (%s)", (text) => {
    expect(read(text).decisionTopic).toBe("singleness");
  });
  it.each(["it feels like god stopped listening to me", "my prayers go unanswered for years now", "i feel abandoned by god lately"])("faith struggles (%s)", (text) => {
    const a = ask(text);
    expect(read(text).decisionTopic).toBe("faith-struggles");
    expect(a.text).not.toMatch(/What would a good outcome look like/);
  });
});

describe("everyday home and car fixes", () => {
  it.each([
    ["my truck won't turn over when it's below zero, what can i do", "car-cold"],
    ["we had no water this morning, i think the pipes froze", "frozen-pipes"],
    ["kitchen sink is backed up, any tips", "clogged-drain"],
    ["the toilet runs constantly, how do i stop it", "running-toilet"],
    ["how do i jump a car", "dead-battery"],
    ["the breaker keeps tripping in the kitchen, what do i do", "tripped-breaker"],
    ["our power has been out for 6 hours, what should we do", "power-outage"],
    ["the smoke alarm in the hallway keeps chirping", "alarm-chirp"],
    ["closet smells musty and damp", "musty-mold"],
    ["driveway ices up every night, how do i stop it", "icy-walk"],
  ])("%s → %s", (text, slug) => {
    expect(howToAsked(text)?.slug).toBe(slug);
    const a = ask(text);
    expect(a.text).toMatch(/When to stop and call someone/);
    expect(a.text).not.toMatch(/What would a good outcome look like|amazon\.com/);
  });
  it("carbon monoxide comes first in an outage, before any step", () => {
    const a = ask("power went out, can i run the generator in the garage");
    expect(a.text.indexOf("carbon monoxide")).toBeGreaterThan(-1);
    expect(a.text.indexOf("carbon monoxide")).toBeLessThan(a.text.indexOf("1. "));
  });
  it.each(["how do i fix a leaky faucet", "how can i replace a light switch"])("a repair nothing covers gets an honest answer, no invented steps (%s)", (text) => {
    expect(repairAsked(text)).toBe(true);
    const a = ask(text);
    expect(a.text).toMatch(/I don't have tested step-by-step instructions/);
    expect(a.text).toMatch(/licensed pro/);
  });
  it.each([
    "recommend a portable jump starter under $100",
    "best ice melt that's safe for dogs",
    "i feel stuck and frozen in my career",
    "my heart is frozen toward my husband",
    "blackout curtains for a nursery",
  ])("look-alikes are no how-to (%s)", (text) => {
    expect(howToAsked(text)).toBeNull();
    expect(ask(text).text).not.toMatch(/When to stop and call someone/);
  });
  it("a figure of speech in a marriage question keeps its guide", () => {
    const a = ask("the power went out in my marriage lol");
    expect(a.kind).toBe("decision");
    expect(a.text).not.toMatch(/When to stop and call someone/);
  });
  it("every how-to's verses are in the bundled WEB", () => {
    for (const h of howTos()) for (const ref of h.verses) expect(lookupReference(ref)).not.toBeNull();
  });
});

describe("a student whose school's exam software needs Windows or a Mac", () => {
  it("a nursing student's laptop picks leave out the Chromebook", () => {
    const [a] = chat(["laptop for nursing school, cheap as possible"]);
    expect(a!.text).toMatch(/amazon\.com/);
    expect(a!.text).not.toMatch(/Chromebook/);
  });
  it("saying the exams are online drops the Chromebook from the thread's picks", () => {
    const [first, second] = chat(["affordable laptop for college", "she has to take proctored exams on it"]);
    expect(first!.text).toMatch(/Chromebook/);
    expect(second!.text).not.toMatch(/Chromebook/);
  });
  it("a child's homework laptop keeps the Chromebook", () => {
    expect(ask("cheap laptop for my 10 year old for homework").text).toMatch(/Chromebook/);
  });
});

describe("verses about worry stay with worry", () => {
  it("worry that keeps one up at night gets the worry passages", () => {
    const a = ask("bible verses about worrying, i lie awake at night going over everything");
    expect(a.text).toMatch(/Philippians 4:6-7|Matthew 6:34|1 Peter 5:6-7|Psalm 55:22|John 14:27|Psalm 46:1/);
  });
  it("being scared at night still gets the night passages", () => {
    expect(ask("verses for my son who is scared at night").text).toMatch(/Psalm 4:8|Psalm 91:5|Psalm 56:3|Psalm 121:3-4|Proverbs 3:24/);
  });
});

// The second batch (s17b): parents who disagree about discipline, Santa, a signs-of-autism question,
// a sibling estranged for years, how much to spend on a thing, a spouse lost to a phone, a move forced by
// a landlord.
describe("situations of the second batch", () => {
  it.each([
    ["my husband thinks a swat on the bottom is fine and i don't, how do we agree on discipline", "discipline"],
    ["how should we discipline our 3 year old, time outs don't work", "discipline"],
    ["is it lying to let my kids believe in santa", "santa-question"],
    ["my 8 year old asked me point blank if the tooth fairy is real", "santa-question"],
    ["my sister and i haven't talked in five years, should i reach out to her", "family-estrangement"],
    ["my dad cut me off after i got married, we haven't spoken since", "family-estrangement"],
    ["my wife is glued to her phone every night instead of talking to me", "marriage-struggles"],
    ["the landlord isn't renewing our lease and we have to be out in 30 days", "have-to-move"],
  ])("%s → %s", (text, slug) => {
    const a = ask(text);
    expect(a.kind).toBe("decision");
    expect(read(text).decisionTopic).toBe(slug);
    expect(a.text).not.toMatch(/What would a good outcome look like|amazon\.com/);
  });
  it.each(["we're thinking of moving to santa fe with the kids", "best hotels in santa monica"])("a place called Santa is not the Santa question (%s)", (text) => {
    expect(read(text).decisionTopic).not.toBe("santa-question");
  });
  it("a spouse silent for two days stays with the marriage guide", () => {
    expect(read("my husband hasn't spoken to me in two days").decisionTopic).toBe("marriage-struggles");
  });
  it("a child's screen time is still the screen-time answer", () => {
    expect(ask("how much screen time is ok for my 6 year old").text).toMatch(/pediatric guidance/);
  });
  it.each(["my son is 3 and doesn't respond to his name, could it be autism", "signs of autism in a 2 year old?"])("signs of autism get what pediatricians look for and the free evaluation (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/Early Intervention/);
    expect(a.text).not.toMatch(/diagnosed with autism\b/);
  });
  it("a toddler who isn't talking yet keeps the speech answer", () => {
    expect(ask("my 20 month old isn't talking yet").text).toMatch(/late talkers catch up/);
  });
  it.each(["how much should we spend on wedding rings", "what's a normal amount to spend on an engagement ring"])("how much to spend on a thing with no vetted picks is that thing's honest no-pick (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("no_pick");
    expect(a.text).toMatch(/A budget you set before you shop/);
  });
});

// The third batch (s17c, follow-up threads): a child failing a class, exercise in pregnancy, a dishwasher's
// film, "where do we cut first" inside a debt thread, and "what kind of exercise would help".
describe("situations of the third batch", () => {
  it.each([
    "my daughter is failing algebra and won't tell me why",
    "my 15 year old's grades dropped a lot this semester",
    "is it better to hire a tutor or email the teacher about his grades",
  ])("a child struggling in a class gets the school-struggles guide (%s)", (text) => {
    const a = ask(text);
    expect(read(text).decisionTopic).toBe("school-struggles");
    expect(a.text).toMatch(/teacher/);
    expect(a.text).not.toMatch(/What would a good outcome look like|I want to make sure I help with the right thing/);
  });
  it("the teacher-hates-him turn inside that thread stays with it", () => {
    const [, second] = chat(["my son is flunking chemistry", "he says his teacher has it out for him"]);
    expect(second!.kind).toBe("decision");
    expect(second!.text).not.toMatch(/I want to make sure I help with the right thing/);
  });
  it.each(["can i keep lifting weights while pregnant", "is yoga ok at 30 weeks pregnant", "pregnant and want to do a 5k, is that safe"])("exercise in pregnancy gets its own answer, not the medicine one (%s)", (text) => {
    const a = ask(text);
    expect(a.kind).toBe("health");
    expect(a.text).toMatch(/150 minutes a week/);
    expect(a.text).not.toMatch(/ibuprofen/);
  });
  it("a medicine in pregnancy keeps the medicine answer", () => {
    expect(ask("can i take advil while pregnant").text).toMatch(/ibuprofen/i);
  });
  it.each(["our glasses come out of the dishwasher cloudy", "dishwasher leaves a chalky residue on everything"])("a dishwasher's film is a fix, not an appliance to buy (%s)", (text) => {
    const a = ask(text);
    expect(howToAsked(text)?.slug).toBe("dishwasher-film");
    expect(a.text).toMatch(/rinse aid/);
    expect(a.kind).not.toBe("no_pick");
  });
  it("'where do we cut first' inside a debt thread is answered", () => {
    const [, second] = chat(["we have 12k in credit card debt", "what should we cut first"]);
    expect(second!.text).toMatch(/Subscriptions and memberships/);
  });
  it.each(["what kind of exercise would help my knee", "any stretches for a stiff neck"])("asking which exercise would help is a health question (%s)", (text) => {
    expect(ask(text).kind).toBe("health");
  });
});

// The fourth batch (s17d, after the stop's merges): a parent's house offered to one child, a parent who keeps
// asking for money, a family member sending money to someone met online.
describe("situations of the fourth batch", () => {
  it.each([
    ["mom wants to leave me the house and my brothers think it's not fair", "family-inheritance"],
    ["my brother is always asking me for money and we're barely getting by", "lending-family"],
    ["grandpa keeps sending gift cards to a woman on facebook he's never met", "scammed"],
  ])("%s → %s", (text, slug) => {
    expect(read(text).decisionTopic).toBe(slug);
    expect(ask(text).text).not.toMatch(/What would a good outcome look like/);
  });
  it("sending money to one's own mother is not a scam", () => {
    expect(read("i've been sending money to my mom every month, should i keep going").decisionTopic).not.toBe("scammed");
  });
});
