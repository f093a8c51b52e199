import { openTestDb, closeTestDb } from "../helpers/db";
import { call, CookieJar } from "../helpers/http";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as logoutNav } from "@/app/api/logout/route";
import { GET as user } from "@/app/api/auth/user/route";
import { GET as sessionStatus } from "@/app/api/auth/session-status/route";
import { POST as refresh } from "@/app/api/auth/refresh-session/route";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";
import { sessionCookieName } from "@/lib/auth/session-token";
import { nextIp, registered, gate } from "./auth-helpers";

// Item 14 of issue 10: logging out (or losing the password) ends every session of that user on
// the server, not only the cookie in the browser that clicked Sign Out.

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });


/** next-auth's own session read (what /api/auth/session and getServerSession answer), with our options. */
async function nextAuthSession(cookies: Record<string, string>) {
  const res = { getHeader() {}, setHeader() {}, setCookie() {} };
  const session = await getServerSession({ headers: { host: "localhost:3000" }, cookies } as never, res as never, authOptions());
  return (session ?? {}) as { user?: { email?: string } };
}

test("after POST /api/auth/logout the old cookie gets 401 and the gate sends it to sign-in", async () => {
  const u = await registered();
  const stolen = { ...u.jar.cookies }; // a copy of the cookie, as a thief or a second tab would hold it
  expect((await call(user, { cookies: stolen })).status).toBe(200);
  expect(await gate("/referrals", stolen)).toBe("allow");
  expect((await nextAuthSession(stolen)).user?.email).toBe(u.email);

  expect((await call(logout, { method: "POST", cookies: u.jar.cookies })).status).toBe(200);

  expect((await call(user, { cookies: stolen })).status).toBe(401);
  expect(await gate("/referrals", stolen)).toBe("→ /auth?redirect=referrals&message=login-required");
  expect((await call(sessionStatus, { cookies: stolen })).json.isAuthenticated).toBe(false);
  expect((await call(refresh, { method: "POST", cookies: stolen, ip: nextIp() })).status).toBe(401);
  expect((await nextAuthSession(stolen)).user).toBeUndefined();

  // Signing in again gives a working session.
  const jar = new CookieJar();
  expect(jar.take(await call(login, { method: "POST", body: { email: u.email, password: u.password }, ip: nextIp() })).status).toBe(200);
  expect((await call(user, { cookies: jar.cookies })).status).toBe(200);
});

test("Sign Out in one browser ends the sessions of every other browser too (GET /api/logout)", async () => {
  const u = await registered();
  const phone = new CookieJar();
  phone.take(await call(login, { method: "POST", body: { email: u.email, password: u.password }, ip: nextIp() }));
  expect(phone.cookies[sessionCookieName()]).not.toBe(u.jar.cookies[sessionCookieName()]);
  const r = await call(logoutNav, { path: "/api/logout", cookies: u.jar.cookies });
  expect(r.status).toBe(303);
  expect((await call(user, { cookies: phone.cookies })).status).toBe(401);
  expect((await call(user, { cookies: u.jar.cookies })).status).toBe(401);
});

test("a cross-site navigation to /api/logout revokes nothing", async () => {
  const u = await registered();
  await call(logoutNav, { path: "/api/logout", cookies: u.jar.cookies, headers: { "sec-fetch-site": "cross-site" } });
  expect((await call(user, { cookies: u.jar.cookies })).status).toBe(200);
});

test("a refreshed cookie from before the logout is revoked as well", async () => {
  const u = await registered();
  const refreshed = new CookieJar();
  refreshed.cookies = { ...u.jar.cookies };
  refreshed.take(await call(refresh, { method: "POST", cookies: refreshed.cookies, ip: nextIp() }));
  await call(logout, { method: "POST", cookies: u.jar.cookies });
  expect((await call(user, { cookies: refreshed.cookies })).status).toBe(401);
});
