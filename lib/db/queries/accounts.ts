import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { oauthAccounts } from "@/lib/db/schema";

/** The user an external identity (provider + its stable subject) belongs to. */
export async function findOauthAccount({ provider, providerAccountId }: { provider: string; providerAccountId: string }): Promise<{ userId: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerAccountId, providerAccountId)))
    .limit(1);
  return row ?? null;
}

export async function linkOauthAccount(input: { userId: string; provider: string; providerAccountId: string; email: string | null }): Promise<void> {
  const db = await getDb();
  await db.insert(oauthAccounts).values(input).onConflictDoNothing();
}

export async function listOauthProviders({ userId }: { userId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  return rows.map((r) => r.provider);
}
