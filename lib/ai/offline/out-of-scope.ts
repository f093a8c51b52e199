// Questions the embedded answerer can't serve, answered honestly by name instead of "tell me
// more": live information it has no connection to, creative writing it isn't built for, and
// requests to reveal or drop its instructions. Simple arithmetic it can just do.

const LIVE = /\b(?:weather|forecast|will it (?:rain|snow)|temperature (?:today|tomorrow|outside|right now)|news|headlines|(?:final |the )?score of|who won (?:the|last)|stock price|share price|(?:bitcoin|crypto|gas) prices? (?:today|now|right now)|exchange rate|what time is it|traffic (?:today|now|right now))\b/;
const WRITING = /\b(?:write|compose|draft|make up) (?:me |us )?(?:a|an|my|some) (?:poem|song|story|short story|essay|rap|haiku|limerick|joke|jokes|speech|novel|script)\b/;
const INSTRUCTIONS = /\b(?:system prompt|your (?:instructions|prompt|rules|guidelines)|ignore (?:all |any |your |the |previous |prior |earlier )*(?:instructions|rules|prompts?)|developer mode|jailbreak|dan mode)\b/;
const ARITHMETIC = /(-?\d+(?:\.\d+)?)\s*(\+|-|\*|×|x|\/|÷|plus|minus|times|multiplied by|divided by)\s*(-?\d+(?:\.\d+)?)\s*\??\s*$/;

const SYMBOL: Record<string, string> = { "+": "+", plus: "+", "-": "−", minus: "−", "*": "×", "×": "×", x: "×", times: "×", "multiplied by": "×", "/": "÷", "÷": "÷", "divided by": "÷" };

function arithmetic(text: string): string | null {
  const m = ARITHMETIC.exec(text);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[3])];
  const op = SYMBOL[m[2]];
  if (op === "÷" && b === 0) return `${m[1]} ÷ 0 has no answer: nothing can be divided by zero.`;
  const value = op === "+" ? a + b : op === "−" ? a - b : op === "×" ? a * b : a / b;
  const shown = Number.isInteger(value) ? value.toLocaleString("en-US") : Number(value.toFixed(4)).toLocaleString("en-US", { maximumFractionDigits: 4 });
  return `${m[1]} ${op} ${m[3]} = **${shown}**.`;
}

/** An honest reply naming what can't be done (or the sum), or null when the question is something else. */
export function outOfScopeReply(text: string): string | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (INSTRUCTIONS.test(t)) {
    return "I can't share or set aside the instructions I work with, but I'm glad to help with what you came for.";
  }
  const sum = arithmetic(t);
  if (sum) return `${sum} Math isn't my main job, but that one's quick.`;
  if (LIVE.test(t)) {
    return "I can't check live information like the weather, news, scores or today's prices: I have no connection to live data, and I'd rather not guess. A weather or news app will have it right now.";
  }
  const writing = WRITING.exec(t);
  if (writing) {
    return `Writing a ${writing[0].split(" ").pop()} isn't something I do here: I'm built to help with purchases, decisions, plans and general health questions, and to be careful with what I say.`;
  }
  return null;
}
