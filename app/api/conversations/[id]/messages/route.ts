import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireChatAccess, requireOwner } from "@/lib/chat/access";
import { messageJson } from "@/lib/chat/serialize";
import { sendMessage } from "@/lib/chat/send-message";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { listMessages } from "@/lib/db/queries/messages";
import { sendMessageBody } from "../../schema";

// The conversation's messages, oldest first.
export const GET = route({}, async ({ caller, params }) => {
  const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
  if (!conversation) throw notFound("Conversation not found");
  return (await listMessages({ conversationId: conversation.id })).map(messageJson);
});

// Post the user's message and answer with the assistant's reply.
export const POST = route(
  { body: sendMessageBody, rateLimit: ({ ip }) => [{ key: `msg:${ip}`, limit: 120, windowSeconds: 3600 }] },
  async ({ body, caller, params, req }) => {
    const owner = await requireChatAccess(caller);
    const conversation = await findOwnedConversation({ id: params.id!, owner });
    if (!conversation) throw notFound("Conversation not found");
    const { userMessage, aiMessage } = await sendMessage({ conversationId: conversation.id, content: body.content, signal: req.signal });
    return {
      userMessage: messageJson(userMessage),
      aiMessage: messageJson(aiMessage),
      newConversationId: null,
      hiddenConversations: [],
      shouldPromptSignup: !caller.user,
    };
  },
);
