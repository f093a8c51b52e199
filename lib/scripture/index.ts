// Public API of the scripture module: bundled World English Bible + Nave's topics.
export { BIBLE_BOOKS, findBook, bookById, allBookAliases, type BibleBook } from "./books";
export { findVerseByWords, type WordMatch } from "./find-by-words";
export {
  parseReferences,
  lookupReference,
  formatReference,
  type ScriptureReference,
  type VerseSpan,
  type Verse,
  type VersePassage,
} from "./references";
export {
  checkAnswerReferences,
  quoteMatchesPassage,
  notFoundMarker,
  type CheckedAnswer,
  type CheckedReference,
  type QuoteCorrection,
  type ReferenceReport,
} from "./check-answer";
export { versesForTopic, findVerses, scoreThemes, stableIndex, naveCandidates, type ThemeScore } from "./topics";
export { SCRIPTURE_THEMES, themeById, type ScriptureTheme } from "./themes";
export { loadBible, loadNaves } from "./data";
export { bookNote, passageNote, notedPassages, passageInContext, psalmWriters, faithLead, faithFollowUp, hasFaithFollowUps } from "./notes";
export { namedPassages, findNamedPassage, namedPassageNote, type NamedPassage } from "./named-passages";
export { tidyLooseReferences } from "./loose-references";
export { findSaying, knownSayings, type Saying } from "./sayings";
export { quotePassage } from "./quote";
