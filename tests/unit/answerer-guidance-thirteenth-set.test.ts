// The embedded answerer, thirteenth pass (guidance): facts added to a decision in a later turn say what they
// change (which option they favour, the question they raise, a next step that fits), as kinds of fact in
// data/decision-facts.json; a fact told in health words stays in its decision; a parent moving in or near, a
// costly college and keeping an old car reach their guides.
// Our own wordings (never the probe's items), several per kind, and look-alikes that must not change.
import { describe, expect, it } from "@jest/globals";
import { decisionFacts, factsIn } from "@/lib/ai/offline/decision-facts";
import { decisionGuides } from "@/lib/ai/request";
import { ask, chat } from "../helpers/offline-chat";

const REORDER = /these are the questions I'd weigh most now|Here's where I'd focus with it/;
const CHANGES = /changes the picture|shifts things/;
const MENU = /Could you tell me a bit more/;

describe("a fact added to a decision says what it changes", () => {
  const rows: [string[], RegExp][] = [
    [["thinking about accepting a role that has me on the road two weeks a month", "our youngest is 18 months old"], /children this young, the parts of the offer that aren't salary/],
    [["should we buy a condo or keep renting our apartment", "honestly we're living paycheck to paycheck"], /renting for now usually wins/],
    [["considering homeschooling our two boys next year", "my husband works remotely 40 hours a week"], /makes homeschooling harder, not easier/],
    [["is it smart to quit my job and start my own bakery", "i'm the sole breadwinner for my family"], /bridge \(savings, a part-time start/],
    [["should my son take a year off before college", "he'd lose his scholarship if he waits"], /Losing a full scholarship by deferring/],
    [["we can't decide if we should try for another baby", "she had preeclampsia with our last one"], /hard last pregnancy|bed rest/],
    [["should i pay extra on my car loan or put it in my 401k", "it's at 2.9% apr"], /cheap money/],
    [["should i pay off my credit card or invest", "the apr is 24%"], /guaranteed return that investing rarely beats/],
    [["my 15 year old wants to work at the grocery store after school", "his gpa has been dropping all semester"], /only on terms/],
    [["i'm wondering if i should go to seminary", "i'm in my fifties"], /not late for ministry/],
  ];
  it.each(rows)("%j", (turns, meaning) => {
    const answers = chat(turns);
    const last = answers.at(-1)!;
    expect(last.kind).toBe("decision");
    expect(last.text).toMatch(CHANGES);
    expect(last.text).toMatch(meaning);
    expect(last.text).not.toMatch(REORDER);
    expect(last.text).toMatch(/\*\*The question it raises:\*\*/);
    expect(last.text).toMatch(/\*\*A next step that fits:\*\*/);
  });

  it("a third turn with another fact says that fact, not the one before", () => {
    const [, second, third] = chat(["should i quit my job to open a coffee shop", "we'd need to cash out my 401k", "and my teenager is already failing math"]);
    expect(second.text).toMatch(/What you'd have to give up/);
    expect(third.text).toMatch(/It's already hard/);
    expect(third.text).not.toMatch(/What you'd have to give up/);
  });

  it("a spouse's hesitation keeps the written answer, unless the guide has its own words for it", () => {
    const [, plain] = chat(["should i quit my job to open a coffee shop", "my wife is against the whole idea"]);
    expect(plain.text).toMatch(/^That matters a lot/);
    const [, parent] = chat(["we're thinking of moving my father in with us", "my wife doesn't want to do it"]);
    expect(parent.text).toMatch(/a parent moving in changes/);
  });

  it("time running out is a fact of its own kind", () => {
    expect(factsIn("the hospice nurse says he doesn't have long", "forgiveness")[0]?.means).toMatch(/timing, not what forgiveness is/);
    expect(factsIn("she's terminal", "job-offer")[0]?.kind).toBe("time-short");
  });

  it("the guide's own written answer for the very situation still wins over the fact", () => {
    // job-offer has its own answer for moving away from family; the fact mechanism doesn't replace it.
    const [, second] = chat(["got an offer in denver with a big raise", "our kids are 2 and 4 and my parents live ten minutes away"]);
    expect(second.text).toMatch(/Moving away from family is often the biggest cost/);
  });
});

describe("a fact told in health words stays in its decision", () => {
  it.each([
    [["do we move grandpa into assisted living or keep him home with help", "he has alzheimer's and wanders at night"]],
    [["debating whether to have one more child", "i had a high-risk pregnancy with my daughter"]],
  ])("%j", (turns) => {
    const [, second] = chat(turns);
    expect(second.kind).toBe("decision");
    expect(second.text).toMatch(CHANGES);
  });

  it("a health question asked in the thread is still a health answer", () => {
    const [, second] = chat(["debating whether to have one more child", "is it safe to get pregnant at 41?"]);
    expect(second.text).not.toMatch(CHANGES);
  });
});

describe("decisions that reached the wrong guide or none", () => {
  it.each([
    ["we might move my father in with us", "aging-parent"],
    ["my in-laws want to relocate to be near us after they retire", "aging-parent"],
    ["our daughter got into a pricey private university", "college-choice"],
    ["should i get a newer car or keep driving my old truck", "car-decision"],
  ])("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text).not.toMatch(MENU);
    const guide = decisionGuides().find((g) => g.slug === slug)!;
    expect(r.text.split("\n")[0]).toContain(guide.opening.slice(0, 40));
  });

  it("a move for a job is still the moving guide", () => {
    const moving = decisionGuides().find((g) => g.slug === "moving")!;
    expect(ask("we're thinking about moving across the country for a fresh start").text.split("\n")[0]).toContain(moving.opening.slice(0, 40));
  });
});

describe("look-alikes that state no fact stay as they were", () => {
  it.each([
    [["should i take the new job", "it pays about the same"]],
    [["should we buy a house or rent", "we like our neighborhood"]],
  ])("%j", (turns) => {
    const [, second] = chat(turns);
    expect(second.text).not.toMatch(CHANGES);
  });

  it("ages, miles and percentages that aren't facts of this kind don't fire", () => {
    expect(factsIn("i walk 20 minutes to the bus", "job-offer")).toEqual([]);
    expect(factsIn("i'm 25 and single", "job-offer")).toEqual([]);
    expect(factsIn("my 17 year old wants a car", "teen-job")).toEqual([]);
    expect(factsIn("the raise is 15%", "job-offer")).toEqual([]);
  });

  it("every fact kind has patterns that compile and guide keys that name real guides", () => {
    const slugs = new Set(decisionGuides().map((g) => g.slug));
    for (const fact of decisionFacts()) {
      expect(fact.compiled.length).toBeGreaterThan(0);
      for (const slug of [...Object.keys(fact.guides), ...(fact.onlyFor ?? [])]) expect(slugs.has(slug)).toBe(true);
    }
  });
});

describe("situations that got the menu, the general questions or the wrong person's guide", () => {
  const rows: [string, RegExp][] = [
    ["our 2 year old ends up in our bed every single night, how do we stop it", /won't stay in his own bed is one of the most common/],
    ["how can i comfort a coworker whose mother passed away", /you don't need the perfect words/],
    ["what should i bring my neighbor who just lost her husband", /you don't need the perfect words/],
    ["this man at my job won't take no for an answer about going on a date", /asking again after a clear no is not/],
    ["we pay off our cards every month, worth getting a cash back card?", /Paying your card in full every month is the one way to come out ahead/],
    ["why do i feel so guilty spending on myself when the bills are paid", /Feeling guilty about spending on yourself is common/],
    ["how do christian parents handle the whole santa thing", /Christian families answer this differently/],
  ];
  it.each(rows)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(r.text.split("\n")[0]).toMatch(lead);
  });

  it.each(["is it bad to drink three cups of coffee a day", "how much caffeine is too much for an adult"])("coffee asked about health: %s", (question) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(/400 mg of caffeine a day/);
    expect(r.text).not.toMatch(MENU);
  });

  it("look-alikes stay where they were", () => {
    // The griever's own loss is still the grief guide's opening; a coffee maker is still a product; debt is still debt.
    expect(ask("my mom passed away on sunday").text).toMatch(/^I'm so sorry for your loss/);
    expect(ask("best coffee maker for a small kitchen").kind).toBe("product");
    expect(ask("i have 9000 in credit card debt and it keeps growing").text).toMatch(/^Debt can feel like drowning/);
    expect(ask("i want to treat myself to a nice espresso machine").kind).toBe("product");
    // Asked as a faith question, guilt about nice things keeps its pastoral word.
    expect(ask("is it wrong as a christian to feel guilty buying nice things for myself").text).not.toMatch(/^Feeling guilty about spending on yourself/);
  });
});

describe("second batch: more kinds of fact, and facts a weaker guide also reads", () => {
  const rows: [string[], RegExp][] = [
    [["would it be smart to go part-time at work", "my wife just landed a better job"], /More coming in at home/],
    [["should i accept a remote position", "i'm single and feel pretty lonely already"], /fully remote job|Already feeling alone/],
    [["my son wants to propose to his girlfriend", "she's an atheist"], /A difference in faith/],
    [["my brother asked me to co-sign his apartment lease", "he's been unemployed since spring"], /Their track record/],
    [["should i become a nurse", "it means earning less for a few years"], /A cut in pay/],
    [["should i rejoin the workforce now that my youngest is in first grade", "i haven't worked in 8 years"], /Time away from work/],
    [["should i sign a lease with my girlfriend", "we've been dating for 5 months"], /How long you've been together/],
    [["should i ask my manager for a raise this year", "there were layoffs last month"], /wrong moment to ask for more money/],
    [["should we switch churches", "our teens love their youth group"], /youth group are a real reason/],
    [["we're debating getting a puppy", "we're expecting our first baby in june"], /new baby and a new rescue dog|Little ones/],
    [["should my mom watch our baby while we work", "she smokes"], /Smoking in the picture/],
  ];
  it.each(rows)("%j", (turns, meaning) => {
    const last = chat(turns).at(-1)!;
    expect(last.kind).toBe("decision");
    expect(last.text).toMatch(CHANGES);
    expect(last.text).toMatch(meaning);
  });

  it("a short fact that another guide also reads stays in the thread", () => {
    const [, second] = chat(["nanny or daycare for our 6 month old", "money's tight since we both work"]);
    expect(second.text).toMatch(CHANGES);
    expect(second.text).toMatch(/Money is tight/);
  });

  it.each([
    ["we're thinking about adopting a shelter dog", "adopting-a-pet"],
    ["how do we know when to put our old cat to sleep", "pet-end-of-life"],
    ["do we need to buy a minivan now", "car-decision"],
  ])("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    const guide = decisionGuides().find((g) => g.slug === slug)!;
    expect(r.text.split("\n")[0]).toContain(guide.opening.slice(0, 40));
  });

  it.each([
    ["my best friend is going through a breakup, how can i help her", /steady, practical presence/],
    ["my 20 month old keeps biting kids at preschool", /Biting is very common between about one and three/],
  ])("%s", (question, lead) => {
    expect(ask(question).text.split("\n")[0]).toMatch(lead);
  });

  it("a kind whose words fit only some guides stays quiet elsewhere", () => {
    // A partner's faith is the marriage guides' fact, not news inside a child's own loss of faith.
    expect(factsIn("he doesn't believe any of it now", "child-leaving-faith")).toEqual([]);
    expect(factsIn("he doesn't believe any of it now", "marriage-timing")[0]?.kind).toBe("faith-difference");
  });

  it("a toddler hitting a sibling keeps its own answer", () => {
    expect(ask("my 3 year old keeps hitting the new baby").text).toMatch(/hitting a new or younger sibling/);
  });
});

describe("third batch: exhaustion, years invested, frailty in one's own words, a count that isn't money", () => {
  it.each([
    [["should i leave teaching", "honestly i'm burnt out"], /Running on empty/],
    [["should i leave the fire department", "i've got 18 years in and a pension"], /The years you've put in/],
    [["should we move closer to our daughter", "my hips are bad and i can't drive anymore"], /Their age and frailty/],
    [["when should i tell my manager i'm expecting", "there's a merger coming next month"], /know your protections/],
  ])("%j", (turns, meaning) => {
    const last = chat(turns).at(-1)!;
    expect(last.kind).toBe("decision");
    expect(last.text).toMatch(meaning);
  });

  it("a number of weeks or kids is not money", () => {
    expect(factsIn("i'm only 9 weeks", "pregnancy-at-work").map((f) => f.kind)).not.toContain("money-tight");
    expect(factsIn("we only have 2 kids", "moving").map((f) => f.kind)).not.toContain("money-tight");
    expect(factsIn("we only have $800 saved", "moving")[0]?.kind).toBe("money-tight");
    // Said the long way round, it is still the kind (found writing the eval items).
    expect(factsIn("things have been really tight money-wise, money's been tight since may", "moving")[0]?.kind).toBe("money-tight");
    expect(factsIn("her first pregnancy was really difficult", "having-children")[0]?.kind).toBe("health-condition");
  });

  it("fostering reaches the children guide", () => {
    expect(ask("my husband and i are thinking about becoming foster parents").text.split("\n")[0]).toMatch(/Deciding about children/);
  });
});

describe("fourth batch: a spouse's plans and career, shared custody, memory loss apart from other conditions", () => {
  it.each([
    [["thinking about retiring at 63", "my husband plans to keep working until 67"], /Your spouse's own plans/],
    [["should i accept the relocation my company offered", "my husband just got promoted at his firm here"], /The other career in your home/],
    [["we might move to texas for a fresh start", "we have joint custody of my son with his dad"], /needs that parent's written agreement or a court's approval/],
  ])("%j", (turns, meaning) => {
    const last = chat(turns).at(-1)!;
    expect(last.kind).toBe("decision");
    expect(last.text).toMatch(meaning);
  });

  it("a parent's illness that isn't memory loss doesn't get the dementia words", () => {
    const [, second] = chat(["is it time for assisted living for my dad", "he has heart failure and my sister does all his care"]);
    expect(second.text).toMatch(/A health condition in the picture/);
    expect(second.text).not.toMatch(/wander|Alzheimer/);
    const [, memory] = chat(["is it time for assisted living for my dad", "he has alzheimer's and wandered off last week"]);
    expect(memory.text).toMatch(/Memory loss in the picture/);
  });
});

describe("a guide's own words for the commonest pairs", () => {
  it.each([
    [["thinking about switching to overnight shifts", "our son is 3 and my wife works 9 to 5"], /someone is nearly always working or asleep/],
    [["should grandma watch the baby or should we use daycare", "she's 75 and has a bad back"], /full days of lifting/],
    [["our church is an hour away, should we find one closer", "it takes an hour to drive there each way"], /weekday life of a church/],
  ])("%j", (turns, meaning) => {
    expect(chat(turns).at(-1)!.text).toMatch(meaning);
  });
});
