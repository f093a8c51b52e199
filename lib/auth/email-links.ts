import { site } from "@/lib/config/site";
import { randomToken, sha256 } from "@/lib/auth/signed-cookie";
import { safeRedirect } from "@/lib/auth/safe-redirect";
import { insertEmailLink } from "@/lib/db/queries/email-links";
import type { EmailLinkPurpose } from "@/lib/db/schema";

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
/** Sign-in links inside mails nobody asked for just now (approved, welcome): read hours later, so longer. */
export const STATUS_MAIL_LINK_TTL_MS = 3 * 24 * 3600 * 1000;

/** A fresh one-time token for `email`; only its SHA-256 is stored. */
export async function issueEmailLink({ email, purpose, ttlMs }: { email: string; purpose: EmailLinkPurpose; ttlMs?: number }): Promise<string> {
  const token = randomToken();
  const ttl = ttlMs ?? (purpose === "reset" ? RESET_LINK_TTL_MS : SIGN_IN_LINK_TTL_MS);
  await insertEmailLink({ email: email.trim().toLowerCase(), purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttl) });
  return token;
}

/** The sign-in link; `redirect` (checked by the one redirect function, again on use) is where it lands. */
export function signInLinkUrl(token: string, redirect?: string | null): string {
  const next = safeRedirect(redirect);
  return `${site.url}/api/sign-in-link?token=${encodeURIComponent(token)}${next ? `&redirect=${encodeURIComponent(next)}` : ""}`;
}

export const resetLinkUrl = (token: string) => `${site.url}/auth/reset?token=${encodeURIComponent(token)}`;

/** A sign-in link for a mail about a change of status (approved, welcome): issued and formatted. */
export async function statusMailSignInLink(email: string, redirect: string): Promise<string> {
  return signInLinkUrl(await issueEmailLink({ email, purpose: "sign-in", ttlMs: STATUS_MAIL_LINK_TTL_MS }), redirect);
}
