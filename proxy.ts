import { NextResponse, type NextRequest } from "next/server";
import { resolveCaller } from "@/lib/auth/caller";
import { decideGate, isAppPage } from "@/lib/auth/gates";
import { viewerFor } from "@/lib/auth/viewer";
import { errorResponse, forbidden, unauthorized } from "@/lib/http/errors";
import { relativeRedirect } from "@/lib/auth/redirect";

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
      return relativeRedirect(decision.to, 307);
    case "unauthorized":
      return errorResponse(unauthorized());
    case "forbidden":
      return errorResponse(forbidden("Admin access required"));
    case "not_found":
      // An admin page answers as if it did not exist: render the not-found page with a 404.
      return NextResponse.rewrite(new URL("/_gate/not-found", req.url), { status: 404 });
  }
}

export const config = {
  matcher: ["/referrals/:path*", "/admin/:path*", "/utm-dashboard/:path*", "/app/:path*", "/api/admin/:path*"],
};
