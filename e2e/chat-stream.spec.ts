import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import { test, expect, DESKTOP, PHONE } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";
import { grantCampaignAccess } from "./helpers";
import { startOpenAIUpstream, type Upstream } from "../tests/servers/openai-upstream";

// Answers that outlive the page (issue 13 items 1, 8, 10, 11): a production server whose model is
// the local OpenAI-protocol server dripping "part0 part1 …" slowly, so "mid-answer" is reliable.
const PORT = APP_PORT + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data-e2e-stream";
const CHUNKS = 70;
let upstream: Upstream;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstream = await startOpenAIUpstream({ dripMs: 90, dripChunks: CHUNKS, slowFirstTokenMs: 6000 });
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...inheritEnv, ...appEnv, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: ORIGIN,
      OPENAI_API_KEY: "e2e-model-key", OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: "e2e-model", OPENAI_TIMEOUT_MS: "15000",
    } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
    detached: true,
  });
  await expect(async () => {
    const r = await fetch(`${ORIGIN}/api/health`);
    expect((await r.json()).model).toMatchObject({ mode: "openai" });
  }).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server?.pid) {
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* already gone */ }
  }
  await upstream?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

async function openChat(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await grantCampaignAccess(page.context(), ORIGIN);
  await page.goto("/app");
  await page.getByRole("button", { name: "Start Thinking" }).click();
  await expect(page.getByText(/your AI thinking partner/)).toBeVisible();
}

async function ask(page: Page, text: string) {
  const box = page.getByRole("textbox").last();
  await box.fill(text);
  await expect(async () => {
    await box.press("Enter");
    await expect(box).toHaveValue("", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

const log = (page: Page) => page.getByRole("log", { name: "Conversation" });

for (const [label, size] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test(`${label}: reload mid-answer and the answer completes, each part once`, async ({ page }) => {
    await openChat(page, size);
    await ask(page, "[[drip]] reload me");
    await expect(log(page).getByText(/part3 /)).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(log(page).getByText("[[drip]] reload me")).toBeVisible();
    await expect(log(page).getByText(new RegExp(`part${CHUNKS - 1}`))).toBeVisible({ timeout: 30_000 });
    const text = await log(page).innerText();
    expect(text.match(/part10 /g)).toHaveLength(1);
    expect(text).not.toContain("Stopped.");
  });

  test(`${label}: Stop keeps the question and the partial answer; with nothing answered the composer gets the text back`, async ({ page }) => {
    await openChat(page, size);
    await ask(page, "[[drip]] stop me");
    await expect(log(page).getByText(/part2 /)).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Stop generating" }).click();
    await expect(log(page).getByText("Stopped. The answer above is incomplete.")).toBeVisible();
    await expect(log(page).getByText("[[drip]] stop me")).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/chat-stream-stopped-${label}.png` });
    await page.reload();
    await expect(log(page).getByText("[[drip]] stop me")).toBeVisible();
    await expect(log(page).getByText("Stopped. The answer above is incomplete.")).toBeVisible();
    expect(await log(page).innerText()).not.toContain(`part${CHUNKS - 1}`);

    // Nothing written yet (the model takes 6 s to its first word): the words come back to the box.
    await ask(page, "[[slow]] a question I may want back");
    await expect(page.getByRole("button", { name: "Stop generating" })).toBeVisible();
    await page.getByRole("button", { name: "Stop generating" }).click();
    await expect(page.getByRole("textbox").last()).toHaveValue("[[slow]] a question I may want back");
    await expect(log(page).getByText("[[slow]] a question I may want back")).toBeVisible();
    await page.reload();
    await expect(log(page).getByText("[[slow]] a question I may want back")).toBeVisible();
  });

  test(`${label}: scrolled up, the answer does not pull the reader down; Jump to latest brings them back`, async ({ page }) => {
    await openChat(page, size);
    // A question of many lines, so the conversation is taller than the screen at any size.
    await ask(page, ["[[drip]] a long one", ...Array.from({ length: 40 }, (_, i) => `line ${i + 1}`)].join("\n"));
    await expect(log(page).getByText(/part2 /)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => log(page).evaluate((el) => el.scrollHeight > el.clientHeight + 200)).toBe(true);
    await log(page).evaluate((el) => { el.scrollTop = 0; });
    const jump = page.getByRole("button", { name: "Jump to latest" });
    await expect(jump).toBeVisible();
    const top = await log(page).evaluate((el) => el.scrollTop);
    await page.waitForTimeout(600);
    expect(await log(page).evaluate((el) => el.scrollTop)).toBe(top);
    await page.screenshot({ path: `test-results/e2e/chat-stream-jump-${label}.png` });
    await jump.click();
    await expect(jump).toBeHidden();
    await expect.poll(() => log(page).evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(80);
    await page.getByRole("button", { name: "Stop generating" }).click();
  });

  test(`${label}: an instant-chat follow-up streams like the first answer`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/utm?q=${encodeURIComponent("best drone for beginners")}`);
    const chat = page.getByRole("dialog", { name: /Chat with Helpful Hand/ });
    await expect(chat).toBeVisible({ timeout: 20_000 });
    const box = chat.getByLabel("Your message");
    await box.fill("[[drip]] tell me more");
    await box.press("Enter");
    await expect(chat.getByText("[[drip]] tell me more")).toBeVisible();
    // The answer's bubble grows while it is written: several different lengths are seen.
    const seen = new Set<number>();
    await expect.poll(async () => {
      const t = await chat.locator("ol > li").last().innerText();
      if (/part\d/.test(t)) seen.add(t.length);
      return seen.size;
    }, { timeout: 20_000, intervals: [150] }).toBeGreaterThanOrEqual(4);
    await expect(chat.getByText(new RegExp(`part${CHUNKS - 1}`))).toBeVisible({ timeout: 30_000 });
  });
}
