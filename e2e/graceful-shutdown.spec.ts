import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";
import { startOpenAIUpstream, type Upstream } from "../tests/servers/openai-upstream";
import { grantCampaignAccess } from "./helpers";

// Issue 15 item 2: SIGTERM to `npm start` (scripts/start.ts) mid-answer. The server stops taking
// connections, lets the answer finish within SHUTDOWN_GRACE_SECONDS or saves it as partial after,
// closes the database and exits 0; the question is always kept. Not a browser test: it lives here
// because it needs the production build, which the jest suites run before.
const PORT = APP_PORT + 8;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data-e2e-shutdown";
let upstream: Upstream;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  upstream = await startOpenAIUpstream({ dripMs: 80, dripChunks: 40 });
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});
test.afterAll(async () => {
  await upstream?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

async function startServer(graceSeconds: number): Promise<{ proc: ChildProcess; exited: Promise<number | null> }> {
  const proc = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...inheritEnv, ...appEnv, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: ORIGIN, SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      OPENAI_API_KEY: "e2e-model-key", OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: "e2e-model", OPENAI_TIMEOUT_MS: "15000",
    } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  await expect(async () => {
    expect((await fetch(`${ORIGIN}/api/health`)).status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
  return { proc, exited };
}

async function visitor(browser: import("@playwright/test").Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await grantCampaignAccess(context, ORIGIN);
  const state = await context.storageState();
  await context.close();
  return playwrightRequest.newContext({ baseURL: ORIGIN, storageState: state });
}

/** Starts an answer and sends SIGTERM once it is being written; resolves with the stream's last event. */
async function answerThroughShutdown(api: APIRequestContext, server: { proc: ChildProcess }, question: string) {
  const created = await api.post("/api/conversations", { data: { title: "Shutdown" } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const answering = api.post(`/api/conversations/${id}/messages`, { data: { content: question }, headers: { accept: "text/event-stream" }, timeout: 60_000 });
  await expect.poll(async () => {
    const list = await (await api.get(`/api/conversations/${id}/messages`)).json();
    return (list as { role: string; content: string }[]).find((m) => m.role === "assistant")?.content ?? "";
  }, { timeout: 20_000, intervals: [100] }).toContain("part3 ");
  server.proc.kill("SIGTERM");
  // New requests are turned away at once (connection refused, or 503 on a kept-alive one) while the answer goes on.
  await expect.poll(async () => fetch(`${ORIGIN}/api/health`).then((r) => (r.status === 503 ? "refused" : "open"), () => "refused"), { timeout: 5000 }).toBe("refused");
  const body = await (await answering).text();
  const done = body.split("\n\n").filter((b) => b.includes("event: done")).map((b) => JSON.parse(/^data: (.*)$/m.exec(b)![1]!))[0];
  return { id, done };
}

test("SIGTERM mid-answer: the answer finishes within the grace period, is saved complete, and the server exits 0", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await startServer(20);
  const api = await visitor(browser);
  const { done } = await answerThroughShutdown(api, server, "[[drip]] finish before you go");
  expect(done.aiMessage.status).toBe("complete");
  expect(done.aiMessage.content).toContain("part39");
  expect(await server.exited).toBe(0);
  await api.dispose();
});

test("SIGTERM with a 1 s grace: the answer is saved as partial, the question is kept, the server exits 0", async ({ browser }) => {
  test.setTimeout(150_000);
  const server = await startServer(1);
  const api = await visitor(browser);
  const { id, done } = await answerThroughShutdown(api, server, "[[drip]] you will be cut");
  expect(done.aiMessage.status).toBe("partial");
  expect(done.aiMessage.content).toMatch(/^part0 part1 part2 part3 /);
  expect(done.aiMessage.content).not.toContain("part39");
  expect(await server.exited).toBe(0);

  // Back up on the same data: the question and the partial answer are there.
  const again = await startServer(20);
  const list = (await (await api.get(`/api/conversations/${id}/messages`)).json()) as { role: string; content: string; status: string }[];
  expect(list.map((m) => [m.role, m.status])).toEqual([["user", "complete"], ["assistant", "partial"]]);
  expect(list[0]!.content).toBe("[[drip]] you will be cut");
  expect(list[1]!.content).toBe(done.aiMessage.content);
  again.proc.kill("SIGTERM");
  expect(await again.exited).toBe(0);
  await api.dispose();
});
