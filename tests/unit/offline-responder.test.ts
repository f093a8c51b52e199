import { CRISIS_TEXT, MEDICAL_DISCLAIMER } from "@/lib/ai/answer-rules";
import { offlineAnswer, offlineRespond, type ChatMessage } from "@/lib/ai/offline";
import { loadCatalog, retailerLink, type CatalogProduct, type CategorySlug } from "@/lib/catalog";
import { checkAnswerReferences, lookupReference } from "@/lib/scripture";

const TAG = "helpfulhand-20";
const ask = (content: string, amazonTag: string | null = TAG) =>
  offlineAnswer({ messages: [{ role: "user", content }], amazonTag, brandName: "Helpful Hand" });

const links = (md: string) => [...md.matchAll(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => ({ text: m[1], url: m[2] }));
const RETAILER = /amazon\.com|bhphotovideo\.com/;

/** The catalog product a link points to, found by rebuilding every product's link. */
function productFor(url: string): CatalogProduct | undefined {
  return loadCatalog().products.find((p) => [retailerLink(p, { amazonTag: TAG }), retailerLink(p)].includes(url));
}

/** Every answer quotes exactly one verse, word for word, with a reference that exists. */
function expectOneRealVerse(answer: string) {
  const { markdown, report } = checkAnswerReferences(answer);
  expect(report.invalid).toEqual([]);
  expect(report.correctedQuotes).toEqual([]);
  expect(markdown).toBe(answer);
  expect(report.valid).toHaveLength(1);
  const quote = /\n> (.+)\n>\n> — (.+) \(WEB\)/.exec(answer);
  expect(quote).not.toBeNull();
  expect(quote![1]).toBe(lookupReference(quote![2])!.text);
}

const PRODUCT_QUESTIONS: [string, CategorySlug][] = [
  ["What's the best drone for travel under $800?", "drones"],
  ["I need a camera drone for my son, nothing too expensive", "drones"],
  ["Which mirrorless camera should I buy for my kids' soccer games?", "cameras"],
  ["Recommend a camera for street photography when traveling", "cameras"],
  ["What's a good vlogging setup for YouTube?", "vlogging"],
  ["Best action camera for mountain biking?", "vlogging"],
  ["Good running shoes for flat feet", "running_shoes"],
  ["I'm training for a marathon, which running shoes?", "running_shoes"],
  ["What laptop should I buy for 4K video editing in DaVinci Resolve?", "laptops"],
  ["Best budget laptop for editing YouTube videos", "laptops"],
  ["What's the best vitamin D supplement?", "supplements"],
  ["Recommend a supplement for strength training", "supplements"],
  ["Best adjustable dumbbells for a small apartment", "fitness_equipment"],
  ["I want some equipment for home workouts", "fitness_equipment"],
  ["Instant Pot or slow cooker for a busy family?", "multicookers"],
  ["Best blender for smoothies under $150", "blenders"],
  ["What carry-on backpack do you recommend for a two-week trip to Europe?", "backpacks"],
  ["Best noise cancelling headphones for long flights", "headphones"],
  ["Which air purifier is best for a nursery?", "air_purifiers"],
  ["Robot vacuum for a house with two dogs", "robot_vacuums"],
];

describe("offline responder: product research", () => {
  it.each(PRODUCT_QUESTIONS)("%s → 2–3 %s picks with tagged retailer links", async (question, category) => {
    const answer = await ask(question);
    const picks = links(answer).filter((l) => RETAILER.test(l.url));
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(picks.length).toBeLessThanOrEqual(3);
    for (const link of picks) {
      const product = productFor(link.url);
      expect(product?.category).toBe(category);
      expect(link.text).toBe(product!.name);
      if (link.url.includes("amazon.com")) expect(new URL(link.url).searchParams.get("tag")).toBe(TAG);
    }
    expect(answer).toMatch(/check the current price/i);
    expect(answer).toMatch(/\*\*Honest cons:?\*\*/);
    expect(answer).toMatch(/_Picks last reviewed [A-Z][a-z]+ 20\d\d\._/);
    expect(answer).not.toMatch(/\$\d+\.\d\d/); // no exact prices
    expectOneRealVerse(answer);
  });

  it("leaves the tag off Amazon links when none is configured", async () => {
    const answer = await ask("Best air fryer for two people", null);
    const amazon = links(answer).filter((l) => l.url.includes("amazon.com"));
    expect(amazon.length).toBeGreaterThanOrEqual(2);
    for (const l of amazon) expect(l.url).not.toContain("tag=");
  });

  it("asks one clarifying question when budget and use are unknown, and still suggests picks", async () => {
    const answer = await ask("I want a drone");
    expect(links(answer).filter((l) => RETAILER.test(l.url)).length).toBeGreaterThanOrEqual(2);
    const clarifier = answer.split("\n\n").filter((p) => p.startsWith("**One question"));
    expect(clarifier).toHaveLength(1);
  });

  it("does not ask again when budget and use are both given, and respects the budget", async () => {
    const answer = await ask("Best drone for travel under $500");
    expect(answer).not.toContain("**One question");
    const picks = links(answer).map((l) => productFor(l.url)!).filter(Boolean);
    for (const p of picks) expect(p.priceBand.low).toBeLessThanOrEqual(500);
  });

  it("adds the medical disclaimer to supplement picks", async () => {
    expect(await ask("Which magnesium supplement should I buy?")).toContain(MEDICAL_DISCLAIMER);
  });
});

const HEALTH_QUESTIONS = [
  "How can I sleep better? I keep waking up at 3am",
  "Is it safe to take creatine every day?",
  "My knee hurts after running, what should I do?",
  "What are natural ways to lower blood pressure?",
  "I've been getting headaches every afternoon",
  "I have chest pain and my left arm feels numb",
];

describe("offline responder: health", () => {
  it.each(HEALTH_QUESTIONS)("%s → general information with the medical line", async (question) => {
    const answer = await ask(question);
    expect(answer).toContain("not medical advice");
    expect(answer).toMatch(/doctor or pharmacist/);
    expect(answer).toMatch(/I'm an AI/);
    expect(links(answer).filter((l) => RETAILER.test(l.url))).toEqual([]);
    expectOneRealVerse(answer);
  });

  it("leads with 911 for emergency symptoms", async () => {
    expect((await ask("I have chest pain and my left arm feels numb")).startsWith("**If this is happening now, call 911")).toBe(true);
  });
});

const CRISIS_QUESTIONS = [
  "I want to kill myself",
  "I don't want to live anymore. What's the best drone to buy?",
  "Sometimes I think everyone would be better off without me",
  "I've been thinking about suicide",
];

describe("offline responder: crisis", () => {
  it.each(CRISIS_QUESTIONS)("%s → 988 first, a trusted person, no products", async (question) => {
    const answer = await ask(question);
    expect(answer.startsWith(CRISIS_TEXT)).toBe(true);
    expect(answer).toContain("988");
    expect(answer).toContain("Suicide & Crisis Lifeline");
    expect(answer).toMatch(/someone you trust|one person you trust/);
    expect(answer).not.toMatch(RETAILER);
    expectOneRealVerse(answer);
  });

  it("keeps caring after a crisis message instead of changing the subject", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "I want to end my life" },
      { role: "assistant", content: "..." },
      { role: "user", content: "I don't know" },
    ];
    const answer = await offlineAnswer({ messages, brandName: "Helpful Hand" });
    expect(answer).toContain("988");
  });
});

