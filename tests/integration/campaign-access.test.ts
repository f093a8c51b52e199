import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar } from "../helpers/http";
import { GET as utmAccess } from "@/app/api/utm-access/route";
import { POST as instant } from "@/app/api/instant-conversation/route";
import { GET as messagesOf } from "@/app/api/conversations/[id]/messages/route";
import { issuePageGrant } from "@/lib/campaign/page-grant";
import { getDb } from "@/lib/db/client";
import { campaignSessions, conversations } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { env } from "@/lib/env";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const KEY = env.CAMPAIGN_ACCESS_KEY;

async function grantedJar(ip: string, extra = ""): Promise<CookieJar> {
  const jar = new CookieJar();
  const r = jar.take(await call(utmAccess, { path: `/api/utm-access?utm_access=${KEY}${extra}`, ip }));
  expect(r.status).toBe(200);
  return jar;
}

describe("GET /api/utm-access", () => {
  test("the right key answers success, records the session with defaults and sets both httpOnly cookies", async () => {
    const r = await call(utmAccess, {
      path: `/api/utm-access?utm_access=${KEY}&q=${encodeURIComponent("best drone for beginners")}&device_id=device_1_abc`,
      ip: "203.0.113.21",
      headers: { "user-agent": "jest-agent", referer: "https://ads.example/?utm_source=x" },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true });
    expect(Object.keys(r.setCookies).sort()).toEqual(["hh_campaign", "hh_visitor"]);
    expect(r.headers.getSetCookie().every((c) => /HttpOnly/i.test(c))).toBe(true);
    const db = await getDb();
    const rows = await db.select().from(campaignSessions).where(eq(campaignSessions.ip, "203.0.113.21"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "google", medium: "cpc", campaign: "helpful-hand", q: "best drone for beginners",
      deviceId: "device_1_abc", userAgent: "jest-agent", referrer: "https://ads.example/?utm_source=x",
    });
    expect(rows[0]!.visitorId).toMatch(/^v_/);
  });

  test("an existing visitor keeps its id", async () => {
    const jar = await grantedJar("203.0.113.22");
    const before = jar.cookies.hh_visitor;
    const again = jar.take(await call(utmAccess, { path: `/api/utm-access?utm_access=${KEY}&utm_source=bing`, cookies: jar.cookies, ip: "203.0.113.22" }));
    expect(again.status).toBe(200);
    expect(jar.cookies.hh_visitor).toBe(before);
  });

  test("a wrong key is 403 { success: false, error: { code, message } } and sets nothing, records nothing", async () => {
    const r = await call(utmAccess, { path: "/api/utm-access?utm_access=wrong&utm_source=evil", ip: "203.0.113.23" });
    expect(r.status).toBe(403);
    expect(r.json.success).toBe(false);
    expect(r.json.error).toEqual({ code: "forbidden", message: expect.stringMatching(/key/i) });
    expect(r.setCookies).toEqual({});
    const db = await getDb();
    expect(await db.select().from(campaignSessions).where(eq(campaignSessions.source, "evil"))).toHaveLength(0);
  });

  test("a landing page's signed grant works; a forged or expired one does not", async () => {
    expect((await call(utmAccess, { path: `/api/utm-access?utm_access=${issuePageGrant("utm")}&utm_source=utm_page`, ip: "203.0.113.24" })).status).toBe(200);
    expect((await call(utmAccess, { path: "/api/utm-access?utm_access=pg.utm|9999999999999.forged", ip: "203.0.113.24" })).status).toBe(403);
    const old = issuePageGrant("utm", Date.now() - 3600 * 1000);
    expect((await call(utmAccess, { path: `/api/utm-access?utm_access=${old}`, ip: "203.0.113.24" })).status).toBe(403);
  });

  test("bad parameters are a 400 with the field named", async () => {
    const r = await call(utmAccess, { path: `/api/utm-access?utm_access=${KEY}&device_id=${encodeURIComponent("<script>")}`, ip: "203.0.113.25" });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("validation_failed");
  });

  test("rate limited per address", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await call(utmAccess, { path: "/api/utm-access?utm_access=nope", ip: "203.0.113.26" })).status;
    expect(last).toBe(429);
  });
});

