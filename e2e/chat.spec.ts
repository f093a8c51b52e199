import sharp from "sharp";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, uniqueEmail } from "./fixtures";
import { approveUser, grantCampaignAccess, registerApi } from "./helpers";
import { BASE_URL } from "../playwright.config";


const sidebar = (page: Page) => page.getByRole("complementary", { name: "Conversation history" });
const listItem = (page: Page, name: RegExp | string) =>
  sidebar(page).getByRole("list", { name: "Your conversations" }).getByRole("listitem").filter({ hasText: name });
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });
const lastAnswer = (page: Page) => page.getByRole("log", { name: "Conversation" }).locator(".prose-hh").last();

async function ask(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

async function waitForAnswerDone(page: Page) {
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Stop generating" })).toHaveCount(0);
}

test("/app without a session or campaign access sends the visitor to sign in", async ({ page }) => {
  await page.goto("/app");
  await expect(page).toHaveURL(/\/auth\?redirect=app&message=login-required$/);
});

test("campaign visitor: new chat, streamed answer with product links and a verse, stop, regenerate, hide, reveal, unhide, delete", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await grantCampaignAccess(context, baseURL!);
  await page.goto("/app");
  await expect(page).toHaveTitle(/^Chat \| Helpful Hand - An AI Thinking Partner$/);

  // Empty state: nothing yet for this visitor.
  await expect(page.getByRole("heading", { name: "Welcome to Helpful Hand!" })).toBeVisible();
  await expect(page.getByText("Start a new conversation to begin exploring your ideas.")).toBeVisible();
  await expect(sidebar(page).getByText("No conversations yet")).toBeVisible();
  await expect(page.getByText("Online & Ready to Think")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-empty");

  // Start Thinking: a 'New Conversation' with the welcome message and three starters.
  await page.getByRole("button", { name: "Start Thinking" }).click();
  await expect(listItem(page, "New Conversation")).toBeVisible();
  await expect(page.getByText(/your AI thinking partner/)).toBeVisible();
  for (const s of ["I'm researching a product", "I have a decision to make", "I'm planning something"]) {
    await expect(page.getByRole("button", { name: s })).toBeVisible();
  }
  // New Chat while a blank 'New Conversation' exists selects it instead of making another.
  await page.getByRole("button", { name: "New Chat" }).click();
  await expect(sidebar(page).getByRole("list", { name: "Your conversations" }).getByRole("listitem")).toHaveCount(1);

  // A starter fills the box; the visitor finishes the sentence and sends with Enter.
  await page.getByRole("button", { name: "I'm researching a product" }).click();
  await expect(composer(page)).toHaveValue("I'm researching a product");
  await ask(page, "What is the best mirrorless camera for a beginner who wants to shoot travel video?");
  await expect(page.getByText("What is the best mirrorless camera for a beginner who wants to shoot travel video?").first()).toBeVisible();
  await waitForAnswerDone(page);

  const answer = lastAnswer(page);
  const productLink = answer.locator('a[href*="amazon.com"], a[href*="bhphotovideo.com"]').first();
  await expect(productLink).toBeVisible();
  await expect(productLink).toHaveAttribute("target", "_blank");
  await expect(productLink).toHaveAttribute("rel", "noopener noreferrer");
  for (const href of await answer.locator('a[href*="amazon.com"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).toContain("tag=helpfulhand-20");
  }
  await expect(answer).toContainText(/\b[1-3]?\s?[A-Z][a-z]+ \d+:\d+/); // a verse reference
  await expect(page.getByText(/may receive compensation when you buy through links/).first()).toBeVisible();
  // The first question names the conversation.
  await expect(listItem(page, /mirrorless camera/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-answer");

  // Stop: slow the network so the stream is still arriving when the visitor presses Stop.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 300, uploadThroughput: -1 });
  const answersBefore = await page.getByRole("log", { name: "Conversation" }).locator(".prose-hh").count();
  await ask(page, "Which of those is lighter to carry on a long hike?");
  const stop = page.getByRole("button", { name: "Stop generating" });
  await expect(stop).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Thinking|Researching|Applying|Finding|Considering|Gathering/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await stop.click();
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await waitForAnswerDone(page);
  // The partial answer stays on screen.
  await expect(page.getByRole("log", { name: "Conversation" }).locator(".prose-hh")).toHaveCount(answersBefore + 1);

  // Regenerate replaces the last answer (still one answer after the last question).
  const regenerate = page.getByRole("button", { name: "Regenerate" });
  await expect(regenerate).toHaveCount(1);
  await regenerate.click();
  await waitForAnswerDone(page);
  await expect(page.getByRole("log", { name: "Conversation" }).locator(".prose-hh")).toHaveCount(answersBefore + 1);
  await expect(lastAnswer(page)).not.toBeEmpty();

  // Third question for an anonymous visitor: the signup nudge appears about 2 s after the answer.
  await ask(page, "I have a decision to make about a budget for it, around $800.");
  await waitForAnswerDone(page);
  const nudge = page.getByRole("dialog", { name: "Enjoying Helpful Hand?" });
  await expect(nudge).toBeVisible({ timeout: 5_000 });
  await expect(nudge.getByRole("link", { name: "Sign In Instead" })).toHaveAttribute("href", "/api/login");
  await expectNoAxeViolations(page);
  await nudge.getByRole("button", { name: "Maybe Later" }).click();
  await expect(nudge).toHaveCount(0);

  // Hide it behind a phrase (the button stays disabled below 3 characters).
  const title = (await listItem(page, /mirrorless camera/).getByRole("button").first().innerText()).split("\n")[0]!.trim();
  await sidebar(page).getByRole("button", { name: `Hide conversation: ${title}` }).click();
  const hideDialog = page.getByRole("dialog", { name: "Hide Conversation" });
  await expect(hideDialog.getByText("Minimum 3 characters.")).toBeVisible();
  await hideDialog.getByLabel("Secret phrase").fill("ab");
  await expect(hideDialog.getByRole("button", { name: "Hide Conversation" })).toBeDisabled();
  const phrase = `camera secret ${Date.now()}`;
  await hideDialog.getByLabel("Secret phrase").fill(phrase);
  await expectNoAxeViolations(page);
  await hideDialog.getByRole("button", { name: "Hide Conversation" }).click();
  await expect(hideDialog).toHaveCount(0);
  await expect(listItem(page, title)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Welcome to Helpful Hand!" })).toBeVisible();

  // Reveal it by sending the phrase (in a new conversation): it shows in the dashed hidden section.
  await ask(page, phrase);
  const hiddenSection = sidebar(page).getByRole("region", { name: "Hidden conversations" });
  await expect(hiddenSection.getByRole("button", { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(phrase)).toHaveCount(0); // the phrase is not kept in the chat
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-hidden-revealed");

  // Unhide: back in the list.
  await hiddenSection.getByRole("button", { name: `Unhide conversation: ${title}` }).click();
  await expect(hiddenSection).toHaveCount(0);
  await expect(listItem(page, title)).toBeVisible();

  // Delete after confirmation; the active conversation goes with it and none is active.
  await listItem(page, title).getByRole("button").first().click();
  await sidebar(page).getByRole("button", { name: `Delete conversation: ${title}` }).click();
  const del = page.getByRole("dialog", { name: "Delete Conversation" });
  await del.getByRole("button", { name: "Cancel" }).click();
  await expect(sidebar(page).getByRole("button", { name: `Delete conversation: ${title}` })).toBeVisible();
  await sidebar(page).getByRole("button", { name: `Delete conversation: ${title}` }).click();
  await del.getByRole("button", { name: "Delete" }).click();
  await expect(sidebar(page).getByRole("button", { name: `Delete conversation: ${title}` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Welcome to Helpful Hand!" })).toBeVisible();
  await page.reload();
  await expect(listItem(page, title)).toHaveCount(0);
});

test("auto-question: /app?q= asks it in a new conversation and cleans the address", async ({ page, context, baseURL }) => {
  await grantCampaignAccess(context, baseURL!);
  await page.goto("/app?utm_access=true&q=" + encodeURIComponent("best budget drone for beginners"));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("log", { name: "Conversation" }).getByText("best budget drone for beginners")).toBeVisible();
  await waitForAnswerDone(page);
  await expect(lastAnswer(page)).not.toBeEmpty();
  await expect(listItem(page, /best budget drone for beginners/)).toBeVisible();
});

test("phone layout: history drawer and bottom bar", async ({ page, context, baseURL }) => {
  await grantCampaignAccess(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  await expect(sidebar(page)).toBeHidden();
  const bar = page.getByRole("navigation", { name: "Chat navigation" });
  await expect(bar.getByRole("button", { name: "Profile" })).toBeVisible();
  await bar.getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "Conversations" });
  await expect(drawer.getByRole("button", { name: "New Conversation" })).toBeVisible();
  await expect(drawer.getByText("No conversations yet")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/chat-drawer-phone.png" });
  await drawer.getByRole("button", { name: "New Conversation" }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole("button", { name: "I'm planning something" })).toBeVisible();
  await screenshotBoth(page, "chat-new-conversation");
});

test("signed-in approved user: profile name and picture in the sidebar and bubbles, an answer, My Referrals, Sign Out", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await registerApi(page.request, uniqueEmail("chatter"), "Ruth");
  await approveUser(browser, user.id);

  await page.goto("/app");
  await expect(page).toHaveURL(`${BASE_URL}/app`);
  const bar = sidebar(page);
  // A signed-in user with no conversations gets one at once; the footer greets them by name.
  await expect(listItem(page, "New Conversation")).toBeVisible();
  await expect(bar.getByRole("button", { name: /^Ruth\s*Click to edit profile$/ })).toBeVisible();
  await expect(page.getByText("Online & Ready to Think")).toBeVisible();

  // Edit Profile (the accounts area's dialog): the sidebar shows the new name at once.
  await bar.getByRole("button", { name: /Click to edit profile/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Profile" });
  await edit.getByLabel("First Name").fill("  Naomi ");
  await edit.getByLabel("Last Name").fill("Boaz");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(bar.getByRole("button", { name: /^Naomi Boaz\s*Click to edit profile$/ })).toBeVisible();

  // A question gets an answer; the user's bubble carries their initials.
  await ask(page, "What is a good first telescope for a ten-year-old?");
  await waitForAnswerDone(page);
  await expect(lastAnswer(page)).not.toBeEmpty();
  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log.getByText("NB", { exact: true })).toBeVisible();
  // Issue 14 item 13: a member's header carries no visitor counter ("1 question this visit").
  await expect(page.getByText(/questions? this visit/)).toHaveCount(0);

  // Update Profile Picture from the footer's avatar: footer and bubbles switch to the picture.
  await bar.getByRole("button", { name: "Update Profile Picture" }).click();
  const pic = page.getByRole("dialog", { name: "Update Profile Picture" });
  await expect(pic.getByText("Recommended: Square image, max 5MB")).toBeVisible();
  // Issue 14 item 14: a file that is not an image is refused with a message in the dialog.
  await pic.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(pic.getByRole("alert")).toHaveText("Please choose an image up to 5 MB");
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#b45309" } }).png().toBuffer();
  await pic.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(pic.locator('img[src^="/api/avatars/"]')).toBeVisible();
  const src = await pic.locator('img[src^="/api/avatars/"]').getAttribute("src");
  await page.keyboard.press("Escape");
  await expect(pic).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Update Profile Picture" }).locator("img")).toHaveAttribute("src", src!);
  await expect(log.locator(`img[src="${src}"]`).first()).toBeVisible();
  // The server page renders the picture on first paint (no signed-out or initials flash).
  expect(await (await page.request.get("/app")).text()).toContain(src!);

  await page.reload();
  await expect(bar.getByRole("button", { name: "Update Profile Picture" }).locator("img")).toHaveAttribute("src", src!);
  await expect(page.getByRole("log", { name: "Conversation" }).getByText("What is a good first telescope for a ten-year-old?")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-signed-in");

  // On a phone, My Referrals is in the conversations drawer with the rest of the account controls.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("navigation", { name: "Chat navigation" }).getByRole("button", { name: "History" }).click();
  const drawer = page.getByRole("dialog", { name: "Conversations" });
  await expect(drawer.getByRole("link", { name: "My Referrals" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: /^Naomi Boaz\s*Click to edit profile$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/chat-signed-in-drawer-phone.png" });
  await drawer.getByRole("link", { name: "My Referrals" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);

  // Sign Out from the sidebar footer (desktop) clears the session and goes home.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app");
  await page.evaluate(() => localStorage.setItem("auth_token", "old"));
  await bar.getByRole("link", { name: "My Referrals" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  await page.goBack();
  await bar.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
