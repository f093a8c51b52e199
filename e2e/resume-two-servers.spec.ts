import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import pg from "pg";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";
import { startOpenAIUpstream, type Upstream } from "../tests/servers/openai-upstream";
import { grantCampaignAccess } from "./helpers";

// Issue 13 item 8 on two app servers: an answer written by server A is followed, after the client
// dropped, from server B (same PostgreSQL) with the rest arriving exactly once; a Stop sent to B
// stops the answer A is writing. Needs PostgreSQL: TEST_DATABASE_URL (set by .ci/run).
const PORTS = [APP_PORT + 4, APP_PORT + 9];
const origin = (port: number) => `http://127.0.0.1:${port}`;
const baseUrl = process.env.TEST_DATABASE_URL;
let upstream: Upstream;
let databaseUrl = "";
let dbName = "";
const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial" });
test.skip(!baseUrl, "needs PostgreSQL (TEST_DATABASE_URL)");

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try { return await fn(c); } finally { await c.end(); }
}

async function startServer(port: number): Promise<void> {
  const proc = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...inheritEnv, ...appEnv, PORT: String(port), DATABASE_URL: databaseUrl, NEXTAUTH_URL: origin(PORTS[0]!),
      OPENAI_API_KEY: "e2e-model-key", OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: "e2e-model", OPENAI_TIMEOUT_MS: "15000",
    } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
  });
  servers.push(proc);
  await expect(async () => {
    expect((await fetch(`${origin(port)}/api/health`)).status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  upstream = await startOpenAIUpstream({ dripMs: 60, dripChunks: 80 });
  dbName = `e2e_resume_${crypto.randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const u = new URL(baseUrl!);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
  // One after the other: the first applies the migrations.
  for (const port of PORTS) await startServer(port);
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))));
  await upstream?.close();
  if (dbName) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName}`));
});

async function visitor(browser: import("@playwright/test").Browser, port: number): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: origin(port) });
  await grantCampaignAccess(context, origin(port));
  const state = await context.storageState();
  await context.close();
  return playwrightRequest.newContext({ baseURL: origin(port), storageState: state });
}

/** Reads server A's stream until a few deltas arrived, then drops it; returns the text and the answer id. */
async function askOnAAndDrop(id: string, cookie: string) {
  const res = await fetch(`${origin(PORTS[0]!)}/api/conversations/${id}/messages`, {
    method: "POST", headers: { "content-type": "application/json", accept: "text/event-stream", cookie }, body: JSON.stringify({ content: "[[drip]] two servers" }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  while ((raw.match(/event: delta/g) ?? []).length < 4) raw += decoder.decode((await reader.read()).value ?? new Uint8Array(), { stream: true });
  await reader.cancel();
  const events = raw.split("\n\n").filter((b) => b.includes("data: ")).map((b) => ({ event: /event: (.*)/.exec(b)![1], data: JSON.parse(/data: (.*)/.exec(b)![1]!) }));
  const had = events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
  return { had, answerId: events.find((e) => e.event === "answer")!.data.id as string };
}

test("an answer written by server A is followed from server B: the rest arrives exactly once", async ({ browser }) => {
  const b = await visitor(browser, PORTS[1]!);
  const cookie = (await b.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const id = (await (await b.post("/api/conversations", { data: { title: "Two servers" } })).json()).id as string;
  const { had, answerId } = await askOnAAndDrop(id, cookie);
  const body = await (await b.get(`/api/conversations/${id}/stream?after=${had.length}&messageId=${answerId}`, { timeout: 30_000 })).text();
  const events = body.split("\n\n").filter((x) => x.includes("data: ")).map((x) => ({ event: /event: (.*)/.exec(x)![1], data: JSON.parse(/data: (.*)/.exec(x)![1]!) }));
  const done = events.at(-1)!;
  expect(done.event).toBe("done");
  expect(done.data.aiMessage.status).toBe("complete");
  expect(had + events.filter((e) => e.event === "delta").map((e) => e.data.text).join("")).toBe(done.data.aiMessage.content);
  expect(done.data.aiMessage.content).toContain("part79");
  await b.dispose();
});

test("Stop sent to server B stops the answer server A is writing; the question stays", async ({ browser }) => {
  const b = await visitor(browser, PORTS[1]!);
  const cookie = (await b.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const id = (await (await b.post("/api/conversations", { data: { title: "Stop across" } })).json()).id as string;
  const { had } = await askOnAAndDrop(id, cookie);
  const stop = await b.post(`/api/conversations/${id}/stop`, { data: {} });
  expect((await stop.json()).stopped).toBe(true);
  await expect.poll(async () => {
    const list = (await (await b.get(`/api/conversations/${id}/messages`)).json()) as { role: string; status: string }[];
    return list.map((m) => `${m.role}:${m.status}`).join(",");
  }, { timeout: 5000 }).toBe("user:complete,assistant:partial");
  const list = (await (await b.get(`/api/conversations/${id}/messages`)).json()) as { content: string }[];
  expect(list[1]!.content.startsWith(had)).toBe(true);
  expect(list[1]!.content).not.toContain("part79");
  await b.dispose();
});
