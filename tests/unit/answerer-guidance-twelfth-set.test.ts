// The embedded answerer, twelfth pass (guidance): the particular of a situation answered first (a teen's
// gaming, a toddler's tantrums at leaving time, an in-law's remarks, a friend who keeps borrowing, a job
// far from family, going back to school later in life, a grown child moving in with a partner, leaving a
// church after a change, going back to work after a death, porn in a marriage, a spender and a saver),
// burnout at a job you can't quit, a coworker paid more, a Christmas you can't afford, paying a loan off
// early or saving, faith questions in everyday words, and three named health topics.
// Our own wordings (never the probe's items), several per kind, and look-alikes that must not change.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { leadWithoutIntro } from "@/lib/ai/offline/compose-decision";
import { decisionGuides } from "@/lib/ai/request";
import { lookupReference } from "@/lib/scripture";
import { ask, chat } from "../helpers/offline-chat";

const MENU = /Could you tell me a bit more/;
const PICKS = /^### \d\./m;
const GENERIC = /I don't want to hand you a generic answer/;
const firstLine = (r: OfflineResult) => r.text.split("\n")[0];
const guide = (slug: string) => decisionGuides().find((g) => g.slug === slug)!;
const quoted = (r: OfflineResult) => [...r.text.matchAll(/^> — (.+?) \(WEB\)$/gm)].map((m) => m[1]);

describe("the particular a guide has an answer for comes first", () => {
  const rows: [string, string, RegExp][] = [
    ["our 14 year old plays fortnite till 2am every night, is that too much", "parenting-teens", /what the screen is crowding out/],
    ["my daughter (16) is on tiktok all day and her grades are slipping", "parenting-teens", /Social media is worth deciding on deliberately/],
    ["my 3 year old has a meltdown whenever we turn off the tv", "little-ones", /Warn before the change/],
    ["my mother in law makes snide remarks about my cooking every sunday", "in-laws", /one calm sentence in the moment/],
    ["my cousin borrowed money again and still owes me from last year", "lending-family", /deciding about a pattern/],
    ["should i take the job in seattle, my parents and sister all live here", "job-offer", /Moving away from family is often the biggest cost/],
    ["is 38 too old to go back to school for an accounting degree", "back-to-school", /Plenty of people start a degree/],
    ["our son is 24 and says he's moving in with his girlfriend next month", "adult-child-choice", /moves in with a boyfriend or girlfriend/],
    ["we're thinking of switching churches since the new pastor came", "church-commitment", /telling grief from conviction/],
    ["my grandma passed on saturday and i'm supposed to go back to work tomorrow", "grief", /Going back to work after a death is hard/],
    ["found out my wife has been looking at porn for years", "marriage-struggles", /often feels like a betrayal/],
  ];
  it.each(rows)("%s → %s", (question, slug, particular) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    // The opening's first sentence, or (an answer marked standalone) the answer itself, leads.
    expect(firstLine(r) === leadWithoutIntro(guide(slug).opening) || particular.test(firstLine(r))).toBe(true);
    expect(r.text).toMatch(particular);
    expect(r.text).toContain("**Also worth weighing:**");
    expect(r.text).not.toMatch(PICKS);
  });

  it("a detail added later in the thread gets the guide's answer for it", () => {
    const [, second] = chat(["we got an offer in phoenix, it's a big raise", "both our kids are under 4 and grandma watches them"]);
    expect(second.text).toMatch(/Who helps you now\?/);
    const [, again] = chat(["my wife and i argue about money constantly", "she says i'm cheap and i say she's impulsive"]);
    expect(again.text).toMatch(/spender-saver marriage/);
  });

  it("a question with no particular keeps the guide's full set of questions", () => {
    const r = ask("we got two job offers and can't decide");
    expect(firstLine(r)).toBe(guide("job-offer").opening);
    expect(r.text).toContain("**Questions to weigh:**");
    expect(r.text).not.toContain("**Also worth weighing:**");
  });
});

