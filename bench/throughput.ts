// Throughput against the framework's floor (issue 15 item 6): the app's production build on
// PostgreSQL and a bare Next app of the same installed versions (bench/bare-app.ts), side by side
// in one run, autocannon with 50 connections, a 2 s warm-up then `--seconds` per row.
// Usage (after `npm run build`):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54330/postgres npx tsx bench/throughput.ts [port=4400]
//     [--seconds=10] [--connections=50] [--gzip] [--only=pages,json,list] [--cpu-prof=<dir>] [--static-off]
// Makes a fresh database there (dropped at the end), one signed-in approved user with 20
// conversations, and prints req/s, p50, p99, non-2xx and bytes per response of each row, and each
// app row's req/s (and p99) relative to its bare counterpart. `--gzip` sends
// `Accept-Encoding: gzip` as browsers do (default: none, like the figures); `--cpu-prof`
// writes the app server's CPU profiles (node --cpu-prof) to that folder when it stops.
// `--static-off` starts a second app server on port+1 with STATIC_PAGES_IN_MEMORY=false and
// API_FAST_LANE=false and adds its page and JSON rows ("(off)"), so the static pages from memory
// and the API fast lane are measured on and off (Next alone) in one run.
import os from "node:os";
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { startBareApp } from "./bare-app";
import { withThrowawayDatabase } from "./throwaway-db";

const argv = process.argv.slice(2);
const PORT = Number(argv.find((a) => /^\d+$/.test(a)) ?? 4400);
const flag = (name: string, d: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? d;
const SECONDS = Number(flag("seconds", "10"));
const CONNECTIONS = Number(flag("connections", "50"));
const ONLY = flag("only", "");
const GZIP = argv.includes("--gzip");
const CPU_PROF = flag("cpu-prof", "");
const STATIC_OFF = argv.includes("--static-off");
const LOAD_AT_START = os.loadavg();
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ["/", "/privacy-policy", "/contact", "/terms-of-service", "/guides/drones"];
const SECRET = "bench-secret-only-for-this-run-0123456789";

type Target = { group: "pages" | "json" | "list" | "curve"; name: string; url: string; headers: Record<string, string>; check: (status: number, body: string) => boolean };
type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number; bytes: number };

async function load(t: Target): Promise<Row> {
  const headers = { ...t.headers, ...(GZIP ? { "accept-encoding": "gzip" } : {}) };
  const probe = await fetch(t.url, { headers: { ...t.headers, "accept-encoding": "identity" } });
  const body = await probe.text();
  if (!t.check(probe.status, body)) throw new Error(`${t.name}: unexpected answer ${probe.status} ${body.slice(0, 200)}`);
  const opts = { url: t.url, connections: CONNECTIONS, pipelining: 1, headers };
  await autocannon({ ...opts, duration: 2 }); // warm-up, discarded
  const r = await autocannon({ ...opts, duration: SECONDS });
  return { name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, bytes: r.throughput.total / Math.max(1, r.requests.total) };
}

async function main() {
  await withThrowawayDatabase("hh_bench_tput", run);
}

