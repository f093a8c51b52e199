import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, uniqueEmail, mailsTo, PHONE, ownAddress } from "./fixtures";
import { BASE_URL } from "../playwright.config";
import { PASSWORD, approveUser, registerApi, signInAdmin } from "./helpers";

// Issue 11 at phone size: people come back by emailed link, reset a lost password, hear about an
// approval by mail, and learn whether a Skip-the-Line code is good before any sign-in form.
test.use({ viewport: PHONE });

/** The newest link in a mail to `email` whose address contains `part` (waits for `min` mails). */
async function mailedLink(email: string, part: string, min = 1): Promise<string> {
  const mails = await mailsTo(email, { min });
  const link = mails.flatMap((m) => m.links).find((l) => l.includes(part));
  expect(link, `a ${part} link mailed to ${email}`).toBeTruthy();
  return link!;
}

async function signOutOnPhone(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
}

test("join by email → confirm → sign out → Email me a sign-in link → the mail's link opens /referrals with the position", async ({ page }) => {
  const email = uniqueEmail("comeback");
  await page.goto("/");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Join the Beta" }).click();
  await page.waitForURL(/\/email-confirmation\?email=/);
  // The page names the exact subject of the mail that was sent.
  const [confirmation] = await mailsTo(email);
  await expect(page.getByText(`“${confirmation!.subject}”`)).toBeVisible();
  await page.goto(await mailedLink(email, "/api/confirm-email?token="));
  await expect(page.getByText(/^position \d+ of \d+$/)).toBeVisible();

  await signOutOnPhone(page);
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Email me a sign-in link" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a sign-in link is on its way" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "coming-back-link-sent");

  await page.goto(await mailedLink(email, "/api/sign-in-link?token=", 2));
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
  await expect(page.getByText(/^position \d+ of \d+$/)).toBeVisible();
  // The referral page has the app header: account menu and Sign Out.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await screenshotBoth(page, "coming-back-referrals-header");
});

test("forgot password → reset → sign in with the new password", async ({ page, playwright }) => {
  const email = uniqueEmail("forgetful");
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  await registerApi(api, email);
  await api.dispose();

  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "reset the password is on its way" })).toBeVisible();

  await page.goto(await mailedLink(email, "/auth/reset?token=", 2)); // after the registration mail
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "coming-back-reset");
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Repeat the new password").fill("a brand new password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);

  await signOutOnPhone(page);
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("a brand new password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/referrals`);
});

test("an admin approves → the person's mail link opens /app; the phone Profile tab opens a sheet instead of signing out", async ({ page, browser, playwright }) => {
  const email = uniqueEmail("approved");
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  expect((await api.post("/api/email-signup", { data: { email } })).status()).toBe(200);
  expect((await api.get(await mailedLink(email, "/api/confirm-email?token="), { maxRedirects: 0 })).status()).toBe(303);
  const me = await (await api.get("/api/auth/user")).json();
  await api.dispose();
  await approveUser(browser, me.id);

  const approval = (await mailsTo(email, { min: 2 })).find((m) => m.subject === "You're in: Helpful Hand is ready for you");
  expect(approval, "the approval mail").toBeTruthy();
  await page.goto(approval!.links.find((l) => l.includes("/api/sign-in-link?token="))!);
  await expect(page).toHaveURL(`${BASE_URL}/app`);

  const bar = page.getByRole("navigation", { name: "Chat navigation" });
  await bar.getByRole("button", { name: "Profile" }).click();
  const sheet = page.getByRole("dialog", { name: "Profile" });
  await expect(sheet.getByText(email)).toBeVisible();
  await expect(sheet.getByRole("link", { name: "My Referrals" })).toHaveAttribute("href", "/referrals");
  await expect(sheet.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/coming-back-profile-sheet-phone.png" });
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200); // a stray tap lost nothing
});

test("/redeem with a used-up code, signed out, says so before any sign-in form", async ({ page, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  const adminContext = await page.context().browser()!.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  await signInAdmin(adminContext);
  const created = await adminContext.request.post("/api/admin/skip-codes", { data: { maxUses: 1 } });
  expect(created.status()).toBe(201);
  const { code } = await created.json();
  await adminContext.close();
  // Someone else uses the one use.
  const email = uniqueEmail("first");
  expect((await admin.post("/api/email-signup", { data: { email } })).status()).toBe(200);
  await admin.get(await mailedLink(email, "/api/confirm-email?token="));
  expect((await admin.post("/api/redeem", { data: { code } })).status()).toBe(200);
  await admin.dispose();

  await page.goto("/redeem");
  await page.getByLabel("Skip-the-Line code").fill(code);
  await page.getByRole("button", { name: "Redeem code" }).click();
  await expect(page.getByText("That code has already been used the maximum number of times.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "One more step: sign in" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
  await screenshotBoth(page, "coming-back-redeem-used-up");
});

test("a long email address wraps only where it must on a 390 px screen (no sideways scroll, words intact)", async ({ page }) => {
  const long = `${"a-really-long-mailbox-name".repeat(3)}@a-very-long-company-domain-example.com`;
  await page.goto(`/email-confirmation?email=${encodeURIComponent(long)}`);
  const address = page.getByText(long, { exact: true });
  await expect(address).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The sentence around it keeps whole words: "We sent a confirmation link to" sits on lines of its own words.
  expect(await address.evaluate((el) => getComputedStyle(el).overflowWrap)).toBe("anywhere");
  expect(await address.evaluate((el) => getComputedStyle(el).wordBreak)).toBe("normal");
  await screenshotBoth(page, "coming-back-long-email");
});
