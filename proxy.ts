import { NextResponse, type NextRequest } from "next/server";
import { resolveCaller } from "@/lib/auth/caller";
import { decideGate, isAppPage, isGatedPath } from "@/lib/auth/gates";
import { viewerFor } from "@/lib/auth/viewer";
import { errorResponse, forbidden, unauthorized } from "@/lib/http/errors";
import { contentSecurityPolicy, hstsHeader } from "@/lib/http/security-headers";
import { cachedCampaignResponse, isRenderRequest } from "@/lib/campaign/page-response";

// Next 16's middleware (runs on Node). Two jobs: the first line of the page and admin-API gates
// (pages and routes check again where they read data: lib/auth/page-guards.ts, the route wrapper),
// and the security headers of responses rendered per request: a Content-Security-Policy with a
// fresh nonce and HSTS on https. Public paths never touch the database here.
export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  // The campaign pages and the guides are served from their per-topic / per-slug cache
  // (lib/campaign/page-cache.ts); the cache's own render request gets no nonce, since its HTML is
  // served under script hashes.
  const cached = await cachedCampaignResponse(req);
  if (cached) return withHsts(req, cached);
  if (isRenderRequest(req.headers)) return NextResponse.next();
  const { policy, nonce } = contentSecurityPolicy(path);
  const requestHeaders = new Headers(req.headers);
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  if (nonce) requestHeaders.set("content-security-policy", policy);
  const forward = { request: { headers: requestHeaders } };
  const res = isGatedPath(path) ? await gate(req, path, forward) : NextResponse.next(forward);
  res.headers.set("Content-Security-Policy", policy);
  return withHsts(req, res);
}

function withHsts(req: NextRequest, res: Response): Response {
  const hsts = hstsHeader(req);
  if (hsts) res.headers.set("Strict-Transport-Security", hsts);
  return res;
}

async function gate(req: NextRequest, path: string, forward: { request: { headers: Headers } }): Promise<Response> {
  const caller = await resolveCaller(req);
  const decision = decideGate(path, await viewerFor(caller, { needApproval: isAppPage(path) }));
  switch (decision.kind) {
    case "allow":
      return NextResponse.next(forward);
    case "redirect":
      return NextResponse.redirect(sameHostUrl(req, decision.to));
    case "unauthorized":
      return errorResponse(unauthorized());
    case "forbidden":
      return errorResponse(forbidden("Admin access required"));
    case "not_found":
      // An admin page answers as if it did not exist: render the not-found page with a 404.
      return NextResponse.rewrite(sameHostUrl(req, "/_gate/not-found"), { status: 404, ...forward });
  }
}

// Next wants an absolute Location here; nextUrl keeps the host the browser used.
function sameHostUrl(req: NextRequest, to: string): URL {
  const target = new URL(to, "http://placeholder");
  const url = req.nextUrl.clone();
  url.pathname = target.pathname;
  url.search = target.search;
  return url;
}

export const config = {
  // Every page and the API calls that need it, except build assets and public files (a file
  // extension) and the prerendered pages: running the proxy costs a static page about 40% of its
  // throughput, so their policy is written into the build's header table instead
  // (scripts/build-csp-hashes.ts, which fails the build when this list and the prerendered pages
  // disagree). The API runs it only for the admin gate, the provider starts (an HTML page that
  // needs the nonce) and next-auth's own endpoints; every other route is a route() whose answers
  // get their policy and HSTS from the wrapper (lib/http/route.ts), checked by tests/unit/proxy-matcher.test.ts.
  matcher: [
    "/((?!_next/static|_next/image|.*\\.[A-Za-z0-9]+$|$|(?:contact|privacy-policy|terms-of-service|offline)/?$|api/(?!admin(?:/|$)|auth/(?:apple|google|providers|session|csrf|signin|signout|callback|verify-request|error|_log)(?:/|$))).*)",
  ],
};
