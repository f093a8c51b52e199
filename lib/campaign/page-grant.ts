import crypto from "node:crypto";
import { env } from "@/lib/env";
import { sign, unsign } from "@/lib/auth/signed-cookie";

// Our own landing pages (/utm, /utm-landing, and the guides' chat panel since issue 14) grant campaign access without putting
// CAMPAIGN_ACCESS_KEY into their HTML: the server renders a short-lived signed grant instead,
// and /api/utm-access accepts either the key (ad links) or a valid grant.
export const PAGE_GRANT_SECONDS = 30 * 60;

const GRANT_PAGES = ["utm", "utm-landing", "guide"] as const;
export type GrantPage = (typeof GRANT_PAGES)[number];

export function issuePageGrant(page: GrantPage, now = Date.now()): string {
  return `pg.${sign(`${page}|${now + PAGE_GRANT_SECONDS * 1000}`)}`;
}

export function isValidPageGrant(value: string, now = Date.now()): boolean {
  if (!value.startsWith("pg.")) return false;
  const inner = unsign(value.slice(3));
  if (!inner) return false;
  const [page, exp] = inner.split("|");
  return (GRANT_PAGES as readonly string[]).includes(page ?? "") && Number(exp) > now;
}

/** Constant-time comparison with the configured campaign key. */
export function isCampaignKey(value: string): boolean {
  const a = Buffer.from(value);
  const b = Buffer.from(env.CAMPAIGN_ACCESS_KEY);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function isAccessGranted(utmAccess: string): boolean {
  return isCampaignKey(utmAccess) || isValidPageGrant(utmAccess);
}
