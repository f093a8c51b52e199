import net from "node:net";
import { env } from "@/lib/env";

/**
 * The TCP peer's address, as scripts/peer-address.mjs writes it on every request before Next sees
 * it (Next 16 gives route handlers no socket, and fills X-Forwarded-For from the socket only when
 * the client sent none). The preload overwrites any client-sent copy and marks the process with
 * PEER_ADDRESS_MARKER; without the marker the header could be the client's own, so it is ignored.
 */
export const PEER_ADDRESS_HEADER = "x-hh-peer-address";
export const PEER_ADDRESS_MARKER = Symbol.for("helpful-hand.peer-address");
export const UNKNOWN_ADDRESS = "unknown";

function normalise(value: string | undefined | null): string | null {
  const v = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "";
  return net.isIP(v) ? v : null;
}

function peerAddress(req: Request): string | null {
  if ((globalThis as Record<symbol, unknown>)[PEER_ADDRESS_MARKER] !== true) return null;
  return normalise(req.headers.get(PEER_ADDRESS_HEADER));
}

/**
 * The caller's address for every per-address limit. TRUST_PROXY_HOPS=0: the TCP peer. N: the Nth
 * X-Forwarded-For entry from the right, the one the outermost of our N proxies appended; entries to
 * its left are whatever the client wrote. Never X-Real-IP. "unknown" when nothing trustworthy is
 * known (then all such callers share one bucket: safe, and visible in the logs).
 */
export function clientIp(req: Request, { hops = env.TRUST_PROXY_HOPS }: { hops?: number } = {}): string {
  if (hops > 0) {
    const entries = (req.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const fromRight = entries.length >= hops ? normalise(entries[entries.length - hops]) : null;
    if (fromRight) return fromRight;
  }
  return peerAddress(req) ?? UNKNOWN_ADDRESS;
}

/** The same, from a plain header record (next-auth's `authorize` gets one, not a Request). */
export function clientIpFromHeaders(headers: Record<string, unknown> | undefined): string {
  const h = new Headers();
  for (const name of ["x-forwarded-for", PEER_ADDRESS_HEADER]) {
    const v = headers?.[name];
    if (typeof v === "string") h.set(name, v);
  }
  return clientIp(new Request("http://internal/", { headers: h }));
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
