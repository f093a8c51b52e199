import { route } from "@/lib/http/route";
import { NEAR_EXPIRY_MS } from "@/lib/auth/session";
import { offerFastLane } from "@/lib/http/fast-lane";

// The session monitor's poll: how long the session has left and whether to refresh it. A plain
// Response (no NextResponse cookie jar): the cheapest JSON call there is (issue 15 item 6).
export const GET = route({}, async ({ caller }) => {
  const res = (body: object) => Response.json(body, { headers: { "Cache-Control": "no-store" } });
  if (!caller.user || !caller.sessionExpiresAt) return res({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false });
  const timeUntilExpiryMs = Math.max(0, caller.sessionExpiresAt * 1000 - Date.now());
  return res({ isAuthenticated: true, timeUntilExpiryMs, needsRefresh: timeUntilExpiryMs < NEAR_EXPIRY_MS });
});

// Served in front of Next by `npm start` once this module is loaded (lib/http/fast-lane.ts).
offerFastLane("/api/auth/session-status", GET);
