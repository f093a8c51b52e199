// The request model (contract 2): budgets with negations and ranges, needs, intents and the
// follow-ups that modify the previous request.
import { parseBudget, parseRequest, type ChatTurn } from "@/lib/ai/request";
import { composeOfflineAnswer } from "@/lib/ai/offline";

const user = (content: string): ChatTurn => ({ role: "user", content });
const one = (q: string) => parseRequest([user(q)]);

/** A conversation where each assistant turn is the embedded answerer's real answer. */
function converse(questions: string[]) {
  const turns: ChatTurn[] = [];
  for (const q of questions) {
    turns.push(user(q));
    turns.push({ role: "assistant", content: composeOfflineAnswer({ messages: turns, brandName: "Helpful Hand" }).text });
  }
  return turns;
}

describe("parseBudget", () => {
  it.each<[string, { min: number | null; max: number | null; around?: number }]>([
    ["I don't want to spend more than $1,000", { min: null, max: 1000 }],
    ["no more than $1,000 please", { min: null, max: 1000 }],
    ["I can't afford more than $300", { min: null, max: 300 }],
    ["not over $500", { min: null, max: 500 }],
    ["best drone under $500", { min: null, max: 500 }],
    ["less than $300", { min: null, max: 300 }],
    ["something below 1.5k dollars", { min: null, max: 1500 }],
    ["max $200", { min: null, max: 200 }],
    ["$300 max", { min: null, max: 300 }],
    ["under 1k", { min: null, max: 1000 }],
    ["I have about a grand to spend", { min: 600, max: 1150, around: 1000 }],
    ["two grand tops", { min: null, max: 2000 }],
    ["between $200 and $400", { min: 200, max: 400 }],
    ["$200-$400", { min: 200, max: 400 }],
    ["$200 to $400", { min: 200, max: 400 }],
    ["$1-2k", { min: 1000, max: 2000 }],
    ["around $500", { min: 300, max: 575, around: 500 }],
    ["~$400", { min: 240, max: 460, around: 400 }],
    ["over $1,500", { min: 1500, max: null }],
    ["at least $100", { min: 100, max: null }],
    ["my budget is $800", { min: null, max: 800 }],
  ])("%s", (text, expected) => {
    expect(parseBudget(text)).toEqual(expected);
  });

  it("a negated floor is a ceiling, never 'over'", () => {
    for (const q of ["I don't want to spend more than $1,000", "I do not want to pay more than $1000", "won't spend more than $1,000"]) {
      expect(parseBudget(q)).toEqual({ min: null, max: 1000 });
    }
  });

  it("ignores specs, ages and distances", () => {
    for (const q of ["shoes for a 5k race", "a 4K camera", "for my 8-year-old", "a 65 inch tv", "16GB of RAM", "cheap running shoes"]) {
      expect(parseBudget(q)).toBeNull();
    }
    expect(parseBudget("4K video camera under $800")).toEqual({ min: null, max: 800 });
  });
});

describe("parseRequest: one message", () => {
  it("reads category, budget and needs", () => {
    const r = one("What's the best running shoe for wide feet, under $150? I'm a beginner");
    expect(r).toMatchObject({ intent: "product", category: "running_shoes", budget: { min: null, max: 150 } });
    expect(r.needs).toEqual(expect.arrayContaining(["wide_feet", "beginner"]));
  });

  it("matches plural and singular category words", () => {
    expect(one("recommend some drones").category).toBe("drones");
    expect(one("which drone should I buy").category).toBe("drones");
  });

  it("'cheap' is a need for lower price bands, not a dollar figure", () => {
    const r = one("cheap running shoes");
    expect(r.budget).toBeNull();
    expect(r.needs).toContain("budget");
  });

  it.each([
    ["What's the best snow blower for a long driveway?", "snow_blowers"],
    ["I need a violin for my 8 year old", "violins"],
    ["Should I buy a used car?", "cars"],
  ])("%s → uncovered %s, no category", (q, slug) => {
    expect(one(q)).toMatchObject({ intent: "product", category: null, uncovered: slug });
  });

  it("an unknown product-like thing is uncovered by its noun phrase", () => {
    expect(one("What's the best kayak for a lake?")).toMatchObject({ intent: "product", category: null, uncovered: "kayak" });
  });

  it.each([
    ["Is it too soon to get married?", "marriage-timing"],
    ["My mom is 84 and can't live alone anymore, what should I do?", "aging-parent"],
    ["Should I drop out of college to start a business?", "dropout-business"],
    ["My brother wants to borrow $5,000, should I lend it?", "lending-family"],
    ["I'm 58, am I ready to retire?", "early-retirement"],
    ["Should we buy a house now or keep renting?", "rent-vs-buy"],
    ["Should I take the job offer in Denver?", "job-offer"],
    ["We're thinking about moving to Texas", "moving"],
    ["Should I step down from leading worship at church?", "church-commitment"],
    ["Should I get a tattoo?", "general"],
  ])("%s → decision guide %s", (q, topic) => {
    expect(one(q)).toMatchObject({ intent: "decision", decisionTopic: topic });
  });

  it.each([
    ["Quote Proverbs 3:5-6", "Proverbs 3:5-6"],
    ["what does John 3:16 say?", "John 3:16"],
    ["read me Psalm 23", "Psalm 23"],
    ["Romans 8:28", "Romans 8:28"],
  ])("%s → passage %s", (q, passage) => {
    expect(one(q)).toMatchObject({ intent: "scripture", passage });
  });

  it.each([
    ["are you a real person?", "about"],
    ["Am I talking to a bot?", "about"],
    ["How do you make money?", "payment"],
    ["Do you get paid for these recommendations?", "payment"],
    ["is this an affiliate link?", "payment"],
    ["Should I stop taking my blood pressure medication?", "health"],
  ])("%s → %s", (q, intent) => {
    expect(one(q).intent).toBe(intent);
  });
});

