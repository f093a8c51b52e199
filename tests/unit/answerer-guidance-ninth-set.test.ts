// The embedded answerer, ninth pass (guidance): a decision that survives a detour, references typed
// loosely, passages asked for by name, a pet's health, faith questions asked outright, new life guides
// and common health asks. Our own wordings, several per kind, and what must not change.
import { describe, expect, it } from "@jest/globals";
import { leadWithoutIntro } from "@/lib/ai/offline/compose-decision";
import type { OfflineResult } from "@/lib/ai/offline";
import { lookupReference, namedPassages } from "@/lib/scripture";
import { decisionGuides } from "@/lib/ai/request";
import { ask, chat } from "../helpers/offline-chat";

const MENU = /Could you tell me a bit more/;
const PICKS = /^### \d\./m;
const firstLine = (r: OfflineResult) => r.text.split("\n")[0];

describe("a decision thread survives a detour into Scripture, prayer or small talk", () => {
  const threads: [string[], RegExp][] = [
    [["should I accept the offer from the company in Austin", "any verses about new beginnings?", "alright, so which way should I go"], /Back to your decision: whether to accept the offer from the company in Austin/],
    [["we're deciding whether to rent or buy a home this spring", "pray for wisdom for us please", "lol thank you", "so what now"], /rent or buy|Back to your decision/],
    [["thinking about going back to school to become a teacher", "is there a psalm about trusting God", "ok back to school, how do we decide"], /Back to your decision/],
    [["should I quit my job and take the new position", "what's a good office chair", "anyway, back to the job: what would you do"], /Back to your decision/],
    [["should we move to Ohio to be near family", "a verse about home please", "ok thanks", "so, yes or no?"], /Back to your decision/],
    // A guide that is no choice (bullying) says where to start, not "your decision".
    [["kids keep calling my son names at school", "a verse to encourage him", "so what do we do"], /^Coming back to what to do about bullying/],
  ];
  it.each(threads)("%j", (turns, expected) => {
    const last = chat(turns).at(-1)!;
    expect(last.kind).toBe("decision");
    expect(last.text).toMatch(expected);
    // A way to reach the decision, not the general skeleton or the menu.
    expect(last.text).not.toMatch(/simple way to work through it/);
    expect(last.text).not.toMatch(MENU);
    expect(last.text).not.toMatch(PICKS);
  });

  it("thanks with a laugh in a decision thread is a warm word, not a decision follow-up", () => {
    const [, thanks] = chat(["should I move closer to my parents", "haha thank you, you're kind"]);
    expect(thanks.kind).toBe("general");
    expect(thanks.text).toMatch(/welcome/);
  });

  it("a question inside the decision is not thanked as news", () => {
    const [, next] = chat(["we got two job offers and can't choose", "how should we compare the benefits?"]);
    expect(next.kind).toBe("decision");
    expect(next.text).not.toMatch(/Thank you for telling me that/);
  });

  it("a product asked for after the detour is still shopping", () => {
    const turns = chat(["should I take the job in Phoenix", "any verse about change?", "best laptop under 700"]);
    expect(turns[2].kind).toBe("product");
  });

  it("a new, specific decision after a detour gets its own guide", () => {
    const turns = chat(["should I take the job in Phoenix", "any verse about change?", "actually should we have another baby first"]);
    expect(turns[2].kind).toBe("decision");
    expect(turns[2].text).not.toMatch(/Back to your decision: whether to take the job/);
  });
});

describe("references typed loosely are quoted whole", () => {
  const cases: [string, string][] = [
    ["phil 4 12 13", "Philippians 4:12-13"],
    ["read romans 5 3 through 5", "Romans 5:3-5"],
    ["proverbs 16 3 and 4", "Proverbs 16:3-4"],
    ["isaiah 43 2 to 3 please", "Isaiah 43:2-3"],
    ["john 14 1 2", "John 14:1-2"],
    ["ps 121", "Psalm 121"],
    ["psa 46", "Psalm 46"],
  ];
  it.each(cases)("%s → %s", (question, reference) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.verses).toEqual([reference]);
    expect(r.text).toContain(lookupReference(reference)!.text);
  });

  it.each([
    ["jude 2 1", /Jude has 1 chapter/],
    ["psalm 23 9", /chapter 23 of the book of Psalms has 6 verses/],
    ["read 2 john 1 20", /chapter 1 of 2 John has 13 verses/],
  ])("%s is not there, and the answer says what the book holds", (question, reason) => {
    const r = ask(question);
    expect(r.verses).toEqual([]);
    expect(r.text).toMatch(reason);
    expect(r.text).toMatch(/won't make one up/);
  });

  it.each(["i work 2 jobs 3 to 4 days a week, any budgeting tips", "give me 3 tips for 2 kids and 1 dog"])("numbers that aren't a reference stay what they are: %s", (question) => {
    expect(ask(question).kind).not.toBe("scripture");
  });
});

