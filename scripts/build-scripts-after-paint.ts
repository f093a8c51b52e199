// After `next build`, before scripts/build-csp-hashes.ts (which hashes the loader this adds): every
// prerendered page's framework chunks load after its first paint (lib/build/scripts-after-paint.ts).
// Pages rendered per request (the guides, the campaign pages) are not files here and keep Next's tags.
import fs from "node:fs";
import path from "node:path";
import { deferScriptsUntilPainted } from "@/lib/build/scripts-after-paint";

const appDir = path.join(process.cwd(), ".next/server/app");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? htmlFiles(p) : d.name.endsWith(".html") ? [p] : [];
  });
}

let changed = 0;
for (const file of htmlFiles(appDir)) {
  const html = fs.readFileSync(file, "utf8");
  const out = deferScriptsUntilPainted(html);
  if (out !== html) {
    fs.writeFileSync(file, out);
    changed++;
  }
}
console.log(`Scripts after paint: ${changed} prerendered pages load their chunks after the first paint`);
