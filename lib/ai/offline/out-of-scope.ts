// Questions the embedded answerer can't serve, answered honestly by name instead of "tell me
// more": live information it has no connection to, creative writing it isn't built for, and
// requests to reveal or drop its instructions. Simple arithmetic it can just do.

const LIVE = /\b(?:weather|forecast|will it (?:rain|snow)|temperature (?:today|tomorrow|outside|right now)|news|headlines|(?:final |the )?score of|who won (?:the|last)|stock price|share price|(?:bitcoin|crypto|gas) prices? (?:today|now|right now)|exchange rate|what time is it|traffic (?:today|now|right now))\b/;
const WRITING = /\b(?:write|compose|draft|make up) (?:me |us )?(?:a|an|my|some) (?:poem|song|story|short story|essay|rap|haiku|limerick|joke|jokes|speech|novel|script)\b/;
const INSTRUCTIONS = /\b(?:system prompt|your (?:instructions|prompt|rules|guidelines)|ignore (?:all |any |your |the |previous |prior |earlier )*(?:instructions|rules|prompts?)|developer mode|jailbreak|jailbroken|dan mode|you are now (?:dan|an? (?:unrestricted|unfiltered|uncensored)))\b/;
const POLITICS = /\b(?:who (?:should|do) (?:i|we) vote for|(?:your|you) (?:opinion|view|take|stance|position) on (?:abortion|politics|the election|gun control|immigration|trump|biden|harris|democrats?|republicans?)|(?:democrat|republican|liberal|conservative) or (?:democrat|republican|liberal|conservative)|which (?:party|candidate) (?:is|should)|(?:are you|is this app) (?:liberal|conservative|left|right[- ]wing|left[- ]wing|political))\b/;
const PRAYER = /\b(?:can|could|would|will) you (?:please )?pray (?:for|with|over) (?:me|us|my|our)\b|^(?:please )?pray for (?:me|us|my|our)\b|\bplease pray\b|\bpray with me\b|\b(?:say|write|give|share|need|want|find)(?: me| us)? (?:a |some |one )?(?:short |quick |little )?prayers?\b|^(?:a |any )?(?:short |quick )?prayers? (?:for|before|about|over|to)\b|\bhow (?:do|should|can) i pray (?:for|about)\b/;
// A prayer that fits what the person named (surgery, a child, a marriage, an interview, a loss, fear).
const PRAYERS: [RegExp, string][] = [
  [/\b(?:surgery|operation|hospital|sick|illness|cancer|chemo|diagnos\w*|healing|recovery|procedure|doctor)\b/, "Lord, I bring to You the one I love who needs Your healing. Guide the hands of the doctors and nurses, calm every fear, and hold them in Your peace through every hour of this. Give us strength for today and hope for tomorrow. I trust them to Your care. Amen."],
  [/\b(?:son|daughter|kids?|child|children|teen\w*|grandson|granddaughter|baby)\b/, "Lord, You love my child even more than I do. Please protect them, meet them where they are struggling, and surround them with good people. Give me patience, wisdom and the right words, and help them know they are loved by You and by me. Amen."],
  [/\b(?:marriage|husband|wife|spouse|divorce)\b/, "Lord, I bring our marriage to You. Soften our hearts toward each other, help us listen before we speak, forgive as You forgive us, and find our way back to one another. Give us humility, patience and the help we need. Amen."],
  [/\b(?:interview|job|work|career|exam|test|boss)\b/, "Lord, thank You for this opportunity. Calm my nerves, clear my mind, and help me speak honestly and well. Whatever the outcome, help me trust that You are with me and that my worth doesn't rest on one day. Amen."],
  [/\b(?:died|death|passed|loss|grief|grieving|funeral)\b/, "Lord, You are close to the brokenhearted. Comfort us in this loss, hold us when the grief comes in waves, and surround us with people who love us. Thank You for the gift of the life we're missing. Amen."],
  [/\b(?:scared|afraid|fear|anxious|anxiety|worried|panic)\b/, "Lord, I'm afraid, and You know it already. Be near me now. Quiet my racing thoughts, give me Your peace that passes understanding, and help me take the next small step, trusting that You are holding me. Amen."],
];
const GENERAL_PRAYER = "Lord, You know what I'm carrying today, even the parts I can't put into words. Please give me Your peace, the wisdom to take the next step, and people to walk with me. I trust You with what I can't control. Amen.";
const prayerFor = (t: string) => PRAYERS.find(([re]) => re.test(t))?.[1] ?? GENERAL_PRAYER;

