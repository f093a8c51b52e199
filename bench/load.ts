// Concurrent streaming chats through a production server on PostgreSQL, against the same local
// OpenAI-protocol upstream streaming 60 tokens 20 ms apart, measured directly at the same concurrency.
// Usage (after `npm run build`):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54330/postgres npx tsx bench/load.ts [50,100,200] [port=4210]
// (TEST_DATABASE_URL works too.) Makes a fresh database there and drops it at the end.
// Prints per level: errors, first-token p50/p99 through the app and from the upstream, total time,
// server CPU per chat (the Next process's utime+stime over the level / chats) and its peak RSS.
// BENCH_PROFILE_DIR=/tmp/prof also writes a CPU profile of the Next process per printed level
// (bench/cpu-profile.mjs; summarise with `npx tsx bench/profile-summary.ts /tmp/prof/<file>`).
// Two shapes (`--mode=`): `burst` (the default) starts all N chats of a level in the same instant;
// `sustained --seconds=S [--warmup=W]` keeps N users chatting back to back (each sends its next chat
// when the last one's stream ends) for W + S seconds and measures the last S (bench/load-sustained.ts),
// the upstream-direct baseline the same way at the same N. Each user chats on in one conversation.
import fs from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";
import { startOpenAIUpstream } from "../tests/servers/openai-upstream";
import { withThrowawayDatabase } from "./throwaway-db";
import { sustained } from "./load-sustained";

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const LEVELS = (positional[0] ?? "50,100,200").split(",").map(Number);
const PORT = Number(positional[1] ?? 4210);
const MODE = flag("mode") ?? "burst";
const SECONDS = Number(flag("seconds") ?? 20);
const WARMUP = Number(flag("warmup") ?? 3);
if (MODE !== "burst" && MODE !== "sustained") throw new Error(`--mode=burst|sustained, not ${MODE}`);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = "bench-secret-only-for-this-run-0123456789";
// BENCH_TOKENS=1 measures a chat with almost no streaming: its CPU is the work before the first
// token plus the final save (what the 60-token level adds on top of it is the streaming).
const TOKENS = Number(process.env.BENCH_TOKENS ?? 60);
const TOKEN_MS = 20;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const HEAP_LOG = process.env.BENCH_HEAP_LOG;
const HEAP_PROFILE_DIR = process.env.BENCH_HEAP_PROFILE_DIR;
/** SIGUSR2 starts and stops the level's CPU profile (bench/cpu-profile.mjs) or heap profile (bench/heap-probe.mjs). */
const PROFILING = !!(PROFILE_DIR || HEAP_PROFILE_DIR);
/** Marks a level's measured window in the heap log (bench/heap-probe.mjs writes the samples between). */
const markHeapLog = (mark: string) => { if (HEAP_LOG) fs.appendFileSync(HEAP_LOG, `${JSON.stringify({ t: Date.now(), mark })}\n`); };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux
const cpuMs = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
/** The Next server processes: descendants of the process we spawned (node running scripts/start.ts → next start, one per worker). */
function nextServersUnder(root: number): number[] {
  const procs = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      return [{ pid: Number(d), ppid, cmd: fs.readFileSync(`/proc/${d}/cmdline`, "utf8") }];
    } catch { return []; }
  });
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (mine.has(p.ppid) && !mine.has(p.pid)) { mine.add(p.pid); grew = true; }
  }
  return procs.filter((p) => mine.has(p.pid) && (p.cmd.includes("next-server") || p.cmd.includes("next/dist/bin/next"))).map((p) => p.pid);
}

/** ms from `start` to the first chunk matching `found`; then reads the stream to its end. */
async function stream(res: Response, start: number, found: (t: string) => boolean, ok: (t: string) => boolean) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && found(text)) first = performance.now() - start;
  }
  if (Number.isNaN(first) || !ok(text)) throw new Error(`bad stream: ${text.slice(-300)}`);
  return first;
}

async function main() {
  await withThrowawayDatabase("hh_bench", run);
}

