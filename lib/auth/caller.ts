import { findUserById, type UserRow } from "@/lib/db/queries/users";
import { decodeSession, readSessionToken } from "./session-token";
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
  const user = sessionUser(claims ? await findUserById({ id: claims.sub }) : null, claims);
  return {
    user,
    sessionExpiresAt: user && claims ? claims.exp : null,
    visitorId: readVisitorId(req),
    hasCampaignAccess: readCampaignAccess(req) !== null,
  };
}
