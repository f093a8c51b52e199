// The fully static pages served from memory (issue 15 item 6; installed in front of `next start`
// by scripts/static-pages.mjs). Next spends a fixed ~0.6 ms of CPU per request on a prerendered
// page before it writes the same bytes it wrote last time; this keeps those bytes and headers, as
// Next sent them, and sends them again. It never makes a response: the first request of each kind
// goes to Next, and only a response Next marked a prerender cache hit, 200, without Set-Cookie, is
// kept. Anything this cannot prove is the same for every caller goes to Next untouched.
// The guides are kept the same way while their entry in the proxy's campaign page cache is fresh
// (lib/campaign/page-cache.ts): the proxy answers every page load of a guide with that entry, so
// its answer, marked `X-Campaign-Page-Cache: hit`, is the same for all of them until the entry is
// refreshed, goes stale or is evicted; then the copy is dropped and the request goes to the proxy.
import { buildJson, proxyMatchers } from "./build-manifest.mjs";

// Request headers that change what Next answers (RSC payloads, prefetches, server actions,
// revalidation, conditional and range requests) or that only Next's internals send.
// Also the campaign cache's own render request (lib/campaign/page-cache.ts).
const NEXT_ONLY_HEADER = /^(?:rsc|purpose|sec-purpose|range|if-match|if-none-match|if-modified-since|if-unmodified-since|if-range|authorization|next-.*|x-next.*|x-middleware-.*|x-now-.*|x-vercel-.*|x-invoke-.*|x-matched-path|x-prerender-revalidate.*|x-hh-campaign-render)$/;
// What the proxy reads to answer a guide from its cache (lib/campaign/page-response.ts: a page load
// is told by Sec-Fetch-Dest or Accept; HSTS by X-Forwarded-Proto): part of a guide's key, as sent.
const GUIDE_KEY_HEADERS = ["accept", "sec-fetch-dest", "x-forwarded-proto"];
// Where lib/campaign/page-response.ts publishes the campaign cache's fresh guides (once the proxy has loaded).
export const CAMPAIGN_PAGES = Symbol.for("helpful-hand.campaign-pages");
// Headers Node writes for each connection; a replay gets its own.
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const MAX_VARIANTS = 8; // kinds kept per page (Accept-Encoding, X-Forwarded-Proto; a guide's Accept too): a client could vary them without end
const MAX_BODY = 2 * 1024 * 1024;

/**
 * Which paths are eligible, read from the build: prerendered app pages with no revalidate, not a
 * dynamic route's instance, not an error page, and not matched by the proxy's matcher (the built
 * manifest's own regex). Also which request headers the header table or rewrites look at (they
 * become part of the key). Returns `{ disabled: reason }` when the build is not one this can
 * serve safely (a basePath, i18n, or a cookie/query condition).
 */
export function readBuild(distDir) {
  const prerender = buildJson(distDir, "prerender-manifest.json");
  const routes = buildJson(distDir, "routes-manifest.json");
  if (routes.basePath || routes.i18n) return { disabled: "basePath or i18n" };
  const matchers = proxyMatchers(distDir);
  const keyHeaders = new Set();
  const rules = [...routes.headers, ...routes.redirects, ...[routes.rewrites].flatMap((r) => (Array.isArray(r) ? r : [...(r?.beforeFiles ?? []), ...(r?.afterFiles ?? []), ...(r?.fallback ?? [])]))];
  for (const rule of rules) {
    for (const c of [...(rule.has ?? []), ...(rule.missing ?? [])]) {
      if (c.type === "header") keyHeaders.add(c.key.toLowerCase());
      else if (c.type === "host") keyHeaders.add("host");
      else return { disabled: `a ${c.type} condition in the routing table` };
    }
  }
  const dynamic = Object.keys(prerender.dynamicRoutes ?? {});
  const paths = Object.entries(prerender.routes)
    .filter(([p, r]) => r.initialRevalidateSeconds === false && r.srcRoute === p && r.dataRoute && !r.initialStatus && !p.startsWith("/_") && !dynamic.includes(p))
    .map(([p]) => p)
    .filter((p) => !matchers.some((re) => re.test(p)));
  return { paths, keyHeaders: [...keyHeaders] };
}

/**
 * The cache for one process. `serve(req, res)` answers from memory and returns true, or returns
 * false after (at most) setting up the capture of Next's answer; the caller then hands the
 * request to Next. `campaignPages()` gives the proxy's campaign cache (`freshGuide(path)`: the
 * fresh entry of a guide's exact path, or null), or nothing before the proxy has loaded.
 */
