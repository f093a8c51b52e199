import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";
import { headerLines, rawRequest } from "./scale-cluster";
// @ts-expect-error a plain ESM preload helper (scripts/), no type declarations
import { readBuild } from "../scripts/static-pages-cache.mjs";

// Issue 15 item 6: the static pages answered from memory (scripts/static-pages.mjs) are exactly
// what Next sends. Two servers from this build: one with STATIC_PAGES_IN_MEMORY on (LOG_LEVEL=debug,
// so it logs each answer from memory) and one with it off. Every eligible page, for GET and HEAD,
// identity and gzip, http and https behind a proxy: the answer from memory has Next's status line,
// headers (name, case, order, duplicates; all but Date) and bytes.
const ON = APP_PORT + 5;
const OFF = APP_PORT + 6;
const servers: ChildProcess[] = [];
let onLog = "";

function start(port: number, extra: Record<string, string>): Promise<void> {
  const dataDir = `/tmp/hh-e2e-static-pages-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const proc = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...inheritEnv, ...appEnv, PORT: String(port), DATA_DIR: dataDir, NEXTAUTH_URL: `http://127.0.0.1:${port}`, ...extra } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "ignore"],
  });
  proc.stdout!.on("data", (c: Buffer) => { if (port === ON) onLog += c.toString(); });
  servers.push(proc);
  return expect(async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  await Promise.all([start(ON, { STATIC_PAGES_IN_MEMORY: "true", LOG_LEVEL: "debug" }), start(OFF, { STATIC_PAGES_IN_MEMORY: "false" })]);
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))));
});

const ask = rawRequest;
const lines = headerLines;

const pages: string[] = readBuild(path.join(process.cwd(), ".next")).paths ?? [];
const kinds = ["GET", "HEAD"].flatMap((method) =>
  [{}, { "accept-encoding": "gzip, deflate, br, zstd" }].flatMap((enc) =>
    [{}, { "x-forwarded-proto": "https" }].map((proto) => ({ method, headers: { accept: "text/html", ...enc, ...proto } as Record<string, string> }))));

test("the public text pages are the ones served from memory", () => {
  expect(pages).toEqual(expect.arrayContaining(["/", "/privacy-policy", "/terms-of-service", "/contact", "/offline"]));
  // Pages behind the proxy (gates, nonces, the campaign and guide caches) are not.
  expect(pages.filter((p) => /^\/(app|admin|auth|signup|guides|utm)/.test(p))).toEqual([]);
});

test("every eligible page from memory is byte for byte and header by header what Next sends", async () => {
  test.setTimeout(120_000);
  for (const p of pages) {
    for (const { method, headers } of kinds) {
      const label = `${method} ${p} ${JSON.stringify(headers)}`;
      const fromNext = await ask(ON, p, method, headers); // first of its kind: Next answers, the cache keeps it
      const fromMemory = await ask(ON, p, method, headers);
      const offServer = await ask(OFF, p, method, headers);
      expect(fromMemory.head, label).toBe("200 OK");
      expect(lines(fromMemory), label).toEqual(lines(fromNext));
      expect(lines(fromMemory), label).toEqual(lines(offServer));
      expect(fromMemory.headers, label).toContain("Date");
      expect(fromMemory.body.equals(fromNext.body), label).toBe(true);
      expect(fromMemory.body.equals(offServer.body), label).toBe(true);
      if (method === "GET") expect(fromMemory.body.length, label).toBeGreaterThan(1000);
      const https = headers["x-forwarded-proto"] === "https";
      expect(lines(fromMemory).some((l) => l.startsWith("Strict-Transport-Security: max-age=63072000")), label).toBe(https);
      expect(lines(fromMemory).some((l) => l.startsWith("Content-Security-Policy: default-src 'self'")), label).toBe(true);
    }
  }
  // Each second request was answered from memory (the on-server logs each one at debug).
  await expect.poll(() => (onLog.match(/"msg":"static page from memory"/g) ?? []).length).toBe(pages.length * kinds.length);
});