describe("second batch: situations a guide now answers in particular (h2 kinds)", () => {
  const rows: [string, string, RegExp][] = [
    ["my supervisor keeps dumping extra projects on me and there's been no raise in two years", "burnout", /two conversations/],
    ["grandpa won't accept any help at home even after his fall last month", "aging-parent", /their safety and their right to choose/],
    ["i feel so guilty about moving mom into assisted living, is it selfish", "aging-parent", /It isn't wrong/],
    ["my 8 year old talks back constantly and rolls her eyes", "kid-behavior", /Back talk is often a child testing/],
    ["our 7yo whines every single time we say no", "kid-behavior", /Whining usually keeps going because it sometimes works/],
    ["my 11 year old is begging for a phone, all her friends have one", "first-phone", /no magic age/],
    ["we barely have sex anymore since the baby and my husband is frustrated", "marriage-struggles", /long stretch without sex/],
    ["i can't stand my sister's new boyfriend, do i say something", "friendship", /sort out which kind of dislike/],
    ["my son and his wife stopped letting us see our grandchildren", "grandparent-boundaries", /Being kept from your grandchildren/],
    ["i was really hurt by something the pastor said from the pulpit", "church-commitment", /wrapped in God's name/],
    ["i moved to austin last year and don't know anyone, how do adults make friends", "loneliness", /showing up to the same things/],
    ["lately i've been having three or four beers every night and i don't love it", "addiction-help", /much easier to change a habit now/],
    ["how much allowance should a 9 year old get and how do i teach her to save", "kid-skills", /give, save, spend/],
    ["her parents want to stay with us for three weeks when the baby comes", "in-laws", /Long visits right after a baby/],
    ["thinking of putting the wedding on credit cards, is that crazy", "wedding-costs", /The questions that settle it|what you could pay without borrowing/],
  ];
  it.each(rows)("%s → %s", (question, slug, particular) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).toMatch(particular);
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).not.toMatch(PICKS);
    expect(guide(slug)).toBeDefined();
  });

  it("the answer just given isn't given again on the next turn", () => {
    const [first, second] = chat(["dad refuses to move out even though he can barely manage the stairs", "he says he'd rather die in his own house"]);
    expect(first.text).toMatch(/their safety and their right to choose/);
    expect(second.text).not.toMatch(/their safety and their right to choose/);
    expect(second.kind).toBe("decision");
  });

  it("'what should we do with it' names no option", () => {
    expect(ask("we inherited 20k, what should we do with it").text).not.toMatch(/whether to do with it/);
  });

  it("a loan someone takes out is not lending to family", () => {
    expect(firstLine(ask("should we get a personal loan to pay for our son's wedding"))).not.toBe(leadWithoutIntro(guide("lending-family").opening));
  });
});

describe("third batch: particular situations (h3 kinds)", () => {
  const rows: [string, RegExp][] = [
    ["my teammate leaves early every day and i end up doing her work", /Covering for a coworker who isn't pulling their weight/],
    ["didn't get the promotion, they gave it to someone with less experience", /Being passed over/],
    ["we're two months late on rent and the landlord is threatening eviction", /Call 211 today/],
    ["my wife got laid off and now she won't even look for work", /shame and grief more than laziness/],
    ["our 15 year old son told us he's gay", /Your child trusted you with something important/],
    ["my brother and i haven't talked in five years, should i reach out", /Going first doesn't mean admitting/],
    ["my cousin wants me to invest 10k in his food truck business", /different from lending for a need/],
    ["my grandma gave her social security number to someone on the phone", /being scammed feels awful/],
    ["my mother in law texts me ten times a day, how do i set a boundary", /about rhythm, not rejection/],
    ["i had an affair last year and my husband doesn't know", /Wanting to tell her the truth|End the affair completely/],
    ["my girlfriend's dad wants us to sign a prenuptial agreement", /Christians differ on prenups/],
    ["how do i write a letter of resignation", /Dear \[Manager's name\]/],
  ];
  it.each(rows)("%s", (question, particular) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).toMatch(particular);
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).not.toMatch(MENU);
  });

  it("a 17-year-old who needs a parent to sign stays in that thread with an answer for it", () => {
    const [, second] = chat(["our son wants to enlist in the marines instead of going to college", "he's only 17 so we'd have to give consent"]);
    expect(second.text).toMatch(/needs a parent's consent to enlist/);
  });

  const faith: [string, RegExp][] = [
    ["is cremation wrong for a christian", /doesn't command burial or forbid cremation/],
    ["why does god let bad things happen to good people", /no tidy answer/],
    ["why should i pray if god already knows what i need", /your Father knows what you need before you ask/],
    ["i don't feel anything in church anymore when we sing", /isn't a sign you've lost your faith/],
    ["how can i talk about jesus with my neighbor without being pushy", /listen to their questions first/],
  ];
  it.each(faith)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    for (const ref of quoted(r)) expect(lookupReference(ref)).not.toBeNull();
  });

  const health: [string, RegExp][] = [
    ["do i need antibiotics for sinusitis", /antibiotics don't help those/],
    ["how long is the flu contagious", /contagious from a day before symptoms/],
    ["is shingrix worth getting at 55", /two doses, two to six months apart/],
    ["is it safe to have a glass of wine while nursing", /waiting about two hours per drink/],
    ["found a pea sized lump on my neck", /Most lumps turn out to be harmless/],
    ["haven't had my period in 2 months and i'm not pregnant", /Track your cycle/],
    ["our 3 week old screams for hours every night", /peaking around 6 weeks/],
  ];
  it.each(health)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
    expect(r.text).toMatch(/not medical advice/);
  });
});

