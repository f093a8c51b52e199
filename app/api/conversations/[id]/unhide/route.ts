import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { unhideConversation } from "@/lib/chat/hide";
import { conversationJson } from "@/lib/chat/serialize";

// Return a hidden conversation to the list (its phrase is forgotten).
export const PATCH = route({}, async ({ caller, params }) => {
  const row = await unhideConversation({ id: params.id!, owner: requireOwner(caller) });
  return { success: true, conversation: conversationJson(row) };
});
