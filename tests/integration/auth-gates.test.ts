import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { PATCH as approveUser } from "@/app/api/admin/users/[id]/route";
import { GET as adminConversations } from "@/app/api/admin/conversations/route";
import { GET as adminAnalytics } from "@/app/api/admin/analytics/route";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { campaignCookie, visitorCookie, newVisitorId } from "@/lib/auth/visitor";
import { setUserRole } from "@/lib/db/queries/users";
import { approveWaitlistEntry } from "@/lib/db/queries/admin";
import { getDb } from "@/lib/db/client";
import { conversations, messages } from "@/lib/db/schema";
import { expectNoHash, registered, gate } from "./auth-helpers";

type Who = "visitor" | "signed-in" | "approved" | "admin";
const cookiesFor: Record<Who, Record<string, string>> = { visitor: {}, "signed-in": {}, approved: {}, admin: {} };
let pendingUserId = "";

beforeAll(async () => {
  await openTestDb();
  const pending = await registered();
  pendingUserId = pending.user.id;
  cookiesFor["signed-in"] = pending.jar.cookies;
  const approved = await registered();
  await approveWaitlistEntry({ email: approved.email });
  cookiesFor.approved = approved.jar.cookies;
  const admin = await registered();
  await setUserRole({ id: admin.user.id, role: "admin" });
  // The role is read from the database on every request, so the old token is enough.
  cookiesFor.admin = admin.jar.cookies;
  const db = await getDb();
  const [c] = await db.insert(conversations).values({ userId: approved.user.id, title: "Choosing a stroller" }).returning({ id: conversations.id });
  await db.insert(messages).values([{ conversationId: c!.id, role: "user", content: "hi" }, { conversationId: c!.id, role: "assistant", content: "hello" }]);
  await db.insert(conversations).values({ userId: approved.user.id, title: "my secret", isHidden: true });
});
afterAll(async () => { await closeTestDb(); });


const login = (p: string) => `→ /auth?redirect=${encodeURIComponent(p)}&message=login-required`;

// Every gated page and admin API × every kind of viewer, through the real proxy.
const table: [string, Record<Who, string>][] = [
  ["/referrals", { visitor: "→ /auth?redirect=referrals&message=login-required", "signed-in": "allow", approved: "allow", admin: "allow" }],
  ["/admin", { visitor: login("/admin"), "signed-in": "not-found", approved: "not-found", admin: "allow" }],
  ["/admin/conversations", { visitor: login("/admin/conversations"), "signed-in": "not-found", approved: "not-found", admin: "allow" }],
  ["/admin/user-management", { visitor: login("/admin/user-management"), "signed-in": "not-found", approved: "not-found", admin: "allow" }],
  ["/admin/analytics", { visitor: login("/admin/analytics"), "signed-in": "not-found", approved: "not-found", admin: "allow" }],
  ["/utm-dashboard", { visitor: login("/utm-dashboard"), "signed-in": "not-found", approved: "not-found", admin: "allow" }],
  ["/app", { visitor: "→ /auth?redirect=app&message=login-required", "signed-in": "→ /referrals", approved: "allow", admin: "allow" }],
  ["/api/admin/users", { visitor: "401", "signed-in": "403", approved: "403", admin: "allow" }],
  ["/api/admin/conversations", { visitor: "401", "signed-in": "403", approved: "403", admin: "allow" }],
  ["/api/admin/analytics", { visitor: "401", "signed-in": "403", approved: "403", admin: "allow" }],
];

describe.each(table)("proxy %s", (path, expected) => {
  test.each(Object.entries(expected) as [Who, string][])("%s → %s", async (who, want) => {
    expect(await gate(path, cookiesFor[who])).toBe(want);
  });
});

test("a campaign visitor (signed cookie for their own visitor id) may open /app, a copied campaign cookie may not", async () => {
  const v = newVisitorId();
  const own = { [visitorCookie(v).name]: visitorCookie(v).value, [campaignCookie(v).name]: campaignCookie(v).value };
  expect(await gate("/app", own)).toBe("allow");
  const other = visitorCookie(newVisitorId());
  expect(await gate("/app", { ...own, [other.name]: other.value })).toBe("→ /auth?redirect=app&message=login-required");
});

test("a token claiming admin for a plain user does not open admin pages (the database decides)", async () => {
  const u = await registered();
  const forged = await encodeSession({ sub: u.user.id, email: u.email, role: "admin" });
  expect(await gate("/admin", { [sessionCookieName()]: forged })).toBe("not-found");
  expect((await call(adminUsers, { cookies: { [sessionCookieName()]: forged } })).status).toBe(403);
});

const apis = [["users", adminUsers], ["conversations", adminConversations], ["analytics", adminAnalytics]] as const;

describe.each(apis)("GET /api/admin/%s (route check, behind the proxy)", (_name, handler) => {
  test.each([["visitor", 401], ["signed-in", 403], ["approved", 403], ["admin", 200]] as [Who, number][])("%s → %d", async (who, status) => {
    const r = await call(handler, { cookies: cookiesFor[who] });
    expect(r.status).toBe(status);
    if (status !== 200) expect(r.json.error.code).toBe(status === 401 ? "unauthorized" : "forbidden");
    expectNoHash(r.text);
  });
});

test("admin data: users with role and beta status, conversations with owner and counts, daily analytics", async () => {
  const u = await call(adminUsers, { cookies: cookiesFor.admin });
  expect(u.json.users.length).toBeGreaterThanOrEqual(3);
  expect(u.json.users[0]).toEqual(expect.objectContaining({ email: expect.any(String), role: expect.any(String), betaStatus: expect.any(String) }));
  const c = await call(adminConversations, { cookies: cookiesFor.admin });
  const stroller = c.json.conversations.find((x: { title: string }) => x.title === "Choosing a stroller");
  expect(stroller).toMatchObject({ messageCount: 2, ownerEmail: expect.stringContaining("@example.com") });
  expect(c.text).not.toContain("my secret");
  const a = await call(adminAnalytics, { path: "/api/admin/analytics?days=7", cookies: cookiesFor.admin });
  expect(a.json.days).toBe(7);
  expect(a.json.signups.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBeGreaterThanOrEqual(3);
  expect(a.json.conversations[0]).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: expect.any(Number) });
  expect((await call(adminAnalytics, { path: "/api/admin/analytics?days=0", cookies: cookiesFor.admin })).status).toBe(400);
});

test("PATCH /api/admin/users/{id}: admin approves; others and bad input are refused", async () => {
  const body = { betaStatus: "approved" };
  expect((await call(approveUser, { method: "PATCH", body, params: { id: pendingUserId }, cookies: cookiesFor["signed-in"] })).status).toBe(403);
  expect((await call(approveUser, { method: "PATCH", body: { betaStatus: "admin" }, params: { id: pendingUserId }, cookies: cookiesFor.admin })).status).toBe(400);
  expect((await call(approveUser, { method: "PATCH", body, params: { id: "nope" }, cookies: cookiesFor.admin })).status).toBe(404);
  expect(await gate("/app", cookiesFor["signed-in"])).toBe("→ /referrals");
  const ok = await call(approveUser, { method: "PATCH", body, params: { id: pendingUserId }, cookies: cookiesFor.admin });
  expect(ok.status).toBe(200);
  expect(await gate("/app", cookiesFor["signed-in"])).toBe("allow");
});