describe("fourth batch: particular situations (h4 kinds)", () => {
  const rows: [string, RegExp][] = [
    ["my manager emails me at 11pm and on my days off and expects a reply", /Ask what's actually expected/],
    ["want to go self-employed as a consultant but we have two kids and a mortgage", /Know your real number/],
    ["i feel like my son's math teacher picks on him", /teacher has it out for your child|before deciding anything/],
    ["can my 16 year old go to a party if there might be alcohol", /Give her a way out, always|a code text/],
    ["my wife thinks spanking is fine and i don't", /loving Christian parents honestly disagree/],
    ["i lose my temper with my kids every morning before school", /Repair when you blow it/],
    ["i'm 41, never married, and i really want to be a mom someday", /it isn't too late to become a parent/],
    ["my roommate crashed my car and refuses to pay for the repairs", /Insurance first/],
    ["we're pregnant with twins and have no idea how we'll afford it", /double budget shock/],
    ["i'm always the one who texts first, nobody ever invites me", /Always being the one who plans/],
    ["my brother's wedding is the same weekend as our vacation", /real conflict of two good things/],
    ["dad is dying and my brothers keep arguing about his treatment", /Siblings fighting while a parent is dying/],
  ];
  it.each(rows)("%s", (question, particular) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).toMatch(particular);
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).not.toMatch(MENU);
  });

  const health: [string, RegExp][] = [
    ["any tips for bad menstrual cramps", /Heat on the lower belly/],
    ["my 2 year old swallowed some play-doh", /Poison Control \(1-800-222-1222/],
    ["am i drinking enough water if i have 4 glasses a day", /pale yellow urine/],
    ["can my 8 week old have a little water when it's hot", /Babies under about 6 months generally shouldn't be given water/],
    ["every morning i wake up with a stiff back", /worst on waking/],
  ];
  it.each(health)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
  });

  const faith: [string, RegExp][] = [
    ["can i leave my husband if he's verbally abusive, is that a sin", /National Domestic Violence Hotline/],
    ["i can't forgive myself for what i did", /harder to forgive themselves than to be forgiven by God/],
    ["where should i start reading the bible as a beginner", /one of the Gospels/],
  ];
  it.each(faith)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
  });

  it("children changing schools in a job decision is its own particular; a wife who wants a baby is not 'him'", () => {
    expect(ask("new job offer across the country but my two teens would have to switch schools").text).toMatch(/Moving children to a new school is a real cost/);
    const r = ask("my wife wants another baby and i'm not sure we can afford a third");
    expect(r.text).toMatch(/means to your spouse/);
    expect(r.text).not.toMatch(/means to him/);
  });

  it("'tell me about yourself' is about the assistant", () => {
    expect(ask("so tell me a little about yourself").kind).toBe("about");
    expect(ask("tell me about yourself and your pricing for my business plan").kind).not.toBe("about");
  });
});

