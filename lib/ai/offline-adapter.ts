// The one place the pipeline asks the embedded answerer. Until the ANSWERER branch lands this calls
// the existing offline responder; switching is a one-line change to composeOfflineAnswer (contract 3).
import { site } from "@/lib/config/site";
import { offlineAnswer } from "@/lib/ai/offline";
import type { ChatTurn } from "@/lib/ai/model";

type Budget = { min: number | null; max: number | null; around?: number };

/** Contract 3's result shape (lib/ai/offline/index.ts will export it once the answerer lands). */
export type OfflineResult = {
  text: string;
  kind: "product" | "no_pick" | "clarify" | "compare" | "decision" | "health" | "scripture" | "about" | "general";
  category: string | null;
  picks: string[];
  budget: Budget | null;
  outsideBudget: boolean;
  verses: string[];
};

export async function answerOffline(input: { messages: ChatTurn[]; variant?: number; previous?: string }): Promise<OfflineResult> {
  const text = await offlineAnswer({ messages: input.messages, amazonTag: site.amazonTag, brandName: site.name });
  return { text, kind: "general", category: null, picks: [], budget: null, outsideBudget: false, verses: [] };
}
