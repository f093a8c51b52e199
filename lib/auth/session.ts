import { NextResponse } from "next/server";
import { revokeSessions, type UserRow } from "@/lib/db/queries/users";
import { clearedSessionCookie, encodeSession, sessionCookie, type CookieSpec } from "./session-token";

/** A fresh session cookie for a user, with the role and session version as the database has them now. */
export async function sessionCookieFor(user: UserRow): Promise<CookieSpec> {
  return sessionCookie(await encodeSession({ sub: user.id, email: user.email, role: user.role, sv: user.sessionVersion }));
}

export function withCookie<T extends Response>(res: T, c: CookieSpec): T {
  if (res instanceof NextResponse) res.cookies.set(c.name, c.value, c.options);
  return res;
}

/** next-auth's own cookies (CSRF, callback, PKCE) are dropped with the session on sign-out. */
export function signOutCookies(): CookieSpec[] {
  return [clearedSessionCookie()];
}

/** Sign-out on the server: every session of this user ends, in every browser (docs/decisions/security.md). */
export async function signOut(user: UserRow | null): Promise<void> {
  if (user) await revokeSessions({ id: user.id });
}

export const NEAR_EXPIRY_MS = 7 * 24 * 3600 * 1000;
