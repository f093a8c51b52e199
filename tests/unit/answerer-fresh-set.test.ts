// The embedded answerer over a fresh set of questions (tests/fixtures/answerer-fresh-set.ts):
// budgets in every wording, product types within a category, new categories, intents and
// follow-up chains. Asserts what a user sees: the picks, their category, type and price band.
import { describe, expect, it } from "@jest/globals";
import { composeOfflineAnswer } from "@/lib/ai/offline";
import type { ChatTurn } from "@/lib/ai/model";
import { parseBudget, parseRequest } from "@/lib/ai/request";
import { sizeOf } from "@/lib/ai/request/kinds";
import { fitsBudget } from "@/lib/ai/request/rank";
import { getProduct } from "@/lib/catalog";
import { BUDGETS, FOLLOW_UPS, INTENTS, MISSING_KINDS, PRODUCT_QUESTIONS } from "../fixtures/answerer-fresh-set";

const product = (id: string) => {
  const p = getProduct(id);
  if (!p) throw new Error(`unknown pick ${id}`);
  return p;
};

function chat(turns: string[]) {
  const history: ChatTurn[] = [];
  const answers = turns.map((content) => {
    history.push({ role: "user", content });
    const answer = composeOfflineAnswer({ messages: [...history], brandName: "Helpful Hand" });
    history.push({ role: "assistant", content: answer.text });
    return answer;
  });
  return { answers, last: answers[answers.length - 1], history };
}

/** The markdown block of one pick ("### 1. [Name](link) — label …" up to the next pick). */
const pickBlock = (text: string, name: string) => text.split(/\n(?=### )/).find((b) => b.startsWith("### ") && b.includes(`[${name}](`)) ?? "";

describe("budgets in any wording", () => {
  it.each(BUDGETS)("%s → min %s, max %s", (text, min, max) => {
    const b = parseBudget(text);
    expect(b).not.toBeNull();
    expect([b!.min, b!.max]).toEqual([min, max]);
  });
});

describe("product questions: only the asked category and type, within the budget", () => {
  it.each(PRODUCT_QUESTIONS)("$q", ({ q, category, kind, max, min }) => {
    const { last } = chat([q]);
    expect(last.kind).toBe("product");
    expect(last.category).toBe(category);
    expect(last.picks.length).toBeGreaterThan(0);
    if (max !== undefined) expect(last.budget?.max).toBe(max);
    if (min !== undefined) expect(last.budget?.min).toBe(min);
    for (const id of last.picks) {
      const p = product(id);
      expect(p.category).toBe(category);
      if (kind) expect(p.kinds ?? []).toContain(kind);
      if (!fitsBudget(p, last.budget)) {
        // Over budget only when nothing fits: then exactly one pick, labelled as such.
        expect(last.outsideBudget).toBe(true);
        expect(last.picks).toHaveLength(1);
        expect(pickBlock(last.text, p.name)).toMatch(/closest option, (?:above|below|outside) your (?:budget|range)/);
      }
    }
  });

  it.each(MISSING_KINDS)("no vetted product of the type: $q says so, with no links", ({ q, category }) => {
    const { last } = chat([q]);
    expect(last.picks).toEqual([]);
    expect(last.text).toMatch(/I don't have a vetted pick for|aren't in my vetted picks/);
    expect(last.text).not.toMatch(/https?:\/\//);
    expect(parseRequest([{ role: "user", content: q }]).category).toBe(category);
  });
});

it("a type with few vetted products says so instead of padding with other types", () => {
  const { last } = chat(["rowing machine for home workouts"]);
  expect(last.picks).toEqual(["concept2-rowerg"]);
  expect(last.text).toContain("I have only one vetted pick among rowing machines, so I didn't pad the list with other kinds of home fitness equipment.");
});

it("a need the earlier picks already meet is said plainly, not dressed up as a re-rank", () => {
  const { answers, last } = chat(["printer for my home office", "what about one with cheap ink"]);
  expect(last.picks).toEqual(answers[0].picks);
  expect(last.text).toMatch(/^The picks above already suit cheap ink or toner, so I'd stay with them:/);
});

describe("no over-budget pick is ever shown unlabelled", () => {
  const questions = ["headphones", "tv", "laptop", "mattress", "office chair", "microwave", "humidifier", "printer", "air fryer", "drone", "stroller", "standing desk", "espresso machine", "chainsaw", "riding mower"];
  const budgets = ["under $20", "under 60", "no more than $150", "at least $900 but no more than $1,000", "between 250 and 300", "max 40"];
  it.each(questions)("%s at every budget", (thing) => {
    for (const budget of budgets) {
      const { last } = chat([`${thing} ${budget}`]);
      for (const id of last.picks) {
        const p = product(id);
        if (fitsBudget(p, last.budget)) continue;
        expect({ budget, outside: last.outsideBudget, count: last.picks.length }).toEqual({ budget, outside: true, count: 1 });
        expect(pickBlock(last.text, p.name)).toMatch(/closest option, (?:above|below|outside) your (?:budget|range)/);
        expect(last.text).toMatch(/Nothing I have vetted in .* fits/);
      }
    }
  });
});

describe("follow-ups re-rank by type and size", () => {
  it.each(FOLLOW_UPS.map((f) => [f.turns.join(" / "), f] as const))("%s", (_name, { turns, category, kind, check }) => {
    const { answers, last } = chat(turns);
    const before = answers[answers.length - 2];
    expect(last.category).toBe(category);
    expect(last.picks.length).toBeGreaterThan(0);
    expect(last.picks).not.toEqual(before.picks);
    for (const id of last.picks) {
      expect(product(id).category).toBe(category);
      if (kind) expect(product(id).kinds ?? []).toContain(kind);
    }
    const size = (ids: string[]) => Math.max(...ids.map((id) => sizeOf(product(id)) ?? 0));
    if (check === "bigger") expect(sizeOf(product(last.picks[0]))).toBeGreaterThanOrEqual(size(before.picks));
    if (check === "smaller") expect(sizeOf(product(last.picks[0])) ?? 0).toBeLessThanOrEqual(Math.min(...before.picks.map((id) => sizeOf(product(id)) ?? Infinity)));
  });
});

describe("intent: what the whole message is about", () => {
  it.each(INTENTS.map((i) => [i.turns.join(" / "), i] as const))("%s", (_name, { turns, intent, topic, category }) => {
    const history: ChatTurn[] = [];
    for (const content of turns.slice(0, -1)) {
      history.push({ role: "user", content });
      history.push({ role: "assistant", content: composeOfflineAnswer({ messages: [...history], brandName: "HH" }).text });
    }
    history.push({ role: "user", content: turns[turns.length - 1] });
    const r = parseRequest(history);
    expect(r.intent).toBe(intent);
    if (topic) expect(r.decisionTopic).toBe(topic);
    if (category) expect(r.category).toBe(category);
  });

  it("a one-option decision is restated naturally, not as 'X, or don't X'", () => {
    const { last } = chat(["Should I move across the country for a job that pays 30% more but away from my church family?"]);
    expect(last.text).toContain("**The choice as I understand it:** whether to move across the country for a job that pays 30% more, or to hold off for now.");
    expect(last.text).not.toMatch(/or don't move/i);
  });
});
