// Server throughput of the campaign pages against /privacy-policy (a prerendered page) and a bare
// Next app, measured in one run: autocannon, 50 connections, warmed, each page in turn.
// Usage: npx tsx bench/campaign-pages.ts http://127.0.0.1:3000 [--seconds=10] [--connections=50] [--no-bare]
//        npx tsx bench/campaign-pages.ts http://127.0.0.1:3000 --lighthouse [--runs=3]   (bench/lighthouse.ts on these pages)
// Needs a running production build. A paid campaign sends bursts of the same few questions, so each
// campaign page is requested with one topic (the repeated-topic case the page cache serves), plus
// one row where every request carries a new ad click id (gclid), which must not defeat the cache.
import path from "node:path";
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { startBareApp } from "./bare-app";

export const CAMPAIGN_PAGES = [
  "/utm?q=best%20drone%20for%20beginners",
  "/utm-landing?q=best%20drone%20for%20beginners",
  "/utm-landing?utm_campaign=best_running_shoes_for_flat_feet",
  "/guides/drones",
];
const BASELINE = "/privacy-policy";

type Row = { path: string; rps: number; p50: number; p99: number; non2xx: number };

async function load(url: string, seconds: number, connections: number, uniqueClick = false): Promise<Row> {
  let n = 0;
  const opts = {
    url, connections, duration: seconds, pipelining: 1,
    // What a browser's page load asks for (the page cache answers page loads, not RSC fetches).
    headers: { accept: "text/html,application/xhtml+xml" },
    // A new click id per request: the page and topic repeat, the address never does.
    ...(uniqueClick ? { requests: [{ setupRequest: (r: { path: string }) => ({ ...r, path: `${r.path}&gclid=c${n++}` }) }] } : {}),
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up, discarded (fills the page cache on a miss)
  const r = await autocannon(opts);
  return { path: url, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function main() {
  const argv = process.argv.slice(2);
  const base = argv.find((a) => /^https?:\/\//.test(a));
  const flag = (name: string, d: number) => Number(argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? d);
  if (!base) {
    console.error("usage: npx tsx bench/campaign-pages.ts <base-url> [--seconds=10] [--connections=50] [--no-bare] [--lighthouse --runs=N]");
    process.exit(2);
  }
  if (argv.includes("--lighthouse")) {
    const runs = `--runs=${flag("runs", 1)}`;
    const r = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), path.join(__dirname, "lighthouse.ts"), base, ...CAMPAIGN_PAGES, runs], { stdio: "inherit" });
    process.exit(r.status ?? 1);
  }
  const seconds = flag("seconds", 10);
  const connections = flag("connections", 50);
  const rows: Row[] = [];
  for (const p of [BASELINE, ...CAMPAIGN_PAGES]) rows.push({ ...(await load(new URL(p, base).toString(), seconds, connections)), path: p });
  const clicked = CAMPAIGN_PAGES[0]!;
  rows.push({ ...(await load(new URL(clicked, base).toString(), seconds, connections, true)), path: `${clicked}&gclid=<new each time>` });
  if (!argv.includes("--no-bare")) {
    const bare = await startBareApp();
    try {
      rows.push({ ...(await load(`${bare.url}/`, seconds, connections)), path: "bare:/" });
    } finally {
      bare.stop();
    }
  }
  const b = rows[0]!;
  console.log(`throughput ${base}: autocannon, ${connections} connections, ${seconds} s per page after a 2 s warm-up\n`);
  console.log(["path".padEnd(72), "req/s".padStart(7), "p50 ms".padStart(7), "p99 ms".padStart(7), "non-2xx".padStart(7), "vs /privacy-policy".padStart(19)].join("  "));
  for (const r of rows) {
    console.log([r.path.padEnd(72), r.rps.toFixed(0).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), String(r.non2xx).padStart(7),
      `${((r.rps / Math.max(1, b.rps)) * 100).toFixed(0)}%`.padStart(19)].join("  "));
  }
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(1); });
