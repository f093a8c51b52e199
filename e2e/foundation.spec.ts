import { test, expect, expectNoAxeViolations, screenshotBoth } from "./fixtures";

test("liveness answers ok; readiness reports the database up and migrated", async ({ request }) => {
  const live = await request.get("/api/health");
  expect(live.status()).toBe(200);
  expect((await live.json()).status).toBe("ok");
  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  const body = await ready.json();
  expect(body.database.state).toBe("up");
  expect(body.migrations.pending).toBe(false);
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found \| Helpful Hand - An AI Thinking Partner/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "not-found");
});
