import { test, expect } from "@playwright/test";
import { APP_PORT, CAMPAIGN_KEY } from "../playwright.config";
import { Caller, createDatabase, hasPostgresBinaries, sseEvents, startPostgres, startProxy, startServer, type AppServer, type Postgres, type Proxy } from "./scale-cluster";

// Issue 15 item 1: two production servers on one PostgreSQL behind a round-robin proxy that
// appends X-Forwarded-For (TRUST_PROXY_HOPS=1). Whatever one server learns about a caller (a
// session, a campaign cookie, limits and quotas) the other must honour: consecutive requests of
// one caller alternate between the servers, and each check asserts that both took part.
// PostgreSQL: a fresh database on TEST_DATABASE_URL (CI), else a throwaway server on E2E_PG_PORT.
const [PORT_A, PORT_B, PORT_PROXY] = [APP_PORT + 11, APP_PORT + 12, APP_PORT + 13];
const serverUrl = process.env.TEST_DATABASE_URL;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54339);

test.describe.configure({ mode: "serial" });
test.skip(!serverUrl && !hasPostgresBinaries(), "needs TEST_DATABASE_URL or PostgreSQL server binaries");

let pg: Postgres | null = null;
let dropDb: () => Promise<void> = async () => {};
let servers: AppServer[] = [];
let proxy: Proxy;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!serverUrl) pg = startPostgres(pgPort);
  const db = await createDatabase(serverUrl ?? pg!.url);
  dropDb = db.drop;
  const env = {
    DATABASE_URL: db.url, NEXTAUTH_URL: `http://127.0.0.1:${PORT_PROXY}`, TRUST_PROXY_HOPS: "1",
    CAMPAIGN_DAILY_QUOTA: "3", LOG_LEVEL: "error",
  };
  // The first server migrates the new database; the second then finds nothing to do.
  servers.push(await startServer(PORT_A, env));
  servers.push(await startServer(PORT_B, env));
  proxy = await startProxy(PORT_PROXY, [PORT_A, PORT_B]);
});

test.afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
  await dropDb().catch(() => {});
  pg?.remove();
});

/** The backends that served `fn`'s requests. */
async function backendsOf(fn: () => Promise<void>): Promise<Set<string>> {
  const before = proxy.served.length;
  await fn();
  return new Set(proxy.served.slice(before));
}

test("a session made on one server is honoured, and ended, on both", async () => {
  const pat = new Caller(proxy.origin, "127.0.0.11");
  const email = `two-servers-${Date.now()}@example.com`;
  const seen = await backendsOf(async () => {
    expect((await pat.post("/api/auth/register", { email, password: "a good long password", firstName: "Pat" })).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const me = await pat.get("/api/auth/user");
      expect(me.status).toBe(200);
      expect(me.json().email).toBe(email);
    }
  });
  expect(seen).toEqual(new Set([String(PORT_A), String(PORT_B)]));
  // Logging out on one server ends the session on the other too (the session version is in the database).
  const stolenCookies = pat.clone();
  expect((await pat.post("/api/auth/logout", {})).status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await stolenCookies.get("/api/auth/user")).status).toBe(401);
});

test("a campaign cookie, the visitor quota and a streaming answer work across both servers", async () => {
  const visitor = new Caller(proxy.origin, "127.0.0.12");
  const sse = { accept: "text/event-stream" };
  let conversationId = "";
  const seen = await backendsOf(async () => {
    expect((await visitor.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status).toBe(200);
    const first = await visitor.post("/api/instant-conversation", { question: "Which travel backpack is good for a week away?" }, sse);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toContain("text/event-stream");
    const events = sseEvents(first.text);
    expect(events[0]!.event).toBe("user");
    expect(events.some((e) => e.event === "delta")).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    conversationId = (done.data as { conversationId: string }).conversationId;
    // Answers two and three (the quota is 3), each on the other server than the one before.
    for (const content of ["And a cheaper one?", "Which one is lightest?"]) {
      const r = await visitor.post(`/api/conversations/${conversationId}/messages`, { content }, sse);
      expect(r.status).toBe(200);
      expect(sseEvents(r.text).at(-1)!.event).toBe("done");
    }
  });
  expect(seen).toEqual(new Set([String(PORT_A), String(PORT_B)]));
  // The fourth answer is refused whichever server gets it.
  for (let i = 0; i < 2; i++) {
    const over = await visitor.post(`/api/conversations/${conversationId}/messages`, { content: `One more question ${i}?` }, sse);
    expect(over.status).toBe(429);
    expect(over.json().error.code).toBe("quota_exceeded");
  }
  // Both servers read the same stored conversation: three questions, three answers.
  for (let i = 0; i < 2; i++) {
    const list = await visitor.get(`/api/conversations/${conversationId}/messages`);
    expect(list.status).toBe(200);
    const body = list.json();
    const messages: { role: string }[] = Array.isArray(body) ? body : body.messages;
    expect(messages.filter((m) => m.role === "user")).toHaveLength(3);
    expect(messages.filter((m) => m.role === "assistant")).toHaveLength(3);
  }
});

test("a per-address rate limit counts requests on both servers together", async () => {
  const sender = new Caller(proxy.origin, "127.0.0.13");
  const contact = (c: Caller, n: number) =>
    c.post("/api/contact", { name: "Scale Test", email: `scale-${n}@example.com`, message: `Two servers, message number ${n}.` });
  const seen = await backendsOf(async () => {
    // Five messages per address per 10 minutes: on one server alone the sixth would still pass.
    for (let n = 1; n <= 5; n++) expect((await contact(sender, n)).status).toBe(200);
    const sixth = await contact(sender, 6);
    expect(sixth.status).toBe(429);
    expect(sixth.headers["retry-after"]).toBeTruthy();
  });
  expect(seen.size).toBe(2);
  // The proxy's X-Forwarded-For entry is the address: another client is not affected.
  expect((await contact(new Caller(proxy.origin, "127.0.0.14"), 7)).status).toBe(200);
});

test("the hide-phrase guess limit counts guesses on both servers together", async () => {
  const guesser = new Caller(proxy.origin, "127.0.0.15");
  expect((await guesser.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status).toBe(200);
  const seen = await backendsOf(async () => {
    for (let n = 1; n <= 20; n++) {
      const r = await guesser.post("/api/conversations/hidden", { secretPhrase: `not my phrase ${n}` });
      expect(r.status).toBe(200);
      expect(r.json().hiddenConversations).toEqual([]);
    }
  });
  expect(seen.size).toBe(2);
  for (let i = 0; i < 2; i++) {
    const r = await guesser.post("/api/conversations/hidden", { secretPhrase: `one more guess ${i}` });
    expect(r.status).toBe(429);
    expect(r.json().error.code).toBe("rate_limited");
  }
});