describe("parseRequest: follow-ups modify the previous request", () => {
  it("'cheaper?' keeps the category and the stated budget; the ranker moves below the previous picks", () => {
    const turns = converse(["What's the best drone for travel?"]);
    const before = parseRequest(turns.slice(0, 1));
    const r = parseRequest([...turns, user("cheaper?")]);
    expect(r).toMatchObject({ intent: "product", category: "drones", followUp: "cheaper" });
    expect(r.state.previousPicks.length).toBeGreaterThanOrEqual(2);
    expect(before.state.previousPicks).toEqual([]);
    expect(r.budget).toBeNull();
    expect(r.needs).toContain("budget");
  });

  it("'under $700?' replaces the budget", () => {
    const turns = converse(["best drone under $1,500"]);
    expect(parseRequest([...turns, user("under $700?")])).toMatchObject({ category: "drones", budget: { min: null, max: 700 }, followUp: "cheaper" });
  });

  it("'what about for a beginner?' adds a need and keeps budget and category", () => {
    const turns = converse(["running shoes under $200"]);
    const r = parseRequest([...turns, user("what about for a beginner?")]);
    expect(r).toMatchObject({ category: "running_shoes", budget: { max: 200 }, followUp: "need" });
    expect(r.needs).toContain("beginner");
  });

  it("'something more premium' asks for higher bands", () => {
    const turns = converse(["a drone for a beginner"]);
    const r = parseRequest([...turns, user("something more premium")]);
    expect(r).toMatchObject({ category: "drones", followUp: "premium" });
    expect(r.needs).toContain("premium");
  });

  it("'compare the first two' and 'why not the X?'", () => {
    const turns = converse(["What's the best drone for travel?"]);
    expect(parseRequest([...turns, user("compare the first two")])).toMatchObject({ intent: "compare", followUp: "compare", category: "drones" });
    expect(parseRequest([...turns, user("why not the Avata?")])).toMatchObject({ intent: "why_not", followUp: "why_not", category: "drones" });
  });

  it("a related category moves the request and keeps the budget", () => {
    const turns = converse(["a drone under $1,000"]);
    const r = parseRequest([...turns, user("what about a camera instead?")]);
    expect(r).toMatchObject({ category: "cameras", followUp: "related_category", budget: { max: 1000 } });
  });

  it("a fresh question about another category starts over", () => {
    const turns = converse(["running shoes under $100 for wide feet"]);
    const r = parseRequest([...turns, user("Which robot vacuum is best for pet hair?")]);
    expect(r).toMatchObject({ category: "robot_vacuums", budget: null, followUp: null });
    expect(r.needs).not.toContain("wide_feet");
  });

  it("reads previous picks back from the answer text alone", () => {
    const turns = converse(["What's the best drone for travel?"]);
    const answer = composeOfflineAnswer({ messages: turns.slice(0, 1), brandName: "Helpful Hand" });
    expect(parseRequest([...turns, user("ok")]).state.previousPicks).toEqual(answer.picks);
  });
});
