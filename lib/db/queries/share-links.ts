import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { conversations, shareLinks, type SharedMessage } from "@/lib/db/schema";

// The token hash never leaves this module.
const linkColumns = { id: shareLinks.id, conversationId: shareLinks.conversationId, title: shareLinks.title, createdAt: shareLinks.createdAt, snapshot: shareLinks.snapshot };

export type ShareLinkRow = { id: string; conversationId: string; title: string; createdAt: Date; snapshot: SharedMessage[] };

export async function insertShareLink(v: { conversationId: string; tokenHash: string; title: string; snapshot: SharedMessage[] }): Promise<ShareLinkRow> {
  const db = await getDb();
  const [row] = await db.insert(shareLinks).values(v).returning(linkColumns);
  return row!;
}

/** The conversation's links that still work, newest first. */
export async function listActiveShareLinks({ conversationId }: { conversationId: string }): Promise<ShareLinkRow[]> {
  const db = await getDb();
  return db
    .select(linkColumns)
    .from(shareLinks)
    .where(and(eq(shareLinks.conversationId, conversationId), isNull(shareLinks.revokedAt)))
    .orderBy(desc(shareLinks.createdAt));
}

export async function revokeShareLink({ id, conversationId }: { id: string; conversationId: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.conversationId, conversationId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** A link anyone may read: not revoked, and its conversation still exists and is not hidden. */
export async function findReadableShareLink({ tokenHash }: { tokenHash: string }): Promise<ShareLinkRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(linkColumns)
    .from(shareLinks)
    .innerJoin(conversations, eq(conversations.id, shareLinks.conversationId))
    .where(and(eq(shareLinks.tokenHash, tokenHash), isNull(shareLinks.revokedAt), eq(conversations.isHidden, false)))
    .limit(1);
  return row ?? null;
}
