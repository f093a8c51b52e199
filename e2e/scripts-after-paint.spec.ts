import type { Page } from "@playwright/test";
import { test, expect, screenshotBoth } from "./fixtures";

// Issue 14 item 8 (docs/decisions/campaign.md, "Lighthouse, sixth round"): the prerendered pages
// paint, styled, before any framework chunk is fetched; the chunks then load, the page hydrates
// with no console error, and client-side navigation between pages keeps working and styled.
const PAGES = ["/", "/privacy-policy", "/contact", "/terms-of-service"];

type Timing = { fcp: number | null; firstChunk: number; chunks: number; font: string; next: boolean };

test("prerendered pages paint styled first, then load their chunks and hydrate without an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of PAGES) {
    const res = await page.goto(path);
    const html = await res!.text();
    expect(html, `${path} fetches no chunk from its HTML`).not.toMatch(/<script src="[^"]+" async/);
    expect(html, `${path} lists its chunks for after the paint`).toContain('<template data-after-paint="" data-src="/_next/static/chunks/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true), { message: `${path} hydrated` }).toBe(true);
    const t: Timing = await page.evaluate(() => {
      const chunks = performance.getEntriesByType("resource").filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime);
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        firstChunk: Math.min(...chunks),
        chunks: chunks.length,
        font: getComputedStyle(document.body).fontFamily,
        next: true,
      };
    });
    expect(t.fcp, `${path} painted`).not.toBeNull();
    expect(t.chunks, `${path} loaded its chunks`).toBeGreaterThan(2);
    expect(t.firstChunk, `${path}: first chunk requested after the first contentful paint`).toBeGreaterThanOrEqual(t.fcp!);
    expect(t.font, `${path} has the stylesheet's system font stack`).toMatch(/system-ui|ui-sans-serif/);
    await screenshotBoth(page, `after-paint${path === "/" ? "-home" : path.replace(/\//g, "-")}`);
  }
  expect(errors).toEqual([]);
});

test("client navigation from a prerendered page stays in the app and styled", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/privacy-policy");
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true)).toBe(true);
  await page.evaluate(() => { (window as unknown as { stayed?: number }).stayed = 1; });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: number }).stayed), "no full page load").toBe(1);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector("header")!).position)).toBe("sticky");
});

test("a cached campaign page also paints before its chunks load, then its chat answers", async ({ page }) => {
  const path = "/utm-landing?q=best+drone+for+beginners";
  await page.goto(path); // fills the topic's cache entry
  const res = await page.goto(path);
  expect(res!.headers()["x-campaign-page-cache"]).toMatch(/hit|stale/);
  expect(await res!.text()).not.toMatch(/<script src="[^"]+" async/);
  await expectPaintedBeforeChunks(page);
  const chat = page.getByRole("region", { name: /Chat with Helpful Hand/ });
  await expect(chat.locator("li p").filter({ hasText: /^best drone for beginners$/ })).toBeVisible();
  await expect(chat.locator('a[href*="amazon.com"]').first()).toBeVisible({ timeout: 20_000 });
});

test("a guide is served from the page cache by slug: painted before its chunks, under hashes, its chat answers", async ({ page }) => {
  await page.goto("/guides/cameras"); // fills the slug's cache entry (or finds it filled)
  const res = await page.goto("/guides/cameras?utm_source=newsletter");
  expect(res!.status()).toBe(200);
  expect(res!.headers()["x-campaign-page-cache"]).toMatch(/hit|stale/);
  const policy = res!.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain("'nonce-");
  const html = await res!.text();
  expect(html).not.toMatch(/<script src="[^"]+" async/);
  expect(html).toContain('<link rel="canonical" href="http');
  await expectPaintedBeforeChunks(page);
  // The guide's chat is not started on its own; its starter asks the guide's question and gets an answer.
  const chat = page.getByRole("complementary", { name: "Chat" });
  await chat.getByRole("button", { name: "Which full-frame camera should I buy?" }).click();
  await chat.getByRole("button", { name: "Send message" }).click();
  await expect(chat.locator("li p").filter({ hasText: /^Which full-frame camera should I buy\?$/ })).toBeVisible();
  await expect(chat.locator('li a[href^="http"]').first()).toBeVisible({ timeout: 20_000 }); // a pick's retailer link
});

/** The page hydrates, and its first framework chunk was requested after its first contentful paint. */
async function expectPaintedBeforeChunks(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true)).toBe(true);
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    firstChunk: Math.min(...performance.getEntriesByType("resource").filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime)),
  }));
  expect(t.fcp).not.toBeNull();
  expect(t.firstChunk).toBeGreaterThanOrEqual(t.fcp!);
}
