import { eq } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar, type CallResult } from "../helpers/http";
import { GET as confirmGet, POST as confirmPost } from "@/app/api/confirm-email/route";
import { GET as acceptGet, POST as acceptPost } from "@/app/api/accept-invite/route";
import { POST as signup } from "@/app/api/email-signup/route";
import { GET as user } from "@/app/api/auth/user/route";
import { sha256 } from "@/lib/auth/signed-cookie";
import { sessionCookieName } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { waitlistEntries } from "@/lib/db/schema";
import { findWaitlistEntryByEmail } from "@/lib/db/queries/waitlist";
import { latestLink, nextIp, registered, uniqueEmail, verified } from "./auth-helpers";

// Item 7 of issue 10: a link from a mail (confirm-email, accept-invite) opened while someone else
// is signed in never swaps the session by itself: a page asks, and a same-origin POST continues.

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const crossSite = { "sec-fetch-site": "cross-site" };
const form = (token: string) => ({ rawBody: new URLSearchParams({ token }).toString(), headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" } });
const tokenOf = (path: string) => new URL(path, "http://x").searchParams.get("token")!;
const session = (r: CallResult) => r.setCookies[sessionCookieName()];

/** Someone joins the waiting list; answers the token from their confirmation mail. */
async function joinedToken(email = uniqueEmail("linked")) {
  await call(signup, { method: "POST", body: { email }, ip: nextIp() });
  return { email, token: tokenOf(await latestLink(email)) };
}

/** An entry invited to the beta (as the admin's invite batch leaves it); answers its invite token. */
async function invitedToken() {
  const email = uniqueEmail("invited");
  await call(signup, { method: "POST", body: { email }, ip: nextIp() });
  const token = `invite-${email}`;
  const db = await getDb();
  await db.update(waitlistEntries).set({ status: "invited", inviteTokenHash: sha256(token), inviteExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(waitlistEntries.email, email));
  return { email, token };
}

describe.each([
  ["confirm-email", confirmGet, confirmPost, joinedToken, "/referrals?confirmed=1", "waiting"],
  ["accept-invite", acceptGet, acceptPost, invitedToken, "/app", "approved"],
] as const)("/api/%s", (name, get, post, makeToken, landing, statusAfter) => {
  test("opened from another site while signed in as someone else: no swap, nothing used up, a page asks", async () => {
    const me = await verified();
    const link = await makeToken();
    const r = await call(get, { path: `/api/${name}?token=${encodeURIComponent(link.token)}`, cookies: me.jar.cookies, headers: crossSite, ip: nextIp() });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe(`/auth/switch-account?link=${name}&token=${encodeURIComponent(link.token)}`);
    expect(session(r)).toBeUndefined();
    expect((await call(user, { cookies: me.jar.cookies })).json.email).toBe(me.email);
    expect((await findWaitlistEntryByEmail({ email: link.email }))!.status).not.toBe(statusAfter);

    // Another site cannot press the button for them.
    const forged = await call(post, { method: "POST", ...form(link.token), headers: { ...form(link.token).headers, origin: "https://evil.example" }, cookies: me.jar.cookies, ip: nextIp() });
    expect(forged.status).toBe(403);
    expect(session(forged)).toBeUndefined();

    // The page's own form (same origin): continues as the link's account, with the same token.
    const jar = new CookieJar();
    jar.cookies = { ...me.jar.cookies };
    const ok = jar.take(await call(post, { method: "POST", ...form(link.token), cookies: jar.cookies, ip: nextIp() }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(landing);
    expect((await call(user, { cookies: jar.cookies })).json.email).toBe(link.email);
    expect((await findWaitlistEntryByEmail({ email: link.email }))!.status).toBe(statusAfter);
  });

  test("a same-site click while signed in as someone else asks too", async () => {
    const me = await verified();
    const link = await makeToken();
    const r = await call(get, { path: `/api/${name}?token=${encodeURIComponent(link.token)}`, cookies: me.jar.cookies, headers: { "sec-fetch-site": "same-origin" }, ip: nextIp() });
    expect(r.headers.get("location")).toMatch(/^\/auth\/switch-account\?/);
    expect(session(r)).toBeUndefined();
  });

  test("signed out: works as before (signs in as the link's account)", async () => {
    const link = await makeToken();
    const r = await call(get, { path: `/api/${name}?token=${encodeURIComponent(link.token)}`, headers: crossSite, ip: nextIp() });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe(landing);
    expect(session(r)).toBeTruthy();
  });

  test("a used or unknown token by POST: the usual explanation, no session", async () => {
    const r = await call(post, { method: "POST", ...form("not-a-real-token"), ip: nextIp() });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toMatch(/^\/email-confirmation\?status=/);
    expect(session(r)).toBeUndefined();
    const empty = await call(post, { method: "POST", rawBody: "", headers: { "content-type": "application/x-www-form-urlencoded" }, ip: nextIp() });
    expect(empty.status).toBe(400);
  });
});

test("the same account opening its own confirmation link: works as before", async () => {
  const me = await registered();
  const path = await latestLink(me.email);
  const r = me.jar.take(await call(confirmGet, { path, cookies: me.jar.cookies, headers: crossSite, ip: nextIp() }));
  expect(r.status).toBe(303);
  expect(r.headers.get("location")).toBe("/referrals?confirmed=1");
  expect((await call(user, { cookies: me.jar.cookies })).json.email).toBe(me.email);
});
