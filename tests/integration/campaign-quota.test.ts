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

// Quota keys (issue 10, item 4): the visitor cookie carries the quota; the address has a higher
// ceiling (5 × the quota, 15 here), so a shared office or church address does not block a
// first-time visitor, and a script that drops cookies stops at the ceiling.
const ask = (jar: CookieJar, ip: string, question: string) => call(instant, { method: "POST", body: { question }, cookies: jar.cookies, ip });

test("a first-time visitor at a shared address gets answers after others there used their own quota", async () => {
  const ip = "198.51.100.50";
  for (let n = 0; n < 3; n++) {
    const jar = await visitor(ip);
    for (let i = 0; i < 3; i++) expect((await ask(jar, ip, `colleague ${n} question ${i}`)).status).toBe(200);
    expect((await ask(jar, ip, `colleague ${n} one more`)).status).toBe(429);
  }
  const newcomer = await visitor(ip);
  const r = await ask(newcomer, ip, "my very first question");
  expect(r.status).toBe(200);
});

test("the address ceiling: after 15 answers there, a new visitor hears that the network used today's answers", async () => {
  const ip = "198.51.100.51";
  for (let n = 0; n < 5; n++) {
    const jar = await visitor(ip);
    for (let i = 0; i < 3; i++) expect((await ask(jar, ip, `person ${n} question ${i}`)).status).toBe(200);
  }
  const r = await ask(await visitor(ip), ip, "am I blocked?");
  expect(r.status).toBe(429);
  expect(r.json.error.code).toBe("quota_exceeded");
  expect(r.json.error.message).toMatch(/from your network today/);
});

test("a script dropping cookies gets one answer per new cookie until new cookies run out for the address", async () => {
  const ip = "198.51.100.54";
  let answered = 0;
  for (let i = 0; i < 40; i++) {
    const jar = await visitor(ip);
    if (!jar.cookies.hh_visitor) break;
    if ((await ask(jar, ip, `fresh cookie ${i}`)).status === 200) answered += 1;
  }
  expect(answered).toBe(15);
  expect((await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", ip })).status).toBe(429);
});

test("new visitor ids are limited per address per day (the ceiling again): the cookie is not free to mint", async () => {
  const ip = "198.51.100.52";
  const statuses: number[] = [];
  for (let i = 0; i < 15; i++) statuses.push((await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", ip })).status);
  expect(statuses.every((s) => s === 200)).toBe(true);
  const over = await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", ip });
  expect(over.status).toBe(429);
  expect(over.setCookies.hh_visitor).toBeUndefined();
  // A visitor who already holds a cookie from this address still renews campaign access.
  const jar = await visitor("198.51.100.53");
  expect((await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", cookies: jar.cookies, ip })).status).toBe(200);
});

test("the same visitor from a new address is still over the per-visitor quota", async () => {
  const jar = await visitor("198.51.100.41");
  for (let i = 0; i < 3; i++) await call(instant, { method: "POST", body: { question: `q${i}` }, cookies: jar.cookies, ip: "198.51.100.41" });
  const r = await call(instant, { method: "POST", body: { question: "moved" }, cookies: jar.cookies, ip: "198.51.100.42" });
  expect(r.status).toBe(429);
});
