import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, PHONE } from "./fixtures";
import { grantCampaignAccess } from "./helpers";

// Issue 13 (chat-keep): rename, search, share a read-only link, export, rate answers.

const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });
const history = (page: Page) => page.getByRole("complementary", { name: "Conversation history" });

async function askAndWait(page: Page, text: string) {
  // The new conversation's (empty) messages load first; the welcome text says it is ready.
  await expect(page.getByText(/your AI thinking partner/)).toBeVisible();
  await composer(page).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("log", { name: "Conversation" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Bad answer" }).last()).toBeVisible();
}

test("desktop: rename in the header and the sidebar, search finds a message, share opens signed out, Markdown export, thumbs down with a reason", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(120_000);
  await grantCampaignAccess(context, baseURL!);
  await page.goto("/app");
  await page.getByRole("button", { name: "Start Thinking" }).click();
  await askAndWait(page, "What is a good jogging stroller for gravel paths?");

  // Rename in the chat's conversation bar: kept as typed, in the person's language.
  await page.getByRole("button", { name: /^Rename conversation:/ }).first().click();
  await page.getByRole("textbox", { name: "Conversation title" }).fill("Carrito para correr 🏃");
  await page.getByRole("textbox", { name: "Conversation title" }).press("Enter");
  await expect(history(page).getByRole("list", { name: "Your conversations" })).toContainText("Carrito para correr 🏃");

  // Rename inline in the sidebar; Escape would cancel, Enter saves.
  const row = history(page).getByRole("listitem").filter({ hasText: "Carrito para correr" });
  await row.hover();
  await row.getByRole("button", { name: /^Rename conversation:/ }).click();
  await history(page).getByRole("textbox", { name: "Conversation title" }).fill("Stroller research");
  await history(page).getByRole("textbox", { name: "Conversation title" }).press("Enter");
  await expect(page.getByRole("button", { name: "Rename conversation: Stroller research" }).first()).toBeVisible();
  await page.reload();
  await expect(history(page)).toContainText("Stroller research");

  // Search a word from the message (a partial word), the match is marked.
  await history(page).getByRole("searchbox", { name: "Search conversations" }).fill("grave");
  const results = history(page).getByRole("list", { name: "Search results" });
  await expect(results).toContainText("Stroller research");
  await expect(results.locator("mark").first()).toHaveText(/grave/i);
  await screenshotBoth(page, "chat-keep-search");
  await history(page).getByRole("button", { name: "Clear search" }).click();

  // Thumbs down with a reason and consent; shown as chosen after a reload.
  await page.getByRole("button", { name: "Bad answer" }).last().click();
  await page.getByText("Not relevant", { exact: true }).click();
  await page.getByLabel("Share this question and answer with the team to improve answers").check();
  await screenshotBoth(page, "chat-keep-thumbs-down");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Thanks: Not relevant")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Bad answer" }).last()).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  // Export: a Markdown attachment with the question and the answer.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as Markdown" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe("stroller-research.md");
  const markdown = fs.readFileSync((await file.path())!, "utf8");
  expect(markdown).toContain("# Stroller research");
  expect(markdown).toContain("> What is a good jogging stroller for gravel paths?");
  expect(markdown).toMatch(/\]\(https:\/\/www\.amazon\.com\//);

  // The print page: the same conversation, buttons hidden when printed ("Save as PDF").
  const href = await page.getByRole("link", { name: "Print or save as PDF" }).getAttribute("href");
  const print = await context.newPage();
  await print.goto(href!);
  await expect(print.getByRole("heading", { level: 1, name: "Stroller research" })).toBeVisible();
  await expect(print.getByText("What is a good jogging stroller for gravel paths?")).toBeVisible();
  await print.emulateMedia({ media: "print" });
  await expect(print.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await screenshotBoth(print, "chat-keep-print");
  await print.close();

  // Share: the link opens signed out, read-only, with the compensation statement and noindex.
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Create link" }).click();
  const url = await page.getByRole("textbox", { name: /Your link/ }).inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("list", { name: "Active share links" })).toContainText("2 messages");
  await screenshotBoth(page, "chat-keep-share-dialog");
  await page.keyboard.press("Escape");

  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  const res = await shared.goto(url);
  expect(res!.status()).toBe(200);
  expect(res!.headers()["x-robots-tag"]).toContain("noindex");
  expect(res!.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(shared.getByRole("heading", { level: 1, name: "Stroller research" })).toBeVisible();
  await expect(shared.getByText("What is a good jogging stroller for gravel paths?")).toBeVisible();
  await expect(shared.getByText(/may receive compensation when you buy through links/).first()).toBeVisible();
  await expect(shared.getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(shared);
  await screenshotBoth(shared, "chat-keep-shared-page");

  // Revoked: the same link is a 404.
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByRole("list", { name: "Active share links" })).toHaveCount(0);
  expect((await shared.goto(url))!.status()).toBe(404);
  await stranger.close();
});

test("phone: rename, search and thumbs down from the drawer and the chat", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await grantCampaignAccess(context, baseURL!);
  await page.goto("/app");
  await page.getByRole("button", { name: "Start Thinking" }).click();
  await askAndWait(page, "Which tent is good for two people hiking in the rain?");

  await page.getByRole("button", { name: /^Rename conversation:/ }).first().click();
  await page.getByRole("textbox", { name: "Conversation title" }).fill("Rainy tent");
  await page.getByRole("button", { name: "Save title" }).click();
  await expect(page.getByRole("button", { name: "Rename conversation: Rainy tent" })).toBeVisible();

  await page.getByRole("button", { name: "Open conversations" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("searchbox", { name: "Search conversations" }).fill("hiking");
  await expect(drawer.getByRole("list", { name: "Search results" })).toContainText("Rainy tent");
  await screenshotBoth(page, "chat-keep-phone-search");
  await drawer.getByRole("list", { name: "Search results" }).getByRole("button").first().click();

  await page.getByRole("button", { name: "Bad answer" }).last().click();
  await page.getByText("Wrong product", { exact: true }).click();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Thanks: Wrong product")).toBeVisible();
  await screenshotBoth(page, "chat-keep-phone-rated");
});
