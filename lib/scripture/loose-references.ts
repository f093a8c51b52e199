// References typed loosely (ninth pass): "philippians 4 6 7", "1 cor 13 4 through 7", "proverbs 3 5 and 6",
// "psalm 23:4 to 6". Only the numbers after a chapter are rewritten into a range or a list; whether a
// book comes before them is the reference parser's call, so text without one is left as it was read.

// Chapter, separator, first verse, then "through|thru|to|till|until|-" and the last verse.
const WORDED_RANGE = /\b(\d{1,3})(\s*:\s*|\s+)(\d{1,3})\s*(?:through|thru|to|till|until|[-–])\s*(\d{1,3})\b(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|times?|people|kids|am|pm|%))/gi;
// Chapter, first verse "and" second verse: "3 5 and 6" (next to each other: a range), "4:6 & 8" (a list).
const WORDED_PAIR = /\b(\d{1,3})(\s*:\s*|\s+)(\d{1,3})\s*(?:and|&|,)\s*(\d{1,3})\b(?![\d:]|\s*(?:days?|weeks?|months?|years?|hours?|minutes?|times?|people|kids|am|pm|%))/gi;
// Three bare numbers after a book: chapter, verse, a later verse ("philippians 4 6 7", "romans 12 1 2").
const THREE_NUMBERS = /([a-z]\.?\s+)(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\b(?![\d:]|\s*(?:days?|weeks?|months?|years?|hours?|minutes?|times?|people|kids|am|pm|%))/gi;

export function tidyLooseReferences(text: string): string {
  return text
    .replace(WORDED_RANGE, (m, c: string, sep: string, v: string, w: string) => (Number(w) > Number(v) ? `${c}${sep}${v}-${w}` : m))
    .replace(WORDED_PAIR, (m, c: string, sep: string, v: string, w: string) => (Number(w) === Number(v) + 1 ? `${c}${sep}${v}-${w}` : Number(w) > Number(v) ? `${c}${sep}${v},${w}` : m))
    .replace(THREE_NUMBERS, (m, pre: string, c: string, v: string, w: string) => (Number(w) > Number(v) ? `${pre}${c} ${v}-${w}` : m));
}
