import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig } from "@/proxy";
import { route } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";

// Issue 15 item 6: the proxy runs only for the API calls that need it (the admin gate, the provider
// starts that answer an HTML page under the proxy's nonce, next-auth's own endpoints); every other
// API route is a route() and gets its security headers from the wrapper, so no answer loses them.
const runsProxy = (p: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://localhost:3000${p}` });

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? routeFiles(p) : d.name === "route.ts" ? [p] : [];
  });
}

const apiRoutes = routeFiles(path.join(process.cwd(), "app/api")).map((file) => ({
  file,
  // A request path that reaches this file: dynamic segments filled with an id or a next-auth action.
  path: `/${path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).join("/")}`
    .replace("[...nextauth]", "session")
    .replace(/\[\.{0,3}[a-z]+\]/gi, "00000000-0000-4000-8000-000000000000"),
}));

test("every API route either runs the proxy or is a route() (which sets the policy itself)", () => {
  expect(apiRoutes.length).toBeGreaterThan(30);
  const uncovered = apiRoutes.filter((r) => !runsProxy(r.path) && !/export const (GET|POST|PUT|PATCH|DELETE) = route\(/.test(fs.readFileSync(r.file, "utf8")));
  expect(uncovered.map((r) => r.path)).toEqual([]);
});

test("the proxy still runs for the admin API, the provider starts, next-auth and every page rendered per request", () => {
  for (const p of ["/api/admin/users", "/api/admin", "/api/auth/google", "/api/auth/apple", "/api/auth/session", "/api/auth/csrf",
    "/api/auth/callback/google", "/api/auth/signin/email", "/api/auth/signout", "/app", "/auth", "/admin", "/utm"]) {
    expect([p, runsProxy(p)]).toEqual([p, true]);
  }
});

test("the proxy skips the plain JSON routes, including ones whose names start like next-auth's", () => {
  for (const p of ["/api/conversations", "/api/conversations/00000000-0000-4000-8000-000000000000/messages", "/api/auth/session-status",
    "/api/auth/user", "/api/auth/login", "/api/health", "/api/administrator", "/api/auth/errors", "/", "/privacy-policy"]) {
    expect([p, runsProxy(p)]).toEqual([p, false]);
  }
});

describe("route() answers carry the security headers the proxy used to add", () => {
  const handler = route({ skipCaller: true }, async () => ({ ok: true }));
  const call = (headers: Record<string, string> = {}) => handler(new NextRequest("http://localhost:3000/api/x", { headers }));

  test("a policy with no inline script and no framing, on success and on errors", async () => {
    const failing = route({ skipCaller: true }, async () => { throw new ApiError("validation_failed", "bad"); });
    for (const res of [await call(), await failing(new NextRequest("http://localhost:3000/api/x"))]) {
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'(;|$)/);
    }
  });

  test("HSTS only when the TLS proxy in front says https", async () => {
    expect((await call({ "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect((await call()).headers.get("strict-transport-security")).toBeNull();
  });

  test("a route's own policy is kept", async () => {
    const own = route({ skipCaller: true }, async () => new Response("{}", { headers: { "Content-Security-Policy": "default-src 'none'" } }));
    expect((await own(new NextRequest("http://localhost:3000/api/x"))).headers.get("content-security-policy")).toBe("default-src 'none'");
  });
});
