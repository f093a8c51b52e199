import { route } from "@/lib/http/route";
import { NEAR_EXPIRY_MS } from "@/lib/auth/session";

// The session monitor's poll: how long the session has left and whether to refresh it. A plain
// Response (no NextResponse cookie jar): the cheapest JSON call there is (issue 15 item 6).
export const GET = route({}, async ({ caller }) => {
  const res = (body: object) => Response.json(body, { headers: { "Cache-Control": "no-store" } });
  if (!caller.user || !caller.sessionExpiresAt) return res({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false });
  const timeUntilExpiryMs = Math.max(0, caller.sessionExpiresAt * 1000 - Date.now());
  return res({ isAuthenticated: true, timeUntilExpiryMs, needsRefresh: timeUntilExpiryMs < NEAR_EXPIRY_MS });
});
