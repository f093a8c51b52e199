// The request model (contract 2) and the pure ranking built on it.
export type { Budget, ChatTurn, ConversationState, FollowUp, RequestIntent, RequestModel, SizeWish } from "./types";
export { parseKind, parseSizeWish, kindLabel } from "./kinds";
export { parseRequest, readTurn } from "./parse";
export { parseBudget, budgetLabel } from "./budget";
export { parseNeeds, needLabel } from "./needs";
export { picksInAnswer } from "./previous-picks";
export { decisionGuides, decisionGuide, matchDecisionGuide, type DecisionGuide } from "./decision-guides";
export { rankPicks, type RankedPicks } from "./rank";
