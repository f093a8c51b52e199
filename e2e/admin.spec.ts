import type { APIRequestContext, Browser } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, mailsTo, uniqueEmail, ownAddress } from "./fixtures";
import { PASSWORD, signInAdmin } from "./helpers";
import { BASE_URL, CAMPAIGN_KEY } from "../playwright.config";

// Issue 12: the admin console in a real browser against the production build.

/** Someone who joined and confirmed by mail (waiting in the queue), in their own browser context. */
async function waitingPerson(browser: Browser, prefix: string): Promise<{ email: string; request: APIRequestContext }> {
  const ctx = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  const email = uniqueEmail(prefix);
  expect((await ctx.request.post("/api/email-signup", { data: { email } })).status()).toBe(200);
  const [mail] = await mailsTo(email);
  expect((await ctx.request.get(mail!.links.find((l) => l.includes("/api/confirm-email?token="))!)).ok()).toBe(true);
  return { email, request: ctx.request };
}

test("an admin finds a person, approves them (the mail arrives), and the action is in the audit log", async ({ page, context, browser }) => {
  await signInAdmin(context);
  const ruth = await waitingPerson(browser, "ruth.search");
  await page.goto("/admin/user-management");
  // Her own address, so a retry (which adds another ruth.search person) still finds exactly one.
  await page.getByLabel("Search by email or name").fill(ruth.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 person · page 1 of 1")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-users");
  await page.getByRole("link", { name: ruth.email }).first().click();
  await expect(page.getByRole("heading", { name: ruth.email })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible(); // queue position
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approve: done", { exact: true })).toBeVisible();
  const mails = await mailsTo(ruth.email, { min: 2 });
  expect(mails.some((m) => m.subject.startsWith("You're in:") && !m.subject.includes("invite"))).toBe(true);
  await expect(page.getByText(/approve by admin@example.com/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-person");
  await page.goto("/admin/audit");
  await expect(page.getByText(ruth.email).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-audit");
});

test("an admin creates a code and sees its use after a redemption, then invites the next 3", async ({ page, context, browser }) => {
  await signInAdmin(context);
  await page.goto("/admin/user-management");
  await page.getByLabel("Note").fill("Church group");
  await page.getByRole("button", { name: "Create code" }).click();
  const created = page.getByText(/^Created SKIP-[A-Z0-9]+$/);
  await expect(created).toBeVisible();
  const code = (await created.textContent())!.replace("Created ", "");
  const redeemer = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  const who = uniqueEmail("redeemer");
  expect((await redeemer.request.post("/api/auth/register", { data: { email: who, password: PASSWORD, firstName: "Ann" } })).status()).toBe(201);
  expect((await redeemer.request.post("/api/redeem", { data: { code } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(`${code} · Active · 1 of 10 used · Church group`)).toBeVisible();
  await expect(page.getByText(`Redeemed by ${who}`)).toBeVisible();

  for (const prefix of ["q1", "q2", "q3"]) await waitingPerson(browser, prefix);
  await page.getByLabel("Invite the next").fill("3");
  await page.getByRole("button", { name: "Send invites" }).click();
  await expect(page.getByText("Invited 3:")).toBeVisible();
  const invited = await page.getByRole("list", { name: "Invited" }).getByRole("listitem").allTextContents();
  expect(invited).toHaveLength(3);
  for (const email of invited) expect((await mailsTo(email, { min: 2 })).some((m) => m.subject.includes("invite"))).toBe(true);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-users-panels");
});

test("conversations show metadata only; reading one asks for a reason", async ({ page, context }) => {
  await signInAdmin(context);
  const conv = await context.request.post("/api/conversations", { data: { title: "I need a private answer" } });
  expect(conv.status()).toBe(201);
  await page.goto("/admin/conversations");
  await expect(page.getByText("I need a private answer")).toHaveCount(0);
  await page.getByRole("button", { name: "Read…" }).first().click();
  await expect(page.getByRole("dialog", { name: "Why do you need to read this?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-conversations");
});

test("an admin sees the funnel chart with the day's numbers, by day and by week", async ({ page, context, browser }) => {
  await signInAdmin(context);
  const funnelNow = async () => (await (await context.request.get("/api/admin/analytics")).json()).funnel as Record<string, number>;
  const before = await funnelNow();
  // A campaign visitor lands (twice: still one landing visit) and someone joins and confirms.
  const visitor = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
  for (let i = 0; i < 2; i++) expect((await visitor.request.get(`/api/utm-access?utm_access=${CAMPAIGN_KEY}&utm_source=e2e&utm_medium=cpc&utm_campaign=funnel`)).status()).toBe(200);
  await waitingPerson(browser, "funnel");
  const after = await funnelNow();
  expect([after.landingVisits - before.landingVisits, after.joined - before.joined, after.confirmed - before.confirmed]).toEqual([1, 1, 1]);

  await page.goto("/admin/analytics");
  const chart = page.getByTestId("funnel-chart");
  const steps = ["Landing visits", "Joined", "Confirmed", "Invited", "Approved", "Active (7 days)"];
  const numbers = [after.landingVisits, after.joined, after.confirmed, after.invited, after.approved, after.active7d].map(String);
  // The step names on the axis, and each step's count written on its bar (a step with nobody has no bar or label).
  await expect(chart.locator("svg .recharts-cartesian-axis-tick-value").filter({ hasText: /[A-Za-z]/ })).toHaveText(steps);
  const shown = numbers.filter((n) => n !== "0");
  await expect(chart.locator("svg .recharts-label-list .recharts-label")).toHaveText(shown);
  await expect(chart.locator("svg .recharts-bar-rectangle path")).toHaveCount(shown.length);
  await expect(chart).toHaveAttribute("aria-label", `Beta funnel: ${steps.map((s, i) => `${s} ${numbers[i]}`).join(", ")}`);
  await expect(page.getByRole("link", { name: "Open the campaign dashboard for these days →" })).toHaveAttribute("href", /^\/utm-dashboard\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "admin-analytics");

  await page.getByLabel("Group by").selectOption("week");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/group=week/);
  await expect(page.getByText(/per week\. Counts only/)).toBeVisible();
  await expect(chart.locator("svg .recharts-label-list .recharts-label")).toHaveText(shown);
});
