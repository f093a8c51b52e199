// Scripture requests: a named passage is quoted exactly from the bundled WEB; a topical request
// ("a verse about worry") gets verses chosen by the theme of the question.
import { faithLead, findVerses, lookupReference, namedPassageNote, parseReferences, quotePassage, scoreThemes } from "@/lib/scripture";
import { bookChapters } from "@/lib/scripture/data";
import { authorOf, explainPassage, translationNote } from "./scripture-follow-up";
import { plain, type Composed } from "./types";

const MAX_QUOTED_VERSES = 40;

// The exact WEB words, verses joined by spaces (no inserted numbers), so the quote checks cleanly.
const quote = quotePassage;

export function composePassage(a: { passage: string; variant: number; /** The message, for "what does it mean", "who wrote", "KJV of…" */ question?: string }): Composed {
  const found = lookupReference(a.passage);
  const asked = (a.question ?? "").toLowerCase().replace(/[’‘]/g, "'");
  // "what does Romans 8:28 mean?", "who wrote Psalm 23?": the words, then what can honestly be said about them.
  if (found && /\b(?:mean|meaning|means|explain|context)\b/.test(asked)) return explainPassage(found.reference, { quoted: false, context: /\bcontext\b/.test(asked) }) ?? composePassage({ passage: a.passage, variant: a.variant });
  if (found && /\bwho (?:wrote|is the author of|was the author of|is the writer of)\b/.test(asked)) return authorOf(found.reference, { quoted: false }) ?? composePassage({ passage: a.passage, variant: a.variant });
  const book = parseReferences(a.passage)[0];
  if (!found && book && !book.bookId) {
    return plain(
      `There's no book called ${book.book} in the Bible, so there's no ${a.passage} to quote, and I won't make one up. If you tell me what the verse was about, I can help you find a real passage on it.`,
      "scripture",
      [],
    );
  }
  if (!found) return plain(`I couldn't find that reference: ${missingReason(a.passage)} Could you check the reference? If you tell me what it's about, I can help you find the passage.`, "scripture", []);
  const passage = found.verses.length > MAX_QUOTED_VERSES ? lookupReference(`${a.passage.split(":")[0]}:1-${MAX_QUOTED_VERSES}`) ?? found : found;
  const intro = translationNote(asked) ?? (a.variant % 2 === 0 ? `Here is ${passage.reference}, from the World English Bible:` : `${passage.reference}, quoted word for word from the World English Bible:`);
  const parts = [intro, quote(passage)];
  if (passage !== found) parts.push(`That's the first ${MAX_QUOTED_VERSES} verses; ask for the rest and I'll quote them.`);
  // "david and goliath", "the sermon on the mount": where the rest of a story asked for by name is.
  const note = namedPassageNote(a.passage);
  if (note) parts.push(note);
  parts.push("Would you like some context for this passage, or a few related verses?");
  return plain(parts.join("\n\n"), "scripture", [passage.reference]);
}

/**
 * Why a reference isn't there, said without writing it as a reference (the answer check would flag it):
 * "Psalms has 150 chapters, so there's no chapter 151", "Obadiah 1 has 21 verses, so there's no verse 30".
 */
function missingReason(passage: string): string {
  const ref = parseReferences(passage)[0] ?? parseReferences(passage, { chapters: true })[0];
  const chapters = ref?.bookId ? bookChapters(ref.bookId) : null;
  const span = ref?.spans.find((s) => !chapters?.[s.chapter - 1] || (s.endVerse ?? 0) > (chapters[s.chapter - 1]?.length ?? 0) || (s.verse ?? 0) > (chapters[s.chapter - 1]?.length ?? 0));
  if (ref && chapters && span) {
    const book = ref.book === "Psalms" ? "the book of Psalms" : ref.book;
    if (!chapters[span.chapter - 1]) return `${book} has ${chapters.length} chapter${chapters.length === 1 ? "" : "s"} in the World English Bible, so there's no chapter ${span.chapter} to quote, and I won't make one up.`;
    const count = chapters[span.chapter - 1].length;
    return `chapter ${span.chapter} of ${book} has ${count} verses in the World English Bible, so there's no verse ${Math.max(span.verse ?? 0, span.endVerse ?? 0)} in it to quote, and I won't make one up.`;
  }
  return "it may be a chapter or verse number that doesn't exist in that book of the World English Bible.";
}