describe("fifth batch: particular situations, faith and health (h5 kinds)", () => {
  const decisions: [string, RegExp][] = [
    ["the new position would have me working every sunday morning", /A job that means working Sundays/],
    ["the hospital bill from my c-section is $9,000 and we can't pay it", /Medical bills are some of the most negotiable debts/],
    ["my wife is on instagram all evening and barely talks to me", /Feeling second to a phone/],
    ["my best friend always bails on our plans", /keeps canceling at the last minute/],
    ["i'm 74 and my daughter thinks i should move to assisted living", /say you shouldn't live alone anymore/],
    ["my 3 year old keeps pushing the new baby", /hitting a new or younger sibling/],
  ];
  it.each(decisions)("%s", (question, particular) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).toMatch(particular);
  });

  const faith: [string, RegExp][] = [
    ["can you still hear god's voice today or did that stop", /Christians differ on how, but they agree God still speaks/],
    ["i pray the same thing every night, does god get tired of it", /It isn't bad/],
    ["my husband and i don't want kids, is that wrong as christians", /Christians differ here/],
    ["is it a lack of faith to take antidepressants as a christian", /no more a lack of faith than taking insulin/],
  ];
  it.each(faith)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    for (const ref of quoted(r)) expect(lookupReference(ref)).not.toBeNull();
  });

  it("look-alikes: a child on a phone, a report who ignores a manager, therapy for christians", () => {
    expect(ask("my son is always on his phone").text).not.toMatch(/Feeling second to a phone|marriage in trouble/);
    expect(ask("i'm a new manager and a report who's older than me ignores me").text).not.toMatch(/Feeling second to a phone/);
    expect(ask("is it ok for christians to see a therapist").kind).toBe("health");
  });

  const health: [string, RegExp][] = [
    ["every time i have milk i get bloated and crampy", /lactose intolerance/],
    ["this cough won't go away, it's been about a month", /lingers past three weeks/],
    ["my daughter broke out in hives on her antibiotic", /Don't give the next dose until you've spoken to them/],
    ["my heart skips beats at night sometimes", /Palpitations/],
  ];
  it.each(health)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
  });
});

describe("final check batch (h6 kinds)", () => {
  const rows: [string, RegExp, string][] = [
    ["my manager said i'd get a raise in january and it's now june", /promised and then put off/, "decision"],
    ["my best friend asked me to be a bridesmaid and the costs are crazy", /Being asked to be in a wedding is an honor/, "decision"],
    ["my husband can't stand my best friend from college", /pulled between two people you love/, "decision"],
    ["my mom got remarried last year and her new husband and i clash", /When a parent remarries/, "decision"],
    ["a guy at work keeps flirting with me and i'm married", /kindest response is a clear one/, "decision"],
    ["how do we tell our 5 year old that grandpa died", /short, true, concrete words/, "decision"],
    ["ankle swelled up after my run this morning", /Achy knees and hips|swell/i, "health"],
    ["i get migraines twice a month, when should i see someone", /A typical migraine lasts/, "health"],
  ];
  it.each(rows)("%s", (question, particular, kind) => {
    const r = ask(question);
    expect(r.kind).toBe(kind);
    expect(r.text).toMatch(particular);
  });

  it("look-alikes: a tension headache is still the headache answer, a grandpa who died is still grief", () => {
    expect(ask("my head is pounding after staring at screens all day").text).not.toMatch(/A typical migraine lasts/);
    expect(ask("grandpa died last week and i can't stop crying").text).not.toMatch(/short, true, concrete words/);
  });
});

