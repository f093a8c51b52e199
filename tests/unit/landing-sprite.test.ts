import fs from "node:fs";
import { landingSprite, SPRITE_FILE } from "@/scripts/build-landing-sprite";
import { LANDING_ICONS } from "@/components/landing/landing-icons";

// The landing page draws its icons from public/icons/landing.svg (issue 15 item 6: fewer bytes per
// page). A name added to the list without rebuilding the file would show an empty box on the page.
test("the committed sprite is exactly what the build script makes from the installed Lucide icons", () => {
  expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(landingSprite());
});

test("every landing icon has a symbol with a drawing that takes the page's colour", () => {
  const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
  for (const name of LANDING_ICONS) {
    const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`))?.[0] ?? "";
    expect(symbol).toContain('stroke="currentColor"');
    expect(symbol).toMatch(/<(path|circle|rect|line|polyline)\b/);
  }
});
