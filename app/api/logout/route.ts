import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { signOutCookies } from "@/lib/auth/session";

// Browser navigation (the header's Sign Out): ends the session and goes home.
// A navigation started by another site (Sec-Fetch-Site: cross-site) does not sign anyone out.
export const GET = route({}, async ({ req }) => {
  const res = NextResponse.redirect(new URL("/", req.url), 303);
  if (req.headers.get("sec-fetch-site") === "cross-site") return res;
  for (const c of signOutCookies()) res.cookies.set(c.name, c.value, c.options);
  res.headers.set("cache-control", "no-store");
  return res;
});
