// The off-category check on model answers: which category was asked, and what is taken out.
import { allowedCategories, askedCategory, keepOnCategory, productForLink, relatedCategories, removeOffCategoryPicks } from "@/lib/ai/checks/on-category";
import { findProduct, retailerLink, type CatalogProduct } from "@/lib/catalog";
import type { ChatTurn } from "@/lib/ai/model";

const product = (id: string): CatalogProduct => {
  const p = findProduct(id);
  if (!p) throw new Error(`catalog product ${id} missing`);
  return p;
};
const espresso = product("breville-bambino-plus");
const drone = product("dji-mini-3");
const backpack = product("osprey-farpoint-40");
const link = (p: CatalogProduct, tag: string | null = "helpfulhand-20") => `[${p.name}](${retailerLink(p, { amazonTag: tag })})`;
const user = (content: string): ChatTurn => ({ role: "user", content });
const assistant = (content: string): ChatTurn => ({ role: "assistant", content });

describe("askedCategory", () => {
  it("is the newest user turn that names a category; a follow-up without one keeps the earlier category", () => {
    expect(askedCategory([user("What's the best espresso machine for a beginner?")])).toBe(espresso.category);
    expect(askedCategory([user("best espresso machine?"), assistant("..."), user("cheaper?")])).toBe(espresso.category);
    expect(askedCategory([user("best espresso machine?"), assistant("..."), user("what about a drone for travel videos instead?")])).toBe(drone.category);
    expect(askedCategory([user("How do I pray when I'm anxious?")])).toBeNull();
    expect(askedCategory([])).toBeNull();
  });

  it("allows the asked category and its related ones, not every category a word touches", () => {
    const allowed = allowedCategories([user("What's the best espresso machine for a beginner?")])!;
    expect([...allowed]).toEqual([espresso.category, ...relatedCategories(espresso.category)]);
    expect(allowed.has(drone.category)).toBe(false); // "beginner" is a drone keyword too
    expect(allowedCategories([user("hello")])).toBeNull();
  });
});

describe("productForLink", () => {
  it("finds the catalog product by the link's search words (tag or not), or by the link text", () => {
    expect(productForLink(retailerLink(espresso, { amazonTag: "x-20" }), "whatever")?.id).toBe(espresso.id);
    expect(productForLink(retailerLink(drone), drone.name)?.id).toBe(drone.id);
    expect(productForLink("https://www.amazon.com/dp/B000000", espresso.name)?.id).toBe(espresso.id);
    expect(productForLink("https://example.com/?k=x", espresso.name)).toBeNull();
    expect(productForLink("not a url", espresso.name)).toBeNull();
  });
});

describe("removeOffCategoryPicks", () => {
  const allowed = new Set([espresso.category]);

  it("drops an off-category list item with its indented lines and keeps the on-category pick", () => {
    const text = [
      "Here are my picks:",
      "",
      `1. ${link(espresso)}: a compact machine that heats up in seconds.`,
      "   - Trade-off: small drip tray.",
      `2. ${link(drone)}: also handy for your mornings.`,
      "   - Trade-off: it is a drone.",
      "",
      "Check the current price before buying.",
    ].join("\n");
    const r = removeOffCategoryPicks(text, allowed);
    expect(r.text).toContain(link(espresso));
    expect(r.text).toContain("Trade-off: small drip tray.");
    expect(r.text).not.toContain(drone.name);
    expect(r.text).not.toContain("it is a drone");
    expect(r.text).toContain("Check the current price before buying.");
    expect(r.removed).toEqual([{ name: drone.name, category: drone.category, link: retailerLink(drone, { amazonTag: "helpfulhand-20" }) }]);
  });

  it("drops an off-category heading with its paragraph", () => {
    const text = `### ${link(espresso)}\nGreat shots.\n\n### ${link(drone)}\n\nFlies far.\nVery far.\n\n### Bottom line\nGo with the Breville.`;
    const r = removeOffCategoryPicks(text, allowed);
    expect(r.text).toBe(`### ${link(espresso)}\nGreat shots.\n\n### Bottom line\nGo with the Breville.`);
  });

  it("turns a link in running prose into the plain name", () => {
    const r = removeOffCategoryPicks(`Get the ${link(espresso)}; some people also like the ${link(drone)} for fun.`, allowed);
    expect(r.text).toBe(`Get the ${link(espresso)}; some people also like the ${drone.name} for fun.`);
    expect(r.removed.map((x) => x.name)).toEqual([drone.name]);
  });

  it("leaves answers with only on-category or non-catalog links alone", () => {
    const text = `1. ${link(espresso)}\n2. [A blog about coffee](https://example.com/coffee)\n3. [Unknown](https://www.amazon.com/s?k=zzz+unknown)`;
    expect(removeOffCategoryPicks(text, allowed)).toEqual({ text, removed: [] });
  });
});

describe("keepOnCategory", () => {
  it("checks against the conversation's asked category; no category asked means no change", () => {
    const answer = `1. ${link(espresso)}\n2. ${link(backpack)}`;
    expect(keepOnCategory({ text: answer, history: [user("best espresso machine under $500?")] }).text).toBe(`1. ${link(espresso)}`);
    expect(keepOnCategory({ text: answer, history: [user("tell me something nice")] }).text).toBe(answer);
  });

  it("on a follow-up that names no category, removes only when an asked-category pick stays", () => {
    const history = [user("best espresso machine under $500?"), assistant(`1. ${link(espresso)}`)];
    const mixed = `1. ${link(espresso)}\n2. ${link(backpack)}`;
    expect(keepOnCategory({ text: mixed, history: [...history, user("cheaper?")] }).text).toBe(`1. ${link(espresso)}`);
    // A change of subject the taxonomy cannot read: every pick is elsewhere, so nothing is removed.
    const elsewhere = `1. ${link(backpack)}`;
    expect(askedCategory([user("what would you take on a long weekend away?")])).toBeNull();
    expect(keepOnCategory({ text: elsewhere, history: [...history, user("what would you take on a long weekend away?")] })).toEqual({ text: elsewhere, removed: [] });
    // The same answer to a question that names the category is corrected.
    expect(keepOnCategory({ text: elsewhere, history: [user("which espresso machine should I buy?")] }).removed).toHaveLength(1);
  });

  it("an answer without links comes back exactly as written, whatever was asked", () => {
    const prose = "Look for a 15-bar pump and a steam wand.\n\n\n\nA grinder matters more than the machine. ";
    expect(keepOnCategory({ text: prose, history: [user("best espresso machine under $500?")] })).toEqual({ text: prose, removed: [] });
    expect(keepOnCategory({ text: prose, history: [user("tell me something nice")] })).toEqual({ text: prose, removed: [] });
  });
});
