// After `next build`: the sha256 of every inline script in every prerendered page, so the proxy
// can serve static pages a Content-Security-Policy without 'unsafe-inline' (lib/http/security-headers.ts).
// Next's inline scripts are fixed per build (no page here revalidates); a rebuild reruns this step.
import fs from "node:fs";
import path from "node:path";
import { CSP_HASHES_FILE, inlineScriptHashes, type CspHashes } from "@/lib/http/security-headers";

const appDir = path.join(process.cwd(), ".next/server/app");
const ERROR_PAGES = new Set(["/_not-found", "/_global-error"]);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? htmlFiles(p) : d.name.endsWith(".html") ? [p] : [];
  });
}

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
  console.log(`CSP hashes for ${Object.keys(table.pages).length} prerendered pages written to ${CSP_HASHES_FILE}`);
}

main();
