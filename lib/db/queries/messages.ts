import { and, asc, eq, desc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { conversations, messages } from "@/lib/db/schema";
import type { HelpCard } from "@/lib/safety/types";

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  role: messages.role,
  content: messages.content,
  status: messages.status,
  isHidden: messages.isHidden,
  helpCard: messages.helpCard,
  parentId: messages.parentId,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
};

export type MessageRow = {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  status: string;
  isHidden: boolean;
  /** Help lines shown above the answer when it raised a safety concern (assistant messages only). */
  helpCard: HelpCard | null;
  /** The message this one follows in the branch tree (null: a first question). */
  parentId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Adds a message and makes it the end of the path the owner sees. `parentId` undefined: it follows
 * the conversation's active leaf (a plain next turn); a string or null: it starts a branch there
 * (an edit, a regenerated take). One transaction, so the leaf always names a stored message.
 */
export async function insertMessage(m: { conversationId: string; role: "user" | "assistant"; content: string; status?: string; helpCard?: HelpCard | null; parentId?: string | null; engine?: string | null; latencyMs?: number | null }): Promise<MessageRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    let parentId = m.parentId;
    if (parentId === undefined) {
      const [c] = await tx.select({ leaf: conversations.activeLeafId }).from(conversations).where(eq(conversations.id, m.conversationId)).limit(1);
      parentId = c?.leaf ?? null;
    }
    const [row] = await tx.insert(messages).values({ ...m, parentId, status: m.status ?? "complete" }).returning(messageColumns);
    await tx.update(conversations).set({ activeLeafId: row!.id }).where(eq(conversations.id, m.conversationId));
    return row!;
  });
}

export async function listMessages({ conversationId }: { conversationId: string }): Promise<MessageRow[]> {
  const db = await getDb();
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.isHidden, false)))
    .orderBy(asc(messages.createdAt), desc(messages.role)); // same instant: the question before its answer
}

export async function deleteMessage({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.delete(messages).where(eq(messages.id, id));
}
