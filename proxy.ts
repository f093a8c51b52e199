import { NextResponse, type NextRequest } from "next/server";
import { resolveCaller } from "@/lib/auth/caller";
import { decideGate, isAppPage } from "@/lib/auth/gates";
import { viewerFor } from "@/lib/auth/viewer";
import { errorResponse, forbidden, unauthorized } from "@/lib/http/errors";

// First line of the page and admin-API gates (Next 16's middleware; runs on Node). Pages and
// routes check again where they read data (lib/auth/page-guards.ts, the route wrapper).
export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const caller = await resolveCaller(req);
  const decision = decideGate(path, await viewerFor(caller, { needApproval: isAppPage(path) }));
  switch (decision.kind) {
    case "allow":
      return NextResponse.next();
    case "redirect":
      return NextResponse.redirect(sameHostUrl(req, decision.to));
    case "unauthorized":
      return errorResponse(unauthorized());
    case "forbidden":
      return errorResponse(forbidden("Admin access required"));
    case "not_found":
      // An admin page answers as if it did not exist: render the not-found page with a 404.
      return NextResponse.rewrite(sameHostUrl(req, "/_gate/not-found"), { status: 404 });
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
  matcher: ["/referrals/:path*", "/admin/:path*", "/utm-dashboard/:path*", "/app/:path*", "/api/admin/:path*"],
};
