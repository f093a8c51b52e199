import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { hideConversation } from "@/lib/chat/hide";
import { conversationJson } from "@/lib/chat/serialize";
import { hideConversationBody } from "../../schema";

// Hide one of the caller's conversations behind a secret phrase (sending the phrase reveals it).
export const PATCH = route(
  { body: hideConversationBody, rateLimit: ({ ip }) => [{ key: `conv-hide:${ip}`, limit: 30, windowSeconds: 600 }] },
  async ({ body, caller, params }) => {
    const row = await hideConversation({ id: params.id!, owner: requireOwner(caller), secretPhrase: body.secretPhrase });
    return { success: true, conversation: conversationJson(row) };
  },
);
