import { sessionCookieFor } from "@/lib/auth/session";
import type { UserRow } from "@/lib/db/queries/users";
import { keepVisitorChats } from "@/lib/chat/keep-visitor-chats";

export { sessionCookieFor };

/** A 303 to `location` that also sets the session cookie (and keeps this browser's guest chats, chat-keep). */
export async function redirectSignedIn(user: UserRow, location: string, req: Request): Promise<Response> {
  await keepVisitorChats({ userId: user.id, req });
  const c = await sessionCookieFor(user);
  const res = new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  const o = c.options;
  res.headers.append("set-cookie", `${c.name}=${encodeURIComponent(c.value)}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax${o.secure ? "; Secure" : ""}`);
  return res;
}
