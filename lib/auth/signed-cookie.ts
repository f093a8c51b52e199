import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

// Small HMAC-signed values for the campaign-access and visitor cookies.
function mac(value: string): string {
  return crypto.createHmac("sha256", authSecret()).update(value).digest("base64url");
}

export function sign(value: string): string {
  return `${value}.${mac(value)}`;
}

export function unsign(signed: string | undefined): string | null {
  if (!signed) return null;
  const i = signed.lastIndexOf(".");
  if (i <= 0) return null;
  const value = signed.slice(0, i);
  const given = Buffer.from(signed.slice(i + 1));
  const expected = Buffer.from(mac(value));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

/** A keyed hash for lookups of secrets we must find again (hide phrases); never reversible. */
export function lookupKey(purpose: string, secret: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`${purpose}:${secret}`).digest("hex");
}

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString("base64url");
}
