// The labelled question set behind `npm run eval`: every item has a valid shape, a unique id,
// labels that point at real things (catalog categories, WEB passages), and the coverage the
// issue asks for. A stale label would silently turn a real failure into a pass.
import { evalItemSchema, loadEvalItems, SAFETY_KINDS, ITEM_KINDS } from "@/lib/eval/item";
import { detectCategory, loadCatalog } from "@/lib/catalog";
import { lookupReference } from "@/lib/scripture";

const items = loadEvalItems();
const count = (pred: (i: (typeof items)[number]) => boolean) => items.filter(pred).length;

describe("the eval set", () => {
  it("has at least 450 items, each valid against the schema", () => {
    expect(items.length).toBeGreaterThanOrEqual(450);
    for (const item of items) expect(evalItemSchema.safeParse(item).success).toBe(true);
  });

  it("uses every id once", () => {
    const seen = new Map<string, number>();
    for (const item of items) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
  });

  it("never asks the same question twice (numbers aside), so it is not a few templates", () => {
    const norm = (turns: string[]) => turns.join(" | ").toLowerCase().replace(/[\d$,.]+/g, "#").replace(/\s+/g, " ");
    const seen = new Set<string>();
    const repeats = items.filter((i) => (seen.has(norm(i.turns)) ? true : (seen.add(norm(i.turns)), false)));
    expect(repeats.map((i) => i.id)).toEqual([]);
  });

  it("covers every kind of the issue, crises and look-alikes in depth", () => {
    expect(count((i) => i.kind === "crisis")).toBeGreaterThanOrEqual(90);
    expect(count((i) => i.kind === "lookalike")).toBeGreaterThanOrEqual(90);
    for (const kind of ITEM_KINDS) expect([kind, count((i) => i.kind === kind) >= 10]).toEqual([kind, true]);
    for (const kind of SAFETY_KINDS) expect([kind, count((i) => i.expect.safety === kind) >= 8]).toEqual([kind, true]);
    expect(count((i) => i.kind === "crisis" && i.turns.length > 1)).toBeGreaterThanOrEqual(10);
    expect(count((i) => i.kind === "followup" && i.turns.length >= 3)).toBeGreaterThanOrEqual(8);
  });

  it("labels product asks with categories of the catalog taxonomy", () => {
    const slugs = new Set(loadCatalog().categories.map((c) => c.slug));
    const unknown = items.filter((i) => i.expect.category && !slugs.has(i.expect.category));
    expect(unknown.map((i) => `${i.id}: ${i.expect.category}`)).toEqual([]);
  });

  it("keeps no-pick items to things the catalog has no category for (a new category makes the label stale)", () => {
    const covered = items.filter((i) => i.expect.noPick && i.kind === "no_pick" && detectCategory(i.turns.join("\n")) !== null);
    expect(covered.map((i) => `${i.id}: ${detectCategory(i.turns.join("\n"))}`)).toEqual([]);
  });

  it("labels budgets that a real product answer can meet or honestly miss", () => {
    const budgeted = items.filter((i) => i.expect.budgetMax !== undefined || i.expect.budgetMin !== undefined);
    expect(budgeted.length).toBeGreaterThanOrEqual(30);
    for (const item of budgeted) expect([item.id, item.expect.category !== undefined]).toEqual([item.id, true]);
  });

  it("asks only for passages that exist in the bundled WEB", () => {
    const passages = items.filter((i) => i.expect.passage);
    expect(passages.length).toBeGreaterThanOrEqual(15);
    expect(passages.filter((i) => !lookupReference(i.expect.passage ?? "")).map((i) => i.id)).toEqual([]);
  });
});
