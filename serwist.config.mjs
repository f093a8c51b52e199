// Serwist configurator mode (works with Turbopack builds): `next build && serwist build serwist.config.mjs`
// reads .next after the build and bundles sw/sw.ts into public/sw.js with the precache manifest.
import { generateGlobPatterns, serwist } from "@serwist/next/config";

export default await serwist({
  swSrc: "sw/sw.ts",
  swDest: "public/sw.js",
  // Prerendered HTML is listed so the worker can warm its page cache; it never precaches auth-gated pages.
  precachePrerendered: true,
  // The defaults plus any self-hosted fonts (none since the move to system fonts), so offline pages keep their type.
  globPatterns: [...generateGlobPatterns(".next/"), ".next/static/media/**/*.{woff,woff2}"],
  globIgnores: [
    ".next/server/app/{app,admin,referrals,utm-dashboard,auth,redeem,email-confirmation,_gate}{,/**}.html",
    ".next/server/app/{app,admin,referrals,utm-dashboard,auth,redeem,email-confirmation,_gate}/**",
    ".next/server/app/api/**",
  ],
});
