import crypto from "node:crypto";
import { env } from "@/lib/env";
import { readCookie } from "@/lib/http/client-info";
import { sign, unsign } from "./signed-cookie";

// Anonymous visitors own their conversations through this httpOnly cookie, never through a
// client-supplied device id. Campaign access is a separate signed cookie with an expiry.
export const VISITOR_COOKIE = "hh_visitor";
export const CAMPAIGN_COOKIE = "hh_campaign";
const YEAR = 365 * 24 * 3600;
export const CAMPAIGN_ACCESS_SECONDS = 30 * 24 * 3600;

const secure = () => env.siteUrl.startsWith("https://");

export function readVisitorId(req: Request): string | null {
  return unsign(readCookie(req, VISITOR_COOKIE));
}

export function newVisitorId(): string {
  return `v_${crypto.randomBytes(16).toString("hex")}`;
}

export function visitorCookie(visitorId: string) {
  return { name: VISITOR_COOKIE, value: sign(visitorId), options: { httpOnly: true, sameSite: "lax" as const, secure: secure(), path: "/", maxAge: YEAR } };
}

/** Campaign access holds for the visitor it was granted to, until it expires. */
export function readCampaignAccess(req: Request): { visitorId: string; expiresAt: number } | null {
  const value = unsign(readCookie(req, CAMPAIGN_COOKIE));
  if (!value) return null;
  const [visitorId, exp] = value.split("|");
  const expiresAt = Number(exp);
  if (!visitorId || !Number.isFinite(expiresAt) || expiresAt < Date.now()) return null;
  if (visitorId !== readVisitorId(req)) return null;
  return { visitorId, expiresAt };
}

export function campaignCookie(visitorId: string, seconds = CAMPAIGN_ACCESS_SECONDS) {
  const value = sign(`${visitorId}|${Date.now() + seconds * 1000}`);
  return { name: CAMPAIGN_COOKIE, value, options: { httpOnly: true, sameSite: "lax" as const, secure: secure(), path: "/", maxAge: seconds } };
}