export function createStaticPages({ paths, keyHeaders }, { onServe, onKeep, campaignPages = () => globalThis[CAMPAIGN_PAGES] } = {}) {
  const eligible = new Set(paths);
  const keyed = new Set(keyHeaders);
  const guideKeyed = new Set([...keyHeaders, ...GUIDE_KEY_HEADERS]);
  const pages = new Map(); // "GET /path" -> Map(variant -> { headers, body, chunked, source, size })
  const pending = new Set();
  let bytes = 0;

  function variantOf(req, keys) {
    const raw = req.rawHeaders;
    let ae = "";
    let extra = "";
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i].toLowerCase();
      if (NEXT_ONLY_HEADER.test(name)) return null;
      if (name === "accept-encoding") ae = ae ? `${ae}, ${raw[i + 1]}` : raw[i + 1];
      else if (keys.has(name)) extra += `\0${name}=${raw[i + 1]}`;
    }
    return ae + extra;
  }

  function drop(page, variant) {
    const kept = pages.get(page);
    const entry = kept?.get(variant);
    if (!entry) return;
    kept.delete(variant);
    bytes -= entry.size;
  }

  function serve(req, res) {
    const method = req.method;
    const url = req.url;
    if (req.httpVersion !== "1.1") return false;
    // A static page's answer comes from Next's prerender cache (source null); a guide's from the
    // campaign cache entry `source`, and only while that entry is fresh.
    let source = null;
    if (eligible.has(url)) {
      if (method !== "GET" && method !== "HEAD") return false;
    } else {
      if (method !== "GET") return false; // the proxy answers only GET page loads from its cache
      source = campaignPages()?.freshGuide(url) ?? null;
      if (!source) return false;
    }
    const variant = variantOf(req, source ? guideKeyed : keyed);
    if (variant === null) return false;
    const page = `${method} ${url}`;
    const entry = pages.get(page)?.get(variant);
    if (entry && entry.source === source) {
      res.writeHead(200, entry.headers);
      if (method === "HEAD") res.end();
      else if (entry.chunked) {
        res.write(entry.body);
        res.end();
      } else res.end(entry.body);
      onServe?.(page, source ? "guide" : "static");
      return true;
    }
    // A copy made from an earlier entry of the campaign cache is never served again.
    if (source) for (const [v, e] of pages.get(page) ?? []) if (e.source !== source) drop(page, v);
    const key = `${page}\0${variant}`;
    if (!pending.has(key) && (pages.get(page)?.size ?? 0) < MAX_VARIANTS) {
      pending.add(key);
      const mark = source ? ["x-campaign-page-cache", "hit"] : ["x-nextjs-cache", "HIT"];
      capture(res, mark, (kept) => {
        pending.delete(key);
        if (!kept || (pages.get(page)?.size ?? 0) >= MAX_VARIANTS) return;
        // The proxy answered from the entry this request started with only if it is still the fresh one now.
        if (source && campaignPages()?.freshGuide(url) !== source) return;
        if (!pages.has(page)) pages.set(page, new Map());
        const size = kept.body.length + kept.headers.reduce((n, h) => n + h.length, 0);
        drop(page, variant);
        pages.get(page).set(variant, { ...kept, source, size });
        bytes += size;
        onKeep?.(page, bytes);
      });
    }
    return false;
  }

  return { serve, stats: () => ({ pages: [...pages.keys()], entries: [...pages.values()].reduce((n, m) => n + m.size, 0), bytes }) };
}

/** Records what Next writes on `res`; `done` gets it when it may be kept, or null. */
function capture(res, mark, done) {
  const chunks = [];
  let size = 0;
  const write = res.write;
  const end = res.end;
  const collect = (chunk, encoding) => {
    if (chunk == null || typeof chunk === "function") return;
    const buf = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
    size += buf.length;
    if (size <= MAX_BODY) chunks.push(buf);
  };
  res.write = function captureWrite(chunk, encoding, cb) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, cb);
  };
  res.end = function captureEnd(chunk, encoding, cb) {
    collect(chunk, encoding);
    return end.call(this, chunk, encoding, cb);
  };
  let finished = false;
  res.once("finish", () => {
    finished = true;
    done(size <= MAX_BODY ? keepable(res._header, Buffer.concat(chunks), res.req?.method, mark) : null);
  });
  res.once("close", () => { if (!finished) done(null); });
}

/**
 * The response as sent (status line and header block, from Node's own bytes) if it may be kept:
 * 200, no Set-Cookie, a complete body, and the header `mark` (name in lower case, value) that says
 * it came from a cache: Next's prerender cache (x-nextjs-cache: HIT) or the campaign cache's fresh entry.
 */
export function keepable(head, body, method, [markName, markValue] = ["x-nextjs-cache", "HIT"]) {
  if (typeof head !== "string") return null;
  const lines = head.split("\r\n");
  if (!/^HTTP\/1\.1 200 OK$/.test(lines[0])) return null;
  const headers = [];
  let cacheHit = false;
  let chunked = false;
  let length = null;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    const lower = name.toLowerCase();
    if (lower === "set-cookie") return null;
    if (lower === markName && value === markValue) cacheHit = true;
    if (lower === "content-length") length = Number(value);
    if (lower === "transfer-encoding") chunked = value === "chunked";
    if (!PER_CONNECTION.has(lower)) headers.push(name, value);
  }
  if (!cacheHit) return null;
  if (method !== "HEAD" && length !== null && length !== body.length) return null;
  if (method !== "HEAD" && length === null && !chunked) return null;
  return { headers, body: method === "HEAD" ? Buffer.alloc(0) : body, chunked };
}