// "a good restaurant in chicago", "coffee shops near me": a place to go, which no vetted list or map here holds.
const LOCAL = /\b(?:restaurants?|places? to eat|somewhere (?:good )?to eat|where (?:to|should (?:i|we)) eat|coffee shops?|cafes?|bars?|pubs?|hotels?|motels?|airbnbs?|baker(?:y|ies)|pizza (?:places?|spots?)|brunch (?:places?|spots?)|steakhouses?|sushi (?:places?|spots?)|barbers?|hair salons?|nail salons?|mechanics?|plumbers?|electricians?|dentists?|pediatricians?|daycares?) (?:in|near|around|close to) (?!(?:the|my|our|your|a|an|his|her|their|this|that|front|back)\b)\w+|\bthings to do in\b|\bplaces to (?:visit|go|stay|eat) in\b|\b(?:restaurant|hotel|coffee shop|bar) recommendations?\b|\brecommend (?:a |me a |any )?(?:good )?(?:restaurant|hotel|coffee shop|bar|place to eat)\b/;
// "what is the capital of australia", "who invented the telephone": general knowledge, which I have no reference to check offline.
const FACTS = /\b(?:(?:the )?capital (?:city )?of [a-z]+|population of [a-z]+|who (?:invented|discovered|painted|founded|was the first (?:person|man|woman|president|king))|what year (?:did|was) (?!i|we|my)|(?:tallest|longest|largest|biggest|deepest) (?:mountain|river|country|city|ocean|lake|building|desert|planet)s? (?:in|on) (?:the )?(?:world|earth|us|america)|how many (?:countries|states|continents|planets|oceans|bones) (?:are|is|does|do)|speed of light|boiling point of|(?:tell me |teach me |explain )?(?:about )?the history of (?:the )?(?:roman|greek|ottoman|british|mongol|byzantine|persian|aztec|inca|chinese|egyptian|french|russian|american|civil|world|cold|vietnam|korean) \w+|who was (?:the first|napoleon|julius caesar|alexander the great|genghis khan|cleopatra|abraham lincoln|george washington))\b/;
const EULOGY = /\b(?:write|writing|help (?:me )?(?:write|with)|draft|what (?:do|should) i say in)\b.{0,20}\b(?:a |the |my )?(?:eulogy|obituary)\b|\beulogy for\b/;
const MEMORY = /\b(?:do you|can you|will you) (?:remember|recall)\b|\bremember (?:what|when) (?:i|we) (?:told|said|talked|asked)\b/;
const FRUSTRATED = /\b(?:you(?:'re| are)|ur|youre|this is|that's|that was|your answers? (?:is|are)) (?:so |really |pretty |completely |totally |kinda |kind of |a bit |a little )?(?:useless|stupid|dumb|worthless|terrible|awful|no help|not helpful|unhelpful|garbage|trash)\b/;
const APOLOGY = /^(?:sorry|so sorry|my bad|apologies|oops)\b[^?]{0,50}$/;
const JOKE = /\b(?:tell|give|write|make up|know|got|have) (?:me |us )?(?:a |any |another |one more |some )?(?:good |clean |funny |quick |short |dad |bible |christian |church )?jokes?\b|^(?:a |another )?(?:good |clean |funny |dad )?joke(?: please)?\s*[?!.]*$|\bmake me (?:laugh|smile)\b/;
// Clean ones, fit for any age, told as they are: a person asking for a joke wants one, not a refusal.
const JOKES = [
  "Why did the scarecrow win an award? Because he was outstanding in his field.",
  "I told my wife she should embrace her mistakes. She gave me a hug.",
  "Who was the greatest financier in the Bible? Noah: he was floating his stock while the whole world was in liquidation.",
  "Why don't eggs tell jokes? They'd crack each other up.",
  "What do you call a fake noodle? An impasta.",
];
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

/**
 * Replies that win over any other reading of the message: requests to drop the instructions, to take
 * a political side, to pray, or to remember other conversations. Null for anything else.
 */
export function standaloneReply(text: string): { about: "instructions" | "politics" | "prayer" | "memory" | "local" | "facts"; text: string } | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (INSTRUCTIONS.test(t)) {
    return { about: "instructions", text: "I can't share or set aside the instructions I work with, and I only recommend products I have vetted, with their own links. I'm glad to help with what you came for." };
  }
  if (POLITICS.test(t)) {
    return { about: "politics", text: "I don't take sides on political questions or tell anyone how to vote, and on deeply held moral questions I'd rather point you to Scripture, prayer and people who know you than give an opinion of my own. I'm glad to help you think through how you'll weigh it, or find passages on a topic." };
  }
  if (PRAYER.test(t)) {
    return { about: "prayer", text: [
      "I'm an AI, so I can't pray for you the way a friend or your church family can, and I'd gently encourage you to ask one of them; it's a gift to be asked. If it helps, here is a prayer you could pray now, in your own words or these:",
      `_${prayerFor(t)}_`,
      "If you'd like to tell me what's going on, I'm here to listen and help you think it through.",
    ].join("\n\n") };
  }
  if (LOCAL.test(t)) {
    return { about: "local", text: "I can't look up places near you or recommend a particular restaurant, shop or local business: I have no map or live listings here, and I'd rather not guess. A maps app and recent local reviews will serve you better. If you're choosing between a few you've found, I'm glad to help you weigh them (price, reviews, distance, what the occasion needs)." };
  }
  if (FACTS.test(t)) {
    return { about: "facts", text: "That's a general-knowledge question, and it's outside what I'm built for: I help with purchases, decisions, plans and general health questions, and offline I have no encyclopedia to check a fact against, so I'd rather not guess. A search engine or an encyclopedia will have it in seconds. Is there something you're deciding or shopping for that I can help with?" };
  }
  if (MEMORY.test(t)) {
    return { about: "memory", text: "I only see this conversation, and I don't carry memories from one conversation to the next. If you're signed in, your earlier conversations are saved in your history, and opening one lets you pick up where you left off." };
  }
  return null;
}

