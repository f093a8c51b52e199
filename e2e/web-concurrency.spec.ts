import fs from "node:fs";
import http from "node:http";
import { test, expect } from "@playwright/test";
import { APP_PORT, CAMPAIGN_KEY } from "../playwright.config";
import { startOpenAIUpstream, type Upstream } from "../tests/servers/openai-upstream";
import { Caller, createDatabase, hasPostgresBinaries, sseEvents, startPostgres, startServer, type AppServer, type Postgres } from "./scale-cluster";

// Issue 15 item 5: WEB_CONCURRENCY=2 on PostgreSQL serves one port from two `next start` worker
// processes (scripts/start-workers.ts, node:cluster). Both must take requests, and SIGTERM to
// `npm start` must let every worker finish the answers it is writing before all exit 0.
// PostgreSQL: a fresh database on TEST_DATABASE_URL (CI), else a throwaway server on E2E_PG_PORT.
const PORT = APP_PORT + 14;
const serverUrl = process.env.TEST_DATABASE_URL;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54339) + 3;

test.describe.configure({ mode: "serial" });
test.skip(!serverUrl && !hasPostgresBinaries(), "needs TEST_DATABASE_URL or PostgreSQL server binaries");

let pg: Postgres | null = null;
let dropDb: () => Promise<void> = async () => {};
let server: AppServer;
let upstream: Upstream;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!serverUrl) pg = startPostgres(pgPort);
  const db = await createDatabase(serverUrl ?? pg!.url);
  dropDb = db.drop;
  upstream = await startOpenAIUpstream({ dripMs: 60, dripChunks: 40 });
  server = await startServer(PORT, {
    DATABASE_URL: db.url, NEXTAUTH_URL: `http://127.0.0.1:${PORT}`, WEB_CONCURRENCY: "2", SHUTDOWN_GRACE_SECONDS: "30", LOG_LEVEL: "error",
    OPENAI_API_KEY: "e2e-model-key", OPENAI_BASE_URL: upstream.url, OPENAI_MODEL: "e2e-model", OPENAI_TIMEOUT_MS: "15000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.close();
  await dropDb().catch(() => {});
  pg?.remove();
});

const stat = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
const cpuTicks = (pid: number) => Number(stat(pid)[11]) + Number(stat(pid)[12]);

/** The `next start` processes under the start script (its worker processes). */
function workerPids(root: number): number[] {
  const all = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d)).flatMap((d) => {
    try {
      return [{ pid: Number(d), ppid: Number(stat(Number(d))[1]), cmd: fs.readFileSync(`/proc/${d}/cmdline`, "utf8") }];
    } catch { return []; }
  });
  const mine = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (mine.has(p.ppid) && !mine.has(p.pid)) { mine.add(p.pid); grew = true; }
  }
  return all.filter((p) => mine.has(p.pid) && (p.cmd.includes("next-server") || p.cmd.includes("next/dist/bin/next"))).map((p) => p.pid);
}

/** A GET on a connection of its own (no keep-alive), so the primary hands each to the next worker. */
const freshGet = (path: string) => new Promise<number>((resolve, reject) => {
  http.get({ host: "127.0.0.1", port: PORT, path, agent: false }, (res) => { res.resume(); res.on("end", () => resolve(res.statusCode!)); }).on("error", reject);
});

test("two worker processes share the port and both answer requests", async () => {
  const workers = workerPids(server.process.pid!);
  expect(workers).toHaveLength(2);
  const before = workers.map(cpuTicks);
  for (let i = 0; i < 300; i++) expect(await freshGet("/api/health/ready")).toBe(200);
  // Each worker spent CPU on its share of the 300 requests (an idle one stays within a tick or two).
  const spent = workers.map((pid, i) => cpuTicks(pid) - before[i]!);
  for (const ticks of spent) expect(ticks).toBeGreaterThanOrEqual(5);
});

test("SIGTERM to npm start lets both workers finish the answers they are writing, then all exit 0", async () => {
  test.setTimeout(120_000);
  const workers = workerPids(server.process.pid!);
  expect(workers).toHaveLength(2);
  // Four visitors from four addresses, each answer on its own connection (two per worker in turn).
  const visitors = Array.from({ length: 4 }, (_, i) => new Caller(server.origin, `127.0.0.${41 + i}`));
  const conversations = await Promise.all(visitors.map(async (v) => {
    expect((await v.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status).toBe(200);
    const created = await v.post("/api/conversations", { title: "Drain" });
    expect(created.status).toBe(201);
    return created.json().id as string;
  }));
  const answers = visitors.map((v, i) =>
    v.request("POST", `/api/conversations/${conversations[i]}/messages`, { content: `Which tent for two, take ${i}? [[drip]]` }, { accept: "text/event-stream" }, 60_000));
  // Every answer is being written (its row has text) before the signal.
  await expect.poll(async () => {
    const texts = await Promise.all(visitors.map(async (v, i) => {
      const list = (await v.get(`/api/conversations/${conversations[i]}/messages`)).json() as { role: string; content: string }[];
      return list.find((m) => m.role === "assistant")?.content ?? "";
    }));
    return texts.every((t) => t.length > 0);
  }, { timeout: 30_000 }).toBe(true);
  const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
  process.kill(server.process.pid!, "SIGTERM"); // the start script alone, as a process manager does
  for (const reply of await Promise.all(answers)) {
    expect(reply.status).toBe(200);
    const events = sseEvents(reply.text);
    expect(events.at(-1)!.event).toBe("done");
    expect((events.at(-1)!.data as { aiMessage: { status: string } }).aiMessage.status).toBe("complete");
  }
  expect(await exited).toBe(0);
  for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
});

test("with the embedded database WEB_CONCURRENCY is not applied: one process serves, and npm start says why", async () => {
  test.setTimeout(120_000);
  const single = await startServer(PORT + 1, { WEB_CONCURRENCY: "2", NEXTAUTH_URL: `http://127.0.0.1:${PORT + 1}`, LOG_LEVEL: "error" });
  try {
    expect(workerPids(single.process.pid!)).toHaveLength(1);
    expect(single.output()).toContain("WEB_CONCURRENCY=2 is for PostgreSQL");
    expect((await fetch(`${single.origin}/api/health/ready`)).status).toBe(200);
  } finally {
    await single.stop();
    fs.rmSync(`.data-e2e-scale-${PORT + 1}`, { recursive: true, force: true });
  }
});
