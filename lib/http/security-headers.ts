import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { env } from "@/lib/env";

// Content-Security-Policy without 'unsafe-inline' for scripts, keeping static pages static
// (docs/decisions/security.md). Next's prerendered pages carry a few inline bootstrap scripts
// whose bytes are fixed per build: scripts/build-csp-hashes.ts hashes them after `next build`
// into CSP_HASHES_FILE and writes each static page's policy (exactly its own hashes) into the
// build's header table, so the proxy does not run for them. Pages rendered per request get a
// fresh nonce from proxy.ts instead (Next puts it on its scripts when the request carries the
// policy). 404s of unknown paths are the prerendered not-found page, so its hashes go everywhere.
export const CSP_HASHES_FILE = ".next/csp-hashes.json";

export type CspHashes = { pages: Record<string, string[]>; always: string[] };

let cached: CspHashes | null = null;

function hashes(): CspHashes {
  if (cached) return cached;
  try {
    cached = JSON.parse(fs.readFileSync(path.join(process.cwd(), CSP_HASHES_FILE), "utf8")) as CspHashes;
  } catch {
    cached = { pages: {}, always: [] }; // `next dev`, or a build without the step: every page gets a nonce
  }
  return cached;
}

const base = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

const normalisePath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/**
 * The policy for one response: `nonce` is set when the page is rendered per request (pass it to
 * Next through the request's Content-Security-Policy header), absent for a prerendered page.
 */
export function contentSecurityPolicy(pathname: string, { dev = env.NODE_ENV === "development", table = hashes() }: { dev?: boolean; table?: CspHashes } = {}): { policy: string; nonce: string | null } {
  const own = table.pages[normalisePath(pathname)];
  const nonce = own ? null : crypto.randomBytes(16).toString("base64");
  const sources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...(own ?? []).map((h) => `'${h}'`), ...table.always.map((h) => `'${h}'`)];
  if (dev) sources.push("'unsafe-eval'"); // React's dev overlay rebuilds server stacks with eval
  return { policy: [...base, `script-src ${[...new Set(sources)].join(" ")}`].join("; "), nonce };
}

/**
 * The policy of the JSON routes the proxy skips (proxy.ts's matcher): the usual policy with no
 * inline script allowed; route() puts it on every answer (a JSON body runs no script, but a
 * response opened as a page still gets no framing and no inline code).
 */
export const API_POLICY = [...base, "script-src 'self'"].join("; ");

/**
 * The policy of a page rendered once and served many times (the campaign page cache): exactly the
 * hashes of its own inline scripts, no nonce, since the same bytes go to every visitor.
 */
export function hashedPolicy(scriptHashes: string[], { table = hashes() }: { table?: CspHashes } = {}): string {
  const sources = ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...table.always.map((h) => `'${h}'`)];
  return [...base, `script-src ${[...new Set(sources)].join(" ")}`].join("; ");
}

/** The nonce proxy.ts put in this request's policy, for a route that answers its own HTML page. */
export function requestNonce(req: Request): string | null {
  const m = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(req.headers.get("content-security-policy") ?? "");
  return m ? m[1]! : null;
}

export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * HSTS once the site is served over https. `next start` speaks plain http, so https means a proxy
 * in front that terminated TLS and says `X-Forwarded-Proto: https`, or NEXTAUTH_URL is https.
 * A client that sends the header over plain http only gets a header its browser ignores there.
 */
export function hstsHeader(req: Request, { siteUrl = env.siteUrl }: { siteUrl?: string } = {}): string | null {
  const proto = req.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
  return siteUrl.startsWith("https://") || proto === "https" ? HSTS_VALUE : null;
}

/** Inline scripts the browser would execute (JSON data blocks such as ld+json are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    out.push(`sha256-${crypto.createHash("sha256").update(m[2]!, "utf8").digest("base64")}`);
  }
  return [...new Set(out)];
}
