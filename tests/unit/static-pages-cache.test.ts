import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
// @ts-expect-error a plain ESM preload helper (scripts/), no type declarations
import { CAMPAIGN_PAGES, createStaticPages, readBuild } from "../../scripts/static-pages-cache.mjs";
import { CAMPAIGN_PAGES as PUBLISHED_AT } from "@/lib/campaign/page-response";

// Issue 15 item 6: the static-page cache in front of `next start`. A real HTTP server whose "Next"
// answers the way next start does (header table, x-nextjs-cache, gzip when asked) counts what
// reaches it: anything the cache answered never got there. The built server is compared header by
// header in e2e/static-pages.spec.ts.
type Reply = { status?: number; cookie?: boolean; hit?: boolean };
const replies: Record<string, Reply> = { "/page": {}, "/cookie": { cookie: true }, "/gone": { status: 404 }, "/fresh": { hit: false } };
const html = "<!DOCTYPE html><html><body>" + "static text ".repeat(400) + "</body></html>";
let nextCalls: string[] = [];

// The proxy's campaign cache as the preload sees it (lib/campaign/page-response.ts): one entry per
// guide, replaced by a refresh, absent when stale or evicted.
type Entry = { html: string };
const fresh = new Map<string, Entry>();
let midAnswer: (() => void) | null = null;
const campaign = { freshGuide: (p: string) => fresh.get(p) ?? null };
const isDocument = (h: http.IncomingHttpHeaders) => (h["sec-fetch-dest"] ? h["sec-fetch-dest"] === "document" : (h.accept ?? "").includes("text/html"));

// A guide page load: the proxy's answer from the entry (marked hit); anything else renders with a nonce.
function guide(req: http.IncomingMessage, res: http.ServerResponse) {
  const entry = fresh.get(req.url!.split("?")[0]!);
  res.setHeader("X-Frame-Options", "DENY");
  if (req.headers["x-forwarded-proto"] === "https") res.setHeader("Strict-Transport-Security", "max-age=63072000");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (entry && req.method === "GET" && isDocument(req.headers)) {
    res.setHeader("x-campaign-page-cache", "hit");
    res.write(entry.html);
    midAnswer?.();
    res.end();
  } else {
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${Math.random()}'`);
    res.end("<!DOCTYPE html><html><body>rendered for this request</body></html>");
  }
}

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  nextCalls.push(`${req.method} ${req.url}`);
  if (req.url!.startsWith("/guides/")) return guide(req, res);
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
  const pages = createStaticPages({ paths: Object.keys(replies), keyHeaders: ["x-forwarded-proto"] }, { campaignPages: () => campaign });
  server = http.createServer((req, res) => (pages.serve(req, res) ? undefined : next(req, res)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  nextCalls = [];
  fresh.clear();
});

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

describe("a guide while its campaign cache entry is fresh", () => {
  const page = { accept: "text/html,application/xhtml+xml", "sec-fetch-dest": "document" };
  const entry = (n: number) => ({ html: `<!DOCTYPE html><html><body>${"guide text ".repeat(300)} render ${n}</body></html>` });

  test("the second page load is answered from memory with the proxy's exact headers and bytes", async () => {
    fresh.set("/guides/drones", entry(1));
    const first = await get("/guides/drones", page);
    const second = await get("/guides/drones", page);
    expect(nextCalls).toEqual(["GET /guides/drones"]);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toContain("x-campaign-page-cache");
  });

  test("a refreshed, stale or evicted entry sends the next load to the proxy, and the old copy is never served", async () => {
    fresh.set("/guides/drones", entry(1));
    await get("/guides/drones", page);
    await get("/guides/drones", page);
    fresh.set("/guides/drones", entry(2)); // refreshed: a new render
    const afterRefresh = await get("/guides/drones", page);
    expect(afterRefresh.body.toString()).toContain("render 2");
    expect((await get("/guides/drones", page)).body.toString()).toContain("render 2");
    fresh.delete("/guides/drones"); // stale or evicted: the proxy serves it (and refreshes)
    await get("/guides/drones", page);
    await get("/guides/drones", page);
    expect(nextCalls).toEqual(Array(4).fill("GET /guides/drones")); // 1, 3 (after the refresh), 5 and 6
  });

  test("an entry replaced while the proxy was answering is not kept", async () => {
    fresh.set("/guides/drones", entry(1));
    midAnswer = () => fresh.set("/guides/drones", entry(2)); // a refresh lands after the proxy chose entry 1
    expect((await get("/guides/drones", page)).body.toString()).toContain("render 1");
    midAnswer = null;
    expect((await get("/guides/drones", page)).body.toString()).toContain("render 2");
    expect((await get("/guides/drones", page)).body.toString()).toContain("render 2");
    expect(nextCalls).toEqual(["GET /guides/drones", "GET /guides/drones"]);
  });

  test("each Accept, Sec-Fetch-Dest, X-Forwarded-Proto and Accept-Encoding is its own kind; what is not a page load never comes from memory", async () => {
    fresh.set("/guides/drones", entry(1));
    const kinds = [page, { accept: "text/html" }, { ...page, "x-forwarded-proto": "https" }, { ...page, "accept-encoding": "gzip" }];
    for (const h of kinds) for (let i = 0; i < 2; i++) await get("/guides/drones", h);
    expect(nextCalls).toHaveLength(kinds.length);
    nextCalls = [];
    const asks: [string, Record<string, string>, string?][] = [
      ["/guides/drones", { "sec-fetch-dest": "empty", accept: "*/*" }], ["/guides/drones", { accept: "*/*" }], ["/guides/drones", {}],
      ["/guides/drones?utm_source=x", page], ["/guides/drones?gclid=1", page], ["/guides/drones", { ...page, rsc: "1" }],
      ["/guides/drones", { ...page, "next-router-prefetch": "1" }], ["/guides/drones", { ...page, purpose: "prefetch" }],
      ["/guides/drones", { ...page, "sec-purpose": "prefetch" }], ["/guides/drones", { ...page, "x-hh-campaign-render": "token" }],
      ["/guides/drones", page, "HEAD"], ["/guides/other", page], ["/guides/drones/", page],
    ];
    for (const [p, h, m] of asks) for (let i = 0; i < 2; i++) await get(p, h, m);
    expect(nextCalls).toHaveLength(asks.length * 2);
  });

  test("the preload looks where the proxy's campaign cache publishes itself", () => {
    expect(CAMPAIGN_PAGES).toBe(PUBLISHED_AT);
    expect(typeof (globalThis as Record<symbol, { freshGuide?: unknown }>)[PUBLISHED_AT]?.freshGuide).toBe("function");
  });

  test("before the proxy has loaded (no campaign cache yet) a guide goes to Next", async () => {
    const alone = createStaticPages({ paths: [], keyHeaders: [] }, { campaignPages: () => undefined });
    const req = { method: "GET", url: "/guides/drones", httpVersion: "1.1", rawHeaders: ["Accept", "text/html"] };
    expect(alone.serve(req, {})).toBe(false);
  });
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
