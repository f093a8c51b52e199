import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { SMTP_HTTP_PORT } from "../playwright.config";

export { expect };

let ipSeq = 0;
let ownSeq = 0;

/**
 * A client address of its own for a browser or request context a test makes itself: without one,
 * every such context shares the loopback address and the suite trips per-address limits (6 sign-ups
 * per 10 minutes) once enough specs sign people up.
 */
export function ownAddress(): string {
  ownSeq += 1;
  return `203.0.113.${(process.pid * 7 + ownSeq) % 250 + 1}`;
}

/**
 * Each test is its own client address (rate limits are per address), and every page a test
 * visits can be checked with axe and photographed at phone and desktop sizes.
 */
export const test = base.extend<object>({
  context: async ({ context }, use) => {
    ipSeq += 1;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(process.pid + ipSeq) % 250 + 1}` });
    await use(context);
  },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
    await use(request);
    await request.dispose();
  },
  // No page of any spec may trip the Content-Security-Policy (issue 10, item 15): Chromium logs
  // every blocked script, style or connection to the console.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (execute|load|apply|evaluate|connect|frame)/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});

/** axe-core (WCAG 2 A/AA rules) must report no violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  // Every page has a tab title. After a server action refreshes the page, React may put the <title> back a
  // moment later; wait for it (failing if it never comes) so axe doesn't read the page mid-refresh.
  await expect(page).toHaveTitle(/\S/);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const sel of exclude) builder = builder.exclude(sel);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Full-page screenshots at phone and desktop sizes into test-results/screens/, for people to look at. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const dir = path.join("test-results", "screens");
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export type SinkMail = { to: string[]; subject: string; text: string; links: string[]; receivedAt: string };

/** Mails the SMTP sink received for an address, newest first; waits for at least one. */
export async function mailsTo(address: string, { min = 1, timeoutMs = 10_000 } = {}): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
    const list = (await res.json()) as SinkMail[];
    if (list.length >= min || Date.now() > deadline) return list;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let emailSeq = 0;
export function uniqueEmail(prefix = "person"): string {
  emailSeq += 1;
  return `${prefix}.${Date.now().toString(36)}${emailSeq}@example.com`;
}
