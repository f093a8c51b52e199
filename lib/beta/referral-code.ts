import crypto from "node:crypto";

// Unambiguous characters only (no 0/O, 1/I/L), so a code read aloud or typed from a screen works.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newReferralCode(length = 8): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export const referralCodePattern = /^[A-Z0-9]{4,32}$/;

export function normalizeReferralCode(raw: string | null | undefined): string | null {
  const code = (raw ?? "").trim().toUpperCase();
  return referralCodePattern.test(code) ? code : null;
}
