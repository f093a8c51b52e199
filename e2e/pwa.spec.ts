import { devices, type Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, screenshotBoth, uniqueEmail } from "./fixtures";
import { approveUser, registerApi } from "./helpers";

// PWA: manifest, service worker (offline), install prompt card. Runs against the production build,
// where public/sw.js exists. Other specs block service workers (playwright.config.ts).

const PIXEL_UA = devices["Pixel 7"].userAgent;
const IPHONE_UA = devices["iPhone 13"].userAgent;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const card = (page: Page) => page.getByRole("region", { name: "Install Helpful Hand" });

/** A synthetic Chromium install offer whose prompt() is counted; the card listens for it once hydrated. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "accepted") {
  await page.evaluate((choice) => {
    const w = window as unknown as { __promptCalls?: number };
    w.__promptCalls ??= 0;
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        w.__promptCalls = (w.__promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: "web" }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** The card's listeners attach on hydration; keep offering until it reacts (or give up). */
async function offerUntilShown(page: Page) {
  await expect(async () => {
    await offerInstall(page);
    await expect(card(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Offers install after hydration and asserts the card stays hidden past every show delay. */
async function expectNeverShown(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  await offerInstall(page);
  await page.waitForTimeout(3500);
  await expect(card(page)).toHaveCount(0);
}

test.describe("manifest and service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("pages link a manifest with the app's name, standalone display, start URL and icons", async ({ page, request }) => {
    await page.goto("/privacy-policy");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ short_name: "Helpful Hand", start_url: "/app", display: "standalone", scope: "/" });
    expect(manifest.name).toContain("Helpful Hand");
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  });

  test("the service worker registers, controls the page after a reload, and nothing breaks the CSP", async ({ page }) => {
    const cspErrors: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto("/");
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toMatch(/\/sw\.js$/);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(cspErrors).toEqual([]);
  });

  test("offline: a public page opens from the cache, an unknown or signed-in page shows the offline page", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload(); // now controlled
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/privacy/i);

    await page.goto("/guides/drones");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/offline/i);

    await page.goto("/no-such-page-anywhere");
    await expect(page.getByRole("heading", { name: "You’re offline" })).toBeVisible();
    await page.goto("/app");
    await expect(page.getByRole("heading", { name: "You’re offline" })).toBeVisible();
    // Its logo (/icons/icon.svg) and icon (the sprite) are precached files, so they draw offline too.
    await expect.poll(() => page.evaluate(() => document.images.length > 0 && Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
    await expect.poll(() => page.locator("main use").evaluateAll((u) => u.length > 0 && u.every((x) => (x as SVGGraphicsElement).getBBox().width > 0))).toBe(true);
    // API calls are never answered from a cache.
    const api = await page.evaluate(async () => {
      try {
        return (await fetch("/api/health")).status;
      } catch {
        return "network-error";
      }
    });
    expect(api).toBe("network-error");
    await expectNoAxeViolations(page);
    await screenshotBoth(page, "offline");
    await context.setOffline(false);
  });
});

test.describe("install card on an Android phone", () => {
  test.use({ ...phone, userAgent: PIXEL_UA });

  test("the install offer shows 'Install Helpful Hand'; Install calls prompt() and hides the card", async ({ page }) => {
    await page.goto("/privacy-policy");
    await offerUntilShown(page);
    const c = card(page);
    await expect(c.getByText("Get the full app experience with offline access")).toBeVisible();
    await expect(c.getByRole("button", { name: "Help" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBoth(page, "install-card");
    await page.setViewportSize(phone.viewport);
    await c.getByRole("button", { name: "Install" }).click();
    await expect(c).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
  });

  test("Dismiss hides the card for the rest of the session", async ({ page }) => {
    await page.goto("/");
    await offerUntilShown(page);
    await card(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("pwa-prompt-dismissed"))).toBe("true");
    await page.reload();
    await expectNeverShown(page);
  });

  test("in the chat the card sits above the composer, which stays usable", async ({ page, browser }) => {
    const me = await registerApi(page.context().request, uniqueEmail("pwa"), "Lydia");
    await approveUser(browser, me.id);
    await page.goto("/app");
    const composer = page.getByRole("textbox").last();
    await expect(composer).toBeVisible();
    await offerUntilShown(page);
    const cardBox = (await card(page).boundingBox())!;
    const composerBox = (await composer.boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(composerBox.y);
    await composer.fill("Still typing");
    await expect(composer).toHaveValue("Still typing");
  });

  test("campaign visitors (/?utm_source=google) never see it", async ({ page }) => {
    await page.goto("/?utm_source=google");
    await expectNeverShown(page);
  });

  test("campaign and guide pages never show it", async ({ page }) => {
    await page.goto("/guides/drones");
    await expectNeverShown(page);
  });
});

test.describe("install card on an iPhone", () => {
  test.use({ ...phone, userAgent: IPHONE_UA });

  test("shows after the first tap with iOS hints; Help toggles the steps; no Install button", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.waitForLoadState("load");
    await page.waitForTimeout(2000);
    await expect(card(page)).toHaveCount(0); // nothing before an interaction
    await expect(async () => {
      await page.getByRole("heading", { level: 1 }).tap();
      await expect(card(page)).toBeVisible({ timeout: 2500 });
    }).toPass({ timeout: 15_000 });
    const c = card(page);
    await expect(c.getByText("Tap Share at bottom, scroll down, tap Add to Home Screen")).toBeVisible();
    await expect(c.getByRole("button", { name: "Install" })).toHaveCount(0);
    const help = c.getByRole("button", { name: "Help" });
    await expect(help).toHaveAttribute("aria-expanded", "false");
    await help.tap();
    await expect(c.getByText("Add to Home Screen’.")).toBeVisible();
    await expect(c.getByText(/open it in a new Safari tab/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBoth(page, "install-card-ios");
    await page.setViewportSize(phone.viewport);
    await c.getByRole("button", { name: "Hide" }).tap();
    await expect(c.getByText(/open it in a new Safari tab/)).toHaveCount(0);
  });
});

test("desktop browsers never see the install card", async ({ page }) => {
  await page.goto("/");
  await page.mouse.click(5, 5);
  await expectNeverShown(page);
});
