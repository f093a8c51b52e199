/** The first question names the conversation: one line, at most ~60 characters, cut at a word. */
export function titleFromQuestion(question: string, max = 60): string {
  const line = question.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
