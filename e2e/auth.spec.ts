import sharp from "sharp";
import { decode, encode } from "next-auth/jwt";
import { test, expect, expectNoAxeViolations, screenshotBoth, uniqueEmail, mailsTo } from "./fixtures";
import { ADMIN_EMAIL, BASE_URL } from "../playwright.config";
import { E2E_SECRET, PASSWORD, approveUser, registerApi, signInAdmin } from "./helpers";

test("the sign-in page: providers, tabs, login-required notice, accessible", async ({ page }) => {
  await page.goto("/auth?redirect=referrals&message=login-required");
  await expect(page).toHaveTitle(/Sign in \| Helpful Hand/);
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(page.getByText("Or continue with email")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "auth-sign-in");
  // Apple has no credentials in e2e: the button explains instead of redirecting.
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  await expect(page.getByText("Apple sign-in is not available yet")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?/);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await expect(page.getByPlaceholder("Min. 8 characters")).toBeVisible();
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "auth-create-account");
});

test("create an account → /referrals, with a confirmation mail; wrong password is explained", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("First Name").fill("Ruth");
  await page.getByLabel("Last Name").fill("Moab");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth$/); // the browser refuses under 8 characters
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  const mails = await mailsTo(email);
  expect(mails[0]!.links[0]).toContain("/api/confirm-email?token=");
  const me = await page.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email, firstName: "Ruth", lastName: "Moab", role: "user" });

  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password." })).toBeVisible();
});

test("an approved user signs in → /app; a not-approved one → /email-confirmation", async ({ page, browser }) => {
  const approved = uniqueEmail("approved");
  const pending = uniqueEmail("pending");
  const user = await registerApi(page.request, approved);
  await registerApi(page.request, pending);
  await approveUser(browser, user.id);

  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(approved);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/app`);

  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(pending);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/email-confirmation`);
});

