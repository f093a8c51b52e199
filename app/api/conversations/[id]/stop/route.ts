import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { stopAnswer } from "@/lib/chat/stop-answer";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { stopAnswerBody } from "../../schema";

// Stop the answer this conversation is writing, whichever server writes it: it is saved as
// partial (or dropped when nothing was written yet); the question always stays.
export const POST = route(
  { body: stopAnswerBody, rateLimit: ({ ip }) => [{ key: `stop:${ip}`, limit: 240, windowSeconds: 3600 }] },
  async ({ body, caller, params }) => {
    const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
    if (!conversation) throw notFound("Conversation not found");
    return stopAnswer({ conversationId: conversation.id, messageId: body.messageId });
  },
);