/** An honest reply naming what can't be done (or the sum), or null when the question is something else. */
export function outOfScopeReply(text: string): string | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  if (INSTRUCTIONS.test(t)) {
    return "I can't share or set aside the instructions I work with, but I'm glad to help with what you came for.";
  }
  if (FRUSTRATED.test(t)) return "I'm sorry that wasn't helpful. Tell me in a sentence what you were hoping for, and I'll try a different way.";
  if (APOLOGY.test(t)) return "No need to apologize. Stress makes everything heavier. If you'd like, tell me what's weighing on you, or we can pick up where we left off.";
  if (JOKE.test(t)) {
    return `${JOKES[t.length % JOKES.length]}\n\nThat's about the extent of my comedy. If there's something you're shopping for or deciding, I'm glad to help with that too.`;
  }
  const sum = arithmetic(t);
  if (sum) return `${sum} Math isn't my main job, but that one's quick.`;
  if (LIVE.test(t)) {
    return "I can't check live information like the weather, news, scores or today's prices: I have no connection to live data, and I'd rather not guess. A weather or news app will have it right now.";
  }
  // "help me write a eulogy for my grandma": no writing it for them, but the shape many people use, kindly.
  if (EULOGY.test(t)) {
    return "I'm so sorry about your loss. I can't write it for you here, but a eulogy doesn't need to be polished to be right, and a simple shape helps:\n\n1. **Who they were, in a sentence or two:** where they came from, the people and things they loved.\n2. **Two or three short stories** that show them as they really were (funny ones are welcome; they help people breathe).\n3. **What they gave you and others:** a habit, a saying, a way of loving people, their faith.\n4. **A goodbye:** a thank-you to them, a verse or a line they loved, and a word of hope.\n\nAim for three to five minutes (roughly 400 to 700 words), write it the way you talk, print it in large type, and it's fine to pause or cry. If you'd like, I can suggest a few passages that are often read at funerals.";
  }
  const writing = WRITING.exec(t);
  if (writing) {
    return `Writing a ${writing[0].split(" ").pop()} isn't something I do here: I'm built to help with purchases, decisions, plans and general health questions, and to be careful with what I say.`;
  }
  return null;
}
