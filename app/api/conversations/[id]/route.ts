import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { conversationJson } from "@/lib/chat/serialize";
import { deleteOwnedConversation, renameOwnedConversation } from "@/lib/db/queries/conversations";
import { renameConversationBody } from "../schema";

// Rename one of the caller's conversations (sidebar and chat header).
export const PATCH = route(
  { body: renameConversationBody, rateLimit: ({ ip }) => [{ key: `conv-rename:${ip}`, limit: 120, windowSeconds: 3600 }] },
  async ({ body, caller, params }) => {
    const row = await renameOwnedConversation({ id: params.id!, owner: requireOwner(caller), title: body.title });
    if (!row) throw notFound("Conversation not found");
    return conversationJson(row);
  },
);

// Delete one of the caller's conversations (with its messages).
export const DELETE = route({}, async ({ caller, params }) => {
  const deleted = await deleteOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
  if (!deleted) throw notFound("Conversation not found");
  return { success: true };
});
