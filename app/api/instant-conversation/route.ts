import { route } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";
import { userBudgetFor } from "@/lib/chat/user-budget";
import { chatAccess } from "@/lib/chat/access";
import { startInstantConversation } from "@/lib/chat/instant";
import { messageJson } from "@/lib/chat/serialize";
import { shouldPromptSignup } from "@/lib/chat/signup-prompt";
import { answerJsonOrStream } from "@/lib/chat/answer-response";
import type { Caller } from "@/lib/auth/caller";
import { instantConversationBody } from "./schema";

/** The instant chat is for campaign access holders: 401 with no identity at all, 403 without the campaign cookie. */
function requireCampaignAccess(caller: Caller): void {
  if (!caller.user && !caller.visitorId) throw new ApiError("unauthorized", "Authentication required for conversation creation");
  if (!caller.hasCampaignAccess) throw new ApiError("forbidden", "Campaign access is required for the instant chat.");
}

// The ad visitor's first question: creates the conversation and answers it. JSON, or Server-Sent
// Events (user, delta..., done | error) like the chat route when the client accepts text/event-stream.
// Campaign visitors are metered by the daily quota (429 quota_exceeded past it).
export const POST = route(
  { body: instantConversationBody, rateLimit: ({ ip }) => [{ key: `instant:${ip}`, limit: 30, windowSeconds: 600 }] },
  async ({ body, caller, ip, req }) => {
    requireCampaignAccess(caller);
    const access = await chatAccess(caller);
    const input = { owner: access.owner, question: body.question, ip, metered: access.metered, budget: userBudgetFor(caller) };
    const result = (r: Awaited<ReturnType<typeof startInstantConversation>>) => ({
      conversationId: r.conversation.id,
      userMessage: messageJson(r.userMessage),
      aiMessage: messageJson(r.aiMessage),
      shouldPromptSignup: shouldPromptSignup({ signedIn: !!caller.user, questionCount: r.questionCount }),
    });
    return answerJsonOrStream(req, async (hooks) => result(await startInstantConversation({ ...input, ...hooks })));
  },
);
