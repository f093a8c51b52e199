// After `next build`: the sha256 of every inline script in every prerendered page, and each such
// page's Content-Security-Policy written into the build's header table (.next/routes-manifest.json,
// which `next start` serves headers from), so static pages stay static and the proxy never runs
// for them (lib/http/security-headers.ts). Next's inline scripts are fixed per build (no page here
// revalidates); a rebuild reruns this step. Fails the build when proxy.ts's list of pages it skips
// and the prerendered pages disagree: a page in neither place would get no policy or a broken one.
import fs from "node:fs";
import path from "node:path";
import { config as proxyConfig } from "@/proxy";
import { CSP_HASHES_FILE, contentSecurityPolicy, inlineScriptHashes, type CspHashes } from "@/lib/http/security-headers";

const nextDir = path.join(process.cwd(), ".next");
const appDir = path.join(nextDir, "server/app");
const ERROR_PAGES = new Set(["/_not-found", "/_global-error"]);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? htmlFiles(p) : d.name.endsWith(".html") ? [p] : [];
  });
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(nextDir, file), "utf8")) as T;

function main() {
  const table: CspHashes = { pages: {}, always: [] };
  for (const file of htmlFiles(appDir)) {
    const rel = path.relative(appDir, file).replace(/\.html$/, "").split(path.sep).join("/");
    const route = rel === "index" ? "/" : `/${rel}`;
    const found = inlineScriptHashes(fs.readFileSync(file, "utf8"));
    if (ERROR_PAGES.has(route)) table.always.push(...found);
    else table.pages[route] = found;
  }
  table.always = [...new Set(table.always)];
  fs.writeFileSync(path.join(process.cwd(), CSP_HASHES_FILE), JSON.stringify(table, null, 1));

  // The proxy must skip exactly the prerendered pages (it would give them a nonce their HTML lacks)
  // and run for every page rendered per request (their only source of a policy).
  const proxied = new RegExp(`^${proxyConfig.matcher[0]}$`);
  const pages = Object.values(readJson<Record<string, string>>("app-path-routes-manifest.json"))
    .filter((r) => !r.startsWith("/api/") && !r.includes("[") && !ERROR_PAGES.has(r) && !/\.[a-z]+$/.test(r) && !r.endsWith("opengraph-image"));
  const wrong = [
    ...Object.keys(table.pages).filter((r) => proxied.test(r)).map((r) => `${r} is prerendered but proxy.ts runs for it`),
    ...pages.filter((r) => !table.pages[r] && !proxied.test(r)).map((r) => `${r} is rendered per request but proxy.ts skips it`),
  ];
  if (wrong.length) {
    console.error(`CSP: proxy.ts's matcher and the build disagree:\n  ${wrong.join("\n  ")}\nUpdate the matcher in proxy.ts.`);
    process.exit(1);
  }

  const manifest = readJson<{ headers: { source: string; headers: { key: string; value: string }[]; regex?: string }[] }>("routes-manifest.json");
  manifest.headers = manifest.headers.filter((h) => !h.headers.some((x) => x.key === "Content-Security-Policy"));
  const escape = (r: string) => r.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const route of Object.keys(table.pages).sort()) {
    const { policy } = contentSecurityPolicy(route, { dev: false, table });
    manifest.headers.push({ source: route, headers: [{ key: "Content-Security-Policy", value: policy }], regex: `^${escape(route === "/" ? "" : route)}(?:/)?$` });
  }
  fs.writeFileSync(path.join(nextDir, "routes-manifest.json"), JSON.stringify(manifest));
  console.log(`CSP: script hashes of ${Object.keys(table.pages).length} prerendered pages written to ${CSP_HASHES_FILE} and the build's header table`);
}

main();