/**
 * A faith question asked outright (ninth pass): whether God is real, why he allows suffering, feeling far
 * from him, being forgiven, death and heaven, unanswered prayer, being saved. Answered with a short
 * pastoral word and passages even when the words name no verse.
 */
export const FAITH_ASK =
  /\b(?:hear (?:god'?s|his|the lord'?s) voice|pray(?:ing)? the same (?:thing|things|prayer|prayers|words)|does god get (?:tired|bored|annoyed|sick) of|(?:don'?t|do not|not) want (?:kids|children)\b.{0,40}\b(?:wrong|a sin|sinful|christians?|biblical|selfish)|(?:does|do|can|will) god (?:still |really |actually )?(?:speak|talk) (?:to )?(?:people|us|me|today)|(?:prayers?|praying) (?:feel|feels|are|is|get|gets) (?:so |really |kind of )?(?:repetitive|the same|boring|stale)|(?:is it|is) (?:a sin|wrong|selfish|ok|okay) (?:to )?(?:not )?(?:want|have|having) (?:kids|children)|(?:christians?|as a christian)\b.{0,40}\b(?:meds|medication|medicine|antidepressants)\b|\b(?:meds|medication|antidepressants)\b.{0,40}\b(?:as a christian|christians?|lack of faith|weak faith)|(?:how (?:do|can|should) i|how to) forgive myself|(?:can'?t|cannot) forgive myself|(?:how (?:do|can|should) i|how to|where (?:do|should) i) (?:start |begin )?(?:to )?read(?:ing)? the bible|(?:divorce|leave|leaving)\b.{0,40}\b(?:abus\w*|hits? me|violent)|(?:abus\w*|hits? me|violent)\b.{0,40}\b(?:divorce|leave him|leave her)|santa\b.{0,40}\b(?:christians?|jesus|lie|lying|ok|okay|wrong|real)\b|(?:christians?|jesus)\b.{0,40}\bsanta\b|do santa\b|why do(?:es)? bad things happen to good people|(?:what'?s|what is) the point of (?:praying|prayer)|why (?:should (?:i|we) |even |do (?:we|i) )?pray if|(?:is it|is) (?:wrong|a sin|ok|okay|biblical|unbiblical) to (?:be )?cremat\w*|how (?:do|can|should) i (?:share|talk about|bring up) (?:my faith|jesus|the gospel|god)|(?:don'?t|do not|can'?t|never) feel (?:anything|god|a thing|nothing) (?:when|in|during|at) (?:i )?(?:worship|church|pray\w*)|(?:tell|telling) (?:my |our |the )?kids (?:that )?santa (?:isn'?t|is not|is) real|(?:is|are) (?:santa|santa claus) (?:ok|okay|a lie|lying)|(?:lie|lying) (?:to (?:my|our) kids )?about santa|(?:see|meet|hold) (?:my|our) (?:\w+ )?(?:baby|babies|son|daughter|child|children) (?:again )?in heaven|(?:going to |attending )?church\b.{0,30}\b(?:required|mandatory|necessary|optional)\b|(?:do|will|what happens to|where do|are) (?:babies|infants|little children|children|kids|miscarried babies|stillborn babies|unborn babies)(?: who die| that die)? (?:go to heaven|in heaven|when they die|who die)|(?:do|does|must|should) (?:christians|i|we|you) (?:really )?(?:have to|need to|must) go to church|does god (?:even |really |actually |truly |still )?(?:hear|listen to|care about|see) (?:my|our|me|us)\b|(?:feels? like|it'?s like) (?:i'?m )?(?:talking|praying) to (?:a wall|the ceiling|nobody|no one|myself)|why (?:does|would|did|do|is|has|will|could) (?:a |an |the )?(?:good |loving |kind |all[- ]?powerful |perfect )?god (?:allow|let|permit|take|make)|is god (?:even |really |actually |truly )?real|does god (?:even |really |actually |truly )?exist|is there (?:really |even )?a god|(?:how|why) (?:do|can|should|would) (?:i|we|you|anyone) (?:know|believe) (?:that )?god (?:is |even |really )*(?:real|exists?|there)|why (?:does|would|did|do|is|has) god (?:allow|let|permit|take|make)|if god (?:is|was) (?:so |really )?(?:good|loving|real)|where (?:is|was) god (?:when|in)|(?:feel|feeling|felt) (?:so |really |very )?(?:far|distant) (?:from|away from) god|(?:used to|don'?t|do not|can'?t) feel (?:close to )?god|god (?:feels|seems|is|has been|went) (?:so |really |totally )?(?:far|distant|silent|quiet)|can (?:i|he|she|someone|a person|anyone) (?:ever |still )?be forgiven|can god (?:ever |still |really )?forgive (?:me|us|him|her|them|someone|anyone|people)|will god (?:ever |still )?forgive|is there forgiveness for|unforgivable sin|is god (?:mad|angry|upset|disappointed) (?:at|with) me|does god hate me|is god punishing me|god is punishing me|(?:how|why) (?:can|could|would|does) (?:a )?(?:loving|good) god (?:send|let|allow|punish)|what happens (?:when|after) (?:we|you|i|people|someone) die|life after death|is (?:heaven|hell) real|(?:do|will|can) (?:pets|dogs|cats|animals|my (?:dog|cat|pet)) go to heaven|(?:are|is) (?:our |my )?(?:pets?|dogs?|cats?|animals) in heaven|see my (?:dog|cat|pet) (?:again )?in heaven|why (?:doesn'?t|does not|won'?t|isn'?t|hasn'?t) god (?:answer|hear|listen|answering|answered|help)|unanswered prayers?|how (?:can|do|does) (?:i|you|we|someone|a person) (?:be|get) saved|what does it mean to be (?:born again|saved)|how do i (?:become a christian|accept jesus|get saved)|(?:doubt\w*|question\w*) (?:about )?my salvation|how (?:do|can|would) (?:i|you|we) (?:know|be sure) (?:that |if )?(?:i'?m|im|i am|you'?re|we'?re) (?:really |truly |actually |even )?saved|am i (?:really |truly |actually |even )?saved|difference between (?:the )?(?:catholics?|baptists?|protestants?|methodists?|lutherans?|presbyterians?|pentecostals?|orthodox|denominations)|(?:do|should|must) i (?:need to |have to )?(?:be|get) (?:re-?)?baptized|baptized\b.{0,40}\b(?:do i|should i|need to|have to)\b|(?:don'?t|dont|do not) know if i (?:even |still )?believe|does god (?:even |really |actually )?(?:care|notice))\b/;

