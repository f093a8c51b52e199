// Issue 14 item 8: a prerendered page's framework chunks are fetched after its first paint. The
// build step turns each async chunk into an inert template the one inline loader picks up, drops
// Next's preload of the same chunks, and leaves everything else (stylesheet, nomodule polyfill,
// inline bootstrap) as Next wrote it.
import { AFTER_PAINT_LOADER, deferScriptsUntilPainted } from "@/lib/build/scripts-after-paint";

// The shape of Next 16's prerendered HTML (.next/server/app/privacy-policy.html), shortened.
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/01ediv-mzoqwj.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2ou71xp-v8wvi.js"/>',
  '<script src="/_next/static/chunks/1x6i66kbg2h5v.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body><h1>Privacy Policy</h1>',
  '<script src="/_next/static/chunks/2ou71xp-v8wvi.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join("");

const chunks = ["/_next/static/chunks/1x6i66kbg2h5v.js", "/_next/static/chunks/turbopack-077hmtqrhcoji.js", "/_next/static/chunks/2ou71xp-v8wvi.js"];

describe("deferScriptsUntilPainted", () => {
  const out = deferScriptsUntilPainted(nextPage);

  test("no chunk is fetched by the HTML itself: no async script, no script preload", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  test("every chunk is listed for the loader, in the page's order", () => {
    const listed = [...out.matchAll(/<template data-after-paint="" data-src="([^"]+)"><\/template>/g)].map((m) => m[1]);
    expect(listed).toEqual(chunks);
  });

  test("the loader is added once, last in the body, and the rest of the page is untouched", () => {
    expect(out.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    expect(out.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/01ediv-mzoqwj.css" data-precedence="next"/>');
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(out).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(out).toContain("<h1>Privacy Policy</h1>");
  });

  test("running the step twice changes nothing more; a page without chunks is left alone", () => {
    expect(deferScriptsUntilPainted(out)).toBe(out);
    const plain = "<!DOCTYPE html><html><head></head><body><p>offline</p></body></html>";
    expect(deferScriptsUntilPainted(plain)).toBe(plain);
  });

  test("the loader is plain ES5 with no inline handler, so one CSP hash covers it on every page", () => {
    expect(AFTER_PAINT_LOADER).not.toMatch(/=>|\blet\b|\bconst\b|onload=/);
    expect(() => new Function(AFTER_PAINT_LOADER)).not.toThrow();
  });
});
