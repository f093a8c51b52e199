import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar } from "../helpers/http";

// A small quota for this file; env is parsed when the modules load, so they load after this line.
process.env.CAMPAIGN_DAILY_QUOTA = "3";
type Handler = Parameters<typeof call>[0];
let utmAccess: Handler;
let instant: Handler;

beforeAll(async () => {
  await openTestDb();
  jest.resetModules(); // reload env (and everything reading it); the database handle lives on globalThis
  utmAccess = (await import("@/app/api/utm-access/route")).GET as Handler;
  instant = (await import("@/app/api/instant-conversation/route")).POST as Handler;
});
afterAll(async () => { await closeTestDb(); });

async function visitor(ip: string) {
  const jar = new CookieJar();
  jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", ip }));
  return jar;
}

test("past the daily quota a visitor gets 429 quota_exceeded with a beta invitation, and nothing is stored", async () => {
  const jar = await visitor("198.51.100.40");
  for (let i = 0; i < 3; i++) {
    expect((await call(instant, { method: "POST", body: { question: `question ${i}` }, cookies: jar.cookies, ip: "198.51.100.40" })).status).toBe(200);
  }
  const { getDb } = await import("@/lib/db/client");
  const { conversations } = await import("@/lib/db/schema");
  const db = await getDb();
  const before = (await db.select({ id: conversations.id }).from(conversations)).length;
  const r = await call(instant, { method: "POST", body: { question: "one more" }, cookies: jar.cookies, ip: "198.51.100.40" });
  expect(r.status).toBe(429);
  expect((await db.select({ id: conversations.id }).from(conversations)).length).toBe(before);
  expect(r.json.error.code).toBe("quota_exceeded");
  expect(r.json.error.message).toMatch(/join the .*beta/i);
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
});

test("a fresh visitor cookie from the same address is still over the per-address quota", async () => {
  const jar = await visitor("198.51.100.40");
  const r = await call(instant, { method: "POST", body: { question: "new cookie" }, cookies: jar.cookies, ip: "198.51.100.40" });
  expect(r.status).toBe(429);
});

test("the same visitor from a new address is still over the per-visitor quota", async () => {
  const jar = await visitor("198.51.100.41");
  for (let i = 0; i < 3; i++) await call(instant, { method: "POST", body: { question: `q${i}` }, cookies: jar.cookies, ip: "198.51.100.41" });
  const r = await call(instant, { method: "POST", body: { question: "moved" }, cookies: jar.cookies, ip: "198.51.100.42" });
  expect(r.status).toBe(429);
});
