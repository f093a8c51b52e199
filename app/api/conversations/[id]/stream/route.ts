import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { followAnswer, resumeOffset } from "@/lib/chat/follow-answer";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { findAnswerRow } from "@/lib/db/queries/answer-rows";
import { followAnswerQuery } from "../../schema";

// Follow an answer (the latest, or `messageId`) from character `after` (or Last-Event-ID) as
// Server-Sent Events read from the database: delta..., then done {aiMessage} or error. Any app
// server can serve it, whichever one writes the answer.
export const GET = route(
  { query: followAnswerQuery, rateLimit: ({ ip }) => [{ key: `follow:${ip}`, limit: 600, windowSeconds: 3600 }] },
  async ({ query, caller, params, req }) => {
    const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
    if (!conversation) throw notFound("Conversation not found");
    const row = await findAnswerRow({ conversationId: conversation.id, messageId: query.messageId });
    if (!row) throw notFound("There is no answer to follow in this conversation");
    return followAnswer({ row, after: resumeOffset(query.after, req.headers.get("last-event-id")), signal: req.signal });
  },
);
