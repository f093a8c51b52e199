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

// Round 3: the logo is the app icon's own file (an <img>), not inline SVG, on every page that shows
// it; the contact page's icons come from the same sprite. Each must load and draw, and stay
// decorative (the link around the header logo is named by the product name, not by the image).
for (const path of ["/", "/privacy-policy", "/contact", "/no-such-page"]) {
  test(`${path}: the logo is /icons/icon.svg, decorative, and drawn`, async ({ page }) => {
    await page.goto(path);
    const logos = page.locator('img[src="/icons/icon.svg"]');
    await expect(logos.first()).toBeVisible();
    expect(await logos.evaluateAll((imgs) => imgs.filter((i) => i.getAttribute("alt") !== "").length)).toBe(0);
    await expect.poll(() => logos.evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0).length)).toBe(0);
    expect(await page.locator("svg rect[rx='9']").count()).toBe(0); // no inline copy of the mark left
    if (path !== "/no-such-page") await expect(page.getByRole("link", { name: "Helpful Hand" }).first()).toBeVisible();
  });
}

test("the contact page's icons come from the sprite and draw", async ({ page }) => {
  await page.goto("/contact");
  const uses = page.locator("aside use");
  expect(await uses.evaluateAll((u) => u.map((x) => x.getAttribute("href")))).toEqual(
    ["clock", "message-circle", "shield-check", "mail"].map((id) => `/icons/landing.svg#${id}`),
  );
  await expect.poll(() => uses.evaluateAll((u) => u.filter((x) => (x as SVGGraphicsElement).getBBox().width === 0).length)).toBe(0);
});
