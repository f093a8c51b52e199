import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar } from "../helpers/http";
import { POST as conversion } from "@/app/api/utm-conversion/route";
import { GET as utmAccess } from "@/app/api/utm-access/route";
import { GET as stats } from "@/app/api/admin/campaign-stats/route";
import { POST as instant } from "@/app/api/instant-conversation/route";
import { POST as signupRoute } from "@/app/api/email-signup/route";
import { getDb } from "@/lib/db/client";
import { campaignSessions, conversionEvents, users } from "@/lib/db/schema";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { eq } from "drizzle-orm";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const sessionId = "utm_1700000000000_abc123";

async function askQuestions(jar: CookieJar, n: number, ip: string) {
  for (let i = 0; i < n; i++) expect((await call(instant, { method: "POST", body: { question: `which tent ${i}?` }, cookies: jar.cookies, ip })).status).toBe(200);
}

/** A campaign visitor whose server-side campaign session began `minutes` ago. */
async function landedMinutesAgo(minutes: number, ip: string): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign", ip }));
  const { unsign } = await import("@/lib/auth/signed-cookie");
  const visitorId = unsign(jar.cookies.hh_visitor)!;
  await (await getDb()).update(campaignSessions).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(campaignSessions.visitorId, visitorId));
  return jar;
}

async function adminCookies(email: string) {
  const [u] = await (await getDb()).insert(users).values({ email, role: "admin" }).returning({ id: users.id });
  return { [sessionCookieName()]: await encodeSession({ sub: u!.id, email, role: "admin" }) };
}

describe("POST /api/utm-conversion", () => {
  test("stores each type once per session with the server's value and label; a repeat is OK and stores nothing", async () => {
    const jar = new CookieJar();
    jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign&utm_source=bing&utm_campaign=spring", ip: "203.0.113.50" }));
    await askQuestions(jar, 3, "203.0.113.50");
    const body = { sessionId, conversionType: "3questions", questionsAsked: 3, timeOnSite: 40, extras: { page: "/utm" } };
    const first = await call(conversion, { method: "POST", body, cookies: jar.cookies, ip: "203.0.113.50" });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, recorded: true });
    const again = await call(conversion, { method: "POST", body: { ...body, questionsAsked: 4 }, cookies: jar.cookies, ip: "203.0.113.50" });
    expect(again.status).toBe(200);
    expect(again.json.recorded).toBe(false);
    const db = await getDb();
    const rows = await db.select().from(conversionEvents).where(eq(conversionEvents.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ label: "potential_user", valueUsd: "2.50", questionsAsked: 3, source: "bing", medium: "cpc", campaign: "spring" });
  });

  test("sendBeacon's text/plain JSON is accepted", async () => {
    const jar = await landedMinutesAgo(3, "203.0.113.51");
    const r = await call(conversion, {
      method: "POST", rawBody: JSON.stringify({ sessionId: "utm_1700000000000_beacon", conversionType: "time", questionsAsked: 0, timeOnSite: 121 }),
      headers: { "content-type": "text/plain;charset=UTF-8" }, cookies: jar.cookies, ip: "203.0.113.51",
    });
    expect(r.status).toBe(200);
    expect(r.json.recorded).toBe(true);
  });

  test("unknown type, bad session id or bad JSON: 400 and nothing stored", async () => {
    const db = await getDb();
    const before = (await db.select().from(conversionEvents)).length;
    const bad = await call(conversion, { method: "POST", body: { sessionId, conversionType: "purchase" }, ip: "203.0.113.52" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details.fields.conversionType).toBeDefined();
    expect((await call(conversion, { method: "POST", body: { sessionId: "x", conversionType: "time" }, ip: "203.0.113.52" })).status).toBe(400);
    expect((await call(conversion, { method: "POST", rawBody: "{nope", ip: "203.0.113.52" })).status).toBe(400);
    expect((await db.select().from(conversionEvents)).length).toBe(before);
  });

  test("rate limited per address", async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await call(conversion, { method: "POST", body: { sessionId: `utm_1700000000000_r${i}`, conversionType: "time" }, ip: "203.0.113.53" })).status;
    }
    expect(last).toBe(429);
  });
});

