import { encode, decode, type JWT } from "next-auth/jwt";
import { authSecret, env } from "@/lib/env";
import { readCookie } from "@/lib/http/client-info";

// The session is next-auth's JWT cookie, so next-auth's own routes, getServerSession and the
// spec's JSON routes all read and write the same token.
export const secureCookies = () => env.siteUrl.startsWith("https://");
export const sessionCookieName = () => (secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `sv`: the user's session version when the cookie was issued (a missing one counts as 0). */
export type SessionClaims = { sub: string; email: string; role: "user" | "admin"; sv?: number };

export async function encodeSession(claims: SessionClaims, maxAgeSeconds = env.SESSION_MAX_AGE_SECONDS): Promise<string> {
  return encode({ token: { ...claims } as JWT, secret: authSecret(), maxAge: maxAgeSeconds });
}

export async function decodeSession(token: string | undefined): Promise<(SessionClaims & { sv: number; exp: number }) | null> {
  if (!token) return null;
  try {
    const t = await decode({ token, secret: authSecret() });
    // A user id that is not a UUID cannot name a user (and must not reach a uuid column).
    if (!t || typeof t.sub !== "string" || !UUID.test(t.sub) || typeof t.exp !== "number") return null;
    if (t.exp * 1000 <= Date.now()) return null;
    const sv = typeof t.sv === "number" && Number.isInteger(t.sv) ? t.sv : 0;
    return { sub: t.sub, email: String(t.email ?? ""), role: t.role === "admin" ? "admin" : "user", sv, exp: t.exp };
  } catch {
    return null;
  }
}

export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, sessionCookieName());
}

export type CookieSpec = { name: string; value: string; options: { httpOnly: boolean; sameSite: "lax"; secure: boolean; path: string; maxAge: number } };

export function sessionCookie(token: string, maxAgeSeconds = env.SESSION_MAX_AGE_SECONDS): CookieSpec {
  return { name: sessionCookieName(), value: token, options: { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: maxAgeSeconds } };
}

export function clearedSessionCookie(): CookieSpec {
  return { ...sessionCookie("", 0), value: "" };
}
