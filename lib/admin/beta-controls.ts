import { env } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { inviteNext } from "@/lib/beta/invites";
import { createSkipCode } from "@/lib/beta/skip-codes";
import { countByStatus } from "@/lib/db/queries/waitlist";
import { revokeSkipCode } from "@/lib/db/queries/skip-codes";
import { recordAudit } from "@/lib/db/queries/admin-audit";
import type { UserRow } from "@/lib/db/queries/users";

// The beta's levers on the users page (issue 12): seats, "invite the next N", skip codes. Each is audited.

export type Capacity = { capacity: number; approved: number; invited: number; waiting: number; roomLeft: number };

/** Approved people and outstanding invites both hold a seat (the rule inviteNext follows). */
export async function capacitySummary(): Promise<Capacity> {
  const c = await countByStatus();
  return { capacity: env.BETA_CAPACITY, approved: c.approved, invited: c.invited, waiting: c.waiting, roomLeft: Math.max(0, env.BETA_CAPACITY - c.approved - c.invited) };
}

export async function inviteNextBatch({ admin, count }: { admin: UserRow; count: number }): Promise<string[]> {
  const r = await inviteNext({ count });
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action: "invite_next", targetId: null, targetLabel: `${r.emails.length} people`, details: { asked: count, invited: r.emails } });
  return r.emails;
}

export async function createCode({ admin, ...input }: { admin: UserRow; code?: string; maxUses: number; expiresAt: Date | null; note: string | null }): Promise<{ code: string }> {
  const r = await createSkipCode({ ...input, createdBy: admin.id });
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action: "create_skip_code", targetId: r.code, targetLabel: r.code, details: { maxUses: input.maxUses, expiresAt: input.expiresAt?.toISOString() ?? null, note: input.note } });
  return r;
}

export async function revokeCode({ admin, code }: { admin: UserRow; code: string }): Promise<void> {
  const r = await revokeSkipCode({ code });
  if (!r) throw notFound("No such code.");
  if (r === "already") throw new ApiError("conflict", "This code is already revoked.");
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action: "revoke_skip_code", targetId: code, targetLabel: code });
}
