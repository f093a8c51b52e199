import type { ConversationRow } from "@/lib/db/queries/conversations";
import type { MessageRow } from "@/lib/db/queries/messages";

// The spec's shapes: a conversation's id is also called conversationId; a message carries timestamp too.
export function conversationJson(c: ConversationRow) {
  return { id: c.id, conversationId: c.id, title: c.title, isHidden: c.isHidden, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

export function messageJson(m: MessageRow) {
  const createdAt = m.createdAt.toISOString();
  return {
    id: m.id,
    conversationId: m.conversationId,
    role: m.role,
    content: m.content,
    status: m.status,
    isHidden: m.isHidden,
    createdAt,
    timestamp: createdAt,
    updatedAt: m.updatedAt.toISOString(),
  };
}

export type MessageJson = ReturnType<typeof messageJson>;
export type ConversationJson = ReturnType<typeof conversationJson>;
