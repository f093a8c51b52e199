import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, mailsTo, uniqueEmail } from "./fixtures";

// The informational pages: contact (form → stored + support mail), privacy policy, terms.
const SUPPORT = "support@helpfulhand.app";
const SUFFIX = " | Helpful Hand - An AI Thinking Partner";

/** Collects CSP violations and console errors on the page from its first byte. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
}

async function expectPublicChrome(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Helpful Hand" })).toHaveAttribute("href", "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  await expect(footer).toContainText("may receive compensation");
}

for (const { path, title, heading, mustSay } of [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    heading: "Privacy Policy",
    mustSay: ["Local storage", "Cookies", "hash", "Campaign data", "not medical", "compensation", "delete your whole account"],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    heading: "Terms of Service",
    mustSay: ["does not give medical advice", "affiliate links", "To delete your account", "one-way hash"],
  },
] as const) {
  test(`${path}: titled, written for this product, accessible, secure headers, no CSP violations`, async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expectSecurityHeaders(res!.headers());
    await expect(page).toHaveTitle(`${title}${SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const text of mustSay) await expect(page.getByRole("main")).toContainText(text);
    await expect(page.getByRole("main").getByRole("link", { name: "support@helpfulhand.app" }).first()).toHaveAttribute("href", "mailto:support@helpfulhand.app");
    await expectPublicChrome(page);
    await expectNoAxeViolations(page);
    await screenshotBoth(page, path.slice(1));
    expect(await violations()).toEqual([]);
  });
}

test("/contact: the form sends a message, thanks the sender and support receives it by mail", async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto("/contact");
  expectSecurityHeaders(res!.headers());
  await expect(page).toHaveTitle(`Contact Us${SUFFIX}`);
  await expect(page.getByRole("heading", { level: 1, name: "Questions? We're Here to Help" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("replies within 24 hours");
  await expectPublicChrome(page);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "contact");

  const before = (await mailsTo(SUPPORT, { min: 0, timeoutMs: 0 })).length;
  const email = uniqueEmail("contact");
  const note = `Is there an Android app yet? ref ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill("Naomi Park");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("combobox", { name: "Topic (optional)" }).selectOption({ label: "Feedback or an idea" });
  await page.getByLabel("Message", { exact: true }).fill(note);
  await page.getByRole("button", { name: "Send Message" }).click();

  const status = page.getByRole("status").filter({ hasText: "Your message is on its way" });
  await expect(status).toBeVisible();
  await expect(status).toContainText(email);
  await expect(status).toContainText("within 24 hours");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "contact-sent");

  const mails = await mailsTo(SUPPORT, { min: before + 1 });
  const mail = mails.find((m) => m.text.includes(note));
  expect(mail, "support mail for this message").toBeTruthy();
  expect(mail!.subject).toBe("[Contact] Feedback or an idea from Naomi Park");
  expect(mail!.text).toContain(`From: Naomi Park <${email}>`);
  expect(await violations()).toEqual([]);
});

test("/contact: bad input is explained next to each field and nothing is sent", async ({ page }) => {
  await page.goto("/contact");
  let posted = 0;
  page.on("request", (r) => { if (r.url().endsWith("/api/contact")) posted += 1; });
  await page.getByLabel("Email", { exact: true }).fill("not an email");
  await page.getByLabel("Message", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please write at least 10 characters.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "contact-errors");
});

test("public header: links to the landing anchors, contact and sign-in; a collapsible menu on phones", async ({ page }) => {
  await page.goto("/privacy-policy");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [["Features", "/#features"], ["Reviews", "/#reviews"], ["FAQ", "/#faq"], ["Contact", "/contact"], ["Sign In", "/auth"]]) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobile.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/public-header-menu-phone.png" });
  await page.keyboard.press("Escape");
  await expect(mobile).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await mobile.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("API answers carry the security headers too", async ({ request }) => {
  const health = await request.get("/api/health");
  expectSecurityHeaders(health.headers());
  const bad = await request.post("/api/contact", { data: Buffer.from("{"), headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe("invalid_json");
  expectSecurityHeaders(bad.headers());
});

test("the web app manifest and icons make the app installable", async ({ page, request }) => {
  await page.goto("/contact");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: "Helpful Hand", start_url: "/app", display: "standalone", theme_color: "#4f46e5" });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const r = await request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()["content-type"]).toBe("image/png");
    purposes.add(`${icon.sizes} ${icon.purpose}`);
  }
  expect([...purposes].sort()).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(apple!)).status()).toBe(200);
  expect((await request.get("/favicon.ico")).status()).toBe(200);
});
