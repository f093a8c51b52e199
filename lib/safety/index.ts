// The safety layer (issue 9, contract 4): one detector and one reply for both engines.
export { detectSafety, assessSafety, isSafetyMessage, hitsInMessage, normalizeForSafety, readsAsTopic, saysSafeNow } from "./detect";
export { safetyReply, safetyReminder, helpComesFirst } from "./reply";
export { safetyData } from "./data";
export * from "./types";
