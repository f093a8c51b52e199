// TEMPORARY stand-in so this branch builds until the data team's offline responder lands on main
// (their lib/ai/offline.ts replaces this file on merge). It answers with one retailer search link.
export async function* offlineRespond({
  messages, amazonTag, brandName,
}: { messages: { role: "user" | "assistant"; content: string }[]; amazonTag: string | null; brandName: string }): AsyncGenerator<string> {
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const query = encodeURIComponent(question.replace(/^best\s+/i, "").slice(0, 80));
  const tag = amazonTag ? `&tag=${encodeURIComponent(amazonTag)}` : "";
  const text =
    `Here is how I would think about **${question.slice(0, 120)}**.\n\n` +
    `1. Decide what matters most to you (budget, size, how often you will use it).\n` +
    `2. Compare two or three well-reviewed options side by side.\n\n` +
    `A good place to start: [see options on Amazon](https://www.amazon.com/s?k=${query}${tag}).\n\n` +
    `> "Plans fail for lack of counsel, but with many advisers they succeed." (Proverbs 15:22)\n\n` +
    `I'm ${brandName}, an AI. What is your budget?`;
  for (const word of text.split(/(?<= )/)) yield word;
}
