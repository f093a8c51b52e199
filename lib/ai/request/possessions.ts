// What someone already owns is a spec of what they ask for, never the thing asked for.
// "I have an iPhone", "she uses a MacBook", "we already own a PS5": what someone owns, up to a comma or "and".
const POSSESSION = /\b(?:i|we|she|he|they|my \w+|his \w+|her \w+)\s+(?:just |already |recently |finally )?(?:have|has|own|owns|use|uses|got|bought)\s+(?:an?|the|my|his|her|their|one)?\s*[a-z0-9' -]*?(?=[,.;!?]|\band\b|\bbut\b|\bso\b|$)/g;
export const withoutPossessions = (text: string) => text.toLowerCase().replace(POSSESSION, " ");

/** The first "I have an iPhone 17" in the message, or null. */
export function firstPossession(text: string): string | null {
  const owned = POSSESSION.exec(text)?.[0] ?? null;
  POSSESSION.lastIndex = 0;
  return owned;
}

// "I have a mini fridge and a microwave": a list of things owned, every item of it.
const OWNED_LIST = new RegExp(`${POSSESSION.source}(?:\\s*,?\\s*(?:and|&)\\s+(?:an?|the|my|some) [a-z0-9' -]*?(?=[,.;!?]|\\band\\b|\\bbut\\b|\\bso\\b|\\bin\\b|$))*`, "g");
/** The message without the things its speaker owns, lists included ("I have X and a Y"). */
export const withoutOwnedThings = (text: string) => text.toLowerCase().replace(OWNED_LIST, " ");
