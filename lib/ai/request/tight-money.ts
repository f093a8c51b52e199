// "can't afford Christmas presents this year", "we're behind on rent and my kid needs new shoes":
// money trouble with a gift or a needed thing in it. Not a shopping question: a thoughtful answer
// about giving little, getting the thing for little or nothing, and help with the pressure behind it
// (compose-tight-money). A plain money worry with no thing in it is the guidance answers' to give.

export type TightMoney = {
  /** Gifts or a holiday are what can't be afforded. */
  gifts: boolean;
  /** The thing needed ("shoes", "winter coat"), when one is named. */
  need: string | null;
  /** Rent, bills or a lost job are behind it. */
  bills: boolean;
};

const TIGHT = /\blow[- ]income\b|\bfixed income\b|\bon (?:disability|ssi|ssdi|snap|food stamps|unemployment|welfare)\b|\b(?:we'?re|i'?m|we are|i am|were|im) (?:really |so |a bit |kinda |pretty |super )?(?:tight|strapped|short)(?: on (?:money|cash))?(?: (?:this|right) (?:month|now|week|year))?\b(?! (?:fit|space|deadline|schedule))|\b(?:things|money|finances|budget|cash)(?:'s| are| is| have been| has been| were| was| been| getting) (?:really |so |super |very |pretty |a bit |kinda |kind of |extra )?(?:tight|short|rough|lean)\b|\b(?:can'?t|cant|cannot|can not|couldn'?t|won'?t be able to|not able to|unable to|barely|hardly) (?:really |even |quite )?afford\b|\b(?:behind|late) on (?:the |my |our )?(?:rent|bills|payments|mortgage|utilities|electric\w*|car payments?)\b|\bmoney(?:'s| is| has been| was) (?:really |so |super |very |extra |pretty |a bit |kind of |kinda )?(?:tight|short|scarce)\b|\b(?:we'?re|i'?m|we are|i am|im) (?:so |really |flat |pretty |totally |kinda |basically )?broke\b|\bno (?:extra )?money (?:for|left|to spend)\b|\b(?:tight|lean|hard|rough|thin) (?:year|month|season|christmas|holiday)\b|\bstruggling (?:to pay|financially|with money|to make ends meet|to afford)\b|\bpaycheck to paycheck\b|\bcan'?t make ends meet\b|\b(?:lost|lose) (?:my|his|her|our) (?:job|income)\b|\bout of work\b/;
const GIFTS = /\b(?:christmas|xmas|holidays?|birthdays?|hanukkah|presents?|gifts?|stockings?|santa)\b/;
const BILLS = /\b(?:rent|bills|mortgage|utilities|electric bill|evict\w*|paycheck|out of work)\b|\b(?:lost|lose|losing) (?:my|his|her|our|the) (?:job|income)\b/;
const THINGS = "shoes|sneakers|boots|winter coat|coat|jacket|clothes|glasses|bed|crib|car seat|fridge|refrigerator|washer|washing machine|dryer|stove|laptop|computer|phone|school supplies|backpack|uniforms?|diapers|formula|mattress|stroller|tires|furnace|heater";
const NEED = new RegExp(`\\b(?:afford|pay for|replace)\\b (?:a |an |new |the |another |to replace (?:my |our |the )?)*(${THINGS})\\b|\\b(?:get|afford|pay for|need|have)\\b.{0,25}?\\b(internet|wi-?fi|phone plan|phone service|cell plan|cell service)\\b|\\b(?:needs?|outgrew|outgrown|grew out of|has holes in|have holes in|worn out)\\b(?: (?:a|an|some|new|his|her|their|my|our|another))*\\s*(${THINGS})\\b|\\b(${THINGS}) (?:just |finally |completely )?(?:broke|died|snapped|cracked|is broken|are broken|gave out|stopped working|(?:are|is) (?:falling apart|worn out|too small))\\b`);
// "can't afford that one, anything cheaper?" asks for a cheaper pick: shopping, answered as shopping.
const CHEAPER_PICK = /\b(?:cheaper|less expensive|more affordable|budget (?:pick|option|one|model)|alternatives?|something (?:else|under)|anything (?:under|less|else)|under \$?\d|that one|those|these)\b/;

/** The money trouble a message describes around a gift or a needed thing, or null. */
export function tightMoney(text: string): TightMoney | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!TIGHT.test(t) || CHEAPER_PICK.test(t)) return null;
  const gifts = GIFTS.test(t);
  const m = NEED.exec(t);
  const need = m ? (m.slice(1).find((g) => g !== undefined) ?? null) : null;
  if (!gifts && !need) return null;
  return { gifts, need, bills: BILLS.test(t) };
}
