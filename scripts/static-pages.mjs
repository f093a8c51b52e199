// Preloaded with `node --import` in front of `next start` by scripts/start.ts when
// STATIC_PAGES_IN_MEMORY is on (the default): the fully static prerendered pages, and the guides
// while the proxy's campaign cache holds a fresh entry for them, are answered from memory with the
// bytes and headers Next itself sent for them (scripts/static-pages-cache.mjs); every other request
// goes to Next untouched. Imported before scripts/track-servers.mjs, so its
// draining check (graceful shutdown) still runs first, and after scripts/peer-address.mjs, whose
// header only Next reads. `?trace=1` (LOG_LEVEL=debug) logs every
// answer from memory.
import http from "node:http";
import path from "node:path";
import { createStaticPages, readBuild } from "./static-pages-cache.mjs";

const line = (level, msg, fields) => JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
const trace = new URL(import.meta.url).searchParams.get("trace") === "1";

let build;
try {
  build = readBuild(path.join(process.cwd(), ".next"));
} catch (err) {
  build = { disabled: `the build's manifests could not be read (${err.message})` };
}
if (build.disabled) {
  console.error(line("warn", "static pages in memory: off", { reason: build.disabled }));
} else {
  const onServe = trace ? (page, kind) => console.log(line("debug", kind === "guide" ? "guide page from memory" : "static page from memory", { page })) : undefined;
  const onKeep = trace ? (page, bytes) => console.log(line("debug", "static page kept", { page, bytes })) : undefined;
  const pages = createStaticPages(build, { onServe, onKeep });
  globalThis[Symbol.for("helpful-hand.static-pages")] = pages;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitStaticPage(event, req, res, ...rest) {
    if (event === "request" && res && pages.serve(req, res)) return true;
    return emit.call(this, event, req, res, ...rest);
  };
}
