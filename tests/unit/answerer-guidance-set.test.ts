// The embedded answerer, eighth pass (guidance): the kinds of question fresh probes found going to
// "tell me a bit more", a wrong guide or an off-topic verse. Health topics people ask without a
// symptom word, life decisions with no guide, verses for an occasion, follow-ups on a passage,
// questions about the app, small talk. Our own wordings, several per kind, and what must not change.
import { describe, expect, it } from "@jest/globals";
import type { OfflineResult } from "@/lib/ai/offline";
import { lookupReference, notedPassages, SCRIPTURE_THEMES } from "@/lib/scripture";
import { ask, chat } from "../helpers/offline-chat";

const MENU = /Could you tell me a bit more/;
const firstLine = (r: OfflineResult) => r.text.split("\n")[0];
const quoted = (r: OfflineResult) => [...r.text.matchAll(/^> — (.+?) \(WEB\)$/gm)].map((m) => m[1]);

describe("everyday health questions get their own topic, with when to see a doctor", () => {
  const cases: [string, RegExp][] = [
    ["our 9 month old has started waking every two hours at night, help", /sleep/i],
    ["my baby is cutting her first teeth and nothing calms her", /Teething/],
    ["can i rub numbing gel on my 8 month old's gums", /Teething/],
    ["my 14 year old's breakouts are getting worse, what should he use", /Acne/],
    ["pollen season is destroying me, itchy eyes all day", /allergies/i],
    ["my neck aches every evening after 9 hours on the computer", /desk/],
    ["acid reflux wakes me up most nights", /Heartburn/],
    ["my 3 year old has been constipated for a week", /Constipation/],
    ["my son panics before every math test", /Nerves before a test/],
    ["night sweats and hot flashes at 51, is this menopause", /Perimenopause/],
    ["could my 8 year old have adhd, his teacher thinks so", /ADHD/],
    ["how many hours of screens a day is ok for a 3 year old", /screens/i],
    ["i want to stop vaping but the cravings are awful", /Quitting nicotine/],
    ["grandpa keeps turning the tv way up and asking us to repeat things", /Hearing loss/],
    ["my molar is killing me and the dentist is closed for the weekend", /dentist/],
    ["my 6 year old still wets the bed most nights", /Bedwetting/],
    ["the school sent a note home about lice", /lice/i],
    ["i got a head rush and almost fell when i got up from the couch", /stand up/],
  ];
  it.each(cases)("%s", (question, intro) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(firstLine(r)).toMatch(intro);
    expect(r.text).toMatch(/When to talk to a doctor/);
    expect(r.text).not.toMatch(MENU);
  });
  it("teething gels with benzocaine are warned against, and no dose is given", () => {
    const r = ask("which teething gel works best for a 7 month old");
    expect(r.text).toMatch(/benzocaine/);
    expect(r.text).not.toMatch(/\d+\s?mg\b/);
  });
  it("quitting smoking gives the free quit line", () => {
    expect(ask("20 years of cigarettes, i'm finally ready to quit").text).toMatch(/1-800-QUIT-NOW/);
  });
  it("a follow-up after a health answer stays on that topic", () => {
    const [, later] = chat(["heartburn has been bad lately", "and if it keeps happening for weeks?"]);
    expect(later.kind).toBe("health");
    expect(later.text).toMatch(/twice a week or more/);
    const [, hormone] = chat(["these hot flashes are wrecking my nights", "are hormone treatments safe?"]);
    expect(hormone.text).toMatch(/hormone therapy is effective/);
  });
});

describe("health topics don't take over other questions", () => {
  it("a shopping ask that names the body still gets picks", () => {
    expect(ask("best office chair for back pain under $400").kind).toBe("product");
    expect(ask("what laptop is best for working from home").kind).toBe("product");
  });
  it("a thing asked for beside a health word is still the thing", () => {
    expect(ask("need a decent chair, my back is killing me after long days at the desk").kind).not.toBe("health");
    expect(ask("earbuds for my mom who has hearing aids").kind).toBe("product");
  });
  it("a question to act on after verses isn't read as another verse topic", () => {
    expect(chat(["my daughter is being picked on at school", "any scripture for that", "and should i talk to her teacher"])[2].kind).not.toBe("scripture");
  });
  it("a sleepover, a desk and a phone are not health words on their own", () => {
    expect(firstLine(ask("should i let my 10 year old go to a sleepover"))).not.toMatch(/sleep changes/);
    expect(ask("i need to get back to my desk job search, any tips for a resume").kind).not.toBe("health");
  });
});

