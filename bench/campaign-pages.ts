// Lighthouse for the campaign pages next to /privacy-policy (mobile, simulated throttling).
// Usage: npx tsx bench/campaign-pages.ts http://127.0.0.1:3000 [--runs=3]
// With bench/lighthouse.ts present (the generic runner) it hands the page list to it; otherwise it runs
// Lighthouse itself. Needs a running production build; Chromium at CHROME_PATH (default /usr/bin/chromium).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

export const CAMPAIGN_PAGES = [
  "/guides/drones",
  "/utm-landing?utm_campaign=best_running_shoes_for_flat_feet",
  "/utm?q=best%20drone%20for%20beginners",
];
const BASELINE = "/privacy-policy";

type Row = { path: string; status: number; performance: number; lcp: number; tbt: number; cls: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const argv = process.argv.slice(2);
  const base = argv.find((a) => /^https?:\/\//.test(a));
  const runs = Number(argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 1);
  if (!base) {
    console.error("usage: npx tsx bench/campaign-pages.ts <base-url> [--runs=N]");
    process.exit(2);
  }
  const generic = path.join(__dirname, "lighthouse.ts");
  if (fs.existsSync(generic) && !argv.includes("--self")) {
    const r = spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), generic, base, ...CAMPAIGN_PAGES, `--runs=${runs}`], { stdio: "inherit" });
    process.exit(r.status ?? 1);
  }
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const audit = (url: string) => lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", throttlingMethod: "simulate" });
  const rows: Row[] = [];
  try {
    await audit(new URL(BASELINE, base).toString()); // warm-up, discarded
    for (const p of [BASELINE, ...CAMPAIGN_PAGES]) {
      const samples: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await audit(new URL(p, base).toString());
        if (!r) throw new Error(`lighthouse returned nothing for ${p}`);
        const a = r.lhr.audits;
        samples.push({
          path: p, status: (r.lhr.audits["http-status-code"]?.score ?? 1) === 1 ? 200 : 0,
          performance: Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
          lcp: a["largest-contentful-paint"]?.numericValue ?? 0, tbt: a["total-blocking-time"]?.numericValue ?? 0, cls: a["cumulative-layout-shift"]?.numericValue ?? 0,
        });
      }
      rows.push({ path: p, status: samples[0]!.status, performance: median(samples.map((s) => s.performance)), lcp: median(samples.map((s) => s.lcp)), tbt: median(samples.map((s) => s.tbt)), cls: median(samples.map((s) => s.cls)) });
    }
  } finally {
    chrome.kill();
  }
  const b = rows[0]!;
  console.log(`lighthouse ${base}: mobile, simulated throttling, median of ${runs} run(s)${b.status !== 200 ? ` (note: ${BASELINE} did not answer 200)` : ""}\n`);
  console.log(["path".padEnd(62), "perf", "LCP ms", "TBT ms", "CLS", "perf vs base", "LCP vs base"].join("  "));
  for (const r of rows) {
    console.log([r.path.padEnd(62), String(r.performance).padStart(4), r.lcp.toFixed(0).padStart(6), r.tbt.toFixed(0).padStart(6), r.cls.toFixed(3),
      `${(r.performance / Math.max(1, b.performance)).toFixed(2)}x`.padStart(12), `${(r.lcp / Math.max(1, b.lcp)).toFixed(2)}x`.padStart(11)].join("  "));
  }
}

if (require.main === module) main().catch((err) => { console.error(err); process.exit(1); });