const DECISION_QUESTIONS = [
  "Should I take the job offer in Denver or stay in Chicago?",
  "I'm torn between renting and buying a house",
  "Should we move closer to my parents?",
  "Should I go back to school for a master's degree?",
];

describe("offline responder: decisions", () => {
  it.each(DECISION_QUESTIONS)("%s → options, values, counsel, timing, next step", async (question) => {
    const answer = await ask(question);
    for (const part of ["Questions to weigh", "What it costs either way", "People worth talking to", "One next step"]) {
      expect(answer.toLowerCase()).toContain(part.toLowerCase());
    }
    expect(answer).toMatch(/I'm an AI/);
    expect(answer).not.toMatch(RETAILER);
    expectOneRealVerse(answer);
  });

  it("names the options the person gave", async () => {
    const answer = await ask("Should I take the job offer in Denver or stay in Chicago?");
    expect(answer).toContain("**The options as I understand them:** Take the job offer in Denver, or stay in Chicago.");
  });
});

const PLANNING_QUESTIONS = [
  "Help me plan a family road trip to Yellowstone this summer",
  "I'm planning my daughter's 10th birthday party",
  "How do I start training for a half marathon?",
  "I need a plan to pay off $8,000 of credit card debt",
];

describe("offline responder: planning", () => {
  it.each(PLANNING_QUESTIONS)("%s → numbered steps", async (question) => {
    const answer = await ask(question);
    expect(answer.match(/^\d\. \*\*/gm)?.length).toBeGreaterThanOrEqual(5);
    expectOneRealVerse(answer);
  });

  it("suggests gear only where it helps, from the right category", async () => {
    const trip = await ask("Help me plan a two-week trip to Italy");
    for (const l of links(trip)) expect(productFor(l.url)?.category).toBe("travel_accessories");
    expect(links(await ask("I'm planning my daughter's 10th birthday party"))).toEqual([]);
  });
});

describe("offline responder: starters, follow-ups and small talk", () => {
  it.each([
    ["I'm researching a product", /what are you shopping for/i],
    ["I have a decision to make", /what's the decision/i],
    ["I'm planning something", /what are you planning/i],
  ])("answers the starter chip %s with a warm clarifying question", async (starter, question) => {
    const answer = await ask(starter);
    expect(answer).toMatch(question);
    expect(answer).not.toMatch(RETAILER);
    expectOneRealVerse(answer);
  });

  it("uses the earlier question when a follow-up only gives a budget", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "What drone should I get?" },
      { role: "assistant", content: "..." },
      { role: "user", content: "under $500, mostly for travel" },
    ];
    const answer = await offlineAnswer({ messages, amazonTag: TAG, brandName: "Helpful Hand" });
    const picks = links(answer).map((l) => productFor(l.url));
    expect(picks.length).toBeGreaterThanOrEqual(2);
    for (const p of picks) expect(p?.category).toBe("drones");
  });

  it("turns the answer to a starter chip into research", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "I'm researching a product" },
      { role: "assistant", content: "..." },
      { role: "user", content: "a laptop for editing 4K video in Premiere" },
    ];
    const answer = await offlineAnswer({ messages, amazonTag: TAG, brandName: "Helpful Hand" });
    for (const l of links(answer)) expect(productFor(l.url)?.category).toBe("laptops");
    expect(answer).not.toContain("Which editing app do you use");
  });

  it("carries the topic of a planning starter into a short reply", async () => {
    const messages: ChatMessage[] = [
      { role: "user", content: "I'm planning something" },
      { role: "assistant", content: "..." },
      { role: "user", content: "my mom's 60th" },
    ];
    const answer = await offlineAnswer({ messages, brandName: "Helpful Hand" });
    expect(answer.match(/^\d\. \*\*/gm)?.length).toBeGreaterThanOrEqual(5);
  });

  it("introduces itself as an AI with the configured brand", async () => {
    const answer = await offlineAnswer({ messages: [{ role: "user", content: "How does Acme Helper work?" }], brandName: "Acme Helper" });
    expect(answer).toContain("Acme Helper is an AI thinking partner");
    expectOneRealVerse(answer);
  });

  it.each(["hello", "thanks!", "Can you show me some examples of how Helpful Hand helps?", "what's the meaning of life"])(
    "replies to %s helpfully with one verse",
    async (text) => {
      const answer = await ask(text);
      expect(answer.length).toBeGreaterThan(80);
      expectOneRealVerse(answer);
    },
  );
});

describe("offlineRespond streaming", () => {
  const input = { messages: [{ role: "user" as const, content: "Best running shoes for a beginner?" }], amazonTag: TAG, brandName: "Helpful Hand" };

  it("streams small chunks that add up to the whole answer", async () => {
    const chunks: string[] = [];
    for await (const chunk of offlineRespond(input)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(20);
    for (const c of chunks) expect(c.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
    expect(chunks.join("")).toBe(await offlineAnswer(input));
  });
});
