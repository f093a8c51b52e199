import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
// @ts-expect-error a plain ESM preload helper (scripts/), no type declarations
import { FAST_LANE, createApiFastLane, readHeaderTable, tableHeaders } from "../../scripts/api-fast-lane-core.mjs";
import { FAST_LANE as PUBLISHED_AT, offerFastLane } from "@/lib/http/fast-lane";

// Issue 15 item 6: the API fast lane in front of `next start`. A real HTTP server with the lane in
// front of a stand-in "Next" that counts what reaches it; the lane uses Next's own compression and
// pipe, as in production. The built server's answers are compared with Next's in e2e/api-fast-lane.spec.ts.
const requireNext = createRequire(path.join(process.cwd(), "package.json"));
const next = {
  compress: requireNext("next/dist/compiled/compression")(),
  releaseCompressionStream: requireNext("next/dist/server/lib/release-compression-stream").releaseCompressionStream,
  pipeToNodeResponse: requireNext("next/dist/server/pipe-readable").pipeToNodeResponse,
};

// The shape of this app's table (next.config.ts + scripts/build-csp-hashes.ts).
const manifest = {
  headers: [
    { source: "/:path*", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }, { key: "X-Frame-Options", value: "DENY" }] },
    { source: "/share/:token*", regex: "^/share(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    { source: "/:path*", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] },
    { source: "/", regex: "^(?:/)?$", headers: [{ key: "Content-Security-Policy", value: "img-src 'self' data:" }] },
  ],
};

// The proxy's matcher as the build writes it (here: only /api/admin/*).
const functions = { functions: { "/_middleware": { matchers: [{ regexp: "^/api/admin(?:/.*)?$" }] } } };

function tableOf(m: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-fast-lane-"));
  fs.writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify(m));
  fs.mkdirSync(path.join(dir, "server"));
  fs.writeFileSync(path.join(dir, "server/functions-config-manifest.json"), JSON.stringify(functions));
  return readHeaderTable(dir);
}

test("the header table is evaluated as Next does: path, header conditions, later rules win", () => {
  const { rules } = tableOf(manifest);
  expect([...tableHeaders(rules, "/api/auth/session-status", {})]).toEqual([["X-Content-Type-Options", "nosniff"], ["X-Frame-Options", "DENY"]]);
  expect([...tableHeaders(rules, "/api/x", { "x-forwarded-proto": "https" })].map(([k]) => k)).toContain("Strict-Transport-Security");
  expect([...tableHeaders(rules, "/api/x", { "x-forwarded-proto": "http" })].map(([k]) => k)).not.toContain("Strict-Transport-Security");
  expect([...tableHeaders(rules, "/share/abc", {})].map(([k]) => k)).toContain("X-Robots-Tag");
  // A matching rule whose value Next would compile with the path's parameters: not this lane's to answer.
  expect(tableHeaders(rules, "/", {})).toBeNull();
});

test("a table with a cookie or query condition, a basePath or i18n turns the lane off", () => {
  expect(tableOf({ ...manifest, headers: [{ ...manifest.headers[0], has: [{ type: "cookie", key: "a" }] }] }).disabled).toMatch(/cookie/);
  expect(tableOf({ ...manifest, headers: [{ ...manifest.headers[0], missing: [{ type: "query", key: "a" }] }] }).disabled).toMatch(/query/);
  expect(tableOf({ ...manifest, basePath: "/x" }).disabled).toBeTruthy();
});

test("a route offers its handler where the preload looks for it", () => {
  expect(PUBLISHED_AT).toBe(FAST_LANE);
  offerFastLane("/api/offered", async () => Response.json({ ok: true }));
  expect((globalThis as unknown as Record<symbol, Map<string, unknown>>)[FAST_LANE].has("/api/offered")).toBe(true);
});

