import { eq } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET as sessionStatus } from "@/app/api/auth/session-status/route";
import { GET as listConversations } from "@/app/api/conversations/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hideOwnedConversation, insertConversation } from "@/lib/db/queries/conversations";
import { setSuspended } from "@/lib/db/queries/admin-actions";
import { decodeSession, encodeSession, sessionCookie } from "@/lib/auth/session-token";
import { makeUser, makeVisitor } from "./chat-fixtures";

// Issue 15 item 6: decoded session cookies are kept per process (lib/auth/session-token.ts), so a
// signed-in call no longer derives a key and decrypts every time. What the cookie says is all that
// is kept: suspension, a role change and a logout elsewhere must still apply on the very next
// request with the same cookie, and an expired cookie must stop working although it was cached.

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });
afterEach(() => { jest.restoreAllMocks(); });

async function signedInWithTwoConversations() {
  const u = await makeUser();
  await insertConversation({ owner: { kind: "user", userId: u.id }, title: "Tent" });
  await insertConversation({ owner: { kind: "user", userId: u.id }, title: "Stove" });
  // The first calls decode the cookie and keep it.
  expect((await call(sessionStatus, { cookies: u.cookies })).json.isAuthenticated).toBe(true);
  expect((await call(listConversations, { cookies: u.cookies })).json).toHaveLength(2);
  return u;
}

test("a user suspended between two requests is signed out on the next one (same cookie)", async () => {
  const u = await signedInWithTwoConversations();
  const db = await getDb();
  // Only the suspension mark, without the session version the admin action also bumps: it alone must do.
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, u.id));
  expect((await call(sessionStatus, { cookies: u.cookies })).json).toEqual({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false });
  expect((await call(listConversations, { cookies: u.cookies })).json).toEqual([]);
});

test("the admin's suspend action (suspension + session version) takes effect on the next request", async () => {
  const u = await signedInWithTwoConversations();
  await setSuspended({ userId: u.id, suspended: true });
  expect((await call(sessionStatus, { cookies: u.cookies })).json.isAuthenticated).toBe(false);
  expect((await call(listConversations, { cookies: u.cookies })).json).toEqual([]);
});

test("a role change applies on the next request with the same cookie, both ways", async () => {
  const u = await makeUser();
  const db = await getDb();
  expect((await call(adminUsers, { path: "/api/admin/users", cookies: u.cookies })).status).toBe(403);
  await db.update(users).set({ role: "admin" }).where(eq(users.id, u.id));
  expect((await call(adminUsers, { path: "/api/admin/users", cookies: u.cookies })).status).toBe(200);
  await db.update(users).set({ role: "user" }).where(eq(users.id, u.id));
  const demoted = await call(adminUsers, { path: "/api/admin/users", cookies: u.cookies });
  expect(demoted.status).toBe(403);
  expect(demoted.json.error.code).toBe("forbidden");
});

test("a cached cookie stops working the moment it expires", async () => {
  const u = await makeUser();
  await insertConversation({ owner: { kind: "user", userId: u.id }, title: "Tent" });
  const short = sessionCookie(await encodeSession({ sub: u.id, email: u.email, role: "user" }, 60));
  const cookies = { [short.name]: short.value };
  const first = await call(sessionStatus, { cookies });
  expect(first.json.isAuthenticated).toBe(true);
  expect(first.json.timeUntilExpiryMs).toBeLessThanOrEqual(60_000);
  expect((await call(listConversations, { cookies })).json).toHaveLength(1);

  const now = Date.now();
  jest.spyOn(Date, "now").mockReturnValue(now + 61_000);
  expect((await call(sessionStatus, { cookies })).json.isAuthenticated).toBe(false);
  expect((await call(listConversations, { cookies })).json).toEqual([]);
});

test("a tampered cookie is not taken for the cached one", async () => {
  const u = await signedInWithTwoConversations();
  const [name, value] = Object.entries(u.cookies)[0]!;
  const tampered = { [name]: `${value.slice(0, -4)}${value.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}` };
  expect((await call(sessionStatus, { cookies: tampered })).json.isAuthenticated).toBe(false);
  expect((await call(listConversations, { cookies: tampered })).json).toEqual([]);
});

test("the same cookie is decoded once: later reads get the kept claims", async () => {
  const u = await makeUser();
  const token = Object.values(u.cookies)[0]!;
  const first = await decodeSession(token);
  expect(first).toMatchObject({ sub: u.id, email: u.email, role: "user", sv: 0 });
  expect(await decodeSession(token)).toBe(first);
  expect(Object.isFrozen(first)).toBe(true); // no caller can change what the next request sees
});

describe("GET /api/conversations reads the user row and the list in one query", () => {
  test("only the caller's own visible conversations, most recently active first", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const owner = { kind: "user" as const, userId: u.id };
    const old = await insertConversation({ owner, title: "Old" });
    await insertConversation({ owner: { kind: "user", userId: other.id }, title: "Someone else's" });
    const hidden = await insertConversation({ owner, title: "Hidden" });
    await hideOwnedConversation({ id: hidden.id, owner, phraseHash: "x", phraseKey: "k" });
    const db = await getDb();
    const { conversations } = await import("@/lib/db/schema");
    await db.update(conversations).set({ updatedAt: new Date(Date.now() + 60_000) }).where(eq(conversations.id, old.id));
    await insertConversation({ owner, title: "New" });
    const res = await call(listConversations, { cookies: u.cookies });
    expect(res.status).toBe(200);
    expect(res.json.map((c: { title: string }) => c.title)).toEqual(["Old", "New"]);
    expect(Object.keys(res.json[0]).sort()).toEqual(["conversationId", "createdAt", "id", "isHidden", "title", "updatedAt"]);
    expect(res.json[0].id).toBe(old.id);
    expect(res.json[0].isHidden).toBe(false);
    expect(new Date(res.json[0].updatedAt).getTime()).toBeGreaterThan(new Date(res.json[1].updatedAt).getTime());
  });

  test("a signed-in user with no conversations gets an empty list", async () => {
    const u = await makeUser();
    const res = await call(listConversations, { cookies: u.cookies });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  test("a cookie whose user was suspended falls back to the visitor's own list, as any visitor", async () => {
    const u = await makeUser();
    const v = makeVisitor();
    await insertConversation({ owner: { kind: "user", userId: u.id }, title: "Account's" });
    await insertConversation({ owner: { kind: "visitor", visitorId: v.visitorId }, title: "This browser's" });
    const both = { ...u.cookies, ...v.cookies };
    expect((await call(listConversations, { cookies: both })).json.map((c: { title: string }) => c.title)).toEqual(["Account's"]);
    await setSuspended({ userId: u.id, suspended: true });
    expect((await call(listConversations, { cookies: both })).json.map((c: { title: string }) => c.title)).toEqual(["This browser's"]);
  });
});
