// A prerendered page's framework scripts start downloading once the page has painted, not with the
// HTML (issue 14 item 8, docs/decisions/campaign.md "Lighthouse, sixth round"). Next puts its chunks
// in <head> as <script async>: on a fast connection they arrive and run before the first frame, and
// Lighthouse's LCP model then counts all of them (~150 KB gzip, ~1.2 s simulated) as needed for the
// first paint. Each chunk becomes an inert <template data-after-paint data-src> and one invariant
// inline loader (hashed like Next's own inline scripts by scripts/build-csp-hashes.ts) inserts them
// as async scripts right after the first contentful paint; the stylesheet stays render-blocking, so
// the first paint is the styled page (no layout shift). The load order was never fixed (async).

/** Attribute marking a deferred chunk; the loader reads `data-src` from these elements. */
export const AFTER_PAINT_ATTR = "data-after-paint";

/**
 * Runs once: after the first contentful paint (a `paint` observer, buffered), or at once where paint
 * timing is missing or the tab is hidden (a hidden tab never paints), and after 3 s whatever happens.
 * One chunk per task: inserting all ~10 in one task took 18 ms on a desktop core (each insertion
 * starts its fetch), a 70 ms task at Lighthouse's 4x CPU, counted in blocking time on every page
 * (issue 14 item 8, eighth round). The chain of zero timeouts adds a few ms before the last one.
 */
export const AFTER_PAINT_LOADER =
  "(function(){var d=0;function go(){if(d)return;d=1;" +
  `var q=[].slice.call(document.querySelectorAll('template[${AFTER_PAINT_ATTR}]'));` +
  "function next(){var t=q.shift();if(!t)return;" +
  "var s=document.createElement('script');s.src=t.getAttribute('data-src');s.async=true;document.head.appendChild(s);setTimeout(next,0)}" +
  "setTimeout(next,0)}" +
  "try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')go()})})" +
  ".observe({type:'paint',buffered:true})}catch(e){go()}" +
  "if(document.visibilityState==='hidden')go();setTimeout(go,3000)})()";

const ASYNC_CHUNK = /<script src="([^"<>]+\.js)" async(?:="")?>\s*<\/script>/g;
// Next's early hint for one of the same chunks: a preload would fetch it before the paint anyway.
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="[^"<>]+\.js"\/?>/gi;

/**
 * The page with its async chunk scripts deferred until after the first paint. Returns the HTML
 * unchanged when it has no async chunk or was already transformed (the step may run twice).
 */
export function deferScriptsUntilPainted(html: string): string {
  if (html.includes(AFTER_PAINT_LOADER) || !html.match(ASYNC_CHUNK)) return html;
  const out = html
    .replace(SCRIPT_PRELOAD, "")
    .replace(ASYNC_CHUNK, (_m, src: string) => `<template ${AFTER_PAINT_ATTR}="" data-src="${src}"></template>`);
  const end = out.lastIndexOf("</body>");
  if (end < 0) return html; // not a whole document: leave it as Next wrote it
  return `${out.slice(0, end)}<script>${AFTER_PAINT_LOADER}</script>${out.slice(end)}`;
}
