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

export type DecodedSession = Readonly<SessionClaims & { sv: number; exp: number }>;

// Decoded cookies by their exact text. Decoding derives the key with HKDF and decrypts on every
// call (about 0.5 ms, the largest cost of a cheap signed-in API call); the same token always
// decodes to the same claims, so only the expiry is checked again on a hit. Only what the cookie
// itself says is kept: whether the user is suspended, logged out or changed role is read from the
// database on every request (lib/auth/caller.ts). Bounded; the oldest entry leaves first.
const DECODED_MAX = 2000;
const decoded = new Map<string, DecodedSession>();
let decodedWith: string | null = null; // the secret the cached entries were decoded with

export async function decodeSession(token: string | undefined): Promise<DecodedSession | null> {
  if (!token) return null;
  let secret: string;
  try {
    secret = authSecret();
  } catch {
    return null; // no secret configured: no session can be valid (as before the cache)
  }
  if (decodedWith !== secret) {
    decoded.clear();
    decodedWith = secret;
  }
  const hit = decoded.get(token);
  if (hit) {
    if (hit.exp * 1000 > Date.now()) return hit;
    decoded.delete(token);
    return null;
  }
  const claims = await decodeUncached(token, secret);
  if (claims) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, claims);
  }
  return claims;
}

async function decodeUncached(token: string, secret: string): Promise<DecodedSession | null> {
  try {
    const t = await decode({ token, secret });
    // A user id that is not a UUID cannot name a user (and must not reach a uuid column).
    if (!t || typeof t.sub !== "string" || !UUID.test(t.sub) || typeof t.exp !== "number") return null;
    if (t.exp * 1000 <= Date.now()) return null;
    const sv = typeof t.sv === "number" && Number.isInteger(t.sv) ? t.sv : 0;
    return Object.freeze({ sub: t.sub, email: String(t.email ?? ""), role: t.role === "admin" ? "admin" : "user", sv, exp: t.exp });
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
