/** The caller's address: the first X-Forwarded-For hop (set by the proxy in front), else X-Real-IP. */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim();
  return req.headers.get("x-real-ip")?.trim() || "127.0.0.1";
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return decodeCookieValue(part.slice(i + 1).trim());
  }
  return undefined;
}

/** A value that is not valid percent-encoding is no cookie at all (never a 500 on every call). */
function decodeCookieValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw) || undefined;
  } catch {
    return undefined;
  }
}

/** Same-site check for state-changing calls: an Origin from another host is refused. */
export function isCrossOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
