import { encodeSession, sessionCookie, type CookieSpec } from "@/lib/auth/session-token";
import type { UserRow } from "@/lib/db/queries/users";

/** The session cookie that signs this user in (the same next-auth JWT every other route reads). */
export async function sessionCookieFor(user: UserRow): Promise<CookieSpec> {
  return sessionCookie(await encodeSession({ sub: user.id, email: user.email, role: user.role }));
}

/** A 303 to `location` that also sets the session cookie. */
export async function redirectSignedIn(user: UserRow, location: string): Promise<Response> {
  const c = await sessionCookieFor(user);
  const res = new Response(null, { status: 303, headers: { location } });
  const o = c.options;
  res.headers.append("set-cookie", `${c.name}=${encodeURIComponent(c.value)}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax${o.secure ? "; Secure" : ""}`);
  return res;
}
