// Browser calls for the instant chat. Failures throw an Error whose message is "{status}: {body}" (spec 8),
// with `status` and the server's error `code` attached for the UI's decisions.
import type { HelpCard } from "@/lib/safety/types";
import { ApiRequestError } from "@/lib/client/api";
import { ChatStreamError, followAnswer, isAbort, postChatTurn } from "@/lib/client/chat-stream";

export type ChatMessage = {
  id: string; role: "user" | "assistant"; content: string; createdAt?: string; pending?: boolean; failed?: boolean;
  /** The safety layer's help lines for this answer (shown above it), or null. */
  helpCard?: HelpCard | null;
};

export class ChatCallError extends Error {
  constructor(readonly status: number, readonly code: string | null, readonly serverMessage: string, body: string) {
    super(`${status}: ${body}`);
  }
}

async function failure(res: Response): Promise<ChatCallError> {
  const body = await res.text().catch(() => "");
  let code: string | null = null;
  let message = res.statusText;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } | string };
    if (typeof parsed.error === "object") {
      code = parsed.error.code ?? null;
      message = parsed.error.message ?? message;
    } else if (typeof parsed.error === "string") message = parsed.error;
  } catch {
    /* not JSON */
  }
  return new ChatCallError(res.status, code, message, body || res.statusText);
}

/** Parses an SSE body into (event, data) pairs. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let i: number;
    while ((i = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      let event = "message";
      let data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data += line.slice(5).trim();
      }
      try {
        yield { event, data: data ? JSON.parse(data) : null };
      } catch {
        /* a malformed event is skipped */
      }
    }
    if (done) return;
  }
}

type Msg = { id: string; role: "user" | "assistant"; content: string; createdAt?: string; helpCard?: HelpCard | null };
export type StartResult = { conversationId: string; userMessage: Msg; aiMessage: Msg };

/** Starts the instant conversation, streaming the answer's text through onDelta. */
export async function startInstantConversation(
  { question, deviceId, onDelta, signal }: { question: string; deviceId: string; onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<StartResult> {
  const res = await fetch("/api/instant-conversation", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ question, utmAccess: true, deviceId }),
    signal,
  });
  if (!res.ok || !res.body) throw await failure(res);
  // What a dropped connection needs to continue from GET …/stream (the answer goes on being written).
  const seen: { user: Msg | null; answer: (Msg & { conversationId: string }) | null; offset: number } = { user: null, answer: null, offset: 0 };
  try {
    for await (const { event, data } of readSse(res.body)) {
      if (event === "user") seen.user = data as Msg;
      else if (event === "answer") seen.answer = data as Msg & { conversationId: string };
      else if (event === "delta") {
        const text = (data as { text: string }).text;
        seen.offset += text.length;
        onDelta(text);
      } else if (event === "done") return data as StartResult;
      else if (event === "error") {
        // {code, message} (the chat routes' SSE helper), or the JSON error shape { error: {...} }.
        const d = data as { code?: string; message?: string; error?: { code: string; message: string } };
        const e = d.error ?? { code: d.code ?? "internal", message: d.message ?? "Something went wrong." };
        throw new ChatCallError(e.code === "quota_exceeded" ? 429 : 502, e.code, e.message, JSON.stringify(data));
      }
    }
  } catch (err) {
    if (err instanceof ChatCallError || isAbort(err) || !seen.answer) throw err;
  }
  if (seen.answer && seen.user) {
    const { conversationId } = seen.answer;
    const aiMessage = await followAnswer(`/api/conversations/${conversationId}/stream`, { messageId: seen.answer.id, after: seen.offset, signal, onDelta });
    return { conversationId, userMessage: seen.user, aiMessage };
  }
  throw new ChatCallError(502, "upstream_failed", "The answer was cut off.", "stream ended early");
}

/**
 * A follow-up message in an existing conversation (the chat routes), streamed like the first
 * answer: deltas through onDelta, a dropped connection continuing from where it was.
 */
export async function sendFollowUp({ conversationId, content, signal, onDelta }: { conversationId: string; content: string; signal?: AbortSignal; onDelta?: (text: string) => void }) {
  try {
    const r = await postChatTurn(`/api/conversations/${conversationId}/messages`, { content, role: "user" }, {
      signal, onDelta, followPath: `/api/conversations/${conversationId}/stream`,
    });
    return r as { aiMessage?: Msg | null; userMessage?: Msg | null; shouldPromptSignup?: boolean };
  } catch (err) {
    if (err instanceof ApiRequestError) throw new ChatCallError(err.status, err.code, err.serverMessage ?? err.message, err.message);
    if (err instanceof ChatStreamError) throw new ChatCallError(502, err.code, err.message, err.message);
    throw err;
  }
}

/** Asks for campaign access with the page's grant; true on success (failure is only logged by callers). */
export async function requestCampaignAccess(params: Record<string, string>): Promise<boolean> {
  const res = await fetch(`/api/utm-access?${new URLSearchParams(params).toString()}`, { credentials: "same-origin" });
  // The body is read (and dropped) so the request completes: left unread, Chromium never finished it,
  // and Lighthouse waited its full 45 s for the network to go quiet on every campaign page.
  await res.arrayBuffer().catch(() => undefined);
  return res.ok;
}
