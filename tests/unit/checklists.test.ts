// A life event shopped for all at once ("twins on the way, what do we need?", "dorm essentials")
// gets the checklist for it, with the vetted pick named where we have one; asking for one kind of
// thing, or what to know or expect, is not a checklist.
import { describe, expect, it } from "@jest/globals";
import { checklists } from "@/lib/ai/offline/compose-checklist";
import { categoryBySlug } from "@/lib/ai/request/catalog-view";
import { ask, chat } from "../helpers/offline-chat";

describe("the checklists' data", () => {
  it("names only categories the catalog carries, and every list has a question and items", () => {
    for (const c of checklists()) {
      expect(c.items.length).toBeGreaterThanOrEqual(4);
      for (const item of c.items) if (item.category) expect(categoryBySlug(item.category)).not.toBeNull();
    }
  });
});

describe("what do we need for it", () => {
  it.each([
    ["baby number one is due in march, what do we really need", /Babies need less than the registry lists suggest/],
    ["twins on the way!! what do we need to buy", /\*\*For twins:\*\*/],
    ["our daughter leaves for college in august, what should she bring for the dorm", /Twin XL/],
    ["what goes in a hospital bag for labor", /Pack it around 36 weeks/],
    ["moving out of my parents house into my first apartment, what do i need to buy", /night one/],
    ["bringing home a puppy saturday, what do we need", /crate sized for the adult dog/],
    ["need a packing list for a first camping trip", /sleeping pads/],
    ["what should be in an emergency kit for winter storms", /a gallon per person per day/],
  ])("%s", (question, opening) => {
    const r = ask(question);
    expect(r.text).toMatch(opening);
    expect(r.text).toMatch(/\*\*Often bought, rarely needed:\*\*/);
    expect(r.text).toMatch(/\(WEB\)/);
  });
  it("names the vetted pick where the catalog has one", () => {
    expect(ask("setting up a home office, what do i need").text).toMatch(/My vetted pick to start with: \[[^\]]+\]\(https:\/\/[^)]+\) \(\$/);
  });
  it("the twins note shows only for twins", () => {
    expect(ask("first baby due in june, what do we actually need").text).not.toMatch(/For twins/);
  });
  it("a follow-up about one item gets that category's picks", () => {
    const [, next] = chat(["we're expecting a baby, what do we need to buy", "ok which car seat then"]);
    expect(next.kind).toBe("product");
    expect(next.category).toBe("car_seats");
  });
  it.each([
    ["we're expecting a baby, which stroller should we get", "product"],
    ["what do i need to know about newborn sleep", "health"],
    ["should we have a baby this year or wait", "decision"],
  ])("not a checklist: %s", (question, kind) => {
    const r = ask(question);
    expect(r.kind).toBe(kind);
    expect(r.text).not.toMatch(/Often bought, rarely needed/);
  });
});
