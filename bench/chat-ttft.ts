// Time to first token: directly from a local OpenAI-compatible upstream vs through the app's SSE
// route (the real route handler in-process, on a fresh PGlite database), same upstream, same run.
// Usage: npx tsx bench/chat-ttft.ts [runs=30] [tokenDelayMs=15]
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { startOpenAIUpstream } from "../tests/servers/openai-upstream";

const RUNS = Number(process.argv[2] ?? 30);
const TOKEN_DELAY_MS = Number(process.argv[3] ?? 15);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

/** Reads a response body until `found(text so far)` is true; answers the elapsed ms since `start`. */
async function firstMatch(res: Response, start: number, found: (text: string) => boolean, onText?: (text: string) => void): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before the first token: ${text.slice(0, 300)}`);
    text += decoder.decode(value, { stream: true });
    onText?.(text);
    if (found(text)) {
      const ms = performance.now() - start;
      await reader.cancel();
      return ms;
    }
  }
}

async function main() {
  const up = await startOpenAIUpstream({ tokenDelayMs: TOKEN_DELAY_MS });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-bench-ttft-"));
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: up.url, OPENAI_MODEL: "bench-model", OPENAI_TIMEOUT_MS: "30000",
    LOG_LEVEL: "silent", DATA_DIR: dataDir, NEXTAUTH_URL: "http://localhost:3000", NEXTAUTH_SECRET: "bench-secret-only-for-this-run",
  });
  delete process.env.DATABASE_URL;

  // A fresh migrated and seeded database for this process (imports after the env is set).
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/lib/db/schema");
  const { setDb, closeDb } = await import("@/lib/db/client");
  const { migrate } = await import("@/lib/db/migrate");
  const { seed } = await import("@/lib/db/seed");
  const client = await PGlite.create();
  const db = drizzle({ client, schema }) as unknown as import("@/lib/db/client").Db;
  await migrate(db, "pglite");
  setDb(db, "pglite", () => client.close());
  await seed(db);
  const fx = await import("../tests/integration/chat-fixtures");
  const list = await import("@/app/api/conversations/route");
  const messages = await import("@/app/api/conversations/[id]/messages/route");
  const user = await fx.makeUser();

  const direct = async (i: number) => {
    const start = performance.now();
    const res = await fetch(`${up.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: `question ${i}` }] }),
    });
    return firstMatch(res, start, (t) => /"content":"[^"]/.test(t));
  };
  const saved: number[] = [];
  const throughApp = async (i: number) => {
    const created = await list.POST(fx.rawRequest({ path: "/api/conversations", body: { title: "Bench" }, cookies: user.cookies }));
    const { id } = (await created.json()) as { id: string };
    const start = performance.now();
    const req = fx.rawRequest({ path: `/api/conversations/${id}/messages`, body: { content: `question ${i}`, role: "user" }, cookies: user.cookies, accept: "text/event-stream" });
    const res = await messages.POST(req, fx.handlerParams(id));
    if (res.status !== 200) throw new Error(`app answered ${res.status}: ${await res.text()}`);
    let savedAt = 0;
    const ttft = await firstMatch(res, start, (t) => t.includes("event: delta"), (t) => {
      if (!savedAt && t.includes("event: user")) savedAt = performance.now() - start;
    });
    saved.push(savedAt);
    return ttft;
  };

  // Warm up both paths (JIT, module init, first DB queries), then interleave the measured runs.
  for (let i = 0; i < 3; i++) { await direct(i); await throughApp(i); }
  saved.length = 0;
  const d: number[] = [];
  const a: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    d.push(await direct(i));
    a.push(await throughApp(i));
  }
  const md = median(d);
  const ma = median(a);
  console.log(`chat TTFT over ${RUNS} runs, upstream token delay ${TOKEN_DELAY_MS} ms, database ${"PGlite (in-process)"}`);
  console.log(`  direct from upstream : median ${md.toFixed(1)} ms, p90 ${p90(d).toFixed(1)} ms`);
  console.log(`  through app SSE route: median ${ma.toFixed(1)} ms, p90 ${p90(a).toFixed(1)} ms`);
  console.log(`  (user message saved : median ${median(saved).toFixed(1)} ms: the app's own work before the model is called)`);
  console.log(`  overhead             : ${(ma - md).toFixed(1)} ms (ratio ${(ma / md).toFixed(2)}x)`);
  await closeDb();
  await up.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
