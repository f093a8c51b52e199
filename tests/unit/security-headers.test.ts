import crypto from "node:crypto";
import { contentSecurityPolicy, hstsHeader, inlineScriptHashes, requestNonce, type CspHashes } from "@/lib/http/security-headers";

// Headers (issue 10, item 15): no 'unsafe-inline' for scripts; a prerendered page allows exactly
// its own inline scripts by hash, a page rendered per request a fresh nonce; HSTS on https.
const table: CspHashes = { pages: { "/": ["sha256-home"], "/guides/drones": ["sha256-drones"] }, always: ["sha256-notfound"] };
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "))!;

test("a prerendered page: its own hashes and the not-found page's, no nonce, no 'unsafe-inline'", () => {
  const { policy, nonce } = contentSecurityPolicy("/guides/drones/", { dev: false, table });
  expect(nonce).toBeNull();
  expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-drones' 'sha256-notfound'");
  expect(policy).toContain("frame-ancestors 'none'");
});

test("a page rendered per request: a fresh nonce each time", () => {
  const a = contentSecurityPolicy("/app", { dev: false, table });
  const b = contentSecurityPolicy("/app", { dev: false, table });
  expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(a.nonce).not.toBe(b.nonce);
  expect(scriptSrc(a.policy)).toBe(`script-src 'self' 'nonce-${a.nonce}' 'sha256-notfound'`);
  expect(a.policy).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test("inline script hashes: executable inline scripts only, hashed the way browsers do", () => {
  const html = `<script src="/a.js"></script><script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script>`;
  // sha256 of the exact text between the tags, base64
  expect(inlineScriptHashes(html)).toEqual([`sha256-${crypto.createHash("sha256").update('self.__next_f.push([1,"x"])').digest("base64")}`]);
});

describe("HSTS", () => {
  const req = (headers: Record<string, string> = {}) => new Request("http://localhost/", { headers });
  test("when NEXTAUTH_URL is https", () => {
    expect(hstsHeader(req(), { siteUrl: "https://helpfulhand.app" })).toBe("max-age=63072000; includeSubDomains");
  });
  test("when the TLS proxy in front says the request came over https", () => {
    expect(hstsHeader(req({ "x-forwarded-proto": "https" }), { siteUrl: "http://localhost:3000" })).toMatch(/max-age/);
  });
  test("not over plain http", () => {
    expect(hstsHeader(req(), { siteUrl: "http://localhost:3000" })).toBeNull();
    expect(hstsHeader(req({ "x-forwarded-proto": "http" }), { siteUrl: "http://localhost:3000" })).toBeNull();
  });
});

test("a route answering its own page reads the nonce the proxy put in the request's policy", () => {
  const { policy, nonce } = contentSecurityPolicy("/api/auth/google", { dev: false, table });
  expect(requestNonce(new Request("http://localhost/", { headers: { "content-security-policy": policy } }))).toBe(nonce);
  expect(requestNonce(new Request("http://localhost/", { headers: { "content-security-policy": "script-src 'nonce-\"><x'" } }))).toBeNull();
});
