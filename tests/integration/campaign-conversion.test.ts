import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar } from "../helpers/http";
import { POST as conversion } from "@/app/api/utm-conversion/route";
import { GET as utmAccess } from "@/app/api/utm-access/route";
import { GET as stats } from "@/app/api/admin/campaign-stats/route";
import { POST as instant } from "@/app/api/instant-conversation/route";
import { getDb } from "@/lib/db/client";
import { conversionEvents, users } from "@/lib/db/schema";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { eq } from "drizzle-orm";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const sessionId = "utm_1700000000000_abc123";

describe("POST /api/utm-conversion", () => {
  test("stores each type once per session with the server's value and label; a repeat is OK and stores nothing", async () => {
    const jar = new CookieJar();
    jar.take(await call(utmAccess, { path: "/api/utm-access?utm_access=hh-campaign&utm_source=bing&utm_campaign=spring", ip: "203.0.113.50" }));
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
    const r = await call(conversion, {
      method: "POST", rawBody: JSON.stringify({ sessionId, conversionType: "time", questionsAsked: 0, timeOnSite: 121 }),
      headers: { "content-type": "text/plain;charset=UTF-8" }, ip: "203.0.113.51",
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
