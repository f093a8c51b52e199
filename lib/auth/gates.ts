// Which pages and admin APIs a viewer may reach. A pure function, so proxy.ts, server pages and
// the table test all share one set of rules.

export type Viewer = {
  signedIn: boolean;
  role: "user" | "admin" | null;
  /** Beta status approved (only needed for /app). */
  approved: boolean;
  hasCampaignAccess: boolean;
};

export type GateDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  | { kind: "forbidden" } // APIs: 403 JSON
  | { kind: "unauthorized" } // APIs: 401 JSON
  | { kind: "not_found" }; // pages the viewer may not know about

const ADMIN_PAGES = ["/admin", "/utm-dashboard"];
const USER_PAGES = ["/referrals"];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export const isAdminApi = (path: string) => under(path, "/api/admin");
export const isAdminPage = (path: string) => ADMIN_PAGES.some((p) => under(path, p));
export const isUserPage = (path: string) => USER_PAGES.some((p) => under(path, p));
export const isAppPage = (path: string) => under(path, "/app");

/** Paths the proxy must look at; everything else is public. */
export const isGatedPath = (path: string) => isAdminApi(path) || isAdminPage(path) || isUserPage(path) || isAppPage(path);

/** The sign-in address for a gated page; /referrals and /app use the spec's short names. */
export function loginRedirect(path: string): string {
  const target = path === "/referrals" ? "referrals" : path === "/app" ? "app" : path;
  return `/auth?redirect=${encodeURIComponent(target)}&message=login-required`;
}

export function decideGate(path: string, v: Viewer): GateDecision {
  if (isAdminApi(path)) {
    if (!v.signedIn) return { kind: "unauthorized" };
    return v.role === "admin" ? { kind: "allow" } : { kind: "forbidden" };
  }
  if (isAdminPage(path)) {
    if (!v.signedIn) return { kind: "redirect", to: loginRedirect(path) };
    return v.role === "admin" ? { kind: "allow" } : { kind: "not_found" };
  }
  if (isUserPage(path)) {
    return v.signedIn ? { kind: "allow" } : { kind: "redirect", to: loginRedirect(path) };
  }
  if (isAppPage(path)) {
    // Admins run the beta, so they are let in whether or not they hold a waiting-list entry.
    if (v.approved || v.role === "admin" || v.hasCampaignAccess) return { kind: "allow" };
    return v.signedIn ? { kind: "redirect", to: "/referrals" } : { kind: "redirect", to: loginRedirect("/app") };
  }
  return { kind: "allow" };
}

// One check for every redirect target; re-exported so existing imports keep working.
export { safeRedirect } from "./safe-redirect";

/** After a sign-in without a redirect: by beta status (spec section 4). */
export function routeForBetaStatus(status: string | null | undefined): string {
  if (status === "approved") return "/app";
  if (status === "pending_confirmation") return "/email-confirmation";
  return "/referrals";
}
