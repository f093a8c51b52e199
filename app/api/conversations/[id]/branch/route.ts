import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { switchBranch } from "@/lib/chat/branches";
import { findOwnedConversation } from "@/lib/db/queries/conversations";
import { switchBranchBody } from "../../schema";

// Show the branch through one message (the arrows under an edited question or a regenerated answer).
export const PUT = route(
  { body: switchBranchBody, rateLimit: ({ ip }) => [{ key: `branch:${ip}`, limit: 600, windowSeconds: 3600 }] },
  async ({ body, caller, params }) => {
    const conversation = await findOwnedConversation({ id: params.id!, owner: requireOwner(caller) });
    if (!conversation) throw notFound("Conversation not found");
    return { success: true, ...(await switchBranch({ conversationId: conversation.id, messageId: body.messageId })) };
  },
);
