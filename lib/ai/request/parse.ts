// parseRequest (contract 2): reads the whole conversation turn by turn, carrying the state
// (category, budget, needs, last picks) forward so a follow-up like "cheaper?" or "what about
// for a beginner?" modifies the previous request instead of starting over.
import { withMoney } from "./money-wisdom";
import { picksInAnswer } from "./previous-picks";
import { readTurn } from "./read-turn";
import { shoppingInThread, thingInItsOwnWords } from "./thread-need";
import { withRuledOut } from "./ruled-out";
import { base, EMPTY_STATE, nextState } from "./thread-state";
import type { ChatTurn, RequestModel } from "./types";

export { readTurn } from "./read-turn";
export { withoutPossessions } from "./possessions";

export function parseRequest(turns: ChatTurn[]): RequestModel {
  let state = EMPTY_STATE;
  let request = base(state);
  let lastAnswer = "";
  const earlier: string[] = [];
  for (const turn of turns) {
    if (turn.role === "assistant") {
      lastAnswer = turn.content;
      continue;
    }
    const before = { ...state, previousPicks: picksInAnswer(lastAnswer) };
    const read = readTurn(turn.content, before);
    // "what kind of chair would help?" after back pain: a shopping ask in a health or life thread, with its need.
    const inThread = shoppingInThread(turn.content, earlier, read) ?? thingInItsOwnWords(turn.content, read) ?? read;
    request = withMoney(withRuledOut(inThread, before, turn.content), turn.content);
    earlier.push(turn.content);
    state = nextState(request, before, turn.content);
    lastAnswer = "";
  }
  return request;
}
