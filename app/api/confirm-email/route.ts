import { route } from "@/lib/http/route";
import { confirmEmail, confirmationTarget } from "@/lib/beta/waitlist";
import { redirectSignedIn } from "@/lib/beta/sign-in";
import { readLinkToken, seeOther, signedInAsSomeoneElse, switchAccountPath, tokenQuery } from "@/lib/auth/link-sign-in";

const limits = ({ ip }: { ip: string }) => [{ key: `confirm-email:ip:${ip}`, limit: 30, windowSeconds: 600 }];

/** Uses the link once: confirms, signs the person in, shows their referral page (or explains why not). */
async function confirmAndSignIn(req: Request, token: string): Promise<Response> {
  const r = await confirmEmail(token);
  if (r.kind === "expired") return seeOther(`/email-confirmation?status=expired&email=${encodeURIComponent(r.email)}`);
  if (r.kind === "invalid") return seeOther("/email-confirmation?status=invalid");
  return redirectSignedIn(r.user, "/referrals?confirmed=1", req);
}

// The link in the confirmation mail. Opened while another account is signed in, it asks first
// (/auth/switch-account) instead of swapping sessions; bad, used or expired links get a page that explains.
export const GET = route({ query: tokenQuery, rateLimit: limits }, async ({ query, caller, req }) => {
  if (!query.token) return seeOther("/email-confirmation?status=invalid");
  if (caller.user && signedInAsSomeoneElse(caller.user, (await confirmationTarget(query.token))?.email)) {
    return seeOther(switchAccountPath("confirm-email", query.token));
  }
  return confirmAndSignIn(req, query.token);
});

// "Continue as …" on the switch page: a same-origin form POST with the unused token.
export const POST = route({ rateLimit: limits }, async ({ req }) => confirmAndSignIn(req, await readLinkToken(req)));
