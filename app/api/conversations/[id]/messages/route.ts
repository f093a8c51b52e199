import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { userBudgetFor } from "@/lib/chat/user-budget";
import { chatAccess, quotaSubject, requireOwner } from "@/lib/chat/access";
import { messageJson, sendResultJson } from "@/lib/chat/serialize";
import { sendMessage } from "@/lib/chat/send-message";
import { shouldPromptSignup } from "@/lib/chat/signup-prompt";
import { answerJsonOrStream } from "@/lib/chat/answer-response";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { listMessages } from "@/lib/db/queries/messages";
import { feedbackForMessages } from "@/lib/db/queries/answer-feedback";
import { feedbackJson } from "@/lib/chat/feedback";
import { sendMessageBody } from "../../schema";

// The conversation's messages, oldest first.
export const GET = route({}, async ({ caller, params }) => {
  const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
  if (!conversation) throw notFound("Conversation not found");
  const rows = await listMessages({ conversationId: conversation.id });
  // chat-keep: each answer carries the reader's rating, so thumbs show as chosen after a reload.
  const ratings = await feedbackForMessages({ messageIds: rows.filter((m) => m.role === "assistant").map((m) => m.id) });
  return rows.map((m) => ({ ...messageJson(m), feedback: feedbackJson(ratings.get(m.id)) }));
});

// Post the user's message and answer with the assistant's reply: JSON, or Server-Sent Events
// (user, delta..., done | error) when the client accepts text/event-stream.
export const POST = route(
  { body: sendMessageBody, rateLimit: ({ ip }) => [{ key: `msg:${ip}`, limit: 120, windowSeconds: 3600 }] },
  async ({ body, caller, params, req, ip }) => {
    const access = await chatAccess(caller);
    const conversation = await findOwnedConversation({ id: params.id!, owner: access.owner });
    if (!conversation) throw notFound("Conversation not found");
    const promptSignup = (questionCount: number) => shouldPromptSignup({ signedIn: !!caller.user, questionCount });
    const input = { conversation, owner: access.owner, content: body.content, ip, quota: quotaSubject(access, ip), budget: userBudgetFor(caller) };
    return answerJsonOrStream(req, async (hooks) => sendResultJson(await sendMessage({ ...input, ...hooks }), { promptSignup }));
  },
);
