import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { APP_PORT, CAMPAIGN_KEY, appEnv, inheritEnv } from "../playwright.config";
import { startOpenAIUpstream, type Upstream } from "../tests/servers/openai-upstream";

// The model path through the real UI: a second production server whose model is a local HTTP
// server speaking the OpenAI streaming protocol (it answers "You asked: <the question>"), so a
// test controls exactly what markdown the assistant sends back.
const PORT = APP_PORT + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data-e2e-model";
let upstream: Upstream;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstream = await startOpenAIUpstream();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...inheritEnv, ...appEnv, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: ORIGIN,
      OPENAI_API_KEY: "e2e-model-key", OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: "e2e-model", OPENAI_TIMEOUT_MS: "15000",
    } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
    detached: true, // its own process group, so the start script and Next stop together
  });
  await expect(async () => {
    const r = await fetch(`${ORIGIN}/api/health`);
    expect((await r.json()).model).toEqual({ mode: "openai", model: "e2e-model" });
  }).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server?.pid) {
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* already gone */ }
  }
  await upstream?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test("assistant markdown: a javascript: link renders as text, real links open safely in a new tab", async ({ page }) => {
  expect((await page.request.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status()).toBe(200);
  await page.goto("/app");
  await page.getByRole("button", { name: "Start Thinking" }).click();
  const question = "Compare [click me](javascript:alert(1)) with [the guide](https://example.org/guide) and <img src=x onerror=alert(2)>";
  // Wait until the new conversation is open (its welcome message shows) before typing.
  await expect(page.getByText(/your AI thinking partner/)).toBeVisible();
  const box = page.getByRole("textbox").last();
  await box.fill(question);
  // Enter sends once the composer is ready; the box empties when the message is on its way.
  await expect(async () => {
    await box.press("Enter");
    await expect(box).toHaveValue("", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  await expect(page.getByText("You asked:", { exact: false }).last()).toBeVisible({ timeout: 20_000 });
  // The model's link to a javascript: URL is not a link at all; its text stays.
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByText("click me").last()).toBeVisible();
  // The https link is kept, opening in a new tab without access to this page.
  const safe = page.getByRole("link", { name: "the guide" }).last();
  await expect(safe).toHaveAttribute("href", "https://example.org/guide");
  await expect(safe).toHaveAttribute("target", "_blank");
  await expect(safe).toHaveAttribute("rel", /noopener/);
  await expect(safe).toHaveAttribute("rel", /noreferrer/);
  // Raw HTML from the model is never rendered as elements.
  await expect(page.locator("img[src='x']")).toHaveCount(0);

  // What the model was sent: the system prompt and the visitor's question.
  const sent = upstream.requests.at(-1)!;
  expect(sent.messages[0]!.role).toBe("system");
  expect(sent.messages.at(-1)!.content).toBe(question);
  await expectNoAxeViolations(page);
});
