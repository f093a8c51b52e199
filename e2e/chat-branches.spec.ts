import type { Page } from "@playwright/test";
import { test, expect, screenshotBoth, uniqueEmail, PHONE, DESKTOP } from "./fixtures";
import { approveUser, grantCampaignAccess, registerApi } from "./helpers";

// Edit and branch (issue 13 item 2), at phone and desktop sizes: edit an earlier question, the
// "2 / 2" arrows, switching back shows the first answer (also after a reload), regenerate's takes.
const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });
const answers = (page: Page) => log(page).locator(".prose-hh");

/** Sends a question and waits until the `n`th answer has finished. */
async function ask(page: Page, text: string, n: number) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await expect(answers(page)).toHaveCount(n, { timeout: 30_000 });
  await waitForAnswerDone(page);
}

async function waitForAnswerDone(page: Page) {
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Stop generating" })).toHaveCount(0);
}

for (const [label, size] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test(`${label}: edit a question → arrows 2 / 2 → back to the first answer, kept after a reload; regenerate adds a take`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await grantCampaignAccess(context, baseURL!);
    await page.goto("/app");
    await page.getByRole("button", { name: "Start Thinking" }).click();
    await expect(page.getByRole("button", { name: "I'm planning something" })).toBeVisible();
    // The welcome message is an answer bubble too until the first question is sent.
    await ask(page, "Which stroller is best for city walks?", 1);
    await ask(page, "Does it fold small enough for a car trunk?", 2);
    const firstAnswer = (await answers(page).first().innerText()).trim();

    // Edit the first question: re-asked from the top, the later turn goes with the old branch.
    await log(page).getByRole("button", { name: "Edit message" }).first().click();
    const box = log(page).getByRole("textbox", { name: "Edit your message" });
    await expect(box).toHaveValue("Which stroller is best for city walks?");
    await box.fill("Which espresso machine under $300?");
    await box.press("Enter");
    await waitForAnswerDone(page);
    await expect(answers(page)).toHaveCount(1);
    const versions = log(page).getByRole("group", { name: "Versions: 2 of 2" });
    await expect(versions).toBeVisible();
    await expect(versions).toContainText("2 / 2");
    await expect(answers(page).first()).not.toHaveText(firstAnswer);
    if (label === "phone") await screenshotBoth(page, "chat-branch-edited"); // both sizes, once

    // Back to the first wording: its answer and the turn after it, as they were.
    await versions.getByRole("button", { name: "Previous version of this question" }).click();
    await expect(log(page).getByRole("group", { name: "Versions: 1 of 2" })).toContainText("1 / 2");
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).first()).toHaveText(firstAnswer);
    await expect(log(page).getByText("Does it fold small enough for a car trunk?")).toBeVisible();

    // The conversation remembers the branch shown.
    await page.reload();
    await expect(log(page).getByRole("group", { name: "Versions: 1 of 2" })).toBeVisible({ timeout: 15_000 });
    await expect(answers(page).first()).toHaveText(firstAnswer);

    // Regenerate adds a second take; arrows under the answer switch between them.
    const lastTake = (await answers(page).last().innerText()).trim();
    await page.getByRole("button", { name: "Regenerate" }).click();
    await waitForAnswerDone(page);
    const takes = log(page).getByRole("group", { name: "Answers: 2 of 2" });
    await expect(takes).toBeVisible();
    await expect(answers(page).last()).not.toHaveText(lastTake);
    if (label === "phone") await screenshotBoth(page, "chat-branch-takes");
    await takes.getByRole("button", { name: "Previous answer" }).click();
    await expect(log(page).getByRole("group", { name: "Answers: 1 of 2" })).toBeVisible();
    await expect(answers(page).last()).toHaveText(lastTake);
  });
}

test("a long conversation opens on its latest 50 messages; scrolling to the top loads the older ones without a jump", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const user = await registerApi(page.request, uniqueEmail("pager"), "Lydia");
  await approveUser(browser, user.id);
  const made = await page.request.post("/api/conversations", { data: { title: "Long talk" } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  for (let i = 1; i <= 26; i++) {
    const r = await page.request.post(`/api/conversations/${id}/messages`, { data: { content: `Question number ${i}: hello again` } });
    expect(r.status()).toBe(200);
  }
  await page.setViewportSize(PHONE);
  await page.goto("/app");
  const bubbles = log(page).getByText(/^Question number \d+: hello again$/);
  await expect(bubbles.last()).toHaveText("Question number 26: hello again", { timeout: 15_000 });
  await expect(bubbles).toHaveCount(25); // 50 messages: questions 2..26 and their answers
  const anchor = log(page).getByText("Question number 2: hello again", { exact: true });
  await log(page).evaluate((el) => el.scrollTo(0, 0));
  await expect(bubbles).toHaveCount(26);
  await expect(bubbles.first()).toHaveText("Question number 1: hello again");
  // The reader stays where they were: the older turn went in above the view, the one they were
  // reading is still at the top of it (without the kept position, question 1 would sit there).
  const top = (await log(page).boundingBox())!.y;
  await expect.poll(async () => (await bubbles.first().boundingBox())!.y).toBeLessThan(top);
  expect((await anchor.boundingBox())!.y - top).toBeLessThan(200);
  await expect(page.getByRole("button", { name: "Show earlier messages" })).toHaveCount(0);
  await screenshotBoth(page, "chat-older-loaded");
});