async function run(dbUrl: string) {
  const up = await startOpenAIUpstream({ dripMs: TOKEN_MS, dripChunks: TOKENS });
  const env = {
    DATABASE_URL: dbUrl, NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: ORIGIN, TRUST_PROXY_HOPS: "1", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
    OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: up.url, OPENAI_MODEL: "bench-model", OPENAI_TIMEOUT_MS: "60000",
    USER_DAILY_ANSWERS: "100000", DATA_DIR: `/tmp/hh-bench-load-${PORT}`, NEXT_TELEMETRY_DISABLED: "1",
  };
  // BENCH_SERVER_NODE_OPTIONS: node flags for the server only (say --max-old-space-size), not this process.
  // BENCH_PROFILE_DIR and BENCH_HEAP_LOG add their preloads (a CPU profile per level; memory per second).
  const nodeOptions = [
    process.env.BENCH_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? "",
    PROFILE_DIR ? `--import ${path.resolve("bench/cpu-profile.mjs")}` : "",
    HEAP_LOG || HEAP_PROFILE_DIR ? `--import ${path.resolve("bench/heap-probe.mjs")}` : "",
  ].filter(Boolean).join(" ");
  const probes = { ...(PROFILE_DIR ? { BENCH_PROFILE_DIR: path.resolve(PROFILE_DIR) } : {}), ...(HEAP_LOG ? { BENCH_HEAP_LOG: path.resolve(HEAP_LOG) } : {}),
    ...(HEAP_PROFILE_DIR ? { BENCH_HEAP_PROFILE_DIR: path.resolve(HEAP_PROFILE_DIR) } : {}) };
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env: { ...process.env, ...env, NODE_OPTIONS: nodeOptions, ...probes, PORT: String(PORT), HOST: "127.0.0.1" }, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => { try { server.kill("SIGTERM"); } catch { /* gone */ } };
  process.on("exit", stop);
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${ORIGIN}/api/health/ready`)).ok) break; } catch { /* starting */ }
    if (i > 600) throw new Error("server not ready in 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  // With WEB_CONCURRENCY=N (scripts/start.ts) there are N: CPU and RSS are their sums (the machine's cost).
  const workers = Number(process.env.WEB_CONCURRENCY ?? 1);
  let nextPids: number[] = [];
  for (let i = 0; nextPids.length < workers; i++) {
    nextPids = nextServersUnder(server.pid!);
    if (i > 50) throw new Error(`${workers} Next process(es) expected, found ${nextPids.length}`);
    if (nextPids.length < workers) await new Promise((r) => setTimeout(r, 200));
  }
  const cpuAll = () => nextPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const rssAll = () => nextPids.reduce((sum, pid) => sum + rssMb(pid), 0);
  const signalAll = (sig: NodeJS.Signals) => { for (const pid of nextPids) process.kill(pid, sig); };

  // Users are made the way the tests make them (rows + a signed session cookie), in this process.
  Object.assign(process.env, env);
  const fx = await import("../tests/integration/chat-fixtures");
  const { closeDb } = await import("@/lib/db/client");

  const direct = async (i: number) => {
    const start = performance.now();
    const res = await fetch(`${up.url}/chat/completions`, {
      method: "POST", headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: `question ${i} [[drip]]` }] }),
    });
    return stream(res, start, (t) => /"content":"[^"]/.test(t), (t) => t.includes("[DONE]"));
  };

  const appChat = async (p: { cookie: string; ip: string; id: string }, i: number) => {
    const start = performance.now();
    const res = await fetch(`${ORIGIN}/api/conversations/${p.id}/messages`, {
      method: "POST", headers: { cookie: p.cookie, "content-type": "application/json", accept: "text/event-stream", "x-forwarded-for": p.ip },
      body: JSON.stringify({ content: `Which tent for two people, question ${i}? [[drip]]` }),
    });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return stream(res, start, (t) => t.includes("event: delta"), (t) => t.includes("event: done"));
  };

  if (MODE === "sustained") {
    // Bench setup, not a product rule: each user's address may send 120 messages an hour
    // (the message route's limit), so a level must not ask more of one user than that.
    const perUser = Math.ceil(((WARMUP + SECONDS) * 1000) / (TOKENS * TOKEN_MS)) + 1;
    if (perUser > 110) throw new Error(`--seconds=${SECONDS} could send ${perUser} chats per user; the message limit is 120 an hour per address`);
  }
  console.log(`load: ${TOKENS} tokens × ${TOKEN_MS} ms per answer, PostgreSQL, ${nextPids.length === 1 ? "one server" : `one server in ${nextPids.length} worker processes (WEB_CONCURRENCY)`} (node ${process.version})`);
  if (MODE === "sustained") {
    console.log(`sustained: N users chatting back to back, ${WARMUP} s warm-up, measured over ${SECONDS} s`);
    console.log("| chats in flight | errors | app p50 | app p99 | upstream p50 | upstream p99 | p50 overhead | chats completed | chats/s | upstream chats/s | CPU ms/chat | peak RSS MB |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  } else {
    console.log("| chats | errors | app p50 | app p99 | upstream p50 | upstream p99 | p50 overhead | total s | CPU ms/chat | peak RSS MB |");
    console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  }
  const f = (x: number) => x.toFixed(0);
  async function sustainedLevel(n: number, people: { cookie: string; ip: string; id: string }[]) {
    const base = { users: n, warmupSeconds: WARMUP, seconds: SECONDS };
    const upstream = await sustained({ ...base, chat: (u, k) => direct(u * 1000 + k) });
    let peak = 0;
    let poll: NodeJS.Timeout | undefined;
    let cpu0 = 0;
    let cpu = 0;
    const app = await sustained({
      ...base,
      chat: (u, k) => appChat(people[u]!, u * 1000 + k),
      onWindow: (edge) => {
        markHeapLog(`${edge} ${n}`);
        if (edge === "start") {
          if (PROFILING) signalAll("SIGUSR2");
          cpu0 = cpuAll();
          peak = rssAll();
          poll = setInterval(() => { peak = Math.max(peak, rssAll()); }, 50);
        } else {
          cpu = cpuAll() - cpu0;
          clearInterval(poll);
          if (PROFILING) signalAll("SIGUSR2");
        }
      },
    });
    if (PROFILING) await new Promise((r) => setTimeout(r, 1500));
    const errors = [...app.errors, ...upstream.errors];
    if (errors.length) console.error(`  first error at ${n}: ${String(errors[0]).slice(0, 300)}`);
    const a = app.firstTokens;
    const u = upstream.firstTokens;
    console.log(`| ${n} | ${errors.length} | ${f(pct(a, 50))} | ${f(pct(a, 99))} | ${f(pct(u, 50))} | ${f(pct(u, 99))} | ${f(pct(a, 50) - pct(u, 50))} | ${app.completed} | ${(app.completed / app.seconds).toFixed(1)} | ${(upstream.completed / upstream.seconds).toFixed(1)} | ${(cpu / Math.max(1, app.completed)).toFixed(1)} | ${f(peak)} |`);
  }
  let warm = true;
  for (const n of [10, ...LEVELS]) {
    const people = await Promise.all(Array.from({ length: n }, async (_, i) => {
      const u = await fx.makeUser();
      const cookie = Object.entries(u.cookies).map(([k, v]) => `${k}=${v}`).join("; ");
      const ip = `10.${n % 250}.${i >> 8}.${(i & 255) + 1}`;
      const r = await fetch(`${ORIGIN}/api/conversations`, { method: "POST", headers: { cookie, "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify({ title: "Bench" }) });
      if (r.status !== 201) throw new Error(`create conversation: ${r.status} ${await r.text()}`);
      return { cookie, ip, id: ((await r.json()) as { id: string }).id };
    }));
    if (MODE === "sustained" && !warm) {
      await sustainedLevel(n, people);
      continue;
    }
    const upstreamTimes = (await Promise.allSettled(people.map((_, i) => direct(i)))).flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    let peak = rssAll();
    const poll = setInterval(() => { peak = Math.max(peak, rssAll()); }, 50);
    const profile = PROFILING && !warm;
    if (profile) { signalAll("SIGUSR2"); await new Promise((r) => setTimeout(r, 200)); }
    const cpu0 = cpuAll();
    if (!warm) markHeapLog(`start ${n}`);
    const t0 = performance.now();
    const results = await Promise.allSettled(people.map((p, i) => appChat(p, i)));
    const total = (performance.now() - t0) / 1000;
    const cpu = cpuAll() - cpu0;
    if (!warm) markHeapLog(`end ${n}`);
    clearInterval(poll);
    if (profile) { signalAll("SIGUSR2"); await new Promise((r) => setTimeout(r, 1500)); }
    const app = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const errors = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    if (errors.length) console.error(`  first error at ${n}: ${String(errors[0]!.reason).slice(0, 300)}`);
    if (warm) { warm = false; continue; } // the first small level warms the server (JIT, pool) and is not printed
    console.log(`| ${n} | ${errors.length + (n - upstreamTimes.length)} | ${f(pct(app, 50))} | ${f(pct(app, 99))} | ${f(pct(upstreamTimes, 50))} | ${f(pct(upstreamTimes, 99))} | ${f(pct(app, 50) - pct(upstreamTimes, 50))} | ${total.toFixed(1)} | ${(cpu / n).toFixed(1)} | ${f(peak)} |`);
  }
  await closeDb();
  stop();
  await up.close();
  await new Promise((r) => setTimeout(r, 1000));
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
