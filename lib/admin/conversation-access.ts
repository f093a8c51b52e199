import type { UserRow } from "@/lib/db/queries/users";
import { ApiError, notFound } from "@/lib/http/errors";
import { readConversation, type AdminReadMessage } from "@/lib/db/queries/admin-conversations";
import { recordAudit } from "@/lib/db/queries/admin-audit";

/** How long an opened conversation stays on the admin's screen before it closes itself. */
export const ACCESS_MINUTES = 10;

/**
 * An admin reads one conversation: only with a stated reason, written to the audit log before
 * anything is shown; the answer says until when it may be shown. A conversation its owner hid
 * stays closed: the owner put it behind a phrase only they know.
 */
export async function openConversation({ admin, id, reason }: { admin: UserRow; id: string; reason: string }): Promise<{ messages: AdminReadMessage[]; expiresAt: string }> {
  const c = await readConversation({ id });
  if (!c) throw notFound("Conversation not found");
  if (c.hidden) throw new ApiError("forbidden", "The owner hid this conversation behind their secret phrase; it cannot be opened here.");
  const expiresAt = new Date(Date.now() + ACCESS_MINUTES * 60_000).toISOString();
  await recordAudit({ actorId: admin.id, actorEmail: admin.email, action: "read_conversation", targetId: id, targetLabel: `conversation of ${c.ownerId ?? "a visitor"}`, reason, details: { expiresAt, messages: c.messages.length } });
  return { messages: c.messages, expiresAt };
}