describe("passages asked for by name are found and quoted from the WEB", () => {
  const cases: [string, string][] = [
    ["can you read me the parable of the good samaritan", "Luke 10:25-37"],
    ["the story of david and goliath for my son", "1 Samuel 17:32-50"],
    ["what are the beatitudes", "Matthew 5:3-12"],
    ["the wise and foolish builders", "Matthew 7:24-27"],
    ["read the lost coin parable", "Luke 15:8-10"],
    ["noah's ark story please", "Genesis 6:9-22"],
    ["tell me about the road to damascus", "Acts 9:1-19"],
    ["the fruits of the spirit", "Galatians 5:22-23"],
    ["read about the woman at the well", "John 4:5-30"],
  ];
  it.each(cases)("%s → %s", (question, reference) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.verses).toEqual([reference]);
  });

  it("a story longer than the quote says where the rest is", () => {
    expect(ask("read me the sermon on the mount").text).toMatch(/Matthew 5, 6 and 7/);
  });

  it("every named passage and every reference in its note resolves in the bundled WEB", () => {
    for (const p of namedPassages()) {
      expect(lookupReference(p.reference)).not.toBeNull();
      for (const ref of (p.note ?? "").match(/\b(?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?/g) ?? []) expect(lookupReference(ref)).not.toBeNull();
    }
  });

  it.each(["my son noah won't sleep through the night", "david and I can't agree on where to live", "best good-quality vacuum for the lost sheep farm house"])("a name in passing is no passage: %s", (question) => {
    expect(ask(question).kind).not.toBe("scripture");
  });
});

describe("a pet's health gets vet signs, not a person's answer or a product", () => {
  const cases: [string, RegExp][] = [
    ["our beagle has had diarrhea since yesterday", /upset stomach/],
    ["my kitten keeps throwing up after she eats", /upset stomach/],
    ["my guinea pig hasn't eaten today", /upset stomach/],
    ["my cat keeps going to the litter box but nothing comes out", /peeing or drinking/],
    ["my dog keeps licking his paws raw", /Itching/],
    ["our lab is limping on his front leg", /limp/],
    ["my parrot keeps sneezing", /sneezing/i],
    ["our dog seems lethargic and keeps hiding", /just not themselves/],
  ];
  it.each(cases)("%s", (question, intro) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(firstLine(r)).toMatch(intro);
    expect(r.text).toMatch(/When to call the vet/);
    expect(r.text).toMatch(/not a vet/);
    expect(r.text).not.toMatch(PICKS);
  });

  it("a puppy that ate chocolate gets the vet and the animal poison line, with its fee", () => {
    const r = ask("our puppy got into a bag of chocolate chips");
    expect(r.text).toMatch(/\(888\) 426-4435/);
    expect(r.text).toMatch(/fee may apply/);
  });

  it.each(["best flea shampoo for dogs under 20", "a litter box that hides the smell"])("shopping for a pet stays shopping: %s", (question) => {
    expect(ask(question).kind).not.toBe("health");
  });

  it("a child's stomach bug is not a pet's", () => {
    const r = ask("my 4 year old has diarrhea and a fever");
    expect(r.kind).toBe("health");
    expect(r.text).not.toMatch(/vet/);
  });
});

describe("faith questions asked outright get a pastoral word, then real passages", () => {
  const cases: [string, RegExp][] = [
    ["does god actually exist", /honest question/],
    ["why would god let my dad get cancer", /as old as the Bible/],
    ["i don't feel god anymore when i pray", /common experience/],
    ["will god forgive me for what i did to my sister", /^Yes\./],
    ["are our dogs in heaven with god", /doesn't say directly/],
    ["what happens after you die", /death isn't the end/],
    ["why won't god answer me", /hardest parts of faith/],
    ["how do i become a christian", /grace/],
    ["is god angry with me for leaving church", /slow to anger/],
    ["how could a loving god send anyone to hell", /judgment seriously/],
  ];
  it.each(cases)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(firstLine(r)).toMatch(lead);
    expect(r.verses.length).toBeGreaterThan(0);
    for (const ref of r.verses) expect(r.text).toContain(lookupReference(ref)!.text);
    expect(r.text).not.toMatch(MENU);
  });

  it("grief asked as a question of faith starts with lament and comfort, not 'count it all joy'", () => {
    const r = ask("if god loves us why did my mom die");
    expect(r.verses).not.toContain("James 1:2-4");
  });
});

