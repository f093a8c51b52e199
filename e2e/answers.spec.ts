import type { Page } from "@playwright/test";
import { test, expect, screenshotBoth } from "./fixtures";
import { grantCampaignAccess } from "./helpers";


const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });
const answers = (page: Page) => page.getByRole("log", { name: "Conversation" }).locator(".prose-hh");

/** Sends one message and waits until the latest answer shows `expected` and streaming is done. */
async function askAndWait(page: Page, text: string, expected: RegExp) {
  await expect(composer(page)).toBeEditable();
  await composer(page).fill(text);
  // The composer may still be wiring up right after "Start Thinking": press Enter until the text is taken.
  await expect(async () => {
    if ((await composer(page).inputValue()) !== "") await composer(page).press("Enter");
    await expect(composer(page)).toHaveValue("", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(answers(page).last()).toContainText(expected, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Stop generating" })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible({ timeout: 30_000 });
}

/** Product names linked to a retailer in one answer, in order. */
const picksOf = (answer: ReturnType<typeof answers>) =>
  answer.locator('a[href*="amazon.com"], a[href*="bhphotovideo.com"]').evaluateAll((as) => as.map((a) => a.textContent?.trim() ?? ""));

test("a follow-up 'cheaper?' changes the picks in the chat", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await grantCampaignAccess(context, baseURL!);
  await page.goto("/app");
  await page.getByRole("button", { name: "Start Thinking" }).click();
  // Wait until the new conversation is open (its welcome message shows) before typing.
  await expect(page.getByText(/your AI thinking partner/)).toBeVisible();
  await expect(page.getByRole("button", { name: "I'm researching a product" })).toBeVisible();

  await askAndWait(page, "What's the best drone for travel?", /picks in drones worth a close look/);
  const first = await picksOf(answers(page).last());
  expect(first.length).toBeGreaterThanOrEqual(2);
  await expect(answers(page).last()).toContainText("Picks last reviewed");

  await askAndWait(page, "cheaper?", /cheaper picks? in drones than the ones above/);
  const latest = answers(page).last();
  const second = await picksOf(latest);
  expect(second.length).toBeGreaterThanOrEqual(1);
  for (const name of second) expect(first).not.toContain(name);
  await screenshotBoth(page, "answers-cheaper");
});
