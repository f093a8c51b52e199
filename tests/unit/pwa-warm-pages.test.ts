// The service worker warms every buying guide so it opens offline after the first visit to the site.
import { GUIDES } from "@/lib/guides";
import { GUIDE_PAGES, PUBLIC_PAGES, isPrivatePath } from "@/lib/pwa/sw-routes";

test("the worker's guide list is exactly the site's guides", () => {
  expect([...GUIDE_PAGES].sort()).toEqual(GUIDES.map((g) => `/guides/${g.slug}`).sort());
});

test("every warmed page is public", () => {
  for (const path of PUBLIC_PAGES) expect(isPrivatePath(path)).toBe(false);
});