describe("in front of a server", () => {
  let server: http.Server;
  let port = 0;
  let nextCalls: string[] = [];
  const seen: Request[] = [];
  const handlers = new Map<string, (req: Request) => Promise<Response>>([
    ["/api/status", async (req) => {
      seen.push(req);
      return Response.json({ isAuthenticated: false, pad: "x".repeat(2000) }, { headers: { "Cache-Control": "no-store", "X-Frame-Options": "SAMEORIGIN", "Set-Cookie": "a=1; Path=/" } });
    }],
    ["/api/fails", async () => { throw new Error("boom"); }],
    ["/api/admin/stats", async () => Response.json({ offered: "but the proxy runs here" })],
  ]);
  let published = true;

  beforeAll(async () => {
    const lane = createApiFastLane(tableOf(manifest), next, { handlers: () => (published ? handlers : undefined), onError: () => {} });
    server = http.createServer((req, res) => {
      if (lane.serve(req, res)) return;
      nextCalls.push(`${req.method} ${req.url}`);
      res.end("next");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(() => { nextCalls = []; seen.length = 0; published = true; });

  type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
  const ask = (p: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Raw>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: p, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end(body);
    });

  test("a plain GET of an offered path is answered by its handler, written as Next writes it", async () => {
    const r = await ask("/api/status", { headers: { cookie: "x=1", "x-forwarded-for": "203.0.113.9" } });
    expect(nextCalls).toEqual([]);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body.toString()).isAuthenticated).toBe(false);
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["x-frame-options"]).toBe("DENY"); // the table's value wins, as in Next's sendResponse
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["set-cookie"]).toEqual(["a=1; Path=/"]);
    expect(r.headers.vary).toBe("rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding");
    expect(r.headers["transfer-encoding"]).toBe("chunked");
    expect(r.headers["strict-transport-security"]).toBeUndefined();
    // The handler sees the request as Next hands it on: the client's headers, Next's x-forwarded-* defaults, the peer address.
    const req = seen[0]!;
    expect(new URL(req.url).pathname).toBe("/api/status");
    expect(req.headers.get("cookie")).toBe("x=1");
    expect(req.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(req.headers.get("x-forwarded-proto")).toBe("http");
    expect(req.headers.get("x-forwarded-port")).toBe(String(port));
    expect(req.headers.get("x-hh-peer-address")).toBe("127.0.0.1");
  });

  test("a Host header that is no host name is answered all the same (the request's URL does not use it)", async () => {
    const r = await ask("/api/status", { headers: { host: "not a host name" } });
    expect(r.status).toBe(200);
    expect(nextCalls).toEqual([]);
    expect(seen[0]!.headers.get("x-forwarded-host")).toBe("not a host name");
  });

  test("gzip through Next's own compression middleware, HSTS behind an https proxy", async () => {
    const r = await ask("/api/status", { headers: { "accept-encoding": "gzip", "x-forwarded-proto": "https" } });
    expect(nextCalls).toEqual([]);
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(r.body).toString()).isAuthenticated).toBe(false);
    expect(r.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("everything else goes to Next untouched", async () => {
    await ask("/api/status", { method: "HEAD" });
    await ask("/api/status", { method: "POST", body: "{}" });
    await ask("/api/status?x=1");
    await ask("/api/status/");
    await ask("/API/STATUS");
    await ask("/api/other");
    await ask("/api/admin/stats"); // offered, but the proxy's matcher takes it: its gate must run
    await ask("/api/status", { headers: { rsc: "1" } });
    await ask("/api/status", { headers: { "next-router-prefetch": "1" } });
    await ask("/api/status", { headers: { "x-middleware-subrequest": "1" } });
    await ask("/api/status", { headers: { "content-length": "2" }, body: "{}" });
    published = false; // before Next has loaded the route
    await ask("/api/status");
    expect(nextCalls).toEqual([
      "HEAD /api/status", "POST /api/status", "GET /api/status?x=1", "GET /api/status/", "GET /API/STATUS", "GET /api/other", "GET /api/admin/stats",
      "GET /api/status", "GET /api/status", "GET /api/status", "GET /api/status", "GET /api/status",
    ]);
  });

  test("a handler that throws gets a 500 JSON error, never a hang", async () => {
    const r = await ask("/api/fails");
    expect(r.status).toBe(500);
    expect(JSON.parse(r.body.toString()).error.code).toBe("internal");
    expect(nextCalls).toEqual([]);
  });
});
