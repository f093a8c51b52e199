import { test, expect, expectNoAxeViolations, screenshotBoth } from "./fixtures";

test("health reports the database up", async ({ request }) => {
  const r = await request.get("/api/health");
  expect(r.status()).toBe(200);
  expect((await r.json()).database.state).toBe("up");
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found \| Helpful Hand - An AI Thinking Partner/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "not-found");
});
