import { test, expect } from "@playwright/test";
import { APP_PORT, CAMPAIGN_KEY } from "../playwright.config";
import { Caller, hasPostgresBinaries, startPostgres, startServer, type AppServer, type Postgres, type Reply } from "./scale-cluster";

// Issue 15 item 3: the database goes away mid-traffic and comes back. The spec owns its
// PostgreSQL server (E2E_PG_PORT, default 54339) so the rest of the suite never sees the outage.
// Requests during the outage answer 503 JSON within seconds (no hang, no crash), a message sent
// then gets a clear error and is not stored, and the same server process recovers by itself.
const PORT = APP_PORT + 14;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54339) + 1;

test.describe.configure({ mode: "serial" });
test.skip(!hasPostgresBinaries(), "needs PostgreSQL server binaries (apt-get install postgresql)");

let pg: Postgres;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  pg = startPostgres(pgPort);
  server = await startServer(PORT, {
    DATABASE_URL: pg.url, NEXTAUTH_URL: `http://127.0.0.1:${PORT}`, TRUST_PROXY_HOPS: "0",
    DATABASE_CONNECT_TIMEOUT_MS: "2000", LOG_LEVEL: "error",
  });
});

test.afterAll(async () => {
  await server?.stop();
  pg?.remove();
});

const sse = { accept: "text/event-stream" };

test("a database outage answers 503 JSON within seconds, and the server recovers when it is back", async () => {
  test.setTimeout(120_000);
  const visitor = new Caller(server.origin, "127.0.0.21");
  expect((await visitor.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status).toBe(200);
  const first = await visitor.post("/api/instant-conversation", { question: "Which rain jacket is good for hiking?" });
  expect(first.status).toBe(200);
  const conversationId: string = first.json().conversationId;

  // Traffic from four other callers keeps running while the database stops and starts.
  const replies: Reply[] = [];
  let running = true;
  const traffic = [22, 23, 24, 25].map(async (n) => {
    const c = new Caller(server.origin, `127.0.0.${n}`);
    expect((await c.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status).toBe(200); // an identity, so the list reads the database
    while (running) {
      replies.push(await c.get("/api/conversations").catch((e: Error) => ({ status: 0, text: e.message, headers: {}, json: () => null, ms: 0 })));
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  pg.stop();

  // During the outage: the list and a chat message answer 503 JSON with Retry-After, quickly.
  const list = await visitor.get(`/api/conversations/${conversationId}/messages`);
  expect(list.status).toBe(503);
  expect(list.json().error.code).toBe("unavailable");
  expect(list.headers["retry-after"]).toBe("5");
  expect(list.ms).toBeLessThan(5000);
  const sent = await visitor.post(`/api/conversations/${conversationId}/messages`, { content: "Sent while the database is down" }, sse);
  expect(sent.status).toBe(503);
  expect(sent.headers["content-type"]).toContain("application/json");
  expect(sent.json().error).toEqual({ code: "unavailable", message: "We cannot reach our database right now. Please try again in a moment.", details: { retryAfter: 5 } });
  expect(sent.ms).toBeLessThan(5000);
  // Liveness stays up (the process is fine); readiness tells the load balancer to look elsewhere.
  expect((await visitor.get("/api/health")).status).toBe(200);
  const ready = await visitor.get("/api/health/ready");
  expect(ready.status).toBe(503);
  expect(ready.json().database).toEqual({ state: "down" });

  await new Promise((r) => setTimeout(r, 1500));
  pg.start();

  // Back without a restart: the same process answers again within a few seconds.
  await expect(async () => expect((await visitor.get("/api/health/ready")).status).toBe(200)).toPass({ timeout: 15_000, intervals: [250] });
  running = false;
  await Promise.all(traffic);
  expect(server.process.exitCode).toBeNull();

  const again = await visitor.post(`/api/conversations/${conversationId}/messages`, { content: "And one for cold weather?" }, sse);
  expect(again.status).toBe(200);
  const history = await visitor.get(`/api/conversations/${conversationId}/messages`);
  expect(history.status).toBe(200);
  const body = history.json();
  const contents = (Array.isArray(body) ? body : body.messages).map((m: { content: string }) => m.content);
  expect(contents).toContain("And one for cold weather?");
  expect(contents).not.toContain("Sent while the database is down");

  // Every reply during the run was 200 or 503 JSON; none hung past the connect timeout, no 500s.
  const statuses = new Set(replies.map((r) => r.status));
  expect([...statuses].every((s) => s === 200 || s === 503)).toBe(true);
  expect(statuses.has(503)).toBe(true);
  expect(Math.max(...replies.map((r) => r.ms))).toBeLessThan(5000);
  for (const r of replies.filter((r) => r.status === 503)) expect(r.json().error.code).toBe("unavailable");
});
