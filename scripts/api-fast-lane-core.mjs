// The API fast lane (issue 15 item 6; installed in front of `next start` by scripts/api-fast-lane.mjs).
// A few cheap, hot JSON calls (the session monitor's poll, the conversation list) cost Next more
// per request than the route itself: its router, header table, request objects and route-module
// machinery. For the routes that offer themselves (lib/http/fast-lane.ts: the route module puts
// its own exported handler on a global symbol when Next loads it), a plain GET of the exact path
// is answered here by calling that same handler, then written the way Next writes a route
// handler's answer: the build's header table, Next's Vary, Next's own compression middleware, the
// handler's status and headers (Next's merge rules), the body through Next's own pipe.
// Everything else goes to Next untouched: other methods (HEAD, POST...), a query string, a body,
// HTTP/1.0, Next's own request headers (RSC, prefetch, server actions, middleware...), a header
// table that needs more than this understands, and every request before Next has loaded the route.
import { buildJson, proxyMatchers as readProxyMatchers } from "./build-manifest.mjs";

// Where lib/http/fast-lane.ts publishes the routes that offer themselves: Map(path -> (Request) => Promise<Response>).
export const FAST_LANE = Symbol.for("helpful-hand.api-fast-lane");
// Request headers that change what Next does with a request, or that only Next's internals send.
const NEXT_ONLY_HEADER = /^(?:rsc|purpose|sec-purpose|next-.*|x-next.*|x-middleware-.*|x-now-.*|x-vercel-.*|x-invoke-.*|x-matched-path|x-prerender-revalidate.*|content-length|transfer-encoding|expect|upgrade)$/;
// What Next's base server appends for an app route (base-server.js setVaryHeader; no interception routes here).
const APP_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
// Headers Next's sendResponse never copies from a handler's Response, and the ones it appends rather than skips.
const FORBIDDEN = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const MULTI = new Set(["set-cookie", "www-authenticate", "proxy-authenticate", "vary"]);

/**
 * The build's header table (routes-manifest.json) and the proxy's matchers (a path the proxy runs
 * on is never answered here: its gate and headers must apply), or `{ disabled: reason }` when the
 * table is not one this can evaluate exactly as Next does (basePath, i18n, a condition on cookies
 * or the query).
 */
export function readHeaderTable(distDir) {
  const routes = buildJson(distDir, "routes-manifest.json");
  if (routes.basePath || routes.i18n) return { disabled: "basePath or i18n" };
  const rules = [];
  for (const r of routes.headers ?? []) {
    for (const c of [...(r.has ?? []), ...(r.missing ?? [])]) {
      if (c.type !== "header" && c.type !== "host") return { disabled: `a ${c.type} condition in the header table` };
    }
    rules.push({ regex: new RegExp(r.regex, r.caseSensitive ? "" : "i"), has: r.has ?? [], missing: r.missing ?? [], headers: r.headers });
  }
  return { rules, proxyMatchers: readProxyMatchers(distDir) };
}

// Next's matchHas for the two kinds of condition readHeaderTable lets through.
function conditionHolds(c, headers) {
  let value;
  if (c.type === "host") value = typeof headers.host === "string" ? headers.host.split(":", 1)[0].toLowerCase() : undefined;
  else value = headers[c.key.toLowerCase()];
  if (!value) return false;
  if (!c.value) return true;
  const v = Array.isArray(value) ? value[value.length - 1] : value;
  return new RegExp(`^${c.value}$`).test(v);
}

/**
 * The headers Next's table gives this path and request, in Next's order (a later rule's value
 * replaces an earlier one's), or null if a matching rule's header would be compiled with the
 * path's parameters (a ':' in it), which this does not do.
 */
export function tableHeaders(rules, pathname, headers) {
  const out = new Map();
  for (const r of rules) {
    if (!r.regex.test(pathname)) continue;
    if (!r.has.every((c) => conditionHolds(c, headers)) || r.missing.some((c) => conditionHolds(c, headers))) continue;
    for (const { key, value } of r.headers) {
      if (key.includes(":") || value.includes(":") || key.toLowerCase() === "set-cookie") return null;
      out.set(key, value);
    }
  }
  return out;
}

/** The request the route's handler gets: what Next's NextRequest carries that a route can read. */
export function handlerRequest(req, port) {
  const h = req.headers;
  // Next's base server fills these in when the client did not send them (base-server.js, handleRequestImpl).
  const isHttps = h["x-forwarded-proto"] ? h["x-forwarded-proto"] === "https" : !!req.socket?.encrypted;
  h["x-forwarded-host"] ??= h.host;
  h["x-forwarded-port"] ??= String(port);
  h["x-forwarded-proto"] ??= isHttps ? "https" : "http";
  h["x-forwarded-for"] ??= req.socket?.remoteAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(h)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.append(name, value);
  }
  // Like Next's own request URL, not built from the Host header (which a client may fill with anything).
  return new Request(`http://localhost:${port}${req.url}`, { method: "GET", headers });
}

/**
 * The lane for one process. `serve(req, res)` returns true when it took the request (it answers
 * asynchronously), false when the caller must hand it to Next. `next` holds Next's own pieces:
 * `compress` (its compression middleware, or null when `compress: false`), `releaseCompressionStream`,
 * and `pipeToNodeResponse`.
 */
export function createApiFastLane({ rules, proxyMatchers = [] }, next, { handlers = () => globalThis[FAST_LANE], peerHeader = "x-hh-peer-address", onServe, onError } = {}) {
  const proxied = new Map(); // path -> whether the proxy's matcher takes it
  const runsProxy = (p) => {
    if (!proxied.has(p)) proxied.set(p, proxyMatchers.some((re) => re.test(p)));
    return proxied.get(p);
  };

  function serve(req, res) {
    if (req.method !== "GET") return false;
    const handler = handlers()?.get(req.url); // the exact path: a query string goes to Next
    if (!handler || runsProxy(req.url)) return false;
    if (req.httpVersion !== "1.1" || !req.headers.host) return false;
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) if (NEXT_ONLY_HEADER.test(raw[i].toLowerCase())) return false;
    const table = tableHeaders(rules, req.url, req.headers);
    if (!table) return false;
    answer(req, res, handler, table).catch((err) => {
      onError?.(err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } }));
      } else res.destroy();
    });
    return true;
  }

  async function answer(req, res, handler, table) {
    // What scripts/peer-address.mjs does for requests that go on to Next (it runs after this).
    if (peerHeader) req.headers[peerHeader] = req.socket?.remoteAddress || "";
    // The order of Next's router server: compression, then the header table, then the app route's Vary.
    if (next.compress) {
      next.compress(req, res, () => {});
      res.once("close", () => {
        if (!res.writableFinished) next.releaseCompressionStream(res);
      });
    }
    for (const [k, v] of table) res.setHeader(k, v);
    res.appendHeader("vary", APP_VARY);
    const response = await handler(handlerRequest(req, req.socket?.localPort));
    // Next's sendResponse: status, then the handler's headers where the table did not set them.
    res.statusCode = response.status;
    res.statusMessage = response.statusText;
    response.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower === "x-middleware-set-cookie" || FORBIDDEN.has(lower)) return;
      // Headers#forEach gives each Set-Cookie on its own (Next splits a joined one the same way).
      if (lower === "set-cookie") res.appendHeader(name, value);
      else if (MULTI.has(lower) || res.getHeader(name) === undefined) res.appendHeader(name, value);
    });
    onServe?.(req.url);
    if (response.body) await next.pipeToNodeResponse(response.body, res);
    else res.end();
  }

  return { serve };
}
