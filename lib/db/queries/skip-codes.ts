import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { skipCodeRedemptions, skipCodes } from "@/lib/db/schema";

export type SkipCodeRow = { id: string; code: string; maxUses: number; uses: number; expiresAt: Date | null; revokedAt: Date | null };
const columns = { id: skipCodes.id, code: skipCodes.code, maxUses: skipCodes.maxUses, uses: skipCodes.uses, expiresAt: skipCodes.expiresAt, revokedAt: skipCodes.revokedAt };

/** Answers false when the code already exists. */
export async function insertSkipCode({ code, maxUses, expiresAt, createdBy, note = null }: { code: string; maxUses: number; expiresAt: Date | null; createdBy: string | null; note?: string | null }): Promise<boolean> {
  const db = await getDb();
  const rows = await db.insert(skipCodes).values({ code, maxUses, expiresAt, createdBy, note }).onConflictDoNothing({ target: skipCodes.code }).returning({ id: skipCodes.id });
  return rows.length > 0;
}

export async function findSkipCode({ code }: { code: string }): Promise<SkipCodeRow | null> {
  const db = await getDb();
  const [row] = await db.select(columns).from(skipCodes).where(eq(skipCodes.code, code)).limit(1);
  return row ?? null;
}

export async function hasRedeemed({ codeId, userId }: { codeId: string; userId: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: skipCodeRedemptions.id }).from(skipCodeRedemptions)
    .where(and(eq(skipCodeRedemptions.codeId, codeId), eq(skipCodeRedemptions.userId, userId))).limit(1);
  return Boolean(row);
}

/**
 * Takes one use of the code for this user, atomically: the use count only rises while it is under
 * the limit and the code has not expired, so two people racing for the last use cannot both win.
 */
export async function consumeSkipCode({ codeId, userId }: { codeId: string; userId: string }): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(skipCodes)
      .set({ uses: sql`${skipCodes.uses} + 1` })
      .where(and(eq(skipCodes.id, codeId), lt(skipCodes.uses, skipCodes.maxUses), isNull(skipCodes.revokedAt), or(isNull(skipCodes.expiresAt), gt(skipCodes.expiresAt, new Date()))))
      .returning({ id: skipCodes.id });
    if (!taken.length) return false;
    await tx.insert(skipCodeRedemptions).values({ codeId, userId });
    return true;
  });
}

// --- issue 12 (admin): the codes list with who redeemed each, and revoking.
export type AdminSkipCode = {
  code: string; note: string | null; maxUses: number; uses: number; expiresAt: Date | null; revokedAt: Date | null; createdAt: Date;
  redeemedBy: { email: string; at: Date }[];
};

export async function listSkipCodesForAdmin({ limit = 200 }: { limit?: number } = {}): Promise<AdminSkipCode[]> {
  const db = await getDb();
  const rows = (await db.execute(sql`select c.code, c.note, c.max_uses, c.uses, c.expires_at, c.revoked_at, c.created_at,
      coalesce((select json_agg(json_build_object('email', u.email, 'at', r.created_at) order by r.created_at desc)
        from skip_code_redemptions r join users u on u.id = r.user_id where r.code_id = c.id), '[]'::json) as redeemed
    from skip_codes c order by c.created_at desc limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  const at = (v: unknown) => (v ? new Date(v as string) : null);
  return rows.rows.map((r) => ({
    code: r.code as string, note: (r.note as string | null) ?? null, maxUses: Number(r.max_uses), uses: Number(r.uses),
    expiresAt: at(r.expires_at), revokedAt: at(r.revoked_at), createdAt: at(r.created_at)!,
    redeemedBy: (typeof r.redeemed === "string" ? JSON.parse(r.redeemed) : r.redeemed as { email: string; at: string }[]).map((x: { email: string; at: string }) => ({ email: x.email, at: new Date(x.at) })),
  }));
}

/** Revokes a code from now on (uses already made stay); false when no such code. */
export async function revokeSkipCode({ code }: { code: string }): Promise<"revoked" | "already" | null> {
  const db = await getDb();
  const [row] = await db.select({ id: skipCodes.id, revokedAt: skipCodes.revokedAt }).from(skipCodes).where(eq(skipCodes.code, code)).limit(1);
  if (!row) return null;
  if (row.revokedAt) return "already";
  await db.update(skipCodes).set({ revokedAt: new Date() }).where(eq(skipCodes.id, row.id));
  return "revoked";
}
// --- end issue 12 (admin)
