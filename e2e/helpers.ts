import crypto from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { expect, mailsTo, ownAddress } from "./fixtures";
import { ADMIN_EMAIL, BASE_URL, appEnv } from "../playwright.config";

// Account helpers shared by the specs: everything goes through the real APIs.

/** The e2e server's NEXTAUTH_SECRET, for tests that mint what the server would (cookies, tokens). */
export const E2E_SECRET = appEnv.NEXTAUTH_SECRET!;
export const PASSWORD = "a good long password";

/** Registers (201) or, if the email already has an account, signs in; the request context keeps the session. */
export async function registerApi(request: APIRequestContext, email: string, firstName = "Pat") {
  const r = await request.post("/api/auth/register", { data: { email, password: PASSWORD, firstName } });
  if (r.status() === 409) {
    const l = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    expect(l.status()).toBe(200);
    return l.json();
  }
  expect(r.status()).toBe(201);
  return r.json();
}

/**
 * The admin (ADMIN_EMAILS) signed in within this browser context. The role needs a confirmed
 * address, so the first time round this follows the mailed confirmation link, as the person would.
 */
export async function signInAdmin(context: BrowserContext) {
  return signInAdminRequest(context.request);
}

/** signInAdmin for a bare request context. */
export async function signInAdminRequest(request: APIRequestContext) {
  let admin = await registerApi(request, ADMIN_EMAIL, "Admin");
  if (admin.role !== "admin") {
    const mails = await mailsTo(ADMIN_EMAIL);
    const link = mails.flatMap((m) => m.links).find((l) => l.includes("/api/confirm-email?token="));
    expect(link, "the admin's confirmation link").toBeTruthy();
    expect((await request.get(link!)).ok()).toBe(true);
    admin = await (await request.get("/api/auth/user")).json();
  }
  expect(admin.role).toBe("admin");
  return admin;
}

/** Approves a user's beta entry through the admin API (what the User management page's Approve button calls). */
export async function approveUser(browser: Browser, userId: string): Promise<void> {
  const adminContext = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  try {
    await signInAdmin(adminContext);
    const ok = await adminContext.request.patch(`/api/admin/users/${userId}`, { data: { betaStatus: "approved" } });
    expect(ok.status()).toBe(200);
  } finally {
    await adminContext.close();
  }
}

/**
 * Campaign access as the server grants it: the signed visitor cookie and the campaign cookie bound to
 * it (lib/auth/visitor.ts), signed with the e2e NEXTAUTH_SECRET, so a spec can chat as an ad visitor.
 */
export async function grantCampaignAccess(context: BrowserContext, baseURL: string): Promise<void> {
  const sign = (v: string) => `${v}.${crypto.createHmac("sha256", E2E_SECRET).update(v).digest("base64url")}`;
  const visitorId = `v_${crypto.randomBytes(16).toString("hex")}`;
  const url = new URL(baseURL);
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" as const });
  await context.addCookies([cookie("hh_visitor", sign(visitorId)), cookie("hh_campaign", sign(`${visitorId}|${Date.now() + 3600_000}`))]);
}
