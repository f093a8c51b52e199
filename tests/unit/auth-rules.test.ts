import crypto from "node:crypto";
import { decideGate, loginRedirect, routeForBetaStatus, safeRedirect, type Viewer } from "@/lib/auth/gates";
import { isActive, shouldRefresh } from "@/lib/auth/session-rules";
import { appleClientSecret } from "@/lib/auth/apple-secret";
import { avatarInitials } from "@/components/profile/user-avatar";

const visitor: Viewer = { signedIn: false, role: null, approved: false, hasCampaignAccess: false };

test.each([
  ["referrals", "/referrals"], ["app", "/app"], ["/app?q=x", "/app?q=x"], ["/admin/analytics", "/admin/analytics"],
  ["//evil.example", null], ["https://evil.example/x", null], ["/\\evil.example", null], ["javascript:alert(1)", null],
  ["", null], [null, null], ["/ok\nLocation: x", null],
])("safeRedirect(%p) → %p", (raw, want) => {
  expect(safeRedirect(raw)).toBe(want);
});

test("login redirect uses the spec's short names for /referrals and /app", () => {
  expect(loginRedirect("/referrals")).toBe("/auth?redirect=referrals&message=login-required");
  expect(loginRedirect("/app")).toBe("/auth?redirect=app&message=login-required");
  expect(loginRedirect("/admin")).toBe("/auth?redirect=%2Fadmin&message=login-required");
});

test("after login: approved → /app, pending_confirmation → /email-confirmation, anything else → /referrals", () => {
  expect(routeForBetaStatus("approved")).toBe("/app");
  expect(routeForBetaStatus("pending_confirmation")).toBe("/email-confirmation");
  for (const s of ["waiting", "invited", "none", undefined, null]) expect(routeForBetaStatus(s)).toBe("/referrals");
});

test("public paths are never gated", () => {
  for (const p of ["/", "/auth", "/utm", "/administrator", "/apple", "/api/auth/user"]) expect(decideGate(p, visitor)).toEqual({ kind: "allow" });
});

test("campaign access opens /app only", () => {
  const v = { ...visitor, hasCampaignAccess: true };
  expect(decideGate("/app", v)).toEqual({ kind: "allow" });
  expect(decideGate("/referrals", v).kind).toBe("redirect");
  expect(decideGate("/api/admin/users", v)).toEqual({ kind: "unauthorized" });
});

test("/app: approved users, admins and campaign-access holders get in; others are sent on", () => {
  const user = { ...visitor, signedIn: true, role: "user" as const };
  expect(decideGate("/app", { ...user, approved: true })).toEqual({ kind: "allow" });
  expect(decideGate("/app", { ...user, role: "admin" as const })).toEqual({ kind: "allow" });
  expect(decideGate("/app", { ...user, hasCampaignAccess: true })).toEqual({ kind: "allow" });
  // Signed in but still on the waiting list: the referral page; nobody: sign in, coming back to the app.
  expect(decideGate("/app", user)).toEqual({ kind: "redirect", to: "/referrals" });
  expect(decideGate("/app", visitor)).toEqual({ kind: "redirect", to: "/auth?redirect=app&message=login-required" });
});

test("session monitor refreshes when told or under 7 days", () => {
  const day = 24 * 3600 * 1000;
  expect(shouldRefresh({ isAuthenticated: true, timeUntilExpiryMs: 20 * day, needsRefresh: false })).toBe(false);
  expect(shouldRefresh({ isAuthenticated: true, timeUntilExpiryMs: 20 * day, needsRefresh: true })).toBe(true);
  expect(shouldRefresh({ isAuthenticated: true, timeUntilExpiryMs: 6 * day, needsRefresh: false })).toBe(true);
  expect(shouldRefresh({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: true })).toBe(false);
});

test("activity window is 30 minutes", () => {
  const now = 10_000_000;
  expect(isActive(now - 29 * 60_000, now)).toBe(true);
  expect(isActive(now - 31 * 60_000, now)).toBe(false);
});

test("avatar fallback: initials, else email letter, else U", () => {
  expect(avatarInitials({ firstName: "ada", lastName: "lovelace" })).toBe("AL");
  expect(avatarInitials({ firstName: "Ada" })).toBe("A");
  expect(avatarInitials({ email: "zed@example.com" })).toBe("Z");
  expect(avatarInitials(null)).toBe("U");
});

test("Apple client secret is an ES256 JWT Apple can verify with the key", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n");
  const jwt = appleClientSecret({ clientId: "app.client", teamId: "TEAM", keyId: "KEY", privateKey: pem, now: 1_700_000_000_000 });
  const [h, p, s] = jwt.split(".");
  expect(JSON.parse(Buffer.from(h!, "base64url").toString())).toEqual({ alg: "ES256", kid: "KEY", typ: "JWT" });
  const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
  expect(payload).toMatchObject({ iss: "TEAM", sub: "app.client", aud: "https://appleid.apple.com", iat: 1_700_000_000 });
  expect(payload.exp - payload.iat).toBeLessThanOrEqual(180 * 24 * 3600);
  expect(crypto.verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"))).toBe(true);
});

test("sign-in delays: four free failures, then doubling from 2 s, capped at a minute", async () => {
  const { delayAfter, delaySchedule } = await import("@/lib/auth/login-throttle");
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(delayAfter)).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
  expect(delaySchedule()).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 60]);
});
