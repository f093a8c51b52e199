// One conversation with the embedded answerer, turn by turn (each answer goes back into the history),
// for the answerer's probe-kind test sets.
import { composeOfflineAnswer, type OfflineResult } from "@/lib/ai/offline";
import type { ChatTurn } from "@/lib/ai/model";

export function chat(turns: string[]): OfflineResult[] {
  const history: ChatTurn[] = [];
  return turns.map((content) => {
    history.push({ role: "user", content });
    const answer = composeOfflineAnswer({ messages: [...history], brandName: "Helpful Hand" });
    history.push({ role: "assistant", content: answer.text });
    return answer;
  });
}

export const ask = (question: string): OfflineResult => chat([question])[0]!;
