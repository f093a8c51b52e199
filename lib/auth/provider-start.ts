import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { authSecret } from "@/lib/env";
import { safeRedirect } from "./gates";
import { providerAvailability } from "./providers";
import { secureCookies } from "./session-token";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A plain navigation to /api/auth/{google|apple} starts the provider flow. next-auth v4 only
 * starts it on a POST carrying its double-submit CSRF token, so this answers a tiny page that
 * holds a fresh token (cookie + field, made the way next-auth checks it) and submits itself.
 */
export function startProviderFlow(req: Request, provider: "google" | "apple"): Response {
  const url = new URL(req.url);
  const after = safeRedirect(url.searchParams.get("redirect"));
  if (!providerAvailability()[provider]) {
    return NextResponse.redirect(new URL(`/auth?error=${provider}_unavailable`, url), 303);
  }
  const token = crypto.randomBytes(32).toString("hex");
  const hash = crypto.createHash("sha256").update(`${token}${authSecret()}`).digest("hex");
  const callbackUrl = `/auth/continue${after ? `?redirect=${encodeURIComponent(after)}` : ""}`;
  const label = provider === "google" ? "Google" : "Apple";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Continuing to ${label}…</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a">
<form method="post" action="/api/auth/signin/${provider}">
<input type="hidden" name="csrfToken" value="${esc(token)}"><input type="hidden" name="callbackUrl" value="${esc(callbackUrl)}">
<p>Taking you to ${label}…</p><noscript><button type="submit">Continue with ${label}</button></noscript>
</form><script>document.forms[0].submit()</script></body></html>`;
  const res = new NextResponse(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  const name = secureCookies() ? "__Host-next-auth.csrf-token" : "next-auth.csrf-token";
  res.cookies.set(name, `${token}|${hash}`, { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() });
  return res;
}
