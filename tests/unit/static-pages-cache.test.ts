import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
// @ts-expect-error a plain ESM preload helper (scripts/), no type declarations
import { createStaticPages, readBuild } from "../../scripts/static-pages-cache.mjs";

// Issue 15 item 6: the static-page cache in front of `next start`. A real HTTP server whose "Next"
// answers the way next start does (header table, x-nextjs-cache, gzip when asked) counts what
// reaches it: anything the cache answered never got there. The built server is compared header by
// header in e2e/static-pages.spec.ts.
type Reply = { status?: number; cookie?: boolean; hit?: boolean };
const replies: Record<string, Reply> = { "/page": {}, "/cookie": { cookie: true }, "/gone": { status: 404 }, "/fresh": { hit: false } };
const html = "<!DOCTYPE html><html><body>" + "static text ".repeat(400) + "</body></html>";
let nextCalls: string[] = [];

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  nextCalls.push(`${req.method} ${req.url}`);
  const reply = replies[req.url!.split("?")[0]!] ?? { status: 404 };
  res.statusCode = reply.status ?? 200;
  res.setHeader("X-Frame-Options", "DENY");
  if (req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", "max-age=63072000");
  if (reply.hit !== false) res.setHeader("x-nextjs-cache", "HIT");
  if (reply.cookie) res.setHeader("Set-Cookie", "who=you; Path=/");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (/gzip/.test(req.headers["accept-encoding"] ?? "")) {
    res.setHeader("Content-Encoding", "gzip");
    res.write(zlib.gzipSync(html));
    res.end();
  } else {
    res.setHeader("Content-Length", Buffer.byteLength(html));
    res.end(req.method === "HEAD" ? undefined : html);
  }
}

let server: http.Server;
let port = 0;
beforeAll(async () => {
  const pages = createStaticPages({ paths: Object.keys(replies), keyHeaders: ["x-forwarded-proto"] });
  server = http.createServer((req, res) => (pages.serve(req, res) ? undefined : next(req, res)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => { nextCalls = []; });

type Raw = { status: number; headers: string[]; body: Buffer };
function get(p: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: p, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
const withoutDate = (h: string[]) => h.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() !== "date" ? [v, h[i + 1]!] : []));

test("the second request for a cacheable page is answered from memory with Next's exact headers and bytes", async () => {
  const first = await get("/page");
  const second = await get("/page");
  expect(nextCalls).toEqual(["GET /page"]);
  expect(second.status).toBe(200);
  expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
  expect(second.headers).toContain("Date");
  expect(second.body.equals(first.body)).toBe(true);
});

test("gzip, https and HEAD are each their own entry: the first of each kind goes to Next", async () => {
  const gz = { "accept-encoding": "gzip" };
  const https = { "x-forwarded-proto": "https" };
  for (let i = 0; i < 2; i++) await get("/page", gz);
  for (let i = 0; i < 2; i++) await get("/page", https);
  for (let i = 0; i < 2; i++) await get("/page", {}, "HEAD");
  expect(nextCalls).toEqual(["GET /page", "GET /page", "HEAD /page"]);
  const zipped = await get("/page", gz);
  expect(zlib.gunzipSync(zipped.body).toString()).toBe(html);
  expect(zipped.headers).toContain("gzip");
  const secure = await get("/page", https);
  expect(secure.headers).toContain("Strict-Transport-Security");
  expect((await get("/page")).headers).not.toContain("Strict-Transport-Security");
  const head = await get("/page", {}, "HEAD");
  expect(head.body.length).toBe(0);
  expect(nextCalls).toHaveLength(3);
});

test("a response with Set-Cookie, a non-200 or one Next did not mark a cache hit is never served from memory", async () => {
  for (const p of ["/cookie", "/gone", "/fresh"]) for (let i = 0; i < 3; i++) await get(p);
  expect(nextCalls).toEqual(["/cookie", "/cookie", "/cookie", "/gone", "/gone", "/gone", "/fresh", "/fresh", "/fresh"].map((p) => `GET ${p}`));
  expect((await get("/cookie")).headers).toContain("Set-Cookie");
});

test("a query string, RSC and router headers, a server action, a conditional request or a POST always reach Next", async () => {
  await get("/page");
  await get("/page");
  nextCalls = [];
  const asks: [string, Record<string, string>, string?][] = [
    ["/page?x=1", {}], ["/page", { rsc: "1" }], ["/page", { "next-router-prefetch": "1" }], ["/page", { "next-router-state-tree": "%5B%5D" }],
    ["/page", { "next-action": "abc" }], ["/page", { purpose: "prefetch" }], ["/page", { "if-none-match": "\"x\"" }],
    ["/page", { "x-middleware-subrequest": "proxy" }], ["/page", {}, "POST"], ["/other", {}], ["/page/", {}],
  ];
  for (const [p, h, m] of asks) await get(p, h, m);
  expect(nextCalls).toHaveLength(asks.length);
});

describe("readBuild", () => {
  const write = (dir: string, file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
  };
  function build(headers: unknown[] = []): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-pages-"));
    const page = (p: string, extra = {}) => ({ initialRevalidateSeconds: false, srcRoute: p, dataRoute: `${p}.rsc`, ...extra });
    write(dir, "prerender-manifest.json", {
      routes: {
        "/": page("/"), "/about": page("/about"), "/gated": page("/gated"), "/news": page("/news", { initialRevalidateSeconds: 60 }),
        "/posts/one": page("/posts/one", { srcRoute: "/posts/[slug]" }), "/_not-found": page("/_not-found", { initialStatus: 404 }),
        "/manifest.webmanifest": { initialRevalidateSeconds: false, srcRoute: "/manifest.webmanifest", dataRoute: null },
      },
      dynamicRoutes: { "/posts/[slug]": {} },
    });
    write(dir, "routes-manifest.json", { basePath: "", headers, redirects: [], rewrites: { beforeFiles: [], afterFiles: [], fallback: [] } });
    write(dir, "server/functions-config-manifest.json", { functions: { "/_middleware": { matchers: [{ regexp: "^/gated$" }] } } });
    return dir;
  }

  test("only prerendered pages with no revalidate, no dynamic segment and no proxy are eligible", () => {
    expect(readBuild(build([{ source: "/:path*", has: [{ type: "header", key: "X-Forwarded-Proto", value: "https" }] }]))).toEqual({
      paths: ["/", "/about"], keyHeaders: ["x-forwarded-proto"],
    });
  });

  test("a cookie or query condition in the routing table turns the cache off", () => {
    expect(readBuild(build([{ source: "/:path*", has: [{ type: "cookie", key: "theme" }] }]))).toEqual({ disabled: "a cookie condition in the routing table" });
  });
});
