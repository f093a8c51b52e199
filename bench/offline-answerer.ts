// The embedded answerer, timed: 400 varied first questions (every catalog category, budgets, decisions,
// scripture, health, no-picks) each followed by "cheaper?". Prints median / p95 / max ms per answer.
// Run: npx tsx bench/offline-answerer.ts
import { composeOfflineAnswer } from "@/lib/ai/offline";
import { allCategories } from "@/lib/ai/request/catalog-view";
const cats = allCategories();
const templates = ["What's the best {c} for a beginner?", "{c} under ${n}", "I don't want to spend more than ${n} on {c}", "Which {c} should I buy for my kids?", "recommend {c} for travel around ${n}"];
const others = ["Is it too soon to get married?", "Should I lend my brother money?", "Quote Proverbs 3:5-6", "How can I sleep better?", "best snow blower for my driveway", "Should I take the job in Denver?", "are you a real person?", "What does the Bible say about worry?"];
const qs: string[] = [];
for (let i = 0; i < 400; i++) {
  if (i % 4 === 3) { qs.push(`${others[i % others.length]} (${i})`); continue; }
  const c = cats[i % cats.length].name.toLowerCase();
  qs.push(templates[i % templates.length].replace("{c}", c).replace("{n}", String(50 + (i * 37) % 1500)));
}
composeOfflineAnswer({ messages: [{ role: "user", content: "warm up" }], brandName: "HH" });
const t: number[] = [];
for (const q of qs) {
  const s = performance.now();
  const msgs = [{ role: "user" as const, content: q }];
  const r = composeOfflineAnswer({ messages: msgs, brandName: "HH" });
  // and a follow-up turn
  composeOfflineAnswer({ messages: [...msgs, { role: "assistant" as const, content: r.text }, { role: "user" as const, content: "cheaper?" }], brandName: "HH" });
  t.push((performance.now() - s) / 2);
}
t.sort((a, b) => a - b);
console.log(`answers: ${t.length * 2}, median ${t[t.length >> 1].toFixed(2)} ms, p95 ${t[Math.floor(t.length * 0.95)].toFixed(2)} ms, max ${t.at(-1)!.toFixed(1)} ms`);
