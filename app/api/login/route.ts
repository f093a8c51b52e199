import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { safeRedirect } from "@/lib/auth/gates";

// Browser navigation ('Sign In Instead' and friends): the sign-in page.
export const GET = route({}, async ({ req }) => {
  const url = new URL(req.url);
  const after = safeRedirect(url.searchParams.get("redirect"));
  return NextResponse.redirect(new URL(after ? `/auth?redirect=${encodeURIComponent(after)}` : "/auth", url), 303);
});
