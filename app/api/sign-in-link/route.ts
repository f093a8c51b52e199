import { z } from "zod";
import { route } from "@/lib/http/route";
import { redirectSignedIn } from "@/lib/beta/sign-in";
import { betaStatusFor } from "@/lib/beta/waitlist";
import { routeForBetaStatus, safeRedirect } from "@/lib/auth/gates";
import { followSignInLink, signInLinkTarget } from "@/lib/auth/sign-in-link";
import { readLinkToken, seeOther, signedInAsSomeoneElse, switchAccountPath } from "@/lib/auth/link-sign-in";

const query = z.object({ token: z.string().max(200).optional(), redirect: z.string().max(500).optional() });
const limits = ({ ip }: { ip: string }) => [{ key: `sign-in-link-use:ip:${ip}`, limit: 30, windowSeconds: 600 }];

/** Spends the link, signs its person in and lands by the login rule (or on the link's same-site redirect). */
async function signInByLink(token: string, redirect?: string | null): Promise<Response> {
  const r = await followSignInLink(token);
  if (r.kind === "expired") return seeOther("/email-confirmation?status=sign-in-expired");
  if (r.kind === "invalid") return seeOther("/email-confirmation?status=sign-in-invalid");
  return redirectSignedIn(r.user, safeRedirect(redirect) ?? routeForBetaStatus(await betaStatusFor(r.user)));
}

// The link in a sign-in mail (asked for on /auth, or in an approval, invite or welcome mail).
// Opened while another account is signed in, it asks first (/auth/switch-account), like confirm-email.
export const GET = route({ query, rateLimit: limits }, async ({ query, caller }) => {
  if (!query.token) return seeOther("/email-confirmation?status=sign-in-invalid");
  if (caller.user && signedInAsSomeoneElse(caller.user, (await signInLinkTarget(query.token))?.email)) {
    return seeOther(switchAccountPath("sign-in-link", query.token));
  }
  return signInByLink(query.token, query.redirect);
});

// "Continue as …" on the switch page: a same-origin form POST with the unused token.
export const POST = route({ rateLimit: limits }, async ({ req }) => signInByLink(await readLinkToken(req)));
