import { test, expect } from "./fixtures";

// Issue 15 item 6: the landing page draws its icons from one static sprite (public/icons/landing.svg)
// instead of inline SVG. Every icon on the page must name a symbol the sprite has, and draw.
test("the landing page's icons come from the sprite, and each one draws", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page.locator("main use").evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(19);
  const files = [...new Set(hrefs.map((h) => h.split("#")[0]))];
  expect(files).toEqual(["/icons/landing.svg"]);

  const sprite = await request.get("/icons/landing.svg");
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  const text = await sprite.text();
  for (const id of new Set(hrefs.map((h) => h.split("#")[1]))) expect(text, `symbol ${id}`).toContain(`<symbol id="${id}"`);

  // Drawn: each referenced drawing has a size once the sprite has loaded (an unknown id draws nothing).
  await expect
    .poll(() => page.locator("main use").evaluateAll((uses) => uses.filter((u) => (u as SVGGraphicsElement).getBBox().width === 0).length))
    .toBe(0);
  // Decorative: hidden from assistive technology, as the inline icons were.
  expect(await page.locator('main svg:has(use):not([aria-hidden="true"])').count()).toBe(0);
});
