// Questions about the app itself and the small talk of a conversation (eighth pass). Before, "do
// you sell my data?", "how do I delete my account?", "good morning" and "I'm bored" got "tell me a
// bit more" or a no-pick for "mornings". Facts here follow the Privacy Policy page (app/privacy-policy)
// and the spec ("Beta: access is free"); nothing is claimed that the product doesn't do.

import { EXAMPLES } from "./compose-general";

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'").trim();

type Reply = { text: string; themes: string[] };

const DATA = /\b(?:sell|share|selling|sharing)\b.{0,30}\b(?:data|what i (?:type|write|say)|my (?:chats?|messages?|info)|to advertisers)\b|\b(?:sell|share|selling|sharing|use|using) (?:my|our|your users'?|people'?s) (?:data|info|information|conversations?|chats?|messages?)\b|\b(?:is|are) (?:my |our |these |the )?(?:chats?|conversations?|messages?|data|this (?:app|chat|site|conversation)) (?:private|confidential|secure|encrypted|safe)\b|\bwhat happens to (?:what i (?:type|write|say)|my (?:messages|chats?|data|conversations?))\b|\bwho can (?:see|read) (?:my|this|these|what i)\b|\b(?:do|does) (?:you|anyone|your team|the team) (?:read|see|look at) my (?:chats?|messages?|conversations?)\b|\bprivacy policy\b|\bmy privacy\b/;
const DELETE = /\b(?:delete|erase|remove|close|deactivate) (?:my |this |the )?(?:whole |entire )?(?:account|profile|data|history|chat history|conversations?|chats?)\b/;
const COST = /\bis (?:this|it|the app|this app|the site|this site|[a-z]+ hand) (?:free|paid|expensive)\b|\bhow much (?:does|is) (?:this|it|the app|this app) cost\b|\bdo i (?:have|need) to pay\b|\bwhat does (?:this|the app|it|[a-z]+ hand) cost\b/;
const TRANSLATION = /\b(?:which|what) (?:bible )?(?:translation|version)(?: of the bible)?(?: do| are| is)?\b|\bwhat bible (?:do|are) you (?:use|using|quote|quoting)\b|\bwhy (?:the )?web\b|\bworld english bible\b.*\?/;
const FAITH_OF_APP = /\b(?:are|r) (?:you|u) (?:a )?(?:christian|catholic|protestant|religious|saved|a believer|baptist|born again)\b|\bdo (?:you|u) believe in (?:god|jesus)\b|\bis this (?:a )?christian (?:app|site|thing)\b|\bwhat denomination\b/;
const VERSES_WHY = /\bwhy (?:do|does) (?:you|u|it|this app) (?:always )?(?:quote|use|put|add|include|show) (?:the )?(?:bible|scripture|verses?)\b|\b(?:skip|stop|drop|turn off|no more|leave out|without|don'?t (?:put|add|include|show)|do not (?:put|add|include|show)) (?:the |your |any |all )?(?:bible |scripture )?(?:verses?|scripture|bible(?: verses)?)\b|\b(?:i'?m|i am) not (?:religious|christian|a christian|a believer)\b/;
const WHAT_CAN = /^(?:so |ok |okay |hey |hi )?(?:what (?:can|do|else can) (?:you|u) do|what are you (?:good )?for|how can you help(?: me)?|what do you help with|what can i ask(?: you)?|what do you do)\b[\s?!.]*$/;
const HUMAN = /\b(?:talk|speak|chat|get) (?:to|with|through to) (?:a |an )?(?:real |live |actual )?(?:person|human|someone real|agent|representative|staff|someone from (?:the )?team)\b|\bcontact (?:the |your )?(?:team|support|developers?|company)\b/;
const OTHER_AI = /\b(?:better|worse|different|smarter) (?:than|from) (?:chat ?gpt|gpt|claude|gemini|google|siri|alexa|copilot)\b/;
const NAME = /\b(?:do|can) (?:you|u) (?:know|see|remember) (?:my name|who i am)\b|\bwhat'?s my name\b/;

const CHAT_LIST = "the conversation list";

