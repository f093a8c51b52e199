import type { Page } from "@playwright/test";
import { test, expect, screenshotBoth } from "./fixtures";

// Issue 14 item 8, seventh round (docs/decisions/campaign.md): a guide's chat starts no answer by
// itself, so until the reader reaches for the page its panel is a still preview of the empty chat
// (the guide's question as a starter, the composer), and the chat's code is not fetched. The
// first touch loads it; it takes over what was typed and the focus, and answers.
const chunkCount = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name)).length);

async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true)).toBe(true);
}

test("a guide's chat: a still preview until the first touch, then the chat with what was typed", async ({ page }) => {
  await page.goto("/guides/drones");
  await hydrated(page);
  await page.waitForTimeout(2500); // past load + idle, when the campaign pages load their chat
  const chat = page.getByRole("region", { name: "Chat with Helpful Hand" });
  await expect(chat.getByRole("button", { name: "What is the best drone for beginners?" })).toBeVisible();
  await expect(chat.getByText("Online & Ready to Think")).toBeVisible();
  await expect(page.getByText("Loading chat...")).toHaveCount(0);
  const before = await chunkCount(page);
  await screenshotBoth(page, "guide-chat-preview");
  expect(await chunkCount(page), "no chat code fetched while the reader only reads").toBe(before);

  // Typing into the preview: the chat's code loads, and the chat keeps the text and the focus.
  const input = chat.getByRole("textbox", { name: "Your message" });
  await input.click();
  await page.keyboard.type("best beginner drone with a camera");
  const send = chat.getByRole("button", { name: "Send message" });
  await expect(send).toBeEnabled({ timeout: 15_000 }); // the chat's own button (the preview's never is)
  expect(await chunkCount(page)).toBeGreaterThan(before);
  await expect(input).toHaveValue("best beginner drone with a camera");
  await expect(input).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.locator("li p").filter({ hasText: /^best beginner drone with a camera$/ })).toBeVisible();
  await expect(chat.locator('li a[href^="http"]').first()).toBeVisible({ timeout: 20_000 });
});

test("a guide's starter picked before the chat has loaded is asked once it has", async ({ page }) => {
  await page.goto("/guides/running-shoes");
  await hydrated(page);
  const chat = page.getByRole("region", { name: "Chat with Helpful Hand" });
  await chat.getByRole("button", { name: "What are the best running shoes for flat feet?" }).click();
  await expect(chat.getByRole("textbox", { name: "Your message" })).toHaveValue("What are the best running shoes for flat feet?");
  await chat.getByRole("button", { name: "Send message" }).click(); // waits for the chat's own, enabled button
  await expect(chat.locator("li p").filter({ hasText: /^What are the best running shoes for flat feet\?$/ })).toBeVisible();
  await expect(chat.locator('li a[href^="http"]').first()).toBeVisible({ timeout: 20_000 });
  await screenshotBoth(page, "guide-chat-answered");
});
