// Turns answered before the request model's intents (eighth pass): questions about the app, the
// small talk of a conversation, and Scripture follow-ups ("what does it mean?", "who wrote it?",
// "a shorter one", "what would the Bible say?") that read as something else to the parser.
import { matchDecisionGuide, type RequestModel } from "@/lib/ai/request";
import { scoreGuide } from "@/lib/ai/request/decision-guides";
import { isDecisionish, PLANNING_CUE } from "@/lib/ai/request/signals";
import { appQuestionReply, smallTalkReply } from "./app-questions";
import { composeDecision, situationAnswer } from "./compose-decision";
import { BIBLE_SAYS_ABOUT, composeTopicalVerses, FAITH_ASK, FAITH_TOPIC_ASK } from "./compose-scripture";
import { composeHealthAnswer, HEALTH_ANSWER_MARK, namedHealthTopic, topicQuestion } from "./compose-health";
import { EMERGENCY } from "./health-topics";
import { asksSupplementSafety } from "./health-topics-care";
import { factThread, resumedDecision } from "./decision-thread";
import { statesFact } from "./decision-facts";
import { explainPassage, scriptureFollowUp } from "./scripture-follow-up";
import { faithFollowUp, findSaying, hasFaithFollowUps, lookupReference, quotePassage, scoreThemes, type Saying } from "@/lib/scripture";
import { frameWithVerse } from "./verse";
import { plain, type OfflineInput, type OfflineResult } from "./types";

// The first line of an answer that was itself Scripture (a quoted passage, verses on a theme, a note on one).
const SCRIPTURE_ANSWER = /World English Bible|passages|shorter one|shorter ones|what I can say carefully|^\*\*Who wrote|^The shortest verse/;

