import { jsonWithCookies, route } from "@/lib/http/route";
import { sessionCookieFor } from "@/lib/auth/session";

// Re-issues the session cookie with a full lifetime (and the role as it is now).
export const POST = route(
  { auth: "user", rateLimit: ({ caller }) => [{ key: `refresh:${caller.user!.id}`, limit: 30, windowSeconds: 3600 }] },
  async ({ caller }) => jsonWithCookies({ success: true, message: "Session refreshed" }, [await sessionCookieFor(caller.user!)]),
);
