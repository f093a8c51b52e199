import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { relativeRedirect } from "./redirect";
import { authSecret } from "@/lib/env";
import { safeRedirect } from "./gates";
import { providerAvailability } from "./providers";
import { secureCookies } from "./session-token";
import { requestNonce } from "@/lib/http/security-headers";

/**
 * A plain navigation to /api/auth/{google|apple} starts the provider flow. next-auth v4 only
 * starts it on a POST carrying its double-submit CSRF token, so this answers a tiny page that
 * holds a fresh token (cookie + field, made the way next-auth checks it) and submits itself.
 */
export function startProviderFlow(req: Request, provider: "google" | "apple"): Response {
  const url = new URL(req.url);
  const after = safeRedirect(url.searchParams.get("redirect"));
  if (!providerAvailability()[provider]) {
    return relativeRedirect(`/auth?error=${provider}_unavailable`);
  }
  const token = crypto.randomBytes(32).toString("hex");
  const hash = crypto.createHash("sha256").update(`${token}${authSecret()}`).digest("hex");
  const callbackUrl = `/auth/continue${after ? `?redirect=${encodeURIComponent(after)}` : ""}`;
  const label = provider === "google" ? "Google" : "Apple";
  // login_hint is Google's own "preselect this account" parameter; next-auth passes query params through.
  const hint = url.searchParams.get("login_hint");
  const action = `/api/auth/signin/${provider}${hint && hint.length <= 254 ? `?login_hint=${encodeURIComponent(hint)}` : ""}`;
  // Submitted with fetch (as next-auth/react's signIn does): a form POST that redirects to the
  // provider would be blocked by the CSP's form-action 'self'; a navigation to the answer is not.
  const body = new URLSearchParams({ csrfToken: token, callbackUrl, json: "true" }).toString();
  const nonce = requestNonce(req); // the page's one inline script runs under the CSP (proxy.ts)
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Continuing to ${label}…</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a">
<main><p>Taking you to ${label}…</p><p id="failed" hidden>We could not reach ${label}. <a href="/auth">Back to sign in</a></p></main>
<script${nonceAttr}>fetch(${JSON.stringify(action)},{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded"},body:${JSON.stringify(body)}})
.then(function(r){return r.json()}).then(function(d){if(!d||!d.url)throw 0;location.replace(d.url)})
.catch(function(){document.getElementById("failed").hidden=false})</script></body></html>`;
  const res = new NextResponse(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  const name = secureCookies() ? "__Host-next-auth.csrf-token" : "next-auth.csrf-token";
  res.cookies.set(name, `${token}|${hash}`, { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() });
  return res;
}