describe("life decisions reach a guide that fits, not a keyword's neighbor", () => {
  const cases: [string, RegExp][] = [
    ["is it a mistake to take a year off between high school and college", /gap year/],
    ["we'd love a puppy but we're both gone 10 hours a day", /A pet can bring/],
    ["do i call out my sister for what she said at dinner or just let it go", /speak up or let something go/],
    ["got accepted at the state school and a private one that costs double", /Choosing between colleges/],
    ["our 26 year old daughter moved back home and isn't looking for work", /adult child/],
    ["what's the right way to resign from my job", /Leaving well matters/],
    ["torn between staying home with our newborn and returning to work", /Staying home or going back to work/],
    ["three years of trying to get pregnant, is ivf the next step", /Trying for a baby/],
    ["i'd like a third kid but my wife isn't sure", /Deciding about children/],
  ];
  it.each(cases)("%s", (question, opening) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(firstLine(r)).toMatch(opening);
    expect(r.picks).toEqual([]);
  });
  it("'what would the Bible say?' inside a decision gets passages", () => {
    const [, , verses] = chat(["should we have a fourth child", "money is already tight", "what would the bible say about it"]);
    expect(verses.kind).toBe("scripture");
    expect(quoted(verses).length).toBeGreaterThan(0);
  });
  it("a decision a guide already covers keeps its guide, even with a faith word in it", () => {
    expect(firstLine(ask("is it wrong to leave a church we've been part of for 10 years"))).toMatch(/Church decisions/);
  });
});

describe("verses for an occasion or a need fit it", () => {
  const cases: [string, string[]][] = [
    ["something from scripture for my son's wedding card", ["Ecclesiastes 4:9-12", "Colossians 3:14", "Genesis 2:24", "Mark 10:9"]],
    ["a verse to welcome our new grandbaby", ["Psalm 139:13-14", "Psalm 127:3", "Jeremiah 1:5"]],
    ["bible verse for a condolence note to a coworker", ["John 14:1-3", "John 11:25-26", "Revelation 21:4", "2 Corinthians 1:3-4"]],
    ["a verse to show me how much god loves me", ["John 3:16", "Romans 8:38-39", "1 John 4:9-10"]],
    ["verses for my aunt who starts chemo monday", ["Isaiah 41:10", "Jeremiah 17:14", "Psalm 73:26"]],
    ["scripture about jesus and the poor", ["Luke 4:18", "Matthew 25:35-40", "Luke 14:13-14"]],
    ["a verse for my nephew heading to basic training", ["Psalm 121:7-8", "Joshua 1:9", "Numbers 6:24-26"]],
  ];
  it.each(cases)("%s", (question, expected) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(quoted(r).some((ref) => expected.includes(ref))).toBe(true);
  });
  it("a psalm asked for is a psalm", () => {
    expect(quoted(ask("a psalm for a grieving friend"))[0]).toMatch(/^Psalm /);
  });
  it("every occasion verse and every passage note resolves in the WEB", () => {
    for (const theme of SCRIPTURE_THEMES) for (const ref of theme.references) expect(lookupReference(ref)).not.toBeNull();
    for (const ref of notedPassages()) expect(lookupReference(ref)?.reference).toBe(ref);
  });
});