test("a query string, an RSC request or a page behind the proxy still goes to Next", async () => {
  const before = (onLog.match(/"msg":"static page from memory"/g) ?? []).length;
  // Next sends an RSC request without its cache-busting parameter on to the one with it.
  const rsc = await ask(ON, "/privacy-policy", "GET", { rsc: "1" });
  expect(rsc.head).toBe("307 Temporary Redirect");
  expect(lines(rsc)).toContain("location: /privacy-policy?_rsc");
  expect((await ask(ON, "/privacy-policy?ref=x", "GET", {})).head).toBe("200 OK");
  const signup = await ask(ON, "/signup", "GET", {});
  expect(lines(signup).find((l) => /^content-security-policy:/i.test(l))).toMatch(/'nonce-/);
  await new Promise((r) => setTimeout(r, 300));
  expect((onLog.match(/"msg":"static page from memory"/g) ?? []).length).toBe(before);
});

// The guides, from memory while the proxy's campaign cache holds a fresh entry for them: the copy is
// the proxy's own answer (x-campaign-page-cache: hit) byte for byte. Each server renders its own
// entry (the page grant inside is signed at render time), so copies are compared with the answer
// the same server's proxy gave, and the off server shows what the proxy's answer does not vary on.
const guideKinds: Record<string, string>[] = [
  { accept: "text/html,application/xhtml+xml", "sec-fetch-dest": "document" },
  { accept: "text/html" },
  { accept: "text/html", "accept-encoding": "gzip, deflate, br, zstd" },
  { accept: "text/html", "x-forwarded-proto": "https" },
];
const guideLog = () => (onLog.match(/"msg":"guide page from memory"/g) ?? []).length;

async function guidePaths(): Promise<string[]> {
  const xml = await (await fetch(`http://127.0.0.1:${ON}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/guides\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
}

test("a cached guide from memory is byte for byte and header by header what the proxy sends", async () => {
  test.setTimeout(120_000);
  const guides = await guidePaths();
  expect(guides.length).toBeGreaterThanOrEqual(5);
  const before = guideLog();
  for (const g of guides) {
    await ask(ON, g, "GET", guideKinds[0]!); // a miss: the campaign cache renders it
    for (const headers of guideKinds) {
      const label = `${g} ${JSON.stringify(headers)}`;
      const fromProxy = await ask(ON, g, "GET", headers); // a hit from the proxy: kept
      const fromMemory = await ask(ON, g, "GET", headers);
      expect(fromProxy.head, label).toBe("200 OK");
      expect(fromMemory.head, label).toBe("200 OK");
      expect(lines(fromProxy), label).toContain("x-campaign-page-cache: hit");
      expect(lines(fromMemory), label).toEqual(lines(fromProxy));
      expect(fromMemory.headers, label).toContain("Date");
      expect(fromMemory.body.equals(fromProxy.body), label).toBe(true);
      expect(fromMemory.body.length, label).toBeGreaterThan(1000);
      const https = headers["x-forwarded-proto"] === "https";
      expect(lines(fromMemory).some((l) => /^strict-transport-security: max-age=63072000/i.test(l)), label).toBe(https);
      expect(lines(fromMemory).find((l) => /^content-security-policy:/i.test(l)), label).toMatch(/script-src 'self' 'sha256-/);
    }
  }
  await expect.poll(guideLog).toBe(before + guides.length * guideKinds.length);
});

test("the proxy's answer for a cached guide does not vary with the visitor's cookies", async () => {
  const cookie = "next-auth.session-token=abc.def.ghi; hh_visitor=v-123; hh_campaign=granted.sig; utm_source=x";
  const g = "/guides/drones";
  await ask(OFF, g, "GET", guideKinds[0]!);
  const plain = await ask(OFF, g, "GET", guideKinds[0]!);
  const withCookies = await ask(OFF, g, "GET", { ...guideKinds[0]!, cookie });
  expect(lines(plain)).toContain("x-campaign-page-cache: hit");
  expect(lines(withCookies)).toEqual(lines(plain));
  expect(withCookies.body.equals(plain.body)).toBe(true);
  // And on the on-server a page load with cookies is the same copy.
  const kept = await ask(ON, g, "GET", guideKinds[0]!);
  await new Promise((r) => setTimeout(r, 300));
  const before = guideLog();
  const fromMemory = await ask(ON, g, "GET", { ...guideKinds[0]!, cookie });
  expect(fromMemory.body.equals(kept.body)).toBe(true);
  await expect.poll(guideLog).toBe(before + 1);
});

test("a guide with a campaign query or click id, an RSC or prefetch request, a HEAD or a fetch still reaches the proxy", async () => {
  const g = "/guides/drones";
  await ask(ON, g, "GET", guideKinds[0]!);
  await ask(ON, g, "GET", guideKinds[0]!);
  await new Promise((r) => setTimeout(r, 300)); // the server's log lines arrive after its answers
  const before = guideLog();
  for (const q of ["?utm_source=newsletter&utm_campaign=spring", "?gclid=abc123", "?fbclid=x"]) {
    const r = await ask(ON, g + q, "GET", guideKinds[0]!);
    expect(lines(r), q).toContain("x-campaign-page-cache: hit"); // the proxy's cache, not the copy
  }
  // RSC requests and prefetches are the proxy's to answer as before (the log below shows none came from memory).
  const notPageLoads: Record<string, string>[] = [{ rsc: "1" }, { "next-router-prefetch": "1", rsc: "1" }, { purpose: "prefetch" }, { "sec-purpose": "prefetch" }];
  for (const h of notPageLoads) await ask(ON, g, "GET", { ...guideKinds[0]!, ...h });
  const fetches: Record<string, string>[] = [{ "sec-fetch-dest": "empty", accept: "*/*" }, { accept: "*/*" }];
  for (const headers of fetches) {
    const r = await ask(ON, g, "GET", headers);
    expect(lines(r).find((l) => /^content-security-policy:/i.test(l)), JSON.stringify(headers)).toMatch(/'nonce-/);
  }
  expect((await ask(ON, g, "HEAD", guideKinds[0]!)).head).toBe("200 OK");
  await new Promise((r) => setTimeout(r, 300));
  expect(guideLog()).toBe(before);
});