test("gates: visitors go to sign-in, non-admins get not-found, and sign-in returns to the page", async ({ page }) => {
  await page.goto("/referrals");
  await expect(page).toHaveURL(`${BASE_URL}/auth?redirect=referrals&message=login-required`);
  await page.goto("/admin/user-management");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fuser-management&message=login-required/);
  const email = uniqueEmail("plain");
  await registerApi(page.request, email);
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
  await page.goto("/app");
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);

  await page.context().clearCookies();
  await page.goto("/auth?redirect=%2Fadmin%2Fanalytics&message=login-required");
  await signInAdmin(page.context()); // sets the cookie; now use the form for the redirect logic
  await page.context().clearCookies();
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/admin/analytics`);
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
  await page.goto("/admin/user-management");
  await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-user-management");
});

test("Continue with Google signs in through the OIDC issuer and links to the same-email account", async ({ page }) => {
  // The issuer's default identity; an account with that email already exists (password).
  const existing = await registerApi(page.request, "google.user@example.com", "Grace");
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // Google verified the address, so the pending entry is confirmed: the queue page, not the mail page.
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ id: existing.id, email: "google.user@example.com" });
  expect((await (await page.request.get("/api/check-beta-status")).json()).status).toBe("waiting");

  // A new Google identity becomes a new user already in the queue: no confirmation mail is needed.
  const fresh = uniqueEmail("gnew");
  await page.context().clearCookies();
  await page.goto(`/api/auth/google?login_hint=${encodeURIComponent(fresh)}&redirect=referrals`);
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  const me2 = await (await page.request.get("/api/auth/user")).json();
  expect(me2.email).toBe(fresh);
  expect(me2.id).not.toBe(existing.id);
  expect((await (await page.request.get("/api/check-beta-status")).json()).status).toBe("waiting");
  expect(await mailsTo(fresh, { min: 1, timeoutMs: 1500 })).toEqual([]);
});

test("profile: edit the name and upload a picture from the header", async ({ page }) => {
  await signInAdmin(page.context());
  await page.goto("/admin");
  await page.getByRole("button", { name: "Profile settings" }).click();
  await page.getByRole("menuitem", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("First Name").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter your first name.", { exact: true })).toBeVisible();
  await dialog.getByLabel("First Name").fill("  Deborah ");
  await dialog.getByLabel("Last Name").fill("Judge");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your name has been updated successfully.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Deborah" })).toBeVisible();

  await page.getByRole("button", { name: "Profile settings" }).click();
  await page.getByRole("menuitem", { name: "Update Profile Picture" }).click();
  const pic = page.getByRole("dialog", { name: "Update Profile Picture" });
  await expect(pic.getByText("Recommended: Square image, max 5MB")).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#16a34a" } }).png().toBuffer();
  await pic.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const img = pic.locator('img[src^="/api/avatars/"]');
  await expect(img).toBeVisible();
  // Visible can come before the bytes are decoded: wait for the picture itself (the CI run caught naturalWidth 0).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(256);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Profile settings" }).locator("img")).toHaveAttribute("src", /\/api\/avatars\//);
});

test("the session monitor refreshes a session that is close to expiry", async ({ page }) => {
  const admin = await signInAdmin(page.context());
  // A cookie that expires in 3 days, minted with the server's secret (the server's SESSION_MAX_AGE_SECONDS is 30 days),
  // for the same session (its session version) as the one the server just issued.
  const issued = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token")!;
  const { sv } = (await decode({ token: issued.value, secret: E2E_SECRET }))!;
  const token = await encode({ token: { sub: admin.id, email: admin.email, role: "admin", sv }, secret: E2E_SECRET, maxAge: 3 * 24 * 3600 });
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
  const status = await (await page.request.get("/api/auth/session-status")).json();
  expect(status).toMatchObject({ isAuthenticated: true, needsRefresh: true });
  const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/auth/refresh-session") && r.request().method() === "POST");
  await page.goto("/admin");
  expect((await refreshed).status()).toBe(200);
  const after = await (await page.request.get("/api/auth/session-status")).json();
  expect(after.needsRefresh).toBe(false);
  expect(after.timeUntilExpiryMs).toBeGreaterThan(29 * 24 * 3600 * 1000);
});

test("Sign Out clears the session and goes home; the old cookie is dead on the server too", async ({ page }) => {
  await signInAdmin(page.context());
  const copied = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token")!;
  await page.goto("/admin");
  await page.evaluate(() => localStorage.setItem("auth_token", "old"));
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  // Someone who copied the cookie before Sign Out (another tab, a thief) is signed out as well.
  await page.context().addCookies([copied]);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/referrals");
  await expect(page).toHaveURL(`${BASE_URL}/auth?redirect=referrals&message=login-required`);
});

test("a password login with a hostile redirect lands on this site", async ({ page }) => {
  const email = uniqueEmail("redirected");
  await registerApi(page.request, email);
  // The audit's example: /auth/continue answered Location: //evil.com.
  const cont = await page.request.get("/auth/continue?redirect=%2F.%2F%2Fevil.com", { maxRedirects: 0 });
  expect(new URL(cont.headers()["location"] ?? "", BASE_URL).origin).toBe(BASE_URL);
  for (const hostile of ["%2F.%2F%2Fevil.com", "%2F%5Cevil.com", "%2F%2Fevil.com", "https%3A%2F%2Fevil.com", "%2F..%2F%2Fevil.com"]) {
    await page.context().clearCookies();
    await page.goto(`/auth?redirect=${hostile}&message=login-required`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The target is refused, so the beta-status rule applies: an unconfirmed account goes to the mail page.
    await expect(page).toHaveURL(`${BASE_URL}/email-confirmation`);
  }
});

test("a confirmation link opened while signed in as someone else asks before switching", async ({ page }) => {
  const me = uniqueEmail("me");
  await registerApi(page.request, me);
  const other = uniqueEmail("other");
  expect((await page.request.post("/api/email-signup", { data: { email: other } })).status()).toBe(200);
  const link = (await mailsTo(other))[0]!.links.find((l) => l.includes("/api/confirm-email?token="))!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/switch-account\?link=confirm-email&token=/);
  await expect(page.getByRole("heading", { name: "Switch accounts?" })).toBeVisible();
  await expect(page.getByText(`You're signed in as ${me}`)).toBeVisible();
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(me);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "auth-switch-account");
  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(me);

  await page.goto(link); // the token was not used up by asking
  await page.getByRole("button", { name: `Continue as ${other}` }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals?confirmed=1`);
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(other);
  await expect(page.getByText("Email confirmed. You're in the queue!")).toBeVisible();
});

test("next-auth's own credentials callback issues the same session the JSON routes read", async ({ page }) => {
  const email = uniqueEmail("na");
  await registerApi(page.request, email);
  await page.context().clearCookies();
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const r = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: PASSWORD, json: "true" } });
  expect(r.status()).toBe(200);
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user).toMatchObject({ email, role: "user" });
  const bad = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: "wrong", json: "true" } });
  expect((await bad.json()).url).toContain("error=CredentialsSignin");
});
