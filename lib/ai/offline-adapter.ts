// The one place the pipeline asks the embedded answerer (contract 3): composeOfflineAnswer, which
// reads the request model for the whole conversation and gives a different take on regenerate.
import { site } from "@/lib/config/site";
import { composeOfflineAnswer, type OfflineResult } from "@/lib/ai/offline";
import type { ChatTurn } from "@/lib/ai/model";

export type { OfflineResult };

export async function answerOffline(input: { messages: ChatTurn[]; variant?: number; previous?: string }): Promise<OfflineResult> {
  return composeOfflineAnswer({ messages: input.messages, amazonTag: site.amazonTag, brandName: site.name, variant: input.variant, previous: input.previous });
}
