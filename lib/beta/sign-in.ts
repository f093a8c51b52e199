import { sessionCookieFor } from "@/lib/auth/session";
import type { UserRow } from "@/lib/db/queries/users";

export { sessionCookieFor };

/** A 303 to `location` that also sets the session cookie. */
export async function redirectSignedIn(user: UserRow, location: string): Promise<Response> {
  const c = await sessionCookieFor(user);
  const res = new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  const o = c.options;
  res.headers.append("set-cookie", `${c.name}=${encodeURIComponent(c.value)}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax${o.secure ? "; Secure" : ""}`);
  return res;
}
