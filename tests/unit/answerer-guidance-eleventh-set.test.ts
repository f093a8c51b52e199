// The embedded answerer, eleventh pass (guidance): faith questions in everyday shapes (a study Bible, a
// translation, a church to look for, communion, healing, tattoos, divorce), well-known sayings (in the
// Bible or not), named health topics (a strained back, aching joints, a blood pressure reading, cold or
// flu, late-night scrolling), an amount never given, places and trivia answered honestly, questions asked
// inside a decision answered instead of repeated, and guides for kinds that had none.
// Our own wordings (never the probe's items), several per kind, and look-alikes that must not change.
import { describe, expect, it } from "@jest/globals";
import { leadWithoutIntro } from "@/lib/ai/offline/compose-decision";
import type { OfflineResult } from "@/lib/ai/offline";
import { decisionGuides } from "@/lib/ai/request";
import { knownSayings, lookupReference } from "@/lib/scripture";
import { ask, chat } from "../helpers/offline-chat";

const MENU = /Could you tell me a bit more/;
const PICKS = /^### \d\./m;
const firstLine = (r: OfflineResult) => r.text.split("\n")[0];
const opening = (slug: string) => decisionGuides().find((g) => g.slug === slug)!.opening;
const quoted = (r: OfflineResult) => [...r.text.matchAll(/^> — (.+?) \(WEB\)$/gm)].map((m) => m[1]);

describe("a faith question in everyday words gets an honest word and passages, not the menu", () => {
  const rows: [string, RegExp][] = [
    ["is getting a tattoo biblical", /Christians honestly disagree/],
    ["what's the christian view on tattoos", /Leviticus 19:28/],
    ["what do lutherans believe happens at the lord's supper", /\*\*Lutherans\*\*/],
    ["do miracles still happen today or was that just for the apostles", /Christians honestly differ/],
    ["which translation of the bible is easiest to read", /thought-for-thought/],
    ["recommend a good study bible for my teenage son", /I don't have vetted picks for Bibles/],
    ["how do we find a good church after moving to a new town", /Things worth looking for/],
    ["any tips to actually keep up with reading my bible every day", /same time and place/],
    ["can i divorce my wife if she's distant but faithful", /differ on the grounds/],
  ];
  it.each(rows)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(MENU);
    expect(r.text).not.toMatch(PICKS);
    expect(quoted(r).length).toBeGreaterThan(0);
  });

  it("asking which translation I quote still says the WEB, not the advice on choosing one", () => {
    const r = ask("which translation do you quote from");
    expect(r.text).toMatch(/World English Bible/);
    expect(r.text).not.toMatch(/thought-for-thought/);
  });

  it("a church that is splitting is still the church decision, not what to look for in a church", () => {
    expect(firstLine(ask("our church is falling apart, do we stay or go find a new church"))).toBe(opening("church-commitment"));
  });

  it("verses asked for on a theme keep their plain passages", () => {
    const r = ask("bible verses about hope");
    expect(r.text).not.toMatch(/vetted picks for Bibles|Things worth looking for/);
    expect(quoted(r).length).toBe(3);
  });
});