export function appQuestionReply(text: string, brandName: string): Reply | null {
  const t = norm(text);
  if (DELETE.test(t)) {
    return { themes: ["counsel"], text: [
      `You can delete any single conversation yourself, at any time, from ${CHAT_LIST} (its menu has **Delete**); it's removed from our database at once.`,
      `To delete your whole account and everything with it, use the **Contact** page (linked at the bottom of every page) with the topic "Privacy or deleting my data", or email the address in the Privacy Policy from your account's email. The team confirms it's you, then deletes your account, profile picture, conversations and waiting-list records within 30 days and emails you when it's done.`,
    ].join("\n\n") };
  }
  if (DATA.test(t)) {
    return { themes: ["honesty"], text: [
      `Straight answer: ${brandName} doesn't sell or rent your data, and there are no third-party ads in the app.`,
      "If you're signed in, your conversations are saved so you can come back to them, and you can delete any of them whenever you like. Our team sees only counts and dates in its lists, never your messages; opening a conversation needs a stated reason (for example one you reported), is logged, and a conversation you hide behind your secret phrase can't be opened by the team at all.",
      "Even so, please don't share passwords, card numbers or detailed health records in a chat. The **Privacy Policy** (linked at the bottom of every page) has the full details, including how to get a copy of your data.",
    ].join("\n\n") };
  }
  if (COST.test(t)) {
    return { themes: ["generosity"], text: `During the beta, ${brandName} is free to use. It may receive a commission when you buy through a retailer link in a recommendation; that never decides what I recommend, and I'll tell you when I don't have a good pick rather than send you somewhere.` };
  }
  // "what translation should I start with?" asks for advice on reading, not which one I quote (a faith question).
  if (TRANSLATION.test(t) && !/\b(?:should (?:i|we)|start with|to start|for (?:me|a new|beginners?|my)|best|good|recommend\w*|easiest|study)\b/.test(t)) {
    return { themes: ["learning"], text: "I quote the **World English Bible (WEB)**, a modern-English translation in the public domain, so it can be quoted word for word, and every verse I show is checked against the bundled text. I can't quote the KJV, NIV, ESV or others exactly; the references are the same, so you can read any passage in your own Bible too." };
  }
  if (FAITH_OF_APP.test(t)) {
    return { themes: ["counsel"], text: `I'm an AI, so I don't have faith of my own the way a person does. ${brandName} is built to frame its answers with Scripture, quoted word for word from the World English Bible, and it doesn't take sides between churches or denominations. For questions of faith and life, a pastor or a trusted believer who knows you will always be a better guide than I am.` };
  }
  if (VERSES_WHY.test(t)) {
    return { themes: [], text: `${brandName} is built to frame its answers with wisdom from Scripture, so most answers end with a verse from the World English Bible. I can't switch that off, but the verse always comes after the answer itself, so you're free to skip past it. Everything else (the picks, the trade-offs, the plan or the health information) stands on its own.` };
  }
  if (WHAT_CAN.test(t)) return { themes: ["wisdom"], text: `I'm ${brandName}, an AI thinking partner. Here's what I can help with:\n\n${EXAMPLES}\n\nI can also find Bible passages for what you're going through, quoted word for word. What would you like to start with?` };
  if (HUMAN.test(t)) {
    return { themes: ["friendship"], text: `I'm an AI, not a person. To reach the ${brandName} team, use the **Contact** page (linked at the bottom of every page) and they'll reply by email. If you need someone to talk with about what you're going through, a friend, a pastor or a counselor is worth calling today, and if you're in crisis you can call or text **988** any time.` };
  }
  if (OTHER_AI.test(t)) {
    return { themes: ["wisdom"], text: `I'm not going to claim that. I'm a narrower tool: ${brandName} recommends only products from a vetted list (and says so when it has none), thinks through decisions with you, gives general health information with clear signs for when to see a doctor, and frames answers with Scripture quoted word for word. For anything else, a general assistant may serve you better.` };
  }
  if (NAME.test(t)) {
    return { themes: ["identity"], text: "I don't see your name or account details here: I only see the messages in this conversation. If you'd like me to use your name, just tell me." };
  }
  return null;
}

