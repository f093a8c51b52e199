import crypto from "node:crypto";
import { sha256 } from "@/lib/auth/signed-cookie";
import { ApiError, notFound } from "@/lib/http/errors";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { readActivePath } from "@/lib/chat/branches";
import { findReadableShareLink, insertShareLink, listActiveShareLinks, revokeShareLink, type ShareLinkRow } from "@/lib/db/queries/share-links";
import type { SharedMessage } from "@/lib/db/schema";
import type { Owner } from "./owner";
import { exportable } from "./export-markdown";

/** 16 random bytes = 128 bits, base64url (22 characters). */
export const newShareToken = () => crypto.randomBytes(16).toString("base64url");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function shareLinkJson(l: ShareLinkRow) {
  return { id: l.id, conversationId: l.conversationId, title: l.title, messageCount: l.snapshot.length, createdAt: l.createdAt.toISOString() };
}

async function ownedVisible({ id, owner }: { id: string; owner: Owner }) {
  const conversation = await findOwnedConversation({ id, owner });
  if (!conversation) throw notFound("Conversation not found");
  return conversation;
}

/**
 * Shares a snapshot: the conversation's messages as they are now are copied into the link, so what
 * is said later never shows. The token is shown once; only its SHA-256 is stored.
 */
export async function shareConversation({ id, owner }: { id: string; owner: Owner }) {
  const conversation = await ownedVisible({ id, owner });
  if (conversation.isHidden) throw new ApiError("conflict", "Hidden conversations cannot be shared. Unhide it first.");
  const snapshot: SharedMessage[] = (await readActivePath({ conversationId: conversation.id }))
    .filter(exportable)
    .map((m) => ({ role: m.role, content: m.content, helpCard: m.role === "assistant" ? m.helpCard : null, createdAt: m.createdAt.toISOString() }));
  if (!snapshot.length) throw new ApiError("conflict", "There is nothing to share yet. Ask a question first.");
  const token = newShareToken();
  const link = await insertShareLink({ conversationId: conversation.id, tokenHash: sha256(token), title: conversation.title, snapshot });
  return { ...shareLinkJson(link), url: `/share/${token}` };
}

export async function listShareLinks({ id, owner }: { id: string; owner: Owner }) {
  const conversation = await ownedVisible({ id, owner });
  return (await listActiveShareLinks({ conversationId: conversation.id })).map(shareLinkJson);
}

export async function revokeLink({ id, owner, linkId }: { id: string; owner: Owner; linkId: string }): Promise<void> {
  const conversation = await ownedVisible({ id, owner });
  if (!(await revokeShareLink({ id: linkId, conversationId: conversation.id }))) throw notFound("Share link not found");
}

/** What /share/{token} shows, or null (revoked, deleted, hidden, never existed: all alike). */
export async function readSharedConversation(token: string): Promise<ShareLinkRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return findReadableShareLink({ tokenHash: sha256(token) });
}
