// Lighthouse (mobile, simulated throttling) for a list of pages, with performance and LCP as
// ratios against /privacy-policy measured in the same run, so machines of any speed compare.
// Usage: npx tsx bench/lighthouse.ts http://localhost:3000 / /contact [--runs=3] [--no-bare] [--save=DIR]
// Needs a running production build and Chromium (CHROME_PATH, default /usr/bin/chromium). The bare
// Next app (bench/bare-app.ts, one <h1>) is audited in the same run as the "bare:/" row, and LCP is
// also printed against it (issue 14 item 8's goal: within 1.5x of the bare page). --save keeps each
// pass's Lighthouse JSON (bootup-time, long-tasks, mainthread-work-breakdown) for profiling.
import fs from "node:fs";
import os from "node:os";
import { join as pathJoin } from "node:path";
import { startBareApp, type BareApp } from "./bare-app";

const BASELINE = "/privacy-policy";

type Result = { path: string; performance: number; accessibility: number; seo: number; bestPractices: number; lcp: number; tbt: number; cls: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const argv = process.argv.slice(2);
  const withBare = !argv.includes("--no-bare");
  const runs = Number(argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 1);
  const saveDir = argv.find((a) => a.startsWith("--save="))?.slice("--save=".length) ?? null;
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const [base, ...paths] = argv.filter((a) => !a.startsWith("--"));
  if (!base || !/^https?:\/\//.test(base)) {
    console.error("usage: npx tsx bench/lighthouse.ts <base-url> [path ...] [--runs=N]");
    process.exit(2);
  }
  if (paths.length === 0) paths.push("/", "/contact");
  if (!paths.includes(BASELINE)) paths.unshift(BASELINE);

  // Both packages are ESM-only; load them at run time from this CommonJS-compiled script.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results: Result[] = [];
  const loadAt = (): string => os.loadavg().map((l) => l.toFixed(2)).join(" ");
  const loadBefore = loadAt();
  const bare: BareApp | null = withBare ? await startBareApp() : null;
  const targets: { label: string; url: string }[] = paths.map((p) => ({ label: p, url: new URL(p, base).toString() }));
  if (bare) targets.push({ label: "bare:/", url: `${bare.url}/` });
  const audit = (url: string) =>
    lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
  try {
    // A discarded first pass warms Chromium and the server, so the baseline is not the cold run.
    await audit(new URL(BASELINE, base).toString());
    for (const { label: path, url } of targets) {
      const samples: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await audit(url);
        if (!r) throw new Error(`lighthouse returned nothing for ${path}`);
        if (saveDir) fs.writeFileSync(pathJoin(saveDir, `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.${i + 1}.json`), JSON.stringify(r.lhr));
        const { categories: c, audits: a } = r.lhr;
        samples.push({
          path,
          performance: Math.round((c.performance?.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
          seo: Math.round((c.seo?.score ?? 0) * 100),
          bestPractices: Math.round((c["best-practices"]?.score ?? 0) * 100),
          lcp: a["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: a["total-blocking-time"]?.numericValue ?? 0,
          cls: a["cumulative-layout-shift"]?.numericValue ?? 0,
        });
      }
      const pick = (k: keyof Omit<Result, "path">) => median(samples.map((s) => s[k]));
      results.push({ path, performance: pick("performance"), accessibility: pick("accessibility"), seo: pick("seo"), bestPractices: pick("bestPractices"), lcp: pick("lcp"), tbt: pick("tbt"), cls: pick("cls") });
    }
  } finally {
    chrome.kill();
    bare?.stop();
  }

  const b = results.find((r) => r.path === BASELINE)!;
  const bareRow = results.find((r) => r.path === "bare:/");
  const header = ["path", "perf", "a11y", "seo", "best-pr", "LCP ms", "TBT ms", "CLS", `perf vs ${BASELINE}`, "LCP vs base", "LCP vs bare"];
  const rows = results.map((r) => [
    r.path, String(r.performance), String(r.accessibility), String(r.seo), String(r.bestPractices),
    r.lcp.toFixed(0), r.tbt.toFixed(0), r.cls.toFixed(3),
    `${(r.performance / b.performance).toFixed(2)}x`, `${(r.lcp / b.lcp).toFixed(2)}x`,
    bareRow ? `${(r.lcp / bareRow.lcp).toFixed(2)}x` : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`lighthouse ${base}: mobile, simulated throttling, median of ${runs} run(s) per page`);
  console.log(`load average (1/5/15 min) at start: ${loadBefore}; at end: ${loadAt()}; ${os.cpus().length} cores\n`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
