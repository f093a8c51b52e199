import { route } from "@/lib/http/route";
import { ApiError, errorBody } from "@/lib/http/errors";
import { messageJson } from "@/lib/chat/serialize";
import { startInstantConversation } from "@/lib/campaign/instant-conversation";
import { assertCampaignQuota, consumeCampaignQuota } from "@/lib/campaign/quota";
import type { Caller } from "@/lib/auth/caller";
import type { Owner } from "@/lib/chat/owner";
import { instantConversationBody } from "./schema";

/** Campaign access holders (or signed-in users who also hold it) own it by their user or visitor cookie. */
function instantOwner(caller: Caller): Owner {
  if (!caller.user && !caller.visitorId) throw new ApiError("unauthorized", "Authentication required for conversation creation");
  if (!caller.hasCampaignAccess) throw new ApiError("forbidden", "Campaign access is required for the instant chat.");
  return caller.user ? { kind: "user", userId: caller.user.id } : { kind: "visitor", visitorId: caller.visitorId! };
}

// The ad visitor's first question: creates the conversation and answers it (JSON, or SSE on request).
export const POST = route(
  { body: instantConversationBody, rateLimit: ({ ip }) => [{ key: `instant:${ip}`, limit: 30, windowSeconds: 600 }] },
  async ({ body, caller, ip, req }) => {
    const owner = instantOwner(caller);
    const quotaWho = { visitorId: caller.visitorId, ip };
    await assertCampaignQuota(quotaWho);
    await consumeCampaignQuota(quotaWho);

    if ((req.headers.get("accept") ?? "").includes("text/event-stream")) return stream(owner, body.question, req.signal);

    const { conversation, userMessage, aiMessage } = await startInstantConversation({ owner, question: body.question, signal: req.signal });
    return { conversationId: conversation.id, userMessage: messageJson(userMessage), aiMessage: messageJson(aiMessage), shouldPromptSignup: false };
  },
);

/** Same events as the chat route: user (saved question), delta (text), done (saved answer), error. */
function stream(owner: Owner, question: string, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          /* client went away */
        }
      };
      try {
        const { conversation, userMessage, aiMessage } = await startInstantConversation({
          owner, question, signal,
          onUser: (c, m) => send("user", { conversationId: c.id, message: messageJson(m) }),
          onDelta: (text) => send("delta", { text }),
        });
        send("done", { conversationId: conversation.id, userMessage: messageJson(userMessage), aiMessage: messageJson(aiMessage), shouldPromptSignup: false });
      } catch (err) {
        const e = err instanceof ApiError ? err : new ApiError("upstream_failed", "The assistant could not answer just now. Please try again.");
        send("error", errorBody(e.code, e.message));
      } finally {
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      }
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" } });
}
