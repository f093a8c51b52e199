import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { skipCodeRedemptions, skipCodes } from "@/lib/db/schema";

export type SkipCodeRow = { id: string; code: string; maxUses: number; uses: number; expiresAt: Date | null };
const columns = { id: skipCodes.id, code: skipCodes.code, maxUses: skipCodes.maxUses, uses: skipCodes.uses, expiresAt: skipCodes.expiresAt };

/** Answers false when the code already exists. */
export async function insertSkipCode({ code, maxUses, expiresAt, createdBy }: { code: string; maxUses: number; expiresAt: Date | null; createdBy: string | null }): Promise<boolean> {
  const db = await getDb();
  const rows = await db.insert(skipCodes).values({ code, maxUses, expiresAt, createdBy }).onConflictDoNothing({ target: skipCodes.code }).returning({ id: skipCodes.id });
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
      .where(and(eq(skipCodes.id, codeId), lt(skipCodes.uses, skipCodes.maxUses), or(isNull(skipCodes.expiresAt), gt(skipCodes.expiresAt, new Date()))))
      .returning({ id: skipCodes.id });
    if (!taken.length) return false;
    await tx.insert(skipCodeRedemptions).values({ codeId, userId });
    return true;
  });
}
