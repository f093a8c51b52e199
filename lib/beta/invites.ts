import { site } from "@/lib/config/site";
import { env } from "@/lib/env";
import { randomToken, sha256 } from "@/lib/auth/signed-cookie";
import { sendMail } from "@/lib/email/send";
import { inviteMail } from "@/lib/email/templates/beta-status";
import { acceptInviteByHash, findOrCreateVerifiedUser, findWaitlistEntryByInviteHash, inviteNextInQueue, linkWaitlistEntryToUser } from "@/lib/db/queries/waitlist";
import type { UserRow } from "@/lib/db/queries/users";
import { roleFor } from "./waitlist";

export const INVITE_TTL_MS = 30 * 24 * 3600 * 1000;
export const inviteLink = (token: string) => `${site.url}/api/accept-invite?token=${encodeURIComponent(token)}`;

/**
 * Invites the next `count` people by queue position, never past BETA_CAPACITY (approved and
 * outstanding invites both hold a seat), and mails each a one-time link.
 */
export async function inviteNext({ count, capacity = env.BETA_CAPACITY }: { count: number; capacity?: number }): Promise<{ invited: number; emails: string[] }> {
  const tokens = new Map<string, string>();
  const chosen = await inviteNextInQueue({
    count,
    capacity,
    boost: env.REFERRAL_BOOST,
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    tokenHashFor: (id) => {
      const t = randomToken();
      tokens.set(id, t);
      return sha256(t);
    },
  });
  for (const person of chosen) {
    const link = inviteLink(tokens.get(person.id)!);
    await sendMail(inviteMail({ to: person.email, link, name: person.name }));
  }
  return { invited: chosen.length, emails: chosen.map((c) => c.email) };
}

export type AcceptResult = { kind: "approved"; user: UserRow } | { kind: "expired" } | { kind: "invalid" };

/** Who an invite link is for, without using it up (null: unknown, used or expired). */
export async function inviteTarget(token: string): Promise<{ email: string } | null> {
  const entry = await findWaitlistEntryByInviteHash({ tokenHash: sha256(token) });
  if (!entry || entry.status !== "invited") return null;
  return { email: entry.email };
}

export async function acceptInvite(token: string): Promise<AcceptResult> {
  const r = await acceptInviteByHash({ tokenHash: sha256(token) });
  if (r === "expired") return { kind: "expired" };
  if (!r) return { kind: "invalid" };
  const user = await findOrCreateVerifiedUser({ email: r.email, firstName: r.name?.split(/\s+/)[0] ?? null, role: roleFor(r.email) });
  if (r.userId !== user.id) await linkWaitlistEntryToUser({ email: r.email, userId: user.id });
  return { kind: "approved", user };
}
