// The embedded answerer's result (contract 3).
import type { Budget } from "@/lib/ai/request";
import type { ChatTurn } from "@/lib/ai/model";

export type OfflineKind = "product" | "no_pick" | "clarify" | "compare" | "decision" | "health" | "scripture" | "about" | "general";

export type OfflineResult = {
  /** Markdown. */
  text: string;
  kind: OfflineKind;
  category: string | null;
  /** Product ids, in order. */
  picks: string[];
  budget: Budget | null;
  /** Nothing fitted the budget; the closest option is shown and labelled. */
  outsideBudget: boolean;
  /** References quoted, "Proverbs 3:5-6". */
  verses: string[];
};

export type Composed = OfflineResult;

export type OfflineInput = {
  messages: ChatTurn[];
  amazonTag?: string | null;
  brandName: string;
  /** 0 first answer; regenerate passes 1, 2, …: a different take. */
  variant?: number;
  /** The answer being regenerated: the new text must differ from it. */
  previous?: string;
};

export const plain = (text: string, kind: OfflineKind, verses: string[], extra: Partial<OfflineResult> = {}): OfflineResult => ({
  text, kind, category: null, picks: [], budget: null, outsideBudget: false, verses, ...extra,
});