describe("life questions get a guide, not products", () => {
  const cases: [string, string][] = [
    ["my father in law undermines us in front of the kids", "in-laws"],
    ["my husband isn't a believer and i go to church alone", "spouse-faith"],
    ["christmas at my parents is always tense because of politics", "holiday-conflict"],
    ["my closest friend stopped texting me back", "friendship"],
    ["how do i negotiate a higher salary at my review", "asking-for-a-raise"],
    ["i can't decide what to major in", "college-major"],
    ["is tithing required if money is tight", "tithing"],
    ["i want to learn how to budget my paycheck", "budgeting"],
    ["how much should i keep in a rainy day fund", "emergency-fund"],
    ["my daughter came home from college and says she's an atheist now", "child-leaving-faith"],
    ["we're talking about having a baby in a year or two", "having-children"],
    ["grieving my cat more than i expected", "grief"],
    ["the vet says our old dog should be put to sleep this week", "grief"],
    ["i've put off my taxes and everything else for weeks, always procrastinating", "procrastination"],
    ["money is tight and i'm so stressed about money lately", "budgeting"],
    ["my wife and i disagree on where to spend thanksgiving", "holiday-conflict"],
    ["my brother drinks too much and i don't know how to bring it up", "addiction-help"],
    ["is a roth ira better than a traditional one for me", "retirement-saving"],
    ["i can't stop comparing my life to my friends on social media", "comparison"],
    ["all my friends are married and i'm still single at 34", "singleness"],
    ["when should i tell my manager i'm pregnant", "pregnancy-at-work"],
    ["we always argue when her parents come to stay", "in-laws"],
    ["our son wants to skip college and start working right away", "gap-year"],
  ];
  it.each(cases)("%s → %s", (question, slug) => {
    const r = ask(question);
    const guide = decisionGuides().find((g) => g.slug === slug)!;
    expect(r.kind).toBe("decision");
    // A particular the guide answers (twelfth pass) leads with the opening's first sentence only.
    expect([guide.opening, leadWithoutIntro(guide.opening)]).toContain(firstLine(r));
    expect(r.text).not.toMatch(PICKS);
  });

  it("every new guide's verses resolve in the bundled WEB", () => {
    for (const g of decisionGuides()) for (const ref of g.verses) expect(lookupReference(ref)).not.toBeNull();
  });

  it.each([
    ["need a fishing kayak, budget 500", "budgeting"],
    ["plan an easter brunch for 10 people", "holiday-conflict"],
    ["got a 10k tax refund, pay off my car loan or save it", "debt-payoff"],
    ["my son (20) wants to get married after dating 5 months", "singleness"],
  ])("what must not change: %s is not the %s guide", (question, slug) => {
    const guide = decisionGuides().find((g) => g.slug === slug)!;
    expect(ask(question).text).not.toContain(guide.opening);
  });

  it("thanks followed by a verse request is the verse request", () => {
    const turns = chat(["should we get engaged this year", "ok thanks. any verse for an engagement card"]);
    expect(turns[1].kind).toBe("scripture");
  });

  it("lending to a friend stays the lending guide, not the friendship one", () => {
    expect(firstLine(ask("a friend keeps asking me to lend her money"))).toBe(leadWithoutIntro(decisionGuides().find((g) => g.slug === "lending-family")!.opening));
  });
});

describe("common health asks get their own topic with when to see a doctor", () => {
  const cases: [string, RegExp][] = [
    ["my husband might be passing a kidney stone", /Kidney stones/],
    ["does my toddler really need all those shots", /child's doctor/],
    ["my daughter hit her head at soccer, when can she go back", /concussion/],
    ["still exhausted and foggy 4 months after covid", /linger for months after COVID/],
    ["is the 16:8 fasting thing healthy", /eating pattern/],
    ["what's a normal a1c", /Blood sugar/],
    ["is 5 hours of sleep enough", /7 or more hours/],
    ["how much protein should i eat a day", /protein/],
    ["got a stye on my eyelid", /stye/],
    ["my hip pops when i walk, is that bad", /click or pop/],
    ["could i be pregnant, my period is 5 days late", /pregnancy test/],
    ["blisters in a band on one side of my back, shingles?", /Shingles/],
    ["third uti this year, why do they keep coming back", /keep coming back/],
    ["i wake up at 4am every night and can't get back to sleep", /small hours/],
    ["rolled my ankle playing basketball", /sprains/],
    ["my 6 year old squints at the tv, does she need glasses", /Children rarely say/],
    ["my neck hurts", /Aches/],
    ["our 2 year old is waking up at 4:30am every day", /Children's sleep/],
    ["does stress affect your immune system", /long-running stress/],
  ];
  it.each(cases)("%s", (question, intro) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(firstLine(r)).toMatch(intro);
    expect(r.text).toMatch(/When to talk to a doctor/);
    expect(r.text).not.toMatch(PICKS);
  });

  it("a baby's vaccines point to the pediatrician and the CDC", () => {
    expect(ask("are the 2 month vaccines safe for my baby").text).toMatch(/cdc\.gov\/vaccines/);
  });

  it("an ache named with a thing asked for is still that thing", () => {
    expect(ask("wireless ergonomic keyboard, my wrists hurt").kind).toBe("product");
  });

  it.each(["best protein powder under 40", "shingles vaccine side effects"])("what must not change: %s", (question) => {
    const r = ask(question);
    if (/powder/.test(question)) expect(r.kind).toBe("product");
    // A vaccine answer (twelfth pass: the shingles vaccine has its own), never the shingles disease answer.
    else expect(firstLine(r)).toMatch(/Which vaccines make sense|the shingles vaccine \(Shingrix\)/);
  });
});
