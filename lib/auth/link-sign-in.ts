import { z } from "zod";
import { ApiError } from "@/lib/http/errors";
import { readBodyText, readJson } from "@/lib/http/read-body";
import { parseWith } from "@/lib/http/route";
import type { UserRow } from "@/lib/db/queries/users";

// Mailed links that sign people in (confirm-email, accept-invite, sign-in-link) never swap a signed-in session
// for another account by themselves: a GET from anywhere (another site included) would otherwise
// log a person into someone else's account. The page at /auth/switch-account asks first, and
// its same-origin POST (the route wrapper refuses other origins) carries the still-unused token.

export const LINK_KINDS = ["confirm-email", "accept-invite", "sign-in-link"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const switchAccountPath = (kind: LinkKind, token: string) => `/auth/switch-account?link=${kind}&token=${encodeURIComponent(token)}`;

/** True when someone else is signed in here than the account the link is for. */
export function signedInAsSomeoneElse(user: UserRow | null, linkEmail: string | null | undefined): boolean {
  return !!user && !!linkEmail && user.email.trim().toLowerCase() !== linkEmail.trim().toLowerCase();
}

const tokenBody = z.object({ token: z.string("The link is missing its token.").min(1, "The link is missing its token.").max(200, "That link is not valid.") });
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** The token of the switch page's form POST (form-encoded), or a JSON `{ token }`; anything else is a 4xx. */
export async function readLinkToken(req: Request): Promise<string> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  let raw: unknown;
  if (type === "application/x-www-form-urlencoded") raw = Object.fromEntries(new URLSearchParams(await readBodyText(req, 4096)));
  else if (type === "application/json") raw = await readJson(req, 4096);
  else throw new ApiError("unsupported_media_type", "Send the link's token as a form or JSON.");
  return parseWith(tokenBody, raw).token;
}

/** A 303 that keeps the browser on this site (relative Location) and out of caches. */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