async function run(dbUrl: string) {
  // The production defaults otherwise (LOG_LEVEL info: one request line per call, to /dev/null).
  const env = { DATABASE_URL: dbUrl, NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: ORIGIN, DATA_DIR: `/tmp/hh-bench-tput-${PORT}`, NEXT_TELEMETRY_DISABLED: "1" };
  const serverEnv = { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1" };
  // node refuses --cpu-prof in NODE_OPTIONS, so a profiled run migrates first and starts Next itself
  // the way scripts/start.ts does (same preloads, same signal handling).
  if (CPU_PROF) spawnSync("node_modules/.bin/tsx", ["scripts/migrate.ts"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  const server = CPU_PROF
    ? spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF}`, "--import", "./scripts/peer-address.mjs", "--import", "./scripts/track-servers.mjs",
      "node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { env: { ...serverEnv, NEXT_MANUAL_SIG_HANDLE: "true" }, stdio: ["ignore", "ignore", "inherit"] })
    : spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  // The same build with the static pages from memory off (same database, its own data folder).
  const offServer = STATIC_OFF
    ? () => spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...serverEnv, PORT: String(PORT + 1), NEXTAUTH_URL: `http://127.0.0.1:${PORT + 1}`, DATA_DIR: `/tmp/hh-bench-tput-${PORT + 1}`, STATIC_PAGES_IN_MEMORY: "false", API_FAST_LANE: "false" },
      stdio: ["ignore", "ignore", "inherit"],
    })
    : null;
  let off: ReturnType<typeof spawn> | null = null;
  const stop = () => { for (const s of [server, off]) try { s?.kill("SIGTERM"); } catch { /* gone */ } };
  process.on("exit", stop);
  let bare: { url: string; stop: () => void } | null = null;
  try {
    for (let i = 0; ; i++) {
      try { if ((await fetch(`${ORIGIN}/api/health/ready`)).ok) break; } catch { /* starting */ }
      if (i > 600) throw new Error("server not ready in 120 s");
      await new Promise((r) => setTimeout(r, 200));
    }
    const OFF_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
    if (offServer) {
      off = offServer(); // after the first server migrated the database
      for (let i = 0; ; i++) {
        try { if ((await fetch(`${OFF_ORIGIN}/api/health/ready`)).ok) break; } catch { /* starting */ }
        if (i > 600) throw new Error("second server not ready in 120 s");
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    // The user is made the way the tests make them (rows + a signed session cookie), in this process.
    Object.assign(process.env, env);
    const fx = await import("../tests/integration/chat-fixtures");
    const { insertConversation } = await import("@/lib/db/queries/conversations");
    const { closeDb } = await import("@/lib/db/client");
    const user = await fx.makeUser();
    for (let i = 0; i < 20; i++) await insertConversation({ owner: { kind: "user", userId: user.id }, title: `Bench conversation ${i + 1}` });
    await closeDb();
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join("; ");
    bare = await startBareApp(Number(process.env.BARE_PORT ?? PORT + 30), { databaseUrl: dbUrl });

    const bareUrl = bare.url;
    const html = { accept: "text/html,application/xhtml+xml" };
    const json = { accept: "application/json" };
    const ok = (s: number) => s === 200;
    const signedIn = (s: number, b: string) => s === 200 && (JSON.parse(b) as { isAuthenticated: boolean }).isAuthenticated;
    const twenty = (s: number, b: string) => s === 200 && (JSON.parse(b) as unknown[]).length === 20;
    const targets: Target[] = [
      { group: "pages", name: "bare /", url: `${bare.url}/`, headers: html, check: ok },
      // The framework's own non-root static pages: one <h1>, and ~30 KB of text.
      { group: "pages", name: "bare /about", url: `${bare.url}/about`, headers: html, check: ok },
      { group: "pages", name: "bare /text", url: `${bare.url}/text`, headers: html, check: ok },
      ...PAGES.map((p): Target => ({ group: "pages", name: p, url: `${ORIGIN}${p}`, headers: html, check: ok })),
      ...(STATIC_OFF ? PAGES.map((p): Target => ({ group: "pages", name: `${p} (off)`, url: `${OFF_ORIGIN}${p}`, headers: html, check: ok })) : []),
      { group: "json", name: "bare /api/json", url: `${bare.url}/api/json`, headers: json, check: ok },
      { group: "json", name: "/api/auth/session-status (anonymous)", url: `${ORIGIN}/api/auth/session-status`, headers: json, check: ok },
      { group: "json", name: "/api/auth/session-status (signed in)", url: `${ORIGIN}/api/auth/session-status`, headers: { ...json, cookie }, check: signedIn },
      ...(STATIC_OFF ? ([
        { group: "json", name: "/api/auth/session-status (anonymous) (off)", url: `${OFF_ORIGIN}/api/auth/session-status`, headers: json, check: ok },
        { group: "json", name: "/api/auth/session-status (signed in) (off)", url: `${OFF_ORIGIN}/api/auth/session-status`, headers: { ...json, cookie }, check: signedIn },
      ] satisfies Target[]) : []),
      { group: "list", name: "bare /api/one-query (same select)", url: `${bare.url}/api/one-query?user=${user.id}`, headers: json, check: twenty },
      { group: "list", name: "/api/conversations (signed in, 20)", url: `${ORIGIN}/api/conversations`, headers: { ...json, cookie }, check: twenty },
      ...(STATIC_OFF ? ([{ group: "list", name: "/api/conversations (signed in, 20) (off)", url: `${OFF_ORIGIN}/api/conversations`, headers: { ...json, cookie }, check: twenty }] satisfies Target[]) : []),
      // Not in the default run: the bare app's own req/s against page size (pages of 10 to 100 KB).
      ...["10", "20", "40", "60", "100"].map((kb): Target => ({ group: "curve", name: `bare /weight/${kb}`, url: `${bareUrl}/weight/${kb}`, headers: html, check: ok })),
    ];
    const rows: (Row & { group: string; bare: boolean })[] = [];
    for (const t of targets.filter((x) => (ONLY ? ONLY.split(",").includes(x.group) : x.group !== "curve"))) rows.push({ ...(await load(t)), group: t.group, bare: t.name.startsWith("bare") });
    print(rows);
  } finally {
    bare?.stop();
    stop();
  }
  await new Promise((r) => setTimeout(r, CPU_PROF ? 5000 : 1000)); // a profile is written as the server exits
}

function print(rows: (Row & { group: string; bare: boolean })[]) {
  const f = (x: number) => Math.round(x).toLocaleString("en-US");
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
  console.log(`load average at the start ${load(LOAD_AT_START)}, at the end ${load(os.loadavg())}`);
  console.log(`throughput: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row after a 2 s warm-up, ${GZIP ? "Accept-Encoding: gzip" : "no Accept-Encoding"} (node ${process.version})`);
  console.log("| row | req/s | p50 ms | p99 ms | non-2xx | bytes/resp | × bare req/s | × bare p99 |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    // Every row against its group's first bare row (the bare app's own pages too).
    const b = rows.find((x) => x.group === r.group && x.bare);
    const ratio = b && b !== r ? `${(r.rps / Math.max(1, b.rps)).toFixed(2)}×` : "";
    const p99 = b && b !== r ? `${(r.p99 / Math.max(1, b.p99)).toFixed(2)}×` : "";
    console.log(`| ${r.name} | ${f(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${f(r.bytes)} | ${ratio} | ${p99} |`);
  }
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
