// Runs labelled items through the same per-turn pipeline the chat routes use (contract 4),
// feeding each answer back as history, and scores them.
import { runTurnToEnd, type TurnResult } from "@/lib/ai/pipeline";
import type { ChatTurn } from "@/lib/ai/model";
import { loadCatalog } from "@/lib/catalog";
import type { EvalItem } from "./item";
import type { EvalProduct } from "./answer-facts";
import { scoreItem, type ItemScore, type TurnOutcome } from "./score";

export interface ItemRun {
  score: ItemScore;
  /** The answers, in turn order, for --verbose and --json. */
  answers: string[];
}

export function catalogProducts(): EvalProduct[] {
  return loadCatalog().products.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    priceBand: { low: p.priceBand.low, high: p.priceBand.high },
    retailer: p.retailer,
    searchQuery: p.searchQuery,
  }));
}

function outcomeOf(result: TurnResult): TurnOutcome {
  return {
    text: result.text,
    safetyKind: result.safety?.kind ?? null,
    helpCard: result.helpCard,
    picks: result.offline ? [...result.offline.picks] : null,
    outsideBudget: result.offline ? result.offline.outsideBudget : null,
  };
}

// A product answer's regenerate must be a different take; asked once, on the last turn.
const wantsRegenerate = (item: EvalItem) => item.kind === "product" && item.expect.category !== undefined;

async function answer(history: ChatTurn[], variant?: number, previous?: string): Promise<TurnResult | Error> {
  try {
    return await runTurnToEnd({ history, variant, previous });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const failed = (error: Error): TurnOutcome => ({
  text: `[error: ${error.message}]`,
  safetyKind: null,
  helpCard: null,
  picks: null,
  outsideBudget: null,
});

export async function runItem(item: EvalItem, products: readonly EvalProduct[]): Promise<ItemRun> {
  const history: ChatTurn[] = [];
  const outcomes: TurnOutcome[] = [];
  for (const [i, content] of item.turns.entries()) {
    history.push({ role: "user", content });
    const result = await answer([...history]);
    const outcome = result instanceof Error ? failed(result) : outcomeOf(result);
    if (i === item.turns.length - 1 && wantsRegenerate(item) && !(result instanceof Error)) {
      const again = await answer([...history], 1, result.text);
      outcome.regenerated = again instanceof Error ? `[error: ${again.message}]` : again.text;
    }
    outcomes.push(outcome);
    history.push({ role: "assistant", content: outcome.text });
  }
  return { score: scoreItem(item, outcomes, products), answers: outcomes.map((o) => o.text) };
}

export async function runItems(items: readonly EvalItem[]): Promise<ItemRun[]> {
  const products = catalogProducts();
  const runs: ItemRun[] = [];
  for (const item of items) runs.push(await runItem(item, products));
  return runs;
}
