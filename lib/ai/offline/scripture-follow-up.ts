// Scripture turns the request model doesn't read (eighth pass): "what does it mean?", "who wrote
// it?", "a shorter one" after verses were shown; "bible on being content", "psalm of thanksgiving",
// "what would the Bible say?" inside another thread; "the shortest verse"; and a KJV/NIV ask, which
// is answered from the WEB with that said plainly. Every quoted word comes from the bundled WEB;
// meanings come only from data/scripture/passage-notes.json, never made up per question.
import { bookNote, findVerses, psalmWriters, lookupReference, passageInContext, passageNote, quotePassage, scoreThemes, type VersePassage } from "@/lib/scripture";
import { composeTopicalVerses, FAITH_ASK, FAITH_QUESTION } from "./compose-scripture";
import { plain, type Composed } from "./types";

const norm = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'").trim();
const quote = quotePassage;
const LEAD = String.raw`^(?:(?:and|so|ok|okay|but|hmm|wait|cool|thanks|thank you)[\s,.!]+)*`;
const WHICH = String.raw`(?:it|that|this|that one|this one|the (?:first|second|third|last|1st|2nd|3rd) one|that verse|this verse|the verse|that passage|this passage|the passage|that psalm|this psalm|that proverb|those verses|these verses)`;

export const MEANING_ASK = new RegExp(String.raw`${LEAD}(?:what does ${WHICH}(?: really| actually)? mean|what do (?:they|those|these)(?: verses)? mean|what(?:'s| is) the meaning(?: of ${WHICH})?|(?:can you )?explain ${WHICH}|meaning|what(?:'s| is) ${WHICH} (?:saying|about)|(?:give me |show me |what'?s |what is )?the context|in context|more context)\b[\s?!.]*$`);
export const AUTHOR_ASK = new RegExp(String.raw`${LEAD}who wrote ${WHICH}(?: one)?\b[\s?!.]*$|${LEAD}who (?:is|was) the (?:author|writer)(?: of ${WHICH})?\b[\s?!.]*$`);
const SHORTER = new RegExp(String.raw`${LEAD}(?:can you |could you |please )?(?:give me |find me |got |any )?(?:a |something |one |any(?:thing)? )?(?:shorter|short)(?: one| verse| passage| version|er one)?(?: please| pls)?\b[\s?!.]*$|${LEAD}(?:just )?one (?:verse|line)(?: please)?[\s?!.]*$|${LEAD}too long[\s?!.]*$|\b(?:keep|carry|fit|put) (?:it )?(?:in|on) (?:his|her|my|your|a|their) (?:wallet|pocket|card|index card|phone lock ?screen|mirror)\b|\bfits? on (?:a|an) (?:card|index card|bookmark)\b`);
const WHERE_ASK = new RegExp(String.raw`${LEAD}(?:where (?:is|was|does|do|can i find) ${WHICH}(?: (?:found|come from|from|in the bible))?|(?:which|what) book (?:is|was) ${WHICH} (?:in|from)|what(?:'s| is) the (?:reference|chapter and verse)|where in the bible(?: is ${WHICH})?)\b[\s?!.]*$`);
const SHORTEST = /\bshortest (?:verse|scripture|sentence)\b/;
const TRANSLATION = /\b(?:kjv|nkjv|niv|esv|nlt|nasb|csb|rsv|nrsv|king james|new international|english standard|amplified)\b/;
/** Asks for passages in shapes the request model reads as something else. */
// "i'm struggling with lust, any verses": verses asked for at the end of a message.
const ASKS_SCRIPTURE = /\b(?:any|some) (?:good |bible )?(?:verses?|scriptures?)\s*[?!.]*$|\b(?:bible|scripture|god'?s word)\s+(?:on|about|for|verses? on)\s+\w|^(?:a |any |some |give me (?:a |some )?)?(?:psalms?|proverbs?)\s+(?:of|for|about|on|to read)\s+\w|\bwhat (?:would|might|could|will|should) (?:the )?(?:bible|scripture|god|jesus) (?:say|think)\b|\bis there (?:a |any )?(?:verse|scripture|passage|psalm)s?\b|\bany (?:verses?|scriptures?|psalms?) (?:i could|for|about|to)\b|\b(?:verse|scripture|passage) i could (?:write|put|use|read|share)\b/;

/** The passages an earlier answer quoted (or spoke about, when it didn't quote them again), in order. */
export const versesShown = (answer: string | null) => {
  const quoted = [...(answer ?? "").matchAll(/^> — (.+?) \(WEB\)$/gm)].map((m) => m[1]);
  const about = /^(?:Here's what I can say carefully about (.+?)\.|\*\*Who wrote (.+?):\*\*)/.exec(answer ?? "");
  const named = about?.[1] ?? about?.[2];
  return named ? [named, ...quoted.filter((r) => r !== named)] : quoted;
};
const ORDINAL: Record<string, number> = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2 };
function pointedAt(text: string, refs: string[]): string | null {
  const m = /\b(first|second|third|last|1st|2nd|3rd)\b/.exec(text);
  if (!m) return refs[0] ?? null;
  return m[1] === "last" ? (refs.at(-1) ?? null) : (refs[ORDINAL[m[1]]] ?? refs[0] ?? null);
}

// "how do I actually apply that?", "what does that look like day to day?" after a passage was explained or shown.
const APPLY_ASK = new RegExp(String.raw`${LEAD}(?:how (?:do|can|should|would) (?:i|we|you) (?:actually |really |even )?(?:apply|live (?:it|that|this|them) out|put (?:it|that|this|them) into practice|practice (?:it|that|this)|do (?:that|this|it))|what does (?:it|that|this) look like (?:in real life|day to day|in practice|practically|for me)|how does (?:it|that|this) apply(?: to me| to my life| today)?)\b[^]*$`);

/** Living with a passage for a week: practices that fit any passage, with its words to carry; no meaning invented. */
function applyPassage(reference: string): Composed | null {
  const passage = lookupReference(reference);
  if (!passage) return null;
  const note = passageNote(passage.reference);
  const parts = [
    `A good way to let ${passage.reference} shape an ordinary week is to keep it in front of you and act on one thing it asks:`,
    ...(note ? [note] : []),
    [
      "1. **Carry the words.** Write the verse on a card or your phone's lock screen and read it slowly morning and night.",
      "2. **Name where it meets your life.** The worry, the person, the choice it speaks to right now: be specific.",
      "3. **Pray it back.** Turn it into a prayer in your own words, out loud if you can, each time that situation comes up.",
      "4. **Do one concrete thing.** What is one act it asks of you this week (something to stop, to start, to give, or to say)? Do that one.",
      "5. **Tell someone.** Share it with a friend or your small group and ask them to check in with you on Sunday.",
    ].join("\n"),
    HUMBLE,
  ];
  return plain(parts.join("\n\n"), "scripture", [passage.reference]);
}

const READING_QUESTIONS = "**Questions to read it with:** What does it show about God? What did it mean to the people it was first written to? What might it be asking of you today?";
const HUMBLE = "_I'd rather not put words in Scripture's mouth: a pastor, or a good study Bible, can take you deeper into what it meant then and means now._";

/** Who wrote it, as tradition says it; for a psalm, the writer its heading names. */
function writerOf(passage: VersePassage, book: { book: string; writer: string }): string {
  if (book.book !== "Psalms") return book.writer;
  const chapter = passage.verses[0]?.chapter ?? 0;
  const named = psalmWriters(chapter);
  return named.length
    ? `the heading of Psalm ${chapter} (a line many Bibles print above it) names ${named.join(" and ")}`
    : `Psalm ${chapter} has no writer named in its heading (the Psalms come from many writers over centuries)`;
}
const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** "What does Romans 8:28 mean?": the words, a reading only where one is written down, the book, and the verses around it. */
export function explainPassage(reference: string, opts: { quoted: boolean; /** "in context": the verses around it even when a note exists. */ context?: boolean }): Composed | null {
  const passage = lookupReference(reference);
  if (!passage) return null;
  const note = passageNote(passage.reference);
  const book = bookNote(passage.reference);
  const parts = [`Here's what I can say carefully about ${passage.reference}.`];
  if (!opts.quoted) parts.push(quote(passage.verses.length > 40 ? (lookupReference(`${passage.reference.split(":")[0]}:1-40`) ?? passage) : passage));
  if (note) parts.push(note);
  if (book) parts.push(`**Where it sits:** ${book.book} holds ${book.about}.\n\n**Who wrote it:** ${capital(writerOf(passage, book))}.`);
  // Proverbs are sayings that mostly stand alone: the verses around one aren't its context.
  const context = (note && !opts.context) || book?.book === "Proverbs" ? null : passageInContext(passage);
  if (context) parts.push(`It reads best with the verses around it:\n\n${quote(context)}`);
  parts.push(READING_QUESTIONS, HUMBLE);
  return plain(parts.join("\n\n"), "scripture", [passage.reference, ...(context ? [context.reference] : [])]);
}

/** "Who wrote Psalm 23?": tradition said as tradition, with the passage's words when not already shown. */
export function authorOf(reference: string, opts: { quoted: boolean }): Composed | null {
  const passage = lookupReference(reference);
  const book = passage ? bookNote(passage.reference) : null;
  if (!passage || !book) return null;
  const parts = [`**Who wrote ${passage.reference}:** ${capital(writerOf(passage, book))}.`, `${book.book} holds ${book.about}.`];
  if (!opts.quoted && passage.verses.length <= 12) parts.push(quote(passage));
  parts.push("If you'd like, I can say a little about what it means, or find related passages.");
  return plain(parts.join("\n\n"), "scripture", [passage.reference]);
}

/** One verse that reads as a sentence on its own ("a shorter one"), shortest first. */
function shortVerses(candidates: VersePassage[], avoid: Set<string>): VersePassage[] {
  const singles = candidates.flatMap((p) => p.verses.length === 1 ? [p] : p.verses.map((v) => lookupReference(`${p.reference.replace(/:.*$/, "")}:${v.verse}`)).filter((x): x is VersePassage => x !== null));
  return singles
    .filter((p) => /^[“‘"A-Z]/.test(p.text) && /[.!?”’]$/.test(p.text) && p.text.length <= 140 && !avoid.has(p.reference))
    .sort((a, b) => a.text.length - b.text.length);
}

export function scriptureFollowUp(a: { last: string; previousAnswer: string | null; verseThread: string | null; context: string; variant: number; quotedBefore: boolean; /** A life-decision guide already fits ("is it wrong to leave my church?"): it answers instead. */ guided: boolean }): Composed | null {
  const t = norm(a.last);
  if (SHORTEST.test(t)) {
    const p = lookupReference("John 11:35")!;
    return plain([`The shortest verse in most English Bibles is ${p.reference}, at the death of Jesus' friend Lazarus:`, quote(p), "It's short, but it says a lot: Jesus grieved with the people he loved, even knowing he was about to raise Lazarus."].join("\n\n"), "scripture", [p.reference]);
  }
  const shown = versesShown(a.previousAnswer);
  // Only after an answer that was itself about Scripture, or a message that names the verse.
  const aboutVerses = a.quotedBefore || /\b(?:verse|passage|psalm|proverb|scripture)s?\b/.test(t);
  if (shown.length && aboutVerses && t.split(/\s+/).length <= 12) {
    const ref = pointedAt(t, shown);
    if (ref && MEANING_ASK.test(t)) return explainPassage(ref, { quoted: true, context: /\bcontext\b/.test(t) });
    if (ref && AUTHOR_ASK.test(t)) return authorOf(ref, { quoted: true });
    if (ref && APPLY_ASK.test(t)) return applyPassage(ref);
    // "where is that verse?", "which book is it in?": the reference, said plainly.
    if (ref && WHERE_ASK.test(t)) {
      const book = bookNote(ref);
      return plain([`It's ${ref}${book ? `, in ${book.book}, which holds ${book.about}` : ""}.`, "You can find it by that reference in any Bible or Bible app; the chapter and verse numbers are the same in nearly every modern translation. Would you like the verses around it, or a few related passages?"].join("\n\n"), "scripture", [ref]);
    }
    if (SHORTER.test(t)) {
      const pool = [...shown.map((r) => lookupReference(r)).filter((p): p is VersePassage => p !== null), ...(a.verseThread ? findVerses(a.verseThread, { limit: 12 }) : [])];
      const picks = shortVerses(pool, new Set()).filter((p, i, all) => all.findIndex((q) => q.reference === p.reference) === i).slice(0, 2);
      if (picks.length) return plain([picks.length > 1 ? "Here are two shorter ones:" : "Here's a shorter one:", ...picks.map(quote)].join("\n\n"), "scripture", picks.map((p) => p.reference));
    }
  }
  // "and about death?", "anything on debt specifically" in a verse thread: the new theme's passages.
  if (a.verseThread && t.split(/\s+/).length <= 8 && /^(?:and|what about|how about|anything (?:about|on)|any on|also|now)\b/.test(t) && !/\b(?:should|shall|can|could|do|does|will|would) (?:i|we)\b|\bhow (?:do|can)\b/.test(t) && scoreThemes(t).length) {
    return composeTopicalVerses({ question: a.last, variant: 0 });
  }
  // "another" / "more" alone after verses: the next ones on the same theme.
  if (a.verseThread && /^(?:another|more|next|again|one more|more please|another please)[\s!?.]*$/.test(t)) {
    return composeTopicalVerses({ question: a.verseThread, variant: a.variant + 1 });
  }
  if (ASKS_SCRIPTURE.test(t)) return composeTopicalVerses({ question: a.last, variant: a.variant, context: a.context });
  // "does God still love me after…", "who is the Holy Spirit?", "can Christians celebrate Halloween?":
  // a faith question, answered with a short pastoral word where one is written, and passages.
  if (!a.guided && (FAITH_ASK.test(t) || FAITH_QUESTION.test(t)) && (FAITH_ASK.test(t) || /\b(?:god|jesus|christ|christians?|holy spirit|trinity|lord|bible|pray|prayer|church|faith|believe|sin|marriage|married|rich|wealthy|wealth|money|starving|the poor|poor|poverty|greed|greedy|selfish|envy|envious|jealous|guilt|guilty|lie|lying|cheat|cheating|steal|stealing|nice things|luxur\w*|materialis\w*)\b/.test(t))) {
    return composeTopicalVerses({ question: a.last, variant: a.variant, context: a.context });
  }
  return null;
}

/** "KJV of John 3:16": the WEB words, with the translation said plainly first. */
export function translationNote(question: string): string | null {
  const m = TRANSLATION.exec(norm(question));
  return m ? `I quote only the World English Bible (WEB), a public-domain modern translation, so I can't give you the ${m[0].toUpperCase() === "KING JAMES" ? "King James" : m[0].toUpperCase()} wording exactly. The reference is the same, so you can read it in that translation in your own Bible; here it is in the WEB:` : null;
}
