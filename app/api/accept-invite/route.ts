import { route } from "@/lib/http/route";
import { acceptInvite, inviteTarget } from "@/lib/beta/invites";
import { redirectSignedIn } from "@/lib/beta/sign-in";
import { readLinkToken, seeOther, signedInAsSomeoneElse, switchAccountPath, tokenQuery } from "@/lib/auth/link-sign-in";

const limits = ({ ip }: { ip: string }) => [{ key: `accept-invite:ip:${ip}`, limit: 30, windowSeconds: 600 }];

/** Uses the invite once: approves, signs the person in and opens the app (or explains why not). */
async function acceptAndSignIn(req: Request, token: string): Promise<Response> {
  const r = await acceptInvite(token);
  if (r.kind === "expired") return seeOther("/email-confirmation?status=invite-expired");
  if (r.kind === "invalid") return seeOther("/email-confirmation?status=invite-invalid");
  return redirectSignedIn(r.user, "/app", req);
}

// The link in an invite mail. Opened while another account is signed in, it asks first
// (/auth/switch-account) instead of swapping sessions.
export const GET = route({ query: tokenQuery, rateLimit: limits }, async ({ query, caller, req }) => {
  if (!query.token) return seeOther("/email-confirmation?status=invite-invalid");
  if (caller.user && signedInAsSomeoneElse(caller.user, (await inviteTarget(query.token))?.email)) {
    return seeOther(switchAccountPath("accept-invite", query.token));
  }
  return acceptAndSignIn(req, query.token);
});

// "Continue as …" on the switch page: a same-origin form POST with the unused token.
export const POST = route({ rateLimit: limits }, async ({ req }) => acceptAndSignIn(req, await readLinkToken(req)));