// Fake conversions (issue 10, item 13): a conversion counts only for a visitor holding a real
// server-side campaign session (the signed cookie), once per type per campaign session whatever
// sessionId the client invents, and only when the server's own records back the claim: questions
// really asked, time since landing, a real waitlist registration by that visitor for 'signup'.
describe("conversions are backed by the server's records", () => {
  const claim = (jar: CookieJar | null, conversionType: string, sid: string, ip: string) =>
    call(conversion, { method: "POST", body: { sessionId: sid, conversionType, questionsAsked: 10, timeOnSite: 9999 }, cookies: jar?.cookies, ip });
  const stored = async () => (await getDb()).select().from(conversionEvents);

  test("an anonymous claim with an invented session id stores nothing and the dashboard does not move", async () => {
    const admin = await adminCookies("auditor@example.com");
    const before = (await call(stats, { path: "/api/admin/campaign-stats", cookies: admin })).json.totals;
    const n = (await stored()).length;
    for (const type of ["signup", "10questions", "time"]) {
      const r = await claim(null, type, `utm_1700000000000_fake${type.length}`, "203.0.113.70");
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ success: true, recorded: false });
    }
    expect((await stored()).length).toBe(n);
    expect((await call(stats, { path: "/api/admin/campaign-stats", cookies: admin })).json.totals).toEqual(before);
  });

  test("a campaign visitor's claims need the questions, the time and the registration they name", async () => {
    const ip = "203.0.113.71";
    const jar = new CookieJar();
    jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign&utm_source=fraud", ip }));
    expect((await claim(jar, "3questions", "utm_1700000000000_q3a", ip)).json.recorded).toBe(false);
    expect((await claim(jar, "time", "utm_1700000000000_t1", ip)).json.recorded).toBe(false);
    expect((await claim(jar, "signup", "utm_1700000000000_s1", ip)).json.recorded).toBe(false);
    await askQuestions(jar, 3, ip);
    expect((await claim(jar, "3questions", "utm_1700000000000_q3b", ip)).json.recorded).toBe(true);
    expect((await claim(jar, "6questions", "utm_1700000000000_q6", ip)).json.recorded).toBe(false);
    expect((await call(signupRoute, { method: "POST", body: { email: "converted@example.com" }, cookies: jar.cookies, ip })).status).toBe(200);
    expect((await claim(jar, "signup", "utm_1700000000000_s2", ip)).json.recorded).toBe(true);
  });

  test("new invented session ids from one visitor do not multiply a conversion", async () => {
    const ip = "203.0.113.72";
    const jar = await landedMinutesAgo(5, ip);
    const recorded = [];
    for (let i = 0; i < 5; i++) recorded.push((await claim(jar, "time", `utm_1700000000000_many${i}`, ip)).json.recorded);
    expect(recorded).toEqual([true, false, false, false, false]);
  });

  test("the dashboard's signup funnel counts real registrations of landed visitors, not claims", async () => {
    const admin = await adminCookies("auditor2@example.com");
    const today = new Date().toISOString().slice(0, 10);
    const funnel = async () => (await call(stats, { path: `/api/admin/campaign-stats?from=${today}&to=${today}`, cookies: admin })).json.funnel.signup;
    const before = await funnel();
    const ip = "203.0.113.73";
    const jar = new CookieJar();
    jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign&utm_source=real", ip }));
    expect((await call(signupRoute, { method: "POST", body: { email: "landed-and-joined@example.com" }, cookies: jar.cookies, ip })).status).toBe(200);
    // No signup claim is sent at all (a blocked beacon): the registration still counts.
    expect(await funnel()).toBe(before + 1);
  });
});

describe("GET /api/admin/campaign-stats", () => {
  async function sessionFor(email: string, role: "user" | "admin") {
    const db = await getDb();
    const [u] = await db.insert(users).values({ email, role }).returning({ id: users.id });
    return { [sessionCookieName()]: await encodeSession({ sub: u!.id, email, role }) };
  }

  test("visitors 401, non-admins 403", async () => {
    expect((await call(stats, { path: "/api/admin/campaign-stats" })).status).toBe(401);
    expect((await call(stats, { path: "/api/admin/campaign-stats", cookies: await sessionFor("someone@example.com", "user") })).status).toBe(403);
  });

  test("admins get sessions, questions, conversions and value by source and day, and the funnel", async () => {
    const jar = new CookieJar();
    jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign&utm_source=facebook&utm_medium=social&utm_campaign=fall", ip: "203.0.113.60" }));
    await call(instant, { method: "POST", body: { question: "best drone for beginners" }, cookies: jar.cookies, ip: "203.0.113.60" });
    const admin = await sessionFor("boss@example.com", "admin");
    const today = new Date().toISOString().slice(0, 10);
    const r = await call(stats, { path: `/api/admin/campaign-stats?from=${today}&to=${today}`, cookies: admin });
    expect(r.status).toBe(200);
    const fb = r.json.bySource.find((s: { source: string }) => s.source === "facebook");
    expect(fb).toMatchObject({ medium: "social", campaign: "fall", sessions: 1, questions: 1 });
    const spring = r.json.bySource.find((s: { campaign: string }) => s.campaign === "spring");
    expect(spring).toMatchObject({ conversions: 1, valueUsd: 2.5 });
    expect(r.json.byDay).toHaveLength(1);
    expect(r.json.byDay[0].day).toBe(today);
    expect(r.json.funnel.landing).toBeGreaterThanOrEqual(2);
    expect(r.json.funnel.firstAnswer).toBeGreaterThanOrEqual(1);
    expect(r.json.totals.sessions).toBe(r.json.bySource.reduce((n: number, s: { sessions: number }) => n + s.sessions, 0));
    expect((await call(stats, { path: "/api/admin/campaign-stats?from=last-week", cookies: admin })).status).toBe(400);
  });
});
