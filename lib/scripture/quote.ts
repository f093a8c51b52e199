/** A passage as every answer quotes it: the exact WEB words as a blockquote, then its reference. */
export const quotePassage = (p: { text: string; reference: string }): string => `> ${p.text}\n>\n> — ${p.reference} (WEB)`;
