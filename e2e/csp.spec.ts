import { test, expect } from "./fixtures";
import { CAMPAIGN_KEY } from "../playwright.config";
import { registerApi, signInAdmin } from "./helpers";

// Content-Security-Policy without 'unsafe-inline' for scripts (issue 10, item 15), in real
// Chromium: every page loads with no violation (the fixture fails the test on any), its client
// code runs (Next's bootstrap sets window.next), prerendered pages keep being served from the
// build with their own script hashes, and pages rendered per request carry a fresh nonce.
const STATIC_PAGES = ["/", "/contact", "/privacy-policy", "/terms-of-service", "/offline"];
// Since issue 14 /signup renders per request: its canonical address follows NEXTAUTH_URL. The guides
// (rendered at run time for the same reason), /utm and /utm-landing are served from the page cache
// under script hashes (e2e/campaign-cache.spec.ts).
const DYNAMIC_PAGES = ["/auth", "/redeem", "/email-confirmation", "/auth/continue?redirect=%2Fapp", "/no-such-page", "/signup"];

const scriptSrc = (policy: string | undefined) => policy?.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";

async function visit(page: import("@playwright/test").Page, path: string) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const policy = res!.headers()["content-security-policy"];
  expect(scriptSrc(policy), `${path} has a script-src`).toMatch(/^script-src 'self'/);
  expect(scriptSrc(policy), `${path} allows no inline script wholesale`).not.toContain("unsafe-inline");
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true), { message: `${path} ran its client code` }).toBe(true);
  return { res: res!, policy: policy! };
}

test("prerendered pages: served from the build with their own script hashes, no nonce, no violation", async ({ page }) => {
  for (const path of STATIC_PAGES) {
    const { res, policy } = await visit(page, path);
    expect(res.status(), path).toBe(200);
    expect(policy, path).not.toContain("'nonce-");
    expect(scriptSrc(policy), path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.headers()["x-nextjs-prerender"] ?? res.headers()["x-nextjs-cache"], `${path} is still prerendered`).toBeTruthy();
  }
});

test("an unknown guide answers the not-found page under a policy that allows its scripts", async ({ page }) => {
  const res = await page.goto("/guides/no-such-guide");
  expect(res!.status()).toBe(404);
  // Not a cached guide: rendered per request under the proxy's nonce policy, one policy header only.
  expect(scriptSrc(res!.headers()["content-security-policy"])).toMatch(/^script-src 'self' 'nonce-/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true)).toBe(true);
});

test("pages rendered per request: a fresh nonce on every load, no violation", async ({ page }) => {
  for (const path of DYNAMIC_PAGES) {
    const first = await visit(page, path);
    const second = await visit(page, path);
    const nonce = (p: string) => /'nonce-([^']+)'/.exec(p)?.[1];
    expect(nonce(first.policy), path).toBeTruthy();
    expect(nonce(second.policy), path).not.toBe(nonce(first.policy));
  }
});

test("the gated pages for a campaign visitor, a signed-in user and an admin: no violation", async ({ page }) => {
  expect((await page.request.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}`)).status()).toBe(200);
  await visit(page, "/app");
  await registerApi(page.context().request, `csp.${Date.now().toString(36)}@example.com`);
  await visit(page, "/referrals");
  await signInAdmin(page.context());
  for (const path of ["/admin", "/admin/user-management", "/admin/conversations", "/admin/analytics", "/utm-dashboard"]) await visit(page, path);
});

test("HSTS when the TLS proxy in front says https, on static and dynamic pages; never over plain http", async ({ request }) => {
  for (const path of ["/", "/auth"]) {
    const overHttps = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    expect((await request.get(path)).headers()["strict-transport-security"], path).toBeUndefined();
  }
});