describe("POST /api/instant-conversation", () => {
  const question = "best drone for beginners";

  test("401 without any identity, 403 with a visitor cookie but no campaign access", async () => {
    const r1 = await call(instant, { method: "POST", body: { question, utmAccess: true, deviceId: "device_1_x" }, ip: "203.0.113.30" });
    expect(r1.status).toBe(401);
    expect(r1.json.error.code).toBe("unauthorized");
    const jar = await grantedJar("203.0.113.30");
    const r2 = await call(instant, { method: "POST", body: { question }, cookies: { hh_visitor: jar.cookies.hh_visitor! }, ip: "203.0.113.30" });
    expect(r2.status).toBe(403);
  });

  test("with access: the conversation, the question and the answer (with a retailer link); owned by the visitor cookie", async () => {
    const jar = await grantedJar("203.0.113.31");
    const r = await call(instant, { method: "POST", body: { question, utmAccess: true, deviceId: "device_9_spoofed" }, cookies: jar.cookies, ip: "203.0.113.31" });
    expect(r.status).toBe(200);
    expect(r.json.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.json.userMessage).toMatchObject({ role: "user", content: question, conversationId: r.json.conversationId });
    expect(r.json.aiMessage.role).toBe("assistant");
    expect(r.json.aiMessage.content).toMatch(/https:\/\/www\.amazon\.com\//);
    const db = await getDb();
    const [conv] = await db.select().from(conversations).where(eq(conversations.id, r.json.conversationId));
    expect(conv).toMatchObject({ source: "instant", userId: null });
    expect(jar.cookies.hh_visitor).toContain(conv!.visitorId!);

    // The owner reads it back; another campaign visitor gets 404.
    const own = await call(messagesOf, { path: `/api/conversations/${r.json.conversationId}/messages`, cookies: jar.cookies, params: { id: r.json.conversationId } });
    expect(own.status).toBe(200);
    expect(own.json).toHaveLength(2);
    const other = await grantedJar("203.0.113.32");
    const theirs = await call(messagesOf, { path: `/api/conversations/${r.json.conversationId}/messages`, cookies: other.cookies, params: { id: r.json.conversationId } });
    expect(theirs.status).toBe(404);
  });

  test("Accept: text/event-stream streams user, delta… and done events", async () => {
    const jar = await grantedJar("203.0.113.33");
    const r = await call(instant, { method: "POST", body: { question }, cookies: jar.cookies, ip: "203.0.113.33", headers: { accept: "text/event-stream" } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/text\/event-stream/);
    // A block may start with its `id:` line (deltas carry the answer's length: the resume offset).
    const events = r.text.trim().split("\n\n").map((block) => block.split("\n").find((l) => l.startsWith("event: "))!.replace("event: ", ""));
    expect(events[0]).toBe("user");
    expect(events).toContain("delta");
    expect(events.at(-1)).toBe("done");
    const done = JSON.parse(r.text.trim().split("\n\n").at(-1)!.split("\n").find((l) => l.startsWith("data: "))!.slice(6));
    expect(done.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.aiMessage.content).toContain("amazon.com");
  });

  test("an empty question is a 400 and creates nothing", async () => {
    const jar = await grantedJar("203.0.113.34");
    const db = await getDb();
    const before = (await db.select({ id: conversations.id }).from(conversations)).length;
    const r = await call(instant, { method: "POST", body: { question: "   " }, cookies: jar.cookies, ip: "203.0.113.34" });
    expect(r.status).toBe(400);
    expect(r.json.error.details.fields.question).toBeDefined();
    expect((await db.select({ id: conversations.id }).from(conversations)).length).toBe(before);
  });

  test("a cross-site POST is refused", async () => {
    const jar = await grantedJar("203.0.113.35");
    const r = await call(instant, { method: "POST", body: { question }, cookies: jar.cookies, ip: "203.0.113.35", headers: { origin: "https://evil.example" } });
    expect(r.status).toBe(403);
  });
});
