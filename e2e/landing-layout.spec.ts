import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, PHONE } from "./fixtures";

// Issue 14: what the campaign pages say (items 1-3, crisis framing) and the layout defects a phone
// user hit (items 10-12), checked with bounding boxes rather than by eye.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, "element has a box").not.toBeNull();
  return b!;
}
const answered = (chat: Locator) => expect(chat.locator('a[href*="amazon.com"]').first()).toBeVisible({ timeout: 20_000 });
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test.describe("campaign pages: topic, titles and layout", () => {
  test("/utm-landing at 390x844: the topic is the heading and the opening question; the round button never covers Send", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/utm-landing?q=&utm_campaign=&utm_content=&keyword=drone-for-kids&query=cameras");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drone For Kids");
    const chat = page.getByRole("region", { name: /Chat with Helpful Hand/ });
    await expect(chat.locator("li p").filter({ hasText: /^drone for kids$/ })).toBeVisible();
    await answered(chat);

    const floating = page.getByRole("button", { name: "Chat with Helpful Hand" });
    const send = chat.getByRole("button", { name: "Send message" });
    await page.mouse.wheel(0, 1200); // past 300 px: the round button appears
    await expect(floating).toBeVisible();
    // Every position that shows the chat's Send button: the round button is elsewhere or gone.
    for (const block of ["end", "center", "start"] as const) {
      await send.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      await page.waitForTimeout(250);
      if (await floating.isVisible()) expect(overlaps(await box(floating), await box(send)), `round button over Send (${block})`).toBe(false);
    }
    // The footer's disclaimer is not under the fixed 'Start Conversation Now' bar at the end of the page.
    await scrollToBottom(page);
    const disclaimer = page.getByText(/Answers come from an AI and are not professional/);
    await expect(disclaimer).toBeInViewport();
    expect(overlaps(await box(disclaimer), await box(page.getByRole("button", { name: "Start Conversation Now" })))).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, "landing-topic-drone-for-kids");
  });

  test("/utm-landing without a topic keeps its address: 'Loading...', then the generic page", async ({ page }) => {
    await page.goto("/utm-landing");
    await expect(page).toHaveTitle(/^Expert Product Recommendations \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /expert product recommendations/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert Product Recommendations");
    await expect(page).toHaveURL(/\/utm-landing$/);
    const chat = page.getByRole("region", { name: /Chat with Helpful Hand/ });
    await expect(chat.getByRole("button", { name: "I'm researching a product" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Served HTML: the spec's loader on the gradient comes first.
    const html = await (await page.request.get("/utm-landing")).text();
    expect(html).toContain("Loading...");
  });

  test("a crisis question is not headlined as a product search on /utm or /utm-landing", async ({ page }) => {
    const q = encodeURIComponent("I want to end my life");
    await page.goto(`/utm?q=${q}`);
    await expect(page).toHaveTitle(/^Talk It Through \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk it through");
    await expect(page.getByText(/researching it now/)).toHaveCount(0);
    await page.goto(`/utm-landing?q=${q}`);
    await expect(page).toHaveTitle(/^Talk It Through \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk it through");
    await expect(page.getByText("Buying guide")).toHaveCount(0);
  });

  test("/utm at 390x844: round status dot; after Minimize a slim bar, one Continue Chat, the footer readable", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/utm?q=${encodeURIComponent("best drone for beginners")}`);
    const chat = page.getByRole("dialog", { name: /Chat with Helpful Hand/ });
    await expect(chat).toBeVisible({ timeout: 20_000 });
    const dot = chat.locator("header span.rounded-full.bg-emerald-500");
    const d = await box(dot);
    expect(d.width).toBeGreaterThan(0);
    expect(d.width).toBeCloseTo(d.height, 1);
    await screenshotBoth(page, "utm-half-screen");

    await chat.getByRole("button", { name: "Minimize" }).click();
    await expect(chat).toBeHidden();
    const continueChat = page.getByRole("button", { name: "Continue Chat" });
    await expect(continueChat).toHaveCount(1);
    const bar = page.getByText(/Your conversation is minimized/);
    expect((await box(bar)).height).toBeLessThan(80);
    await scrollToBottom(page);
    for (const line of [/Answers come from an AI and are not professional/, /may receive compensation/]) {
      const text = page.locator("footer p").filter({ hasText: line }).first();
      await expect(text).toBeInViewport();
      expect(overlaps(await box(text), await box(continueChat)), `Continue Chat over the footer line ${line}`).toBe(false);
    }
    await screenshotBoth(page, "utm-minimized");
    await continueChat.click();
    await expect(chat).toBeVisible();
  });

  test("axe: a guide page", async ({ page }) => {
    await page.goto("/guides/drones");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
