import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailLinks, type EmailLinkPurpose } from "@/lib/db/schema";

/** Stores a new link (its token's hash only). A new reset link retires the older unused ones. */
export async function insertEmailLink({ email, purpose, tokenHash, expiresAt }: { email: string; purpose: EmailLinkPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
  const db = await getDb();
  if (purpose === "reset") {
    await db.update(emailLinks).set({ usedAt: new Date() }).where(and(eq(emailLinks.email, email), eq(emailLinks.purpose, "reset"), isNull(emailLinks.usedAt)));
  }
  await db.insert(emailLinks).values({ email, purpose, tokenHash, expiresAt });
}

/**
 * Spends a link in one statement (two clicks at once: one wins). An expired link is spent too and
 * answered "expired", so the page can say why; unknown or used: null.
 */
export async function spendEmailLink({ tokenHash, purpose }: { tokenHash: string; purpose: EmailLinkPurpose }): Promise<{ email: string } | "expired" | null> {
  const db = await getDb();
  const [row] = await db
    .update(emailLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(emailLinks.tokenHash, tokenHash), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt)))
    .returning({ email: emailLinks.email, expiresAt: emailLinks.expiresAt });
  if (!row) return null;
  return row.expiresAt.getTime() < Date.now() ? "expired" : { email: row.email };
}

/** Who a live link is for, without spending it (the switch-account page, the reset form). */
export async function findLiveEmailLink({ tokenHash, purpose }: { tokenHash: string; purpose: EmailLinkPurpose }): Promise<{ email: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: emailLinks.email })
    .from(emailLinks)
    .where(and(eq(emailLinks.tokenHash, tokenHash), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt), gt(emailLinks.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
