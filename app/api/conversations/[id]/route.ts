import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { deleteOwnedConversation } from "@/lib/db/queries/conversations";

// Delete one of the caller's conversations (with its messages).
export const DELETE = route({}, async ({ caller, params }) => {
  const deleted = await deleteOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
  if (!deleted) throw notFound("Conversation not found");
  return { success: true };
});
