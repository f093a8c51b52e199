// Page weight: the gzipped JavaScript each page makes a modern browser load, against /privacy-policy.
// Usage: npx tsx bench/page-weight.ts http://localhost:3000 / /contact /utm?q=best+drone ... [--no-bare]
// Needs a running production build (`npm run build && PORT=3000 npm start`). A bare Next app with
// one <h1> (bench/bare-app.ts) is built, served and measured in the same run as the "bare:/" row.
import zlib from "node:zlib";
import { startBareApp } from "./bare-app";

const BASELINE = "/privacy-policy";

type Row = { path: string; status: number; chunks: number; jsGzip: number; htmlGzip: number };

const gz = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).byteLength;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * `<script src>` chunks a module-capable browser runs (the nomodule polyfill chunk is skipped), and the
 * chunks the prerendered and cached pages fetch after the first paint (`<template data-after-paint data-src>`,
 * lib/build/scripts-after-paint.ts): the page loads them all the same, one frame later.
 */
function scriptSources(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(script|template)\b([^>]*)>/gi)) {
    const attrs = m[2]!;
    if (/\bnomodule\b/i.test(attrs)) continue;
    if (m[1]!.toLowerCase() === "template" && !/\bdata-after-paint\b/i.test(attrs)) continue;
    const src = /\b(?:data-)?src="([^"]+)"/i.exec(attrs)?.[1];
    if (src) out.push(src.replace(/&amp;/g, "&"));
  }
  return [...new Set(out)];
}

const cache = new Map<string, number>();
async function chunkGzip(url: string): Promise<number> {
  if (!cache.has(url)) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    cache.set(url, gz(Buffer.from(await res.arrayBuffer())));
  }
  return cache.get(url)!;
}

async function measure(base: string, path: string): Promise<Row> {
  const res = await fetch(new URL(path, base), { redirect: "follow" });
  const html = Buffer.from(await res.arrayBuffer());
  const srcs = scriptSources(html.toString("utf8"));
  const sizes = await Promise.all(srcs.map((s) => chunkGzip(new URL(s, base).toString())));
  return { path, status: res.status, chunks: srcs.length, jsGzip: sizes.reduce((a, b) => a + b, 0), htmlGzip: gz(html) };
}

async function main() {
  const argv = process.argv.slice(2);
  const withBare = !argv.includes("--no-bare");
  const [base, ...args] = argv.filter((a) => !a.startsWith("--"));
  if (!base || !/^https?:\/\//.test(base)) {
    console.error("usage: npx tsx bench/page-weight.ts <base-url> [path ...]");
    process.exit(2);
  }
  const paths = args.length ? args : ["/", "/contact", "/terms-of-service"];
  if (!paths.includes(BASELINE)) paths.unshift(BASELINE);
  const rows: Row[] = [];
  for (const p of paths) rows.push(await measure(base, p));
  if (withBare) {
    const bare = await startBareApp();
    try {
      rows.push({ ...(await measure(bare.url, "/")), path: "bare:/" });
    } finally {
      bare.stop();
    }
  }
  const baseline = rows.find((r) => r.path === BASELINE)!;

  const header = ["path", "status", "chunks", "JS gzip KB", "HTML gzip KB", `JS vs ${BASELINE}`];
  const table = rows.map((r) => [r.path, String(r.status), String(r.chunks), kb(r.jsGzip), kb(r.htmlGzip), `${(r.jsGzip / baseline.jsGzip).toFixed(2)}x`]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`page weight at ${base} (gzip level 9 of each <script src> chunk; nomodule polyfills excluded)\n`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of table) console.log(line(row));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
