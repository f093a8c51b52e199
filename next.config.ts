import type { NextConfig } from "next";

// The Content-Security-Policy is per page (lib/http/security-headers.ts): prerendered pages get
// their script hashes written into this header table after the build (scripts/build-csp-hashes.ts),
// pages rendered per request a nonce from proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes the whole body of every prerendered page in JavaScript on every request to make
  // an ETag; that cost more static-page throughput than anything else (docs/decisions/scale.md).
  // The pages change only with a build, carry a year's s-maxage for a CDN, and the service worker
  // keeps the visited ones, so a 304 saved little.
  generateEtags: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // chat-keep: shared snapshots and print pages are never indexed (the pages' meta says so too).
      { source: "/share/:token*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/app/print/:id*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      // HSTS over https: `next start` speaks http, so https is a TLS proxy in front saying so.
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] },
    ];
  },
};

export default nextConfig;
