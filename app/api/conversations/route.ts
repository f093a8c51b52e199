import { route } from "@/lib/http/route";
import { requireChatAccess, requireOwner } from "@/lib/chat/access";
import { conversationJson } from "@/lib/chat/serialize";
import { insertConversation, listVisibleConversations } from "@/lib/db/queries/conversations";
import { createConversationBody } from "./schema";

// The caller's visible conversations, newest first.
export const GET = route({}, async ({ caller }) => {
  if (!caller.user && !caller.visitorId) return [];
  const rows = await listVisibleConversations({ owner: requireOwner(caller) });
  return rows.map(conversationJson);
});

// Create a conversation (signed-in approved user or campaign access).
export const POST = route(
  { body: createConversationBody, rateLimit: ({ ip }) => [{ key: `conv-create:${ip}`, limit: 60, windowSeconds: 3600 }] },
  async ({ body, caller }) => {
    const owner = await requireChatAccess(caller);
    const row = await insertConversation({ owner, title: body.title });
    return Response.json(conversationJson(row), { status: 201 });
  },
);
