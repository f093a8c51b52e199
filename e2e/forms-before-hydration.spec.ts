import type { Page, Route } from "@playwright/test";
import { test, expect, screenshotBoth, uniqueEmail } from "./fixtures";

// Prerendered pages paint before their scripts run. A form clicked in that moment used to do the
// browser's own GET to the page (the sign-in form would have put the password in the address), and
// text typed into it could be lost. Until hydration the fields and buttons are switched off
// (components/ui/ready-fieldset.tsx) but look as usual. Here the framework's chunks are held back,
// so the page stays unhydrated for as long as the test needs (the stylesheet, also a chunk, is not held).

async function holdChunks(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => (releasing ? route.continue() : void held.push(route)));
  return async () => {
    releasing = true;
    await Promise.all(held.map((r) => r.continue()));
  };
}

test("the join form is off until the page hydrates, looks normal meanwhile, and then joins", async ({ page }) => {
  const release = await holdChunks(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const join = page.getByRole("button", { name: "Join the Beta" });
  const email = page.getByLabel("Email", { exact: true });
  await expect(join).toBeDisabled();
  await expect(email).toBeDisabled();
  // It keeps its normal look while waiting (no dimmed form flashing on every first visit).
  expect(await join.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  expect(await email.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await join.click({ force: true });
  expect(new URL(page.url()).search, "no native submit to the page").toBe("");
  await screenshotBoth(page, "join-before-hydration");

  await release();
  await expect(join).toBeEnabled();
  await email.fill(uniqueEmail("prehydrate"));
  await join.click();
  await expect(page).toHaveURL(/\/email-confirmation\?email=/);
});

test("sign-in and the contact form are off until hydration: no password or message can reach an address bar", async ({ page }) => {
  let release = await holdChunks(page);
  await page.goto("/auth", { waitUntil: "domcontentloaded" });
  const signIn = page.getByRole("button", { name: "Sign In", exact: true });
  await expect(signIn).toBeDisabled();
  await expect(page.getByLabel("Password", { exact: true })).toBeDisabled();
  await release();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  release = await holdChunks(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const send = page.getByRole("button", { name: /send/i });
  await expect(send).toBeDisabled();
  await send.click({ force: true });
  expect(new URL(page.url()).search).toBe("");
  await release();
  await expect(send).toBeEnabled();
});
