// The safety layer runs on every user turn before any engine, so it must stay cheap. Prints the
// detector's time per message against a baseline measured in the same run: lower-casing and
// splitting the same messages into words (the least any text check does).
// Run: npx tsx bench/safety-detector.ts
import { detectSafety } from "@/lib/safety";
import { FRESH_CRISIS, FRESH_LOOKALIKES } from "../tests/fixtures/safety-fresh";

const texts = [...Object.values(FRESH_CRISIS).flat(), ...FRESH_LOOKALIKES].map(String);
const turns = (t: string) => [{ role: "user" as const, content: t }];

function perMessage(fn: (t: string) => unknown, rounds = 20): number {
  for (const t of texts) fn(t); // warm up, as a running server is
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const t of texts) fn(`${t}${" ".repeat(r)}`);
  return (performance.now() - start) / (rounds * texts.length);
}

const baseline = perMessage((t) => t.toLowerCase().split(/\W+/).length);
const detector = perMessage((t) => detectSafety(turns(t)));
console.log(`messages: ${texts.length}`);
console.log(`baseline (lower-case + split): ${(baseline * 1000).toFixed(1)} µs/message`);
console.log(`detectSafety:                  ${(detector * 1000).toFixed(1)} µs/message (${(detector / baseline).toFixed(0)}x the baseline)`);
