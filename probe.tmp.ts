import { runTurnToEnd } from "@/lib/ai/pipeline";
import type { ChatTurn } from "@/lib/ai/model";
import { readFileSync } from "node:fs";
const lines = readFileSync(process.argv[2], "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#"));
(async () => {
  for (const line of lines) {
    const history: ChatTurn[] = [];
    for (const q of line.split(" || ")) {
      history.push({ role: "user", content: q });
      const r = await runTurnToEnd({ history });
      const heads = [...r.text.matchAll(/^### \d\. \[([^\]]+)\]/gm)].map((m) => m[1]).join(" / ");
      const o = r.offline as { kind?: string; category?: string } | null;
      console.log(`Q: ${q}\n   [${r.safety?.kind ?? "-"} | ${o?.kind ?? "?"} ${o?.category ?? ""}] ${r.text.split("\n")[0].slice(0, 150)}${heads ? "\n   picks: " + heads : ""}`);
      history.push({ role: "assistant", content: r.text });
    }
    console.log("");
  }
})();