/** A question about faith itself, as opposed to a request for verses on a topic. */
const FAITH_QUESTION_SHAPES = /\ba sin\b|\bsinful\b|\b(?:can|should|do|may|are) christians\b|\b(?:can|should|may|could) (?:a )?christians? (?:date|marry|be with|go out with)\b|\b(?:date|dating|marry|marrying) (?:someone|a (?:guy|girl|man|woman|person)|somebody) (?:who (?:isn'?t|is not|doesn'?t|does not)|that (?:isn'?t|doesn'?t))\b|\bunequally yoked\b|\bas a christian\b|\b(?:is it|is that|isn'?t it) (?:wrong|ok|okay|a sin|sinful|biblical|unbiblical|(?:a |an )?(?:biblical|unbiblical|christian|godly|ungodly) thing)\b|\bwho (?:is|was) (?:the )?(?:holy spirit|jesus|god)\b|\b(?:explain|what is|what'?s) the trinity\b|\bthe trinity\b|\bfear of (?:the lord|god)\b|\b(?:does|can|will|would) god (?:still )?(?:love|forgive|hear|care|listen)\b|\bhow (?:do|should|can) i pray\b|\bwhy i believe\b|\batheist\b|\b(?:start|begin) reading the bible\b|\bread (?:the (?:whole |entire )?bible|through the bible) in a year\b|\b(?:read|reading) (?:through )?(?:the )?(?:whole|entire) bible\b|\b(?:read|reading) through the bible\b|\b(?:ok|okay|wrong|a sin|allowed|biblical) for (?:a )?christians?\b|\bbefore (?:marriage|we(?:'re| are) married|getting married)\b/;
/**
 * A question about the Bible, the church or a practice asked in everyday shapes (eleventh pass): "does the
 * bible say anything about tattoos", "do catholics and protestants believe different things about communion",
 * "does god still heal people", "which study bible is good", "what should I look for in a new church",
 * "a routine for reading the bible". Answered with the theme's pastoral word and passages, not the menu.
 */
export const FAITH_TOPIC_ASK =
  /\b(?:does|did|do) (?:the )?(?:bible|scripture|jesus|god|christianity|the church) (?:say|teach|talk|mention|speak)(?: anything| much) (?:about|on|of)\b|\bis (?:it|that|this|\w+ing)(?: [\w']+){0,3} (?:biblical|unbiblical)\b|\b(?:can|may|could) (?:i|we|a christian|christians) (?:get )?divorced?\b|\b(?:is it|would it be|am i) (?:ok|okay|wrong|a sin|biblical|allowed) (?:for (?:me|a christian) )?to (?:get )?divorced?\b|\bgrounds for (?:a )?divorce\b|\bwhy (?:did|does|would|had) jesus (?:have to |need to |had to )?(?:die|be crucified)\b|\bwhy (?:did|does) (?:god|jesus) (?:have to |need to )?(?:send|sacrifice|let jesus die)\b|\bwhat does (?:the cross|jesus'? death|his death|easter) mean\b|\bare (?:catholics?|mormons?|lds|jehovah'?s witnesses|orthodox|protestants?|baptists?) (?:really |even |considered |real )?christians?\b|\bwhat does it mean to (?:fear|love|follow|trust|obey|know|worship|serve|walk with) (?:god|jesus|the lord|christ)\b|\b(?:does|did) god (?:really |even |actually |still )?(?:have|has) a (?:plan|purpose) for (?:me|my life|us|everyone)\b|\bwhat(?: is|'?s) (?:the holy spirit|the holy ghost)\b|\bhow (?:do|can|would) (?:i|you|we) know (?:if |that )?(?:i|you|we) (?:have|has) the holy spirit\b|\b(?:do|does|must) (?:you|i|we|a person|someone|people|babies) (?:have to|need to) (?:be|get) baptized\b|\bbaptized to (?:go to heaven|be saved|get into heaven)\b|\bwhy (?:are there|is there|so) (?:so )?many (?:denominations|churches|different churches|kinds of (?:christians|churches)|types of (?:christians|churches))\b|\bgod (?:even |really |still |actually )?(?:has|have) a (?:plan|purpose) for (?:me|my life|us)\b|\b(?:point|purpose|reason|meaning) of (?:jesus|christ)(?:'s)? (?:dying|death|crucifixion)\b|\bwhy (?:did|does) (?:he|jesus|christ) (?:have to|need to|had to) die\b|\bare (?:mormons?|lds|jehovah'?s witnesses|catholics?) (?:considered|counted as|seen as) christians?\b|\b(?:is it|is that) (?:bad|wrong|a sin|sinful|ok|okay) (?:that i|if i|to)\b.{0,30}\bchurch\b|\b(?:do|does) (?:i|you|we|a christian|christians) (?:have to|need to|really need to) (?:go to|attend) church\b|\ballowed to (?:get )?divorced?\b|\b(?:biblical|christian) (?:view|position|stance|perspective|take) (?:on|of)\b|\b(?:catholics?|protestants?|baptists?|orthodox|lutherans?|methodists?|presbyterians?|evangelicals?)\b.{0,40}\b(?:believe|teach|think|view|differ\w*|different)\b|\bdoes god (?:still |really |even )?(?:heal|do miracles|perform miracles|work miracles)\b|\b(?:do|does|can) (?:miracles|healings?|god'?s healing) (?:still )?(?:happen|exist)\b|\b(?:which|what|a good|best|good) (?:study )?bibles?\b(?! (?:verses?|passages?|stor\w+|says?))|\bstudy bibles?\b|\b(?:bible )?translations? (?:should|to start|to read|of the bible|is best|is the best)\b|\b(?:which|what) translation\b|\blook for in a (?:new |good |healthy )?church\b|\b(?:find|pick|choose|choosing|finding) (?:a|the right) (?:new |good |healthy )?church\b|\b(?:routine|plan|habit|stick with|keep up with|consistent)\b.{0,40}\b(?:reading|read) (?:the |my )?(?:bible|scripture)\b|\b(?:reading|read) (?:the |my )?(?:bible|scripture)\b.{0,40}\b(?:routine|plan|habit|every day|daily|consistent\w*|stick with it|keep it up)\b/;
const DISPUTED_THEMES = new Set(["god_speaks", "childfree", "sunday_work", "little_ones_heaven", "church_every_sunday", "dating_faith", "weary_worship", "tattoos", "cremation", "alcohol", "divorce", "communion", "healing_today", "gambling", "baptism", "conscience", "pets_heaven", "hell", "who_is_christian"]);
/** "what does the bible say about debt": routed to passages (not the menu), but the plain shape gets no pastoral word of its own. */
export const BIBLE_SAYS_ABOUT = /\b(?:does|did|do|what does|what did|where does|how does) (?:the )?(?:bible|scripture|jesus|god|christianity|the church) (?:say|teach|talk|mention|speak|think)(?: anything| much)? (?:about|on|of)\b/;
export const FAITH_QUESTION = new RegExp(`${FAITH_ASK.source}|${FAITH_QUESTION_SHAPES.source}|${FAITH_TOPIC_ASK.source}`);

// "give me a verse", "a bible verse please": a verse asked for with no topic at all.
const BARE_ASK = /^(?:(?:can|could|would|will) you |please |pls |hey |hi |ok |okay )*(?:give|send|share|show|tell|read|quote|get|i need|i want|i'd like|how about|what's|what is)?\s*(?:me |us )?(?:a |an |some |one |another )?(?:good |random |short |daily |favorite |favourite |bible |scripture )*(?:verses?|scriptures?|passages?)(?: (?:of|for) (?:the |to)?day)?(?: please| pls)?\s*[?!.]*$/i;

export function composeTopicalVerses(a: { question: string; variant: number; /** Earlier messages, for "what does the Bible say about it?" */ context?: string }): Composed {
  if (BARE_ASK.test(a.question.trim())) {
    const held = [...findVerses("trust", { limit: 2 }), ...findVerses("hope", { limit: 2 }), ...findVerses("comfort", { limit: 2 })];
    const start = (a.variant * 3) % held.length;
    const chosen = [...held.slice(start), ...held.slice(0, start)].filter((p, i, all) => all.findIndex((q) => q.reference === p.reference) === i).slice(0, 3);
    return plain(
      [a.variant > 0 ? "Here are a few more passages many people hold onto:" : "Here are a few passages many people hold onto, from the World English Bible:", ...chosen.map(quote), "If you tell me what's on your heart today, I'll find passages that speak to it."].join("\n\n"),
      "scripture",
      chosen.map((p) => p.reference),
    );
  }
  // "a psalm for grief", "proverbs about hard work": passages from the book named first, when the theme has some.
  const book = /\bpsalms?\b(?!\s*\d)/i.test(a.question) ? "Psalm" : /\bproverbs?\b(?!\s*\d)/i.test(a.question) ? "Proverbs" : null;
  let found = findVerses(a.question, { limit: book ? 12 : 6 });
  if (book) found = [...found.filter((p) => p.reference.startsWith(book)), ...found.filter((p) => !p.reference.startsWith(book))].slice(0, 6);
  if (found.length === 0 && a.context) found = findVerses(`${a.question} ${a.context}`, { limit: 6 });
  const start = found.length > 3 ? (a.variant * 3) % found.length : 0;
  const chosen = [...found.slice(start), ...found.slice(0, start)].slice(0, 3);
  // A topic I have no passages gathered for ("what does the Bible say about cryptocurrency?"): say
  // so, and offer passages on seeking wisdom in it rather than guessing at ones that seem to fit.
  const unknownTopic = chosen.length === 0 && (/\b(?:about|regarding|on|sin|sinful|wrong|biblical)\b\s*\w+/i.test(a.question) || FAITH_QUESTION.test(a.question.toLowerCase()));
  if (unknownTopic) chosen.push(...findVerses("wisdom", { limit: 3 }));
  if (chosen.length === 0) {
    return plain("Tell me a little about what's on your heart, and I'll find a few passages that speak to it.", "scripture", []);
  }
  // A faith question ("does God still love me after…", "is it a sin to be depressed?") gets a short pastoral word first.
  const asked = a.question.toLowerCase().replace(/[’‘]/g, "'");
  const topTheme = scoreThemes(a.question)[0]?.theme.id ?? "";
  // "what does the bible say about tattoos": the plain shape gets the word only on a question Christians answer differently.
  const leads = FAITH_QUESTION.test(asked) || (BIBLE_SAYS_ABOUT.test(asked) && DISPUTED_THEMES.has(topTheme));
  const lead = !unknownTopic && a.variant === 0 && leads ? faithLead(topTheme) : null;
  const intro = unknownTopic
    ? "I don't have passages gathered on that exact question, and I won't stretch a verse to fit it. Here are a few on seeking God's wisdom in it, from the World English Bible:"
    : lead ? `${lead}\n\nA few passages on it, from the World English Bible:` : a.variant > 0 ? "Here are a few other passages on that:" : "Here are a few passages that speak to that, from the World English Bible:";
  const parts = [intro, ...chosen.map(quote)];
  parts.push("If one of these stands out, I'm glad to talk about what it might mean for your situation.");
  return plain(parts.join("\n\n"), "scripture", chosen.map((p) => p.reference));
}
