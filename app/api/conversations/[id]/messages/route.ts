import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { userBudgetFor } from "@/lib/chat/user-budget";
import { chatAccess, quotaSubject, requireOwner } from "@/lib/chat/access";
import { ownerOf } from "@/lib/chat/owner";
import { messageJson, sendResultJson } from "@/lib/chat/serialize";
import { sendMessage } from "@/lib/chat/send-message";
import { shouldPromptSignup } from "@/lib/chat/signup-prompt";
import { answerJsonOrStream } from "@/lib/chat/answer-response";
import { findOwnedConversation, findOwnedConversationForMessage, userWithConversationForMessage } from "@/lib/db/queries/conversations";
import { readActivePage } from "@/lib/chat/branches";
import { feedbackForMessages } from "@/lib/db/queries/answer-feedback";
import { feedbackJson } from "@/lib/chat/feedback";
import { messagesQuery, sendMessageBody } from "../../schema";

// The path the owner sees, oldest first: the latest page (`?before=` the cursor for older ones).
// The body stays the spec's message list; the cursor travels in the X-Older-Cursor header.
export const GET = route({ query: messagesQuery }, async ({ caller, params, query }) => {
  const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
  if (!conversation) throw notFound("Conversation not found");
  const page = await readActivePage({ conversationId: conversation.id, before: query.before, limit: query.limit });
  const headers: Record<string, string> = page.olderCursor ? { "X-Older-Cursor": page.olderCursor } : {};
  // chat-keep: each answer carries the reader's rating, so thumbs show as chosen after a reload.
  const ratings = await feedbackForMessages({ messageIds: page.messages.filter((m) => m.role === "assistant").map((m) => m.id) });
  return NextResponse.json(page.messages.map((m) => ({ ...messageJson(m), feedback: feedbackJson(ratings.get(m.id)) })), { headers });
});

// Post the user's message and answer with the assistant's reply: JSON, or Server-Sent Events
// (user, delta..., done | error) when the client accepts text/event-stream.
export const POST = route(
  {
    body: sendMessageBody,
    addressLimits: (ip) => [{ key: `msg:${ip}`, limit: 120, windowSeconds: 3600 }],
    // A signed-in caller's conversation (with whether they hide any, for the hide-phrase check) and
    // their linked waiting-list entry (for the access check) come with their user row: one round
    // trip before the question is saved, where there were two.
    // The message limit above is counted in the same statement when the caller has a session.
    readWithUser: (userId, params, hit) => userWithConversationForMessage({ userId, conversationId: params.id ?? "", hit }),
  },
  async ({ body, caller, params, req, ip, preread }) => {
    // Anyone else (a visitor): the access check and the conversation lookup are independent
    // reads, made together (chatAccess's owner is always ownerOf(caller) when it passes).
    const owner = ownerOf(caller);
    const [access, conversation] = preread
      ? [await chatAccess(caller, preread), preread.conversation]
      : await Promise.all([chatAccess(caller), owner ? findOwnedConversationForMessage({ id: params.id!, owner }) : null]);
    if (!conversation) throw notFound("Conversation not found");
    const promptSignup = (questionCount: number) => shouldPromptSignup({ signedIn: !!caller.user, questionCount });
    const input = {
      conversation, owner: access.owner, content: body.content, parentId: body.parentId, ip, quota: quotaSubject(access, ip), budget: userBudgetFor(caller),
      ownerHasHidden: conversation.ownerHasHidden,
    };
    return answerJsonOrStream(req, async (hooks) => sendResultJson(await sendMessage({ ...input, ...hooks }), { promptSignup }));
  },
);