describe("work, money and holidays that had no guide of their own", () => {
  const rows: [string, string][] = [
    ["i'm completely burnt out at work but i can't afford to quit right now", "burnout"],
    ["so drained by my job i dread every shift, but we need the income", "burnout"],
    ["turns out my coworker is paid $8k more than me for the same role", "pay-gap"],
    ["a colleague with less experience earns more than i do for the same position", "pay-gap"],
  ];
  it.each(rows)("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).toContain(leadWithoutIntro(guide(slug).opening));
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).not.toMatch(PICKS);
  });

  // Presents a family can't afford are answered by the shopping side's money-trouble answer (compose-tight-money,
  // merged the same stop): say it early, give what money can't buy, no picks.
  it.each([
    "money is really tight this year and we can't afford presents for the whole family",
    "how do i tell my in-laws we're not buying gifts this christmas because we're broke",
  ])("presents a family can't afford: say it early, no picks (%s)", (question) => {
    const r = ask(question);
    expect(r.text).toMatch(/Say it early/);
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).not.toMatch(PICKS);
  });

  it("paying a loan off early or saving is answered on its own terms", () => {
    const r = ask("is it smarter to pay off my student loan early or keep building savings");
    expect(r.kind).toBe("decision");
    expect(firstLine(r)).toMatch(/^Paying a loan off early or saving the money comes down to three things/);
  });

  it("a question asked again in the thread is answered again briefly, not with the guide's questions", () => {
    const [, second] = chat(["my mom passed in march and i still can't concentrate, is that normal", "how long does this last?"]);
    expect(second.text).toMatch(/^To say it again briefly: There's no set timetable/);
  });

  it("a sibling who won't help, in a caring-for-a-parent thread, is not a parent who refuses help", () => {
    const [, second] = chat(["we need to decide whether dad moves into assisted living", "my sister won't help at all"]);
    expect(second.text).not.toMatch(/their safety and their right to choose/);
  });

  it("can't afford to quit is answered first in a burnout question", () => {
    expect(ask("burned out from nursing twelve hour shifts and can't afford to leave").text).toMatch(/a bridge, not a sentence/);
  });

  it("what would you do, after burnout, stays in that thread", () => {
    const [, second] = chat(["i'm so burnt out at my job and can't afford to quit", "honestly what would you do"]);
    expect(second.kind).toBe("decision");
    expect(second.text).toMatch(/burnout at a job you can't simply quit/);
  });

  it("look-alikes keep their readings", () => {
    // A gift with a budget is still a gift to pick; burnout with no work is a health question.
    expect(ask("christmas gift for my dad under $50, he likes fishing").kind).not.toBe("decision");
    expect(ask("cheap christmas gift ideas for coworkers, money is tight").kind).not.toBe("decision");
    expect(ask("how do i recover from burnout, i sleep 10 hours and still feel tired").kind).toBe("health");
    expect(firstLine(ask("got a tax refund, pay down my credit card or put it in savings"))).toBe(guide("money-windfall").opening);
    expect(firstLine(ask("I'm so angry at God since my dad died"))).toBe(guide("faith-struggles").opening);
    expect(ask("should i go back to work after maternity leave or stay home").text).toContain(guide("stay-home-or-work").opening);
  });
});

describe("faith questions in everyday words get an honest word and real passages", () => {
  const rows: [string, RegExp][] = [
    ["does god even listen to me anymore", /Silence isn't the same as not being heard/],
    ["praying feels like talking to the ceiling, is anyone there", /Silence isn't the same as not being heard/],
    ["should a christian marry someone who doesn't share the faith", /Christians differ on dating, but most agree about marriage/],
    ["is it wrong to date a non-christian guy", /Christians differ on dating/],
    ["why would a loving god take my son", /no tidy answer/],
    ["is it a sin to miss church because i'm too tired from work", /isn't a sin, and God isn't keeping an attendance record/],
    ["will i see my miscarried baby in heaven", /Scripture doesn't answer this in so many words/],
    ["is going to church every week required to be a christian", /doesn't set a rule of 'every Sunday or else'/],
  ];
  it.each(rows)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(MENU);
    const refs = quoted(r);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(lookupReference(ref)).not.toBeNull();
  });

  it("the new guides' verses all resolve in the WEB", () => {
    for (const slug of ["burnout", "pay-gap", "tight-holidays"]) for (const ref of guide(slug).verses) expect(lookupReference(ref)).not.toBeNull();
  });
});

describe("named health topics: grounded, with red flags, no dose", () => {
  const rows: [string, RegExp][] = [
    ["i always end up eating junk late at night after the kids are in bed", /Eat enough earlier/],
    ["how can i quit my midnight snacking habit", /binge eating, which is treatable/],
    ["is type 1 diabetes the kind you're born with? how is it different from type 2", /insulin resistance/],
    ["what's gestational diabetes", /starts in pregnancy/],
    ["8 weeks pregnant and so exhausted i can barely function", /first trimester is very common/],
    ["my pulse is 92 sitting down, is that normal", /between about 60 and 100/],
    ["is it ok to alternate advil and tylenol for a toothache", /work in different ways/],
    ["can i go on a road trip at 32 weeks pregnant", /Wear the seat belt low/],
    ["how do i know if i have postpartum anxiety or just baby blues", /about one mother in seven/],
    ["my hip hurts when i go up the stairs", /Achy knees and hips/],
  ];
  it.each(rows)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
    expect(r.text).toMatch(/not medical advice/);
    expect(r.text).not.toMatch(/\b\d+ ?mg\b(?! a day)/);
  });

  it("look-alikes are not these topics", () => {
    expect(ask("i'm tired of people asking when i'll get pregnant").text).not.toMatch(/first trimester is very common/);
    expect(ask("my husband was just diagnosed with type 2 diabetes, what should he eat").text).toMatch(/plate method/);
  });
});
