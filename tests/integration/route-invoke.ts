// Calls a route file's handler the way `next start` does: through proxy.ts when its matcher
// covers the path, inside a request store (next-auth's own handler reads next/headers), with a
// raw Cookie header (so malformed cookies reach the code as a browser would send them).
import path from "node:path";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { proxy, config as proxyConfig } from "@/proxy";

type Params = Record<string, string | string[]>;
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<Params> }) => Promise<Response>;
export type RouteModule = Partial<Record<string, RouteHandler>>;

export type Sent = { status: number; text: string; json: any; location: string | null; setCookie: string[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are asserted field by field

export type RawRequest = {
  method: string;
  path: string;
  cookie?: string;
  ip: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  params?: Params;
};

const modules = new Map<string, Promise<RouteModule>>();

/** The module of app/api/.../route.ts, loaded from the file found on disk. */
export function loadRoute(file: string): Promise<RouteModule> {
  if (!modules.has(file)) modules.set(file, import(path.join(process.cwd(), file)) as Promise<RouteModule>);
  return modules.get(file)!;
}

export function buildRequest(r: RawRequest): NextRequest {
  const headers = new Headers(r.headers);
  headers.set("host", "localhost:3000");
  headers.set("x-forwarded-for", r.ip);
  if (r.cookie) headers.set("cookie", r.cookie);
  return new NextRequest(new URL(r.path, "http://localhost:3000"), { method: r.method, headers, body: r.body });
}

const implicitTags = { tags: [], expirationsByCacheKind: new Map() } as unknown as Parameters<typeof createRequestStoreForAPI>[2];

/** What the proxy decides for a request: null when it lets it through (or does not run). */
export async function proxyOutcome(req: NextRequest): Promise<Response | null> {
  const url = req.nextUrl.toString();
  if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url })) return null;
  const res = await proxy(req);
  return res.headers.get("x-middleware-next") ? null : res;
}

/**
 * Runs `fn` the way Next runs a route handler: with a work store and a request store, so
 * cookies() and headers() from next/headers answer this request (the work store is reduced to
 * the three fields those two functions read).
 */
function inRequestScope<T>(req: NextRequest, fn: () => Promise<T>): Promise<T> {
  const workStore = { route: req.nextUrl.pathname, forceStatic: false, dynamicShouldError: false };
  const requestStore = createRequestStoreForAPI(req as never, req.nextUrl, implicitTags, undefined, undefined, undefined);
  return workAsyncStorage.run(workStore as never, () => workUnitAsyncStorage.run(requestStore, fn));
}

export async function send(handler: RouteHandler, r: RawRequest): Promise<Sent> {
  const req = buildRequest(r);
  const gated = await proxyOutcome(buildRequest(r));
  const res = gated ?? (await inRequestScope(req, () => handler(req, { params: Promise.resolve(r.params ?? {}) })));
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json, location: res.headers.get("location"), setCookie: res.headers.getSetCookie() };
}

/** A gated page as the proxy answers it: allow, a redirect target path, or 404. */
export async function pageOutcome(pathname: string, cookie: string | undefined): Promise<string | number> {
  const req = buildRequest({ method: "GET", path: pathname, cookie, ip: "192.0.2.1" });
  if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url: req.nextUrl.toString() })) return "not gated";
  const res = await proxy(req);
  if (res.headers.get("x-middleware-next")) return "allow";
  const location = res.headers.get("location");
  if (location) return `→${new URL(location).pathname}`;
  return res.status;
}
