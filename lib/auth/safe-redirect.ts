// Browser-safe (no server imports): the sign-in panel uses it as well as the server.

const BASE = "http://same.site";

/** Percent-encoded slash or backslash: legitimate paths here never need them, and one more decoding turns them into `//`. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;
/** C0 controls, DEL and backslash: browsers strip or rewrite them before resolving a URL. */
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

function normalise(path: string): string | null {
  let u: URL;
  try {
    u = new URL(path, BASE);
  } catch {
    return null;
  }
  if (u.origin !== BASE) return null;
  return `${u.pathname}${u.search}${u.hash}`;
}

/**
 * The one check for every redirect target (`?redirect=`, next-auth's callbackUrl, the
 * provider return page): a same-origin path, judged AFTER normalisation, or null.
 * Bare short names ("referrals", "app", "redeem") map to their pages. Refused: schemes, hosts,
 * `//` or `/\` in any spelling (including after `/./`, `/../` or %2F/%5C), control characters.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value || value.length > 2048) return null;
  if (/^[a-z][a-z0-9-]*$/i.test(value)) return `/${value}`;
  if (!value.startsWith("/") || UNSAFE_CHARS.test(value)) return null;
  const pathPart = value.split(/[?#]/, 1)[0]!;
  if (ENCODED_SEPARATOR.test(pathPart)) return null;
  const out = normalise(value);
  // The normalised path is what the browser will follow: it must not start with `//` (another
  // host), and normalising it again must not change it (no second-pass tricks).
  if (!out || out.startsWith("//") || normalise(out) !== out) return null;
  return out;
}