describe("follow-ups on a passage", () => {
  it("what it means: the written note, the book, and no invented quote", () => {
    const [, meaning] = chat(["give me a verse about hope", "what does that verse mean"]);
    expect(meaning.kind).toBe("scripture");
    expect(meaning.text).toMatch(/exiles in Babylon/);
    expect(meaning.text).toMatch(/Where it sits/);
  });
  it("a verse with no written note is read with the verses around it, quoted exactly", () => {
    const r = ask("explain galatians 6:2");
    expect(quoted(r)).toContain("Galatians 6:2");
    expect(quoted(r).some((ref) => /Galatians 6:\d+-\d+/.test(ref))).toBe(true);
  });
  it("who wrote it: a psalm's heading, a letter's writer, an unknown one said so", () => {
    expect(ask("who wrote psalm 51").text).toMatch(/names David/);
    expect(chat(["romans 12:2", "who wrote it?"])[1].text).toMatch(/apostle Paul/);
    expect(ask("who wrote hebrews 11:1").text).toMatch(/no one knows for certain/);
  });
  it("a shorter one gives one short verse or two", () => {
    const [, short] = chat(["verses about courage", "something shorter"]);
    expect(short.kind).toBe("scripture");
    expect(quoted(short).length).toBeGreaterThan(0);
    for (const ref of quoted(short)) expect(lookupReference(ref)!.text.length).toBeLessThanOrEqual(140);
  });
  it("explaining a long passage still quotes it, and 'in context' shows the verses around it", () => {
    expect(quoted(ask("what do the ten commandments mean"))[0]).toBe("Exodus 20:1-17");
    expect(quoted(ask("show me romans 8:28 in context")).some((ref) => /Romans 8:\d+-\d+/.test(ref))).toBe(true);
  });
  it("a KJV or NIV ask is answered from the WEB, saying so", () => {
    const r = ask("what's the king james of psalm 46:1");
    expect(r.text).toMatch(/I quote only the World English Bible/);
    expect(quoted(r)).toEqual(["Psalm 46:1"]);
  });
  it("'another' alone continues the verse thread", () => {
    const [first, next] = chat(["a verse about peace", "another"]);
    expect(next.kind).toBe("scripture");
    expect(quoted(next)).not.toEqual(quoted(first));
  });
});

describe("faith questions get a pastoral word, then passages", () => {
  it.each([
    ["can god still love me after what i did to my family", /Nothing you've done puts you beyond God's love/],
    ["is having depression a sin", /Depression is not a sin/],
    ["where should a beginner start reading the bible", /one of the Gospels/],
    ["what is the trinity in simple words", /one God who exists eternally as three persons/],
  ])("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    expect(quoted(r).length).toBeGreaterThan(0);
  });
});

describe("the app and the small talk of a conversation", () => {
  it.each([
    ["does helpful hand sell what i type to advertisers", /doesn't sell or rent your data/],
    ["who can read my chats", /doesn't sell or rent your data/],
    ["how can i delete my whole account", /Privacy or deleting my data/],
    ["is the app free?", /free to use/],
    ["which bible version are you quoting", /World English Bible/],
    ["are you a believer", /don't have faith of my own/],
    ["i'd like to speak with a human please", /Contact/],
    ["i'm not a christian, can you leave out the verses", /can't switch that off/],
  ])("%s", (question, answer) => {
    const r = ask(question);
    expect(r.text).toMatch(answer);
    expect(r.picks).toEqual([]);
    expect(r.text).not.toMatch(MENU);
  });
  it.each([
    ["good evening!", /Good evening/],
    ["hey how are you doing", /Thank you for asking/],
    ["goodnight, thanks again", /Good night/],
    ["i'm sooo bored", /Boredom/],
    ["thank you, you're amazing", /You're very welcome/],
    ["that psalm was exactly what i needed", /glad it spoke to you/],
    ["feeling kind of down today", /sorry you're feeling this way/],
  ])("%s", (question, answer) => {
    const r = ask(question);
    expect(r.kind).toBe("general");
    expect(r.text).toMatch(answer);
    expect(r.text).not.toMatch(/vetted pick/);
  });
  it("a prayer asked for fits what was named", () => {
    expect(ask("could you write a prayer for my wife's surgery").text).toMatch(/doctors and nurses/);
    expect(ask("a short prayer before my interview tomorrow").text).toMatch(/Calm my nerves/);
  });
  it("thanks followed by a new ask answers the ask", () => {
    expect(chat(["what does the bible say about rest", "thanks! now what's a good white noise machine"])[1].kind).not.toBe("general");
  });
});
