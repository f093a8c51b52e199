// Questions about the words of buying ("what's the difference between OLED and QLED?", "what does
// ANC mean") are explained, not answered with a pick list; a shopping ask naming a term keeps its picks.
import { describe, expect, it } from "@jest/globals";
import { buyingTerms, termsAsked } from "@/lib/catalog/terms";
import { categoryBySlug } from "@/lib/ai/request/catalog-view";
import { ask, chat } from "../helpers/offline-chat";

describe("buying terms", () => {
  it("every term belongs to a category of the catalog", () => {
    for (const term of buyingTerms()) expect(categoryBySlug(term.category)).not.toBeNull();
  });
  it.each([
    ["oled vs qled, which one is better for a dark bedroom", ["OLED", "QLED"]],
    ["explain qled versus mini-led to me like im 5", ["QLED", "Mini-LED"]],
    ["what's true hepa", ["HEPA"]],
    ["what does anc even mean", ["Active noise cancelling (ANC)"]],
    ["difference between cast iron and carbon steel pans?", ["Carbon steel", "Cast iron"]],
    ["whats e-ink", ["E-ink"]],
  ])("%s", (q, names) => {
    const r = ask(q);
    expect(r.kind).toBe("general");
    expect(r.picks).toEqual([]);
    for (const name of names) expect(r.text).toContain(`**${name}:**`);
    expect(r.verses.length).toBe(1);
  });
  it.each([
    "best oled tv under 1500",
    "i need a mesh router for a three story house",
    "recommend a hybrid mattress for a heavy guy",
    "whats the release date for the next iphone",
    "what is a hybrid car's resale value",
    "what is the best memory verse for kids",
  ])("not a question about a term: %s", (q) => expect(termsAsked(q, null).length + (ask(q).text.includes("in plain words") ? 1 : 0)).toBe(0));
  it("inside a thread, a term question is explained and the picks can be asked again", () => {
    const [, explained, picks] = chat(["best tv for ps5 gaming", "ok but what's the difference between qled and mini led", "ok show me the picks again"]);
    expect(explained.text).toMatch(/^Here's the difference between QLED and Mini-LED/);
    expect(explained.text).not.toContain("**LED (LCD):**");
    expect(picks.picks.length).toBeGreaterThan(0);
  });
});