describe("a well-known saying asked about is explained, or honestly said not to be a verse", () => {
  it("a saying that is a verse is that verse, quoted and explained", () => {
    const r = ask("what's the meaning of 'i know the plans i have for you'?");
    expect(firstLine(r)).toBe("Here's what I can say carefully about Jeremiah 29:11.");
  });

  it.each([
    ["is 'this too shall pass' in the bible?", "2 Corinthians 4:17-18"],
    ["everyone says god never gives us more than we can handle, where is that verse", "1 Corinthians 10:13"],
    ["my grandpa always said cleanliness is next to godliness, is that scripture", "Psalm 24:3-4"],
  ])("%s", (question, nearest) => {
    const r = ask(question);
    expect(firstLine(r)).toMatch(/isn't in the Bible|It isn't/);
    expect(quoted(r)).toContain(nearest);
  });

  it("a saying used in passing, with nothing asked about it, is left alone", () => {
    expect(ask("this too shall pass i keep telling myself").text).not.toMatch(/Persian fable/);
  });

  it("where a verse is, asked right after it was shown, is its reference said plainly", () => {
    const [, where] = chat(["what does it mean when people say all things work together for good", "which book is that in"]);
    expect(firstLine(where)).toMatch(/^It's Romans 8:28, in Romans/);
  });

  it("every saying's references are real WEB passages", () => {
    for (const s of knownSayings()) for (const ref of s.references) expect(lookupReference(ref)).not.toBeNull();
  });
});

describe("named everyday health topics: grounded, with red flags, never a dose", () => {
  const rows: [string, RegExp][] = [
    ["threw out my back carrying boxes up to the attic", /strain of the muscles/],
    ["my hips ache every morning, i'm 62", /osteoarthritis/],
    ["bp was 142 over 91 at my checkup, is that bad", /One high reading isn't a diagnosis/],
    ["how can i tell if it's the flu or just a cold", /antivirals/],
    ["i'm addicted to my phone and stay up way too late on it", /Charge the phone outside the bedroom/],
  ];
  it.each(rows)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
    expect(r.text).toMatch(/not medical advice/);
  });

  it("an amount asked for after a medicine answer is declined plainly, with no number", () => {
    const [, amount] = chat(["is it ok to take advil for a sprained ankle", "how many can i take at once"]);
    expect(amount.text).toMatch(/I can't tell you how much to take/);
    expect(amount.text).not.toMatch(/\d+\s?mg\b/);
  });

  it("'is it serious?' after an ache keeps that ache's warning signs, not the worry topic", () => {
    const [, serious] = chat(["my knees have been aching for weeks", "is it serious?"]);
    expect(serious.text).toMatch(/hot, red and swollen/);
  });

  it("a high reading in the urgent range still gets the urgent answer first", () => {
    expect(ask("my blood pressure is 190/125 and my head is pounding").text).toMatch(/911/);
  });

  it.each(["best mattress for lower back pain", "a lightweight vacuum, my arthritis makes heavy ones hard"])("a thing asked for stays shopping: %s", (q) => {
    expect(ask(q).kind).toBe("product");
  });

  it("how much caffeine in pregnancy keeps its guidance and gets no amount refusal", () => {
    expect(ask("how much caffeine can i have while pregnant").text).not.toMatch(/I can't tell you how much to take/);
  });
});

describe("places and trivia are answered honestly, never with a buyer's checklist", () => {
  it.each(["where should we eat in nashville tonight", "any good brunch spots near me", "hotels in san diego near the beach"])("%s", (q) => {
    const r = ask(q);
    expect(r.text).toMatch(/can't look up places near you/);
    expect(r.text).not.toMatch(/vetted pick|What to look for/i);
  });
  it.each(["what's the population of texas", "who discovered penicillin"])("%s", (q) => {
    expect(ask(q).text).toMatch(/general-knowledge question/);
  });
  it.each(["best coffee maker for a small cafe", "how big is a queen size mattress"])("a product question stays one: %s", (q) => {
    expect(ask(q).text).not.toMatch(/can't look up places|general-knowledge/);
  });
});

describe("a question asked inside a decision is answered, not met with the same questions", () => {
  it("a spouse's hesitation", () => {
    const [, next] = chat(["thinking about relocating to texas for a better paying job", "my husband isn't on board"]);
    expect(firstLine(next)).toMatch(/^That matters a lot/);
  });
  it("family who won't help with a parent's care", () => {
    const [, next] = chat(["my mother has alzheimer's and lives alone, what do we do", "my sisters never lift a finger to help"]);
    expect(next.text).toMatch(/Ask for something specific/);
    expect(next.text).toMatch(/1-800-677-1116/);
  });
  it("how to open the conversation", () => {
    const [, next] = chat(["my wife and i can't agree on how much to give to church", "what do i even say to her"]);
    expect(firstLine(next)).toBe("A calm start does most of the work. Some things that help:");
  });
  it("how long grief lasts", () => {
    const [, next] = chat(["my grandma passed away in march and i'm a mess", "will it ever get easier"]);
    expect(firstLine(next)).toMatch(/^There's no set timetable/);
  });
  it("whether leaving a church is wrong", () => {
    const [, next] = chat(["we're thinking about switching churches after the merger", "would leaving be selfish?"]);
    expect(firstLine(next)).toMatch(/^Leaving a church isn't wrong in itself/);
  });
  it("asking what to do still gets the way to decide", () => {
    const [, next] = chat(["should i take the job offer in austin", "what should i do"]);
    expect(next.text).toMatch(/Back to your decision|Coming back to it/);
  });
  it("every written answer's pattern compiles and every guide still loads", () => {
    for (const g of decisionGuides()) expect(g.answerPatterns.length).toBe(g.answers.length);
  });
});

describe("guides for kinds that had none", () => {
  const rows: [string, string][] = [
    ["they want to put me on overnights at the hospital, it pays $4 more an hour", "shift-work"],
    ["grandma offered to babysit full time, or should we do daycare", "childcare-choice"],
    ["our cat is 19, she barely eats, how do we know it's time to put her to sleep", "pet-end-of-life"],
    ["my 15 year old wants to work at the pizza place, will it hurt his grades", "teen-job"],
    ["caught my daughter with a juul, what do i say to her", "teen-vaping"],
    ["saw my friend's husband on a dating app, do i tell her", "friend-infidelity"],
    ["should we move dad into assisted living, he has fallen twice this month", "aging-parent"],
  ];
  it.each(rows)("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    expect(firstLine(r)).toBe(opening(slug));
  });

  it.each([
    ["my dad fell and hit his head, he's on blood thinners", "health"],
    ["how do i quit vaping, i'm 30", "health"],
  ])("a health question stays health: %s", (q, kind) => {
    expect(ask(q).kind).toBe(kind);
  });
  it("a baby's nap is not a pet's last day", () => {
    expect(ask("when should i put her down for a nap, she's 8 months").text).not.toMatch(/pet owner/);
  });
  it("a vape asked for by name for a minor is never the parent's guide turned into picks", () => {
    expect(ask("best vape for a 15 year old").text).not.toMatch(PICKS);
  });
});

describe("second batch: more faith questions asked outright", () => {
  const rows: [string, RegExp][] = [
    ["what was the point of jesus dying on the cross, why did he have to", /at the center of all of them is love/],
    ["are mormons considered christians", /Latter-day Saints/],
    ["is drinking beer a sin for a christian", /calls drunkenness a sin/],
    ["what does it mean to walk with god", /./],
    ["i wonder if god even has a plan for me anymore", /God has purposes for your life/],
    ["do i really need to go to church to be a christian", /faith grows in company/],
  ];
  it.each(rows)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(MENU);
  });
  it("a short question about it right after stays with it, with more passages", () => {
    const [first, next] = chat(["why did jesus need to die for us", "so what does that mean for my life"]);
    expect(next.kind).toBe("scripture");
    expect(next.text).not.toMatch(MENU);
    expect(quoted(next).some((r) => !quoted(first).includes(r))).toBe(true);
  });
});

describe("second batch: health topics named in everyday words", () => {
  const rows: [string, RegExp][] = [
    ["36 weeks pregnant and my ankles are so swollen by evening", /preeclampsia/],
    ["my husband was just diagnosed with type 2 diabetes, what should he eat", /plate method/],
    ["my 4 year old only eats mac and cheese", /safe' food|'safe' food/],
    ["how do i cut back on diet coke, i drink like 5 a day", /Cut down gradually/],
    ["how much should a 5'10 man weigh", /BMI/],
    ["i'm exhausted from taking care of my mom with dementia", /Respite care/],
    ["my daughter has nightmares and won't sleep in her room", /night light/],
  ];
  it.each(rows)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
    expect(r.text).not.toMatch(PICKS);
  });
  it("a weight named in a shopping question stays shopping", () => {
    expect(ask("best adjustable dumbbells for home, up to 50 lb").kind).toBe("product");
  });
});

describe("second batch: decisions that got products, a no-pick or the menu", () => {
  const rows: [string, string][] = [
    ["a guy on my team keeps making jokes about my body, should i tell hr", "hard-workplace"],
    ["my sister hasn't talked to me since thanksgiving and i don't know what i did", "friendship"],
    ["should we homeschool our son, the school makes his anxiety worse", "homeschooling"],
    ["my son wants to go to a university 1500 miles away and i'm not ready", "college-choice"],
    ["our church asked me to teach sunday school and i'm not sure i can", "church-commitment"],
    ["grandpa is 91 and refuses to stop driving", "older-driver"],
    ["we want to start tithing but money is really tight right now", "tithing"],
  ];
  it.each(rows)("%s → %s", (question, slug) => {
    const r = ask(question);
    expect(r.kind).toBe("decision");
    // A particular the guide answers (twelfth pass) leads with the opening's first sentence only.
    expect([opening(slug), leadWithoutIntro(opening(slug))]).toContain(firstLine(r));
    expect(r.text).not.toMatch(PICKS);
  });
  it("fear of retaliation after a workplace question is answered", () => {
    const [, next] = chat(["my manager keeps making comments about my looks, do i report it to hr", "what if they fire me"]);
    expect(next.text).toMatch(/Retaliation for reporting is itself illegal/);
  });
});

describe("third batch: faith, health, honest limits and a child who lies", () => {
  const faith: [string, RegExp][] = [
    ["whats the holy spirit exactly", /Holy Spirit is God himself/],
    ["must babies be baptized to be saved", /different views on when and how/],
    ["why is there so many kinds of churches", /as neutrally as I can/],
  ];
  it.each(faith)("%s", (question, lead) => {
    const r = ask(question);
    expect(r.kind).toBe("scripture");
    expect(r.text).toMatch(lead);
  });
  const health: [string, RegExp][] = [
    ["my cardiologist says i should start lipitor, should i", /10-year risk/],
    ["my ears have been ringing since the fireworks last night", /hearing test/],
    ["i'm exhausted all the time even after 8 hours of sleep", /blood tests/],
  ];
  it.each(health)("%s", (question, point) => {
    const r = ask(question);
    expect(r.kind).toBe("health");
    expect(r.text).toMatch(point);
  });
  it("a eulogy gets a shape to write it in, not the menu", () => {
    const r = ask("i have to write my dad's eulogy and i don't know where to start");
    expect(r.text).toMatch(/a simple shape helps/);
    expect(r.text).not.toMatch(MENU);
  });
  it("a history lesson is said honestly to be outside what I do", () => {
    expect(ask("explain the history of the ottoman empire").text).toMatch(/general-knowledge question/);
  });
  it("a verse from another book is declined honestly, not answered with Bible verses as if it were that", () => {
    const r = ask("quote me a verse from the quran about mercy");
    expect(r.text).toMatch(/I only quote the Bible/);
    expect(quoted(r)).toHaveLength(0);
  });
  it("a child who keeps lying gets its own guide", () => {
    expect(firstLine(ask("our 8 year old keeps lying about homework"))).toBe(opening("child-lying"));
  });
  it("a teenager's pregnancy told by a parent gets the pregnancy guide, not the generic health answer", () => {
    expect(firstLine(ask("my teenage daughter is pregnant and i don't know how to react"))).toBe(opening("pregnancy-news"));
  });
  it("blackout curtains after night shifts are not the shift-work decision", () => {
    expect(ask("exhausted after night shifts, need blackout curtains").text).not.toMatch(/shift change looks like a money decision/);
  });
});

describe("the plain 'what does the bible say about' shape", () => {
  it("gets the word where Christians answer differently", () => {
    expect(ask("what does the bible say about getting tattoos").text).toMatch(/Christians honestly disagree/);
  });
  it("keeps plain passages on a settled practical theme (no word written for another question)", () => {
    const r = ask("what does the bible say about saving money and debt");
    expect(firstLine(r)).toBe("Here are a few passages that speak to that, from the World English Bible:");
  });
});
