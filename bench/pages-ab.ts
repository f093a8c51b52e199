// Two builds' pages side by side in one run (issue 15 item 6): the same paths served by build A and
// build B (each a checkout after `npm run build`) and the bare app's `/`, interleaved per round, so
// the machine's changing load falls on both builds alike. Usage:
//   BENCH_DATABASE_URL=postgres://…/db npx tsx bench/pages-ab.ts <dirA> <dirB> [port=4400] [--paths=/,/privacy-policy]
//     [--rounds=2] [--seconds=8] [--connections=50] [--bare-path=/api/json] [--signed-in] [--env-a=K=V,…] [--env-b=K=V,…]
// The database must hold the app's tables (both servers migrate it on start, as `npm start` does).
// For the JSON calls: `--bare-path` picks the bare app's row (say `/api/json` or `/api/one-query`,
// which gets `?user=` of the signed-in user), `--signed-in` makes a signed-in approved user with 20
// conversations and sends its session cookie to both builds; `--env-a`/`--env-b` give each build's
// server extra environment, so A and B may be one build under two settings (say `LOG_LEVEL=warn`).
// Prints per round req/s, p99 and bytes of each row, each build's req/s relative to the bare `/` of
// the same round, and each build's server CPU per request (utime + stime of its Next process over
// the row): on a shared machine req/s moves with other work, CPU per request much less.
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { startBareApp } from "./bare-app";

const argv = process.argv.slice(2);
const [dirA, dirB] = argv.filter((a) => !a.startsWith("--") && !/^\d+$/.test(a)).map((d) => path.resolve(d));
const PORT = Number(argv.find((a) => /^\d+$/.test(a)) ?? 4400);
const flag = (name: string, d: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? d;
const PATHS = flag("paths", "/,/privacy-policy").split(",");
const ROUNDS = Number(flag("rounds", "2"));
const SECONDS = Number(flag("seconds", "8"));
const CONNECTIONS = Number(flag("connections", "50"));
const BARE_PATH = flag("bare-path", "/");
const SIGNED_IN = argv.includes("--signed-in");
const envFlag = (name: string) => Object.fromEntries(flag(name, "").split(",").filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]));
const ENV = { A: envFlag("env-a"), B: envFlag("env-b") };
const DB = process.env.BENCH_DATABASE_URL;
const SECRET = "bench-secret-only-for-this-run-0123456789";
let requestHeaders: Record<string, string> = { accept: "text/html,application/xhtml+xml" };

type Build = { stop: () => void; pid: () => number };

function startBuild(dir: string, port: number, extra: Record<string, string>): Build {
  const env = { ...process.env, DATABASE_URL: DB, NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    PORT: String(port), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: `/tmp/hh-bench-ab-${port}`, ...extra };
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
  return { stop: () => child.kill("SIGTERM"), pid: () => deepestChild(child.pid!) };
}

// scripts/start.ts (node with tsx as a loader) starts node, which starts Next: the CPU is the last process's.
function deepestChild(pid: number): number {
  const kids = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean).map(Number);
  return kids.length ? deepestChild(kids[0]) : pid;
}

/** utime + stime of a process in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function ready(url: string) {
  for (let i = 0; i < 600; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready in 120 s`);
}

async function measure(url: string, pid?: number) {
  const opts = { url, connections: CONNECTIONS, pipelining: 1, headers: pid ? requestHeaders : { accept: requestHeaders.accept! } };
  await autocannon({ ...opts, duration: 2 }); // warm-up, discarded
  const cpu0 = pid ? cpuMs(pid) : 0;
  const r = await autocannon({ ...opts, duration: SECONDS });
  const cpu = pid ? (cpuMs(pid) - cpu0) / Math.max(1, r.requests.total) : NaN;
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, bytes: r.throughput.total / Math.max(1, r.requests.total), cpu };
}

async function main() {
  if (!dirA || !dirB || !DB) throw new Error("usage: BENCH_DATABASE_URL=… npx tsx bench/pages-ab.ts <dirA> <dirB> [port]");
  const builds = { A: startBuild(dirA, PORT + 1, ENV.A), B: startBuild(dirB, PORT + 2, ENV.B) };
  let bare: { url: string; stop: () => void } | null = null;
  try {
    await ready(`http://127.0.0.1:${PORT + 1}/`);
    await ready(`http://127.0.0.1:${PORT + 2}/`);
    let barePath = BARE_PATH;
    if (SIGNED_IN) {
      // Made the way bench/throughput.ts makes its user (rows + a signed session cookie), in this process.
      Object.assign(process.env, { DATABASE_URL: DB, NEXTAUTH_SECRET: SECRET });
      const fx = await import("../tests/integration/chat-fixtures");
      const { insertConversation } = await import("@/lib/db/queries/conversations");
      const { closeDb } = await import("@/lib/db/client");
      const user = await fx.makeUser();
      for (let i = 0; i < 20; i++) await insertConversation({ owner: { kind: "user", userId: user.id }, title: `Bench conversation ${i + 1}` });
      await closeDb();
      requestHeaders = { ...requestHeaders, cookie: Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join("; ") };
      if (barePath.startsWith("/api/one-query")) barePath = `/api/one-query?user=${user.id}`;
    }
    bare = await startBareApp(Number(process.env.BARE_PORT ?? PORT + 30), { databaseUrl: DB });
    console.log(`pages A/B: A = ${dirA} ${JSON.stringify(ENV.A)}, B = ${dirB} ${JSON.stringify(ENV.B)}; autocannon ${CONNECTIONS} connections, ${SECONDS} s per row after 2 s warm-up${SIGNED_IN ? ", signed in" : ""}`);
    const pids = { A: builds.A.pid(), B: builds.B.pid() };
    console.log("| round | row | req/s | p99 ms | non-2xx | bytes/resp | × bare / | server CPU ms/req |");
    console.log("|---:|---|---:|---:|---:|---:|---:|---:|");
    const f = (x: number) => Math.round(x).toLocaleString("en-US");
    for (let round = 1; round <= ROUNDS; round++) {
      const base = await measure(`${bare.url}${barePath}`);
      console.log(`| ${round} | bare ${BARE_PATH} | ${f(base.rps)} | ${base.p99} | ${base.non2xx} | ${f(base.bytes)} | | |`);
      for (const p of PATHS) {
        // Alternate which build goes first, so neither always runs right after the bare row.
        const order = round % 2 ? (["A", "B"] as const) : (["B", "A"] as const);
        for (const which of order) {
          const r = await measure(`http://127.0.0.1:${PORT + (which === "A" ? 1 : 2)}${p}`, pids[which]);
          console.log(`| ${round} | ${which} ${p} | ${f(r.rps)} | ${r.p99} | ${r.non2xx} | ${f(r.bytes)} | ${(r.rps / base.rps).toFixed(2)}× | ${r.cpu.toFixed(3)} |`);
        }
      }
    }
  } finally {
    bare?.stop();
    builds.A.stop();
    builds.B.stop();
  }
  await new Promise((r) => setTimeout(r, 1000));
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
