// The safety layer (issue 9, contract 4): one detector and one reply for both engines.
export { detectSafety, hitsInMessage, normalizeForSafety } from "./detect";
export { safetyReply } from "./reply";
export { safetyData } from "./data";
export * from "./types";
