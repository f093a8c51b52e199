import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { userBudgetFor } from "@/lib/chat/user-budget";
import { chatAccess, quotaSubject } from "@/lib/chat/access";
import { messageJson } from "@/lib/chat/serialize";
import { regenerateAnswer } from "@/lib/chat/send-message";
import { shouldPromptSignup } from "@/lib/chat/signup-prompt";
import { answerJsonOrStream } from "@/lib/chat/answer-response";
import { findOwnedConversation } from "@/lib/db/queries/conversations";

// Answer the last question shown again; the new answer is a sibling take (the old one is kept)
// and replacedMessageId names the take it now stands in for on the path shown.
// JSON, or Server-Sent Events (delta..., done | error) with Accept: text/event-stream.
export const POST = route(
  { rateLimit: ({ ip }) => [{ key: `msg:${ip}`, limit: 120, windowSeconds: 3600 }] },
  async ({ caller, params, req, ip }) => {
    const access = await chatAccess(caller);
    const conversation = await findOwnedConversation({ id: params.id!, owner: access.owner });
    if (!conversation) throw notFound("Conversation not found");
    const quota = quotaSubject(access, ip);
    const toJson = (r: Awaited<ReturnType<typeof regenerateAnswer>>) => ({
      aiMessage: messageJson(r.aiMessage),
      replacedMessageId: r.replacedId,
      shouldPromptSignup: shouldPromptSignup({ signedIn: !!caller.user, questionCount: r.questionCount }),
    });
    return answerJsonOrStream(req, async (hooks) => toJson(await regenerateAnswer({ conversation, quota, budget: userBudgetFor(caller), ...hooks })));
  },
);
