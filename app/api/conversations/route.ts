import { route } from "@/lib/http/route";
import { offerFastLane } from "@/lib/http/fast-lane";
import { requireChatAccess, requireOwner } from "@/lib/chat/access";
import { conversationJson } from "@/lib/chat/serialize";
import { insertConversation, listVisibleConversations, userWithVisibleConversations } from "@/lib/db/queries/conversations";
import { createConversationBody } from "./schema";

const visibleConversationsWithUser = async (userId: string) => {
  const { user, items } = await userWithVisibleConversations({ userId });
  return { user, data: items };
};

// The caller's visible conversations, newest first. A signed-in caller's list is read in the same
// query as their user row (one round trip, already in the answer's shape); visitors and anyone
// whose session fails the checks are served by the usual read.
export const GET = route({ readWithUser: visibleConversationsWithUser }, async ({ caller, preread }) => {
  if (!caller.user && !caller.visitorId) return [];
  if (preread) return preread;
  return (await listVisibleConversations({ owner: requireOwner(caller) })).map(conversationJson);
});
// Served in front of Next by `npm start` once this module is loaded (lib/http/fast-lane.ts).
offerFastLane("/api/conversations", GET);

// Create a conversation (signed-in approved user or campaign access).
export const POST = route(
  { body: createConversationBody, rateLimit: ({ ip }) => [{ key: `conv-create:${ip}`, limit: 60, windowSeconds: 3600 }] },
  async ({ body, caller }) => {
    const owner = await requireChatAccess(caller);
    const row = await insertConversation({ owner, title: body.title });
    return Response.json(conversationJson(row), { status: 201 });
  },
);
