import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { test, expect } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";

// Issue 14 item 5: the built app started with another address advertises that address in its
// sitemap, robots.txt, canonical links, Open Graph tags and JSON-LD (the build ran without it).
const PORT = APP_PORT + 7;
const LOCAL = `http://127.0.0.1:${PORT}`;
const SITE = "https://deals.example.org";
const DATA_DIR = ".data-e2e-seo";
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...inheritEnv, ...appEnv, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: SITE } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
    detached: true,
  });
  await expect(async () => expect((await fetch(`${LOCAL}/api/health`)).status).toBe(200)).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server?.pid) {
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* already gone */ }
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const text = async (path: string) => {
  const r = await fetch(`${LOCAL}${path}`);
  expect(r.status, path).toBe(200);
  return r.text();
};
const attr = (html: string, re: RegExp) => html.match(re)?.[1] ?? null;

test("sitemap.xml and robots.txt list the runtime address", async () => {
  const sitemap = await text("/sitemap.xml");
  expect(sitemap).toContain(`<loc>${SITE}</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/guides/drones</loc>`);
  expect(sitemap).not.toMatch(/localhost|127\.0\.0\.1/);
  const robots = await text("/robots.txt");
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("a guide's canonical, Open Graph and JSON-LD use the runtime address", async () => {
  const html = await text("/guides/drones");
  expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}/guides/drones`);
  expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${SITE}/guides/drones`);
  expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${SITE.replace(/\./g, "\\.")}/guides/drones/opengraph-image`));
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const article = ld.flat().find((x: { "@type": string }) => x["@type"] === "Article");
  expect(article.mainEntityOfPage).toBe(`${SITE}/guides/drones`);
  expect(html).not.toMatch(/localhost:3000/);
});

test("the campaign pages' and /signup's canonical links use the runtime address", async () => {
  expect(attr(await text("/signup"), /<link rel="canonical" href="([^"]+)"/)).toBe(SITE);
  expect(attr(await text("/utm-landing?q=drone-for-kids"), /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}/guides/drones`);
});