const HOW_ARE_YOU = /^(?:(?:hi|hey|hello|yo)[\s,!.]*)?(?:how (?:are|r) (?:you|u|ya)(?: doing| today| tonight)?|how'?s it going|how (?:have|'ve) you been|what'?s up|sup)[\s?!.]*$/;
const GREETING_ONLY = /^(?:good (?:morning|afternoon|evening)|morning|mornin)(?:[\s,!.]+(?:to you|there|friend|everyone|all))?[\s!.]*$/;
const GOODBYE = /^(?:good ?night|night night|nite|bye|goodbye|bye bye|see (?:you|ya)(?: later| tomorrow)?|talk (?:to you )?later|ttyl|gotta go|i have to go)(?:[\s,!.]+(?:and )?(?:thanks?(?: again)?|thank you|friend|for now))*[\s!.]*$/;
const BORED = /^(?:i'?m|im|i am) (?:so+ |really |kinda |kind of |super )?bored\b[^?]{0,30}$/;
const LIGHT = /^(?:lol|lmao|haha\w*|ha|ok(?:ay)?|k|cool|nice|wow|i see|fair enough)(?:[\s,!.]+(?:lol|ok(?:ay)?|cool|nice|then|haha\w*|i see))*[\s!.]*$/;
// "haha thanks you're sweet", "aw that's kind", "you're the best": thanks with a laugh or a compliment first.
// "thanks. whats a good roofing nailer btw" is thanks AND a new question: not small talk.
const THANKS = /^(?:(?:haha\w*|lol|aw+|oh|ok(?:ay)?|well)[\s,!.]+)?(?:thanks|thank you|thx|ty|tysm|many thanks|(?:you'?re|youre|ur|that'?s|thats) (?:so |very |really )?(?:sweet|kind|the best|awesome|lovely))\b(?![^?]*\b(?:what'?s|whats|what (?:is|are|about|should|would|do|does|can)|which|how (?:do|does|can|about|much|many|long|often)|any (?:good|tips|ideas)|recommend\w*)\b)[^?]{0,40}$/;
const THANKS_ASK = /\b(?:but|can you|could you|what|which|how|why|recommend|need|want|looking|buy|another|more|now|any|verses?|scriptures?|psalms?|prayers?|pray)\b/;
const LOVED_VERSE = /\b(?:that|this|the) (?:verse|passage|psalm|prayer|scripture)s? (?:was|is|were|are) (?:so |really |just )?(?:beautiful|perfect|lovely|great|good|amazing|exactly what i needed|what i needed)\b|\bi (?:love|loved|needed) (?:that|this) (?:verse|passage|psalm|prayer)\b/;
const SAD_TODAY = /^(?:i'?m|im|i am|i feel|feeling) (?:so |really |just |a bit |a little |kind of |kinda |feeling |pretty )*(?:sad|down|blue|lonely|upset|low|having a (?:bad|rough|hard|tough) day)(?: today| tonight| right now| lately| again)?[\s.!]*$/;

/** A short social turn: how are you, good morning, good night, bored, thanks, "that verse was beautiful". */
export function smallTalkReply(text: string, brandName: string): Reply | null {
  const t = norm(text);
  if (t.length > 80) return null;
  if (HOW_ARE_YOU.test(t)) return { themes: ["gratitude"], text: "Thank you for asking! I'm an AI, so I don't have good days or bad ones, but I'm here and glad to help. How are you doing? If something's on your mind (a purchase, a decision, a plan, or a health question), tell me about it." };
  if (GREETING_ONLY.test(t)) return { themes: ["gratitude"], text: `Good morning to you too! I'm ${brandName}, an AI thinking partner. I can help you research a purchase, think through a decision, make a plan, or understand a health question in general terms. What's on your mind today?`.replace("Good morning", /afternoon/.test(t) ? "Good afternoon" : /evening/.test(t) ? "Good evening" : "Good morning") };
  if (GOODBYE.test(t)) return { themes: ["rest"], text: /night|nite/.test(t) ? "Good night! Rest well, and come back any time." : "Take care! Come back any time you'd like to think something through." };
  if (BORED.test(t)) return { themes: ["gratitude"], text: "Boredom can be a gift of space. A few ideas: take a walk without your phone, call or text someone you haven't talked to in a while, read a Psalm slowly, plan something to look forward to (a day trip, a meal for friends), or start something you've been putting off. Or if there's a purchase you've been meaning to research or a decision you keep putting off, we could tackle it now." };
  if (THANKS.test(t) && !THANKS_ASK.test(t)) return { themes: ["gratitude"], text: "You're very welcome! I'm glad it helped. If anything changes, or you want to think through the next step, I'm here." };
  if (LOVED_VERSE.test(t)) return { themes: [], text: "I'm so glad it spoke to you. If you'd like, I can share a few more passages like it, or we can talk about what it might mean for what you're facing." };
  if (SAD_TODAY.test(t)) return { themes: ["comfort"], text: "I'm sorry you're feeling this way today. Do you want to tell me what's going on? Sometimes just putting it into words helps, and I'm glad to listen or help you think about it. If the sadness has hung on for weeks, it's worth talking to a doctor or counselor, and if you ever have thoughts of harming yourself, you can call or text **988** any time." };
  if (LIGHT.test(t)) return { themes: [], text: "Glad to keep going whenever you're ready. Is there anything else on your mind?" };
  return null;
}