const CHRISTIAN_PRACTICE = /\b(?:ok|okay|wrong|a sin|sinful|allowed|biblical|unbiblical|bad) (?:for (?:a )?christians?|as a christian)\b|\b(?:can|should|may|do) christians\b|\bas a christian\b.{0,40}\b(?:ok|okay|wrong|allowed|should i)\b/;
const ASKS_ABOUT_SAYING = /\b(?:mean|means|meaning|meant|explain|understand|bible|biblical|scripture|verse|where (?:is|does|did)|who said|is (?:that|it|this) (?:true|real)|really)\b|\?\s*$/i;
const TRADITIONS_DIFFER = /\b(?:catholics?|protestants?|baptists?|orthodox|lutherans?|methodists?|presbyterians?|anglicans?|episcopalians?|pentecostals?|evangelicals?|denominations?|churches)\b.{0,40}\b(?:believe|teach|think|view|differ\w*|different|disagree)\b/;
// Named topics about a person's own body or strength that a life guide also touches (a diagnosis, caring for a parent).
const HEALTH_OVER_GUIDE = new Set(["new_diabetes", "caregiver_burnout", "pregnancy_swelling", "picky_eater", "night_fears", "healthy_weight"]);
// Guides that answer a faith-and-family custom themselves, ahead of the faith routes (their words read as faith asks).
const GUIDES_OVER_VERSES = new Set(["santa-question"]);
const OTHER_SCRIPTURE = /\b(?:book of mormon|doctrine and covenants|pearl of great price|qur\'?an|koran|bhagavad gita|tao te ching|the vedas|the talmud|the apocrypha of)\b/i;
const VERSE_FOR = /\b(?:verses?|scriptures?|psalms?|passages?|bible readings?)\b/i;
const CARD_ASK = /\b(?:write|put|say|sign|add) (?:in|on|inside) (?:a |an |the |my |his |her |our |their )?(?:[\w']+ ){0,3}card\b/i;

export function guidanceTurn(a: { input: OfflineInput; request: RequestModel; last: string; users: string[]; seed: string; variant: number }): OfflineResult | null {
  const { input, request, last, seed } = a;
  const previousAnswer = input.messages.filter((m) => m.role === "assistant").at(-1)?.content ?? null;
  // A reference written out, or a shopping thread's follow-up, is theirs.
  const explicitPassage = request.passage !== null && /\d/.test(last);
  if (explicitPassage || request.intent === "compare" || request.intent === "why_not") return null;
  const app = request.intent === "about" || request.intent === "payment" ? null : appQuestionReply(last, input.brandName);
  // Short, anchored social turns ("feeling kind of down today", "that psalm was what I needed") win over a keyword reading.
  const talk = app ?? smallTalkReply(last, input.brandName);
  if (talk) {
    const verse = talk.themes.length ? frameWithVerse(talk.themes, seed) : null;
    return plain([talk.text, verse?.markdown].filter(Boolean).join("\n\n"), "general", verse ? [verse.passage.reference] : []);
  }
  // "what does it mean that God works all things for good?", "is 'God helps those who help themselves' in the
  // bible?": a well-known saying asked about is that verse explained, or honestly not a verse (sayings.json),
  // ahead of a verse guessed from its words.
  const saying = ASKS_ABOUT_SAYING.test(last) ? findSaying(last) : null;
  if (saying) return composeSaying(saying);
  // "a verse from the book of Mormon": I quote only the Bible, and say so rather than quoting something else as if asked.
  if (OTHER_SCRIPTURE.test(last) && /\b(?:verse|quote|passage|cite|chapter|says?|read)\b/i.test(last)) {
    return plain("I only quote the Bible, from the World English Bible, and check every verse against it, so I can't quote or cite that text, and I won't make a quote up. If you tell me what the passage was about, I can share what the Bible says on it.", "scripture", []);
  }
  // "something to write in my boss's retirement card": words for a card are passages for the occasion, not its decision guide.
  if (CARD_ASK.test(last) && !/\b(?:buy|best|recommend\w*|gift card|credit card|sd card|graphics card|\$\d)/i.test(last)) return composeTopicalVerses({ question: last, variant: a.variant });
  // "what verse can I read at my grandpa's funeral?": passages for it, not the grief guide the word "funeral" opened.
  if (request.intent === "decision" && request.state.topic?.kind !== "decision" && VERSE_FOR.test(last) && !/\b(?:should (?:i|we)|whether)\b(?! (?:read|say|use|share|pick|choose|put|write)\b)/i.test(last)) return composeTopicalVerses({ question: last, variant: a.variant });
  // "should I take the job in Denver" … a verse, a prayer, a laugh … "ok so what should I do?": back to that decision.
  const resumed = request.passage ? null : resumedDecision(input.messages, request);
  if (resumed) return composeDecision({ topic: resumed.guide.slug, question: last, seed, variant: a.variant, followUp: true, thread: resumed.question });
  // "we're debating a third kid" … "my wife had a rough pregnancy last time": a fact told (not asked) inside a decision
  // is that decision's next turn, even when its words read as health or as nothing in particular (thirteenth pass).
  // A short fact that a weaker guide also reads ("we both work and money is tight" after daycare or a nanny) stays too.
  const otherGuide = request.intent === "decision" && request.decisionTopic !== null && request.decisionTopic !== "general" && request.state.topic?.kind === "decision" && request.state.topic.slug !== request.decisionTopic && last.split(/\s+/).length <= 14 && !(strongGuide(last) && scoreGuide(strongGuide(last)!, last) >= 6);
  const looseReading = otherGuide || request.intent === "health" || request.intent === "general" || (request.intent === "decision" && (request.decisionTopic === null || request.decisionTopic === "general"));
  const told = looseReading && !request.passage && !/\?\s*$/.test(last.trim()) && !EMERGENCY.test(last) && last.split(/\s+/).length <= 30 && statesFact(last);
  const factOf = told ? factThread(input.messages, statesFact) : null;
  if (factOf) return composeDecision({ topic: factOf.slug, question: last, seed, variant: a.variant, followUp: true, thread: factOf.question });
  // "mom keeps falling, do we move her in with us or find assisted living?": a decision a guide fits strongly,
  // asked as one, is that decision even when a health word (falls, sick) made the parser read it as health.
  const weighsOptions = isDecisionish(last.toLowerCase()) || /\b(?:do|should|could|can) (?:we|i)\b[^?.!]{3,60}\bor\b/i.test(last);
  // "mom refuses to move out even though she fell twice": a guide that fits strongly and has a written answer for
  // this very situation is that situation too, asked as a decision or not (twelfth pass).
  const guideForHealth = request.intent === "health" && !previousAnswer?.includes(HEALTH_ANSWER_MARK) && !EMERGENCY.test(last) ? strongGuide(last) : null;
  const decidedOverHealth = guideForHealth && (weighsOptions || situationAnswer(guideForHealth, last) !== null) ? guideForHealth : null;
  if (decidedOverHealth) return composeDecision({ topic: decidedOverHealth.slug, question: last, seed, variant: a.variant, previous: previousAnswer ?? undefined });
  // "should we do santa with our kids as christians": a family custom a guide was written for gets that guide, not
  // verses picked by its words (thirteenth pass: Santa's faith theme was folded into the guide, one answer not two).
  const customGuide = request.intent !== "product" && !request.passage ? strongGuide(last) : null;
  if (customGuide && GUIDES_OVER_VERSES.has(customGuide.slug)) return composeDecision({ topic: customGuide.slug, question: last, seed, variant: a.variant, previous: previousAnswer ?? undefined });
  // "what do lutherans believe happens at the lord's supper?": how traditions read it, not only the passage.
  const lowered = last.toLowerCase().replace(/[’‘]/g, "'");
  if (request.passage && TRADITIONS_DIFFER.test(lowered)) return composeTopicalVerses({ question: last, variant: a.variant });
  // "my husband was just diagnosed with type 2 diabetes, what should he eat", "exhausted from caring for mom": the
  // person's own health named in a life situation's words is that health topic, unless they weigh a choice.
  const ownHealth = request.intent === "decision" && !weighsOptions ? namedHealthTopic(last) : null;
  if (ownHealth && HEALTH_OVER_GUIDE.has(ownHealth)) return plain(composeHealthAnswer({ text: last, seed }), "health", []);
  // "is it okay to be a christian and take depression meds": the faith question about the medicine, not the mood answer.
  if (request.intent === "health" && /\b(?:christians?|as a christian|my faith|lack of faith|weak faith|a sin)\b/.test(lowered) && /\b(?:meds|medication|medicine|antidepressants|anti-depressants)\b/.test(lowered) && !EMERGENCY.test(last)) {
    return composeTopicalVerses({ question: last, variant: a.variant });
  }
  if (request.passage || request.intent === "health") return null;
  const quotedBefore = previousAnswer !== null && SCRIPTURE_ANSWER.test(previousAnswer.split("\n")[0]);
  const topic = request.state.topic;
  const verseThread = topic?.kind === "scripture" && quotedBefore ? topic.question : null;
  // "are protein shakes ok for my 13 year old?", "can teens take pre workout": whether it's safe, not which to buy.
  if (asksSupplementSafety(last)) return plain(composeHealthAnswer({ text: last, seed }), "health", []);
  // "is yoga okay for christians", "can christians do martial arts": a question of conscience, not the yoga mat.
  if (CHRISTIAN_PRACTICE.test(last.toLowerCase()) && !/\b(?:best|buy|recommend\w*|which (?:one|mat|brand)|under \$)/i.test(last)) return composeTopicalVerses({ question: last, variant: a.variant });
  // "does the bible say anything about tattoos", "which study bible is good for a new christian", "what should I
  // look for in a new church": a faith question in everyday words gets its pastoral word, not the menu or a guide.
  // "do we stay or find a new church home?" weighs leaving: the church decision guide's, not what to look for.
  const weighsChurch = /\bchurch\b/.test(lowered) && /\b(?:stay|staying|leave|leaving|split\w*|quit)\b/.test(lowered);
  if ((FAITH_TOPIC_ASK.test(lowered) || BIBLE_SAYS_ABOUT.test(lowered)) && !weighsChurch && request.category === null && !/\b(?:buy|order|price|cost|under \$|\$\d|amazon|link)\b/i.test(last)) {
    return composeTopicalVerses({ question: last, variant: a.variant });
  }
  // A shopping message is never a Scripture or health follow-up, whatever it shares with one.
  if (request.intent === "product" && (request.category || request.gift)) return null;
  // "what if it happens every night?", "any tips for the first week?" right after a health answer: that topic.
  // "what foods should I avoid?" after heartburn: the parser's general decision skeleton is no decision here.
  const generalish = request.intent === "general" || (request.intent === "decision" && (request.decisionTopic === null || request.decisionTopic === "general")) || request.uncovered !== null;
  if (previousAnswer?.includes(HEALTH_ANSWER_MARK) && generalish && last.split(/\s+/).length <= 16 && !/\b(?:buy|recommend|best|verse|bible|scripture)\b|\bwhat (?:\w+ ){0,2}should (?:i|we) (?:get|buy|order)\b|\bwhich (?:\w+ ){0,2}(?:should|do) (?:i|we)\b/i.test(last)) {
    const context = topicQuestion(a.users.slice(0, -1)) ?? "";
    return plain(composeHealthAnswer({ text: last, seed, context }), "health", []);
  }
  // "why would God let my dad get cancer?", "is God angry with me for leaving church?": a faith question
  // asked outright gets its own word and passages, even where a life guide (faith struggles, church) also fits.
  const faithAskedOutright = FAITH_ASK.test(last.toLowerCase().replace(/[’‘]/g, "'"));
  // "how do I know I'm really saved?" … "I was baptized at 12 but I don't feel different": more of the
  // same faith question, told as a statement. Stay with it (more passages on it) instead of the menu.
  const askedBefore = a.users.at(-2)?.toLowerCase().replace(/[’‘]/g, "'") ?? "";
  // "why did Jesus have to die?" … "what does that mean for me": a short question about it stays with it too.
  const askedAboutIt = /^(?:(?:and|so|but|ok|okay)\W+)?(?:what|how|why|does|is|so what)\b.{0,40}\b(?:that|this|it)\b.{0,25}$/.test(last.toLowerCase().trim().replace(/[?!.]+$/, ""));
  // "something easier to read" after choosing a Bible, "what if he cheated" after divorce: the theme's plain
  // answer to that next question (data/scripture/faith-follow-ups.json), not more passages or the menu.
  const faithNext = previousAnswer !== null && !previousAnswer.includes(HEALTH_ANSWER_MARK) && last.split(/\s+/).length <= 25 && request.category === null ? faithFollowUpIn(a.users, last) : null;
  if (faithNext) return faithNext;
  if (request.intent === "general" && !faithAskedOutright && (FAITH_ASK.test(askedBefore) || FAITH_TOPIC_ASK.test(askedBefore)) && previousAnswer !== null && !previousAnswer.includes(HEALTH_ANSWER_MARK) && last.split(/\s+/).length <= 30 && (!/\?\s*$/.test(last) || askedAboutIt)) {
    const more = composeTopicalVerses({ question: a.users.at(-2)!, variant: a.variant + 1 });
    const intro = askedAboutIt
      ? "That's the right question to bring to it. Staying with it, here are a few more passages that speak to what it means for you; read them slowly, and a pastor or a Christian friend would gladly talk them through with you:"
      : "Thank you for telling me more; that's an honest part of it, and you don't have to have it all sorted out. Staying with your question, here are a few more passages to sit with:";
    return { ...more, text: more.text.replace(/^[^\n]*/, intro) };
  }
  const followed = scriptureFollowUp({ last, previousAnswer, verseThread, context: a.users.slice(0, -1).slice(-2).join(" "), variant: a.variant, quotedBefore, guided: request.intent === "decision" && request.decisionTopic !== null && request.decisionTopic !== "general" && !faithAskedOutright });
  // "I need a plan to pay off $8,000 of debt" asks for steps: the planner's, as the parser meant.
  if (followed || request.intent !== "general" || PLANNING_CUE.test(last.toLowerCase())) return followed;
  // "is whole life insurance a scam or should we get term?" reads as a general question to the parser,
  // but a message mostly about one guide's decision is that decision; and "we have 3 kids" right after
  // that guide's answer is a detail for it, not a new topic.
  const strong = strongGuide(last);
  if (strong) return composeDecision({ topic: strong.slug, question: last, seed, variant: a.variant, previous: previousAnswer ?? undefined });
  const before = strongGuide(a.users.at(-2) ?? "");
  if (before && previousAnswer?.includes(before.opening.slice(0, 60)) && last.split(/\s+/).length <= 20) {
    return composeDecision({ topic: before.slug, question: last, seed, variant: a.variant, followUp: true, thread: a.users.at(-2) });
  }
  return null;
}

/** A saying explained when it is a verse; said plainly not to be one when it isn't, with the nearest passages. */
function composeSaying(saying: Saying): OfflineResult {
  if (saying.inBible) {
    const explained = explainPassage(saying.references[0], { quoted: false });
    if (explained) return explained;
  }
  const passages = saying.references.map((r) => lookupReference(r)).filter((p) => p !== null);
  const parts = [saying.note ?? "That saying isn't a verse, though it's often taken for one.", "The passages nearest to it, from the World English Bible:", ...passages.map(quotePassage), "If you'd like, I can say more about any of these."];
  return plain(parts.join("\n\n"), "scripture", passages.map((p) => p.reference));
}

/** The guide a message is mostly about (the parser's own bar for a strong guide: a score of 4 or more). */
function strongGuide(text: string) {
  const guide = matchDecisionGuide(text);
  return guide && scoreGuide(guide, text) >= 4 ? guide : null;
}

/** The faith theme of the last three questions that has follow-up answers, and the one this message asks, if any. */
function faithFollowUpIn(users: string[], last: string): OfflineResult | null {
  // "best reading lamp for my teenager" after a Bible answer asks for another thing, not a Bible for a teen.
  if (/\b(?:best|buy|recommend\w*|cheap\w*|price|under \$|\$\d)/i.test(last) && !/\b(?:bibles?|translations?|versions?|editions?|one)\b/i.test(last)) return null;
  for (const earlier of users.slice(0, -1).slice(-3).reverse()) {
    const theme = scoreThemes(earlier)[0]?.theme.id;
    if (!theme || !hasFaithFollowUps(theme)) continue;
    const hit = faithFollowUp(theme, last);
    if (!hit) return null;
    const passages = hit.verses.map((r) => lookupReference(r)).filter((p) => p !== null);
    return plain([hit.answer, ...passages.map((p) => quotePassage(p))].join("\n\n"), "scripture", passages.map((p) => p.reference));
  }
  return null;
}
