// The offline responder: a retrieval-based answerer over the bundled catalog and scripture,
// used when no model is configured. Same streaming shape as the model path.
import { analyzeConversation, type ChatMessage } from "./conversation";
import { composeCrisisAnswer } from "./compose-crisis";
import { composeDecisionAnswer } from "./compose-decision";
import { composeGeneralAnswer } from "./compose-general";
import { composeHealthAnswer } from "./compose-health";
import { composePlanningAnswer } from "./compose-planning";
import { composeProductAnswer, composeProductClarifier } from "./compose-product";
import { chunkAnswer } from "./stream";

export interface OfflineInput {
  messages: ChatMessage[];
  amazonTag?: string | null;
  brandName: string;
}

export type { ChatMessage };

function compose(input: OfflineInput): string {
  const a = analyzeConversation(input.messages);
  // The seed varies the verse between questions but keeps one question's answer stable.
  const seed = a.text;
  switch (a.intent) {
    case "crisis":
      return composeCrisisAnswer({ seed });
    case "product":
      return a.category
        ? composeProductAnswer({ text: a.text, category: a.category, amazonTag: input.amazonTag, seed })
        : composeProductClarifier({ seed });
    case "decision":
      return composeDecisionAnswer({ text: a.text, seed });
    case "planning":
      return composePlanningAnswer({ text: a.text, seed, amazonTag: input.amazonTag });
    case "health":
      return composeHealthAnswer({ text: a.text, seed });
    default:
      return composeGeneralAnswer({
        last: a.last,
        brandName: input.brandName,
        starter: a.starter,
        acknowledgement: a.acknowledgement,
        seed,
      });
  }
}

/** The whole answer at once. */
export async function offlineAnswer(input: OfflineInput): Promise<string> {
  return compose(input);
}

/** The answer in small pieces, like a model stream; the pieces join to exactly offlineAnswer's text. */
export async function* offlineRespond(input: OfflineInput): AsyncGenerator<string> {
  const chunks = chunkAnswer(compose(input));
  for (let i = 0; i < chunks.length; i++) {
    // Yield to the event loop now and then so a long answer never blocks other requests.
    if (i % 16 === 15) await new Promise<void>((resolve) => setImmediate(resolve));
    yield chunks[i];
  }
}
