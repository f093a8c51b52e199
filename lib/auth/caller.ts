import { findUserById, type UserRow } from "@/lib/db/queries/users";
import { decodeSession, readSessionToken, type DecodedSession } from "./session-token";
import { readCampaignAccess, readVisitorId } from "./visitor";

export type Caller = {
  user: UserRow | null;
  /** Seconds since epoch when the session token expires (null without a session). */
  sessionExpiresAt: number | null;
  visitorId: string | null;
  hasCampaignAccess: boolean;
};

/**
 * The user a session cookie stands for, as the database has them now: none when the user is
 * gone or suspended, or the cookie's session version is older than the user's (logged out,
 * password lost, suspended by an admin).
 */
export function sessionUser(row: UserRow | null, claims: { sv: number } | null): UserRow | null {
  if (!row || !claims || claims.sv !== row.sessionVersion || row.suspendedAt) return null;
  return row;
}

/** Who is calling: the signed-in user (re-read from the database), the visitor cookie, campaign access. */
export async function resolveCaller(req: Request): Promise<Caller> {
  const claims = await decodeSession(readSessionToken(req));
  return callerFrom(req, claims, claims ? await findUserById({ id: claims.sub }) : null);
}

/** A read made in the same database round trip as the session's user row (see resolveCallerWith). */
export type ReadWithUser<T> = (userId: string) => Promise<{ user: UserRow | null; data: T }>;

/**
 * resolveCaller, with the user row read by `read` together with something the route needs for
 * that user (one query instead of two). The same checks apply to the row; `data` is returned only
 * when the caller is that signed-in user, and is undefined for everyone else (anonymous, visitor,
 * suspended, logged out), who the route then serves as usual.
 */
export async function resolveCallerWith<T>(req: Request, read: ReadWithUser<T>): Promise<{ caller: Caller; data: T | undefined }> {
  const claims = await decodeSession(readSessionToken(req));
  const found = claims ? await read(claims.sub) : null;
  const caller = callerFrom(req, claims, found?.user ?? null);
  return { caller, data: caller.user && found ? found.data : undefined };
}

function callerFrom(req: Request, claims: DecodedSession | null, row: UserRow | null): Caller {
  const user = sessionUser(row, claims);
  return {
    user,
    sessionExpiresAt: user && claims ? claims.exp : null,
    visitorId: readVisitorId(req),
    hasCampaignAccess: readCampaignAccess(req) !== null,
  };
}
