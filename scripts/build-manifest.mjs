// The parts of a Next build's manifests that the preloads in front of Next read (static-pages-cache.mjs,
// api-fast-lane-core.mjs): the build's JSON files, and the proxy's matchers as Next compiled them (a path
// one of them matches must reach the proxy, so neither preload may answer it).
import fs from "node:fs";
import path from "node:path";

/** A JSON file of the build (`.next/<file>`), parsed. */
export const buildJson = (distDir, file) => JSON.parse(fs.readFileSync(path.join(distDir, file), "utf8"));

/** The proxy's matchers from the built manifests, as regular expressions. */
export function proxyMatchers(distDir) {
  const matchers = [];
  for (const file of ["server/functions-config-manifest.json", "server/middleware-manifest.json"]) {
    const m = fs.existsSync(path.join(distDir, file)) ? buildJson(distDir, file) : {};
    for (const fn of Object.values({ ...m.functions, ...m.middleware })) for (const x of fn.matchers ?? []) matchers.push(new RegExp(x.regexp));
  }
  return matchers;
}
