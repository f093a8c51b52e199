import { ApiRequestError, ensureOk } from "./api";
import { readSseStream } from "@/lib/chat-ui/sse";
import type { ChatMessage, SendResult } from "@/lib/chat-ui/types";

/** An `error` event inside an otherwise successful stream. */
export class ChatStreamError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "ChatStreamError";
    this.code = code;
  }
}

type TurnHandlers = {
  signal?: AbortSignal;
  onUser?: (message: ChatMessage) => void;
  /** The answer's row exists on the server (its id is what Stop and a reconnect name). */
  onAnswer?: (message: ChatMessage) => void;
  onDelta?: (text: string) => void;
  /** GET path that follows this conversation's answer (…/stream): a dropped stream continues there. */
  followPath?: string;
};

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * One chat turn (send or regenerate). Asks for Server-Sent Events and reports deltas as they
 * arrive; a server that answers plain JSON is accepted too. Resolves with the `done` payload,
 * which has the same shape as the non-streaming answer. Aborting the signal stops the answer.
 */
export async function postChatTurn(path: string, body: unknown, handlers: TurnHandlers = {}): Promise<SendResult> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
    signal: handlers.signal,
  });
  await ensureOk(res);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !res.body) return (await res.json()) as SendResult;

  // Set from inside the event callback, so kept in an object (closures defeat narrowing).
  const out: { result: SendResult | null; failure: Error | null; user: ChatMessage | null; answerId: string | null; offset: number } =
    { result: null, failure: null, user: null, answerId: null, offset: 0 };
  try {
    await readSseStream(res.body, (e) => {
      if (e.event === "user") {
        out.user = parse<ChatMessage>(e.data);
        if (out.user) handlers.onUser?.(out.user);
      } else if (e.event === "answer") {
        const m = parse<ChatMessage>(e.data);
        if (m) {
          out.answerId = m.id;
          handlers.onAnswer?.(m);
        }
      } else if (e.event === "delta") {
        const d = parse<{ text?: string }>(e.data);
        if (d?.text) {
          out.offset += d.text.length;
          handlers.onDelta?.(d.text);
        }
      } else if (e.event === "done") {
        out.result = parse<SendResult>(e.data);
      } else if (e.event === "error") {
        const err = parse<{ code?: string; message?: string }>(e.data);
        out.failure = new ChatStreamError(err?.code ?? "upstream_failed", err?.message ?? "The answer could not be completed.");
      }
    });
  } catch (err) {
    // The connection dropped mid-answer (network, sleep): the server goes on writing it.
    if (isAbort(err) || !out.answerId || !handlers.followPath) throw err;
  }
  if (out.failure) throw out.failure;
  if (!out.result && out.answerId && handlers.followPath) {
    const aiMessage = await followAnswer(handlers.followPath, { messageId: out.answerId, after: out.offset, signal: handlers.signal, onDelta: handlers.onDelta });
    return { userMessage: out.user, aiMessage, hiddenConversations: [], newConversationId: null, shouldPromptSignup: false };
  }
  if (!out.result) throw new ApiRequestError(502, "Bad Gateway", "The answer ended before it was complete.");
  return out.result;
}

const RETRY_MS = [500, 1000, 2000, 4000, 8000, 15000];
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => { clearTimeout(t); reject(new DOMException("Aborted", "AbortError")); }, { once: true });
  });

/**
 * Follows an answer being written (GET …/stream) from character `after`, reconnecting with backoff
 * when the connection drops; each delta's event id is the offset to continue from, so no text is
 * repeated or lost. Resolves with the saved answer; throws on an `error` event or an HTTP error.
 */
export async function followAnswer(
  path: string,
  { messageId, after = 0, signal, onDelta }: { messageId?: string; after?: number; signal?: AbortSignal; onDelta?: (text: string) => void },
): Promise<ChatMessage> {
  let offset = after;
  for (let attempt = 0; ; attempt++) {
    const before = offset;
    const query = new URLSearchParams({ after: String(offset), ...(messageId ? { messageId } : {}) });
    const out: { done: ChatMessage | null; failure: Error | null } = { done: null, failure: null };
    try {
      const res = await fetch(`${path}?${query.toString()}`, { credentials: "same-origin", headers: { Accept: "text/event-stream" }, signal });
      await ensureOk(res);
      await readSseStream(res.body!, (e) => {
        if (e.event === "delta") {
          const d = parse<{ text?: string }>(e.data);
          if (!d?.text) return;
          offset = e.id && Number.isSafeInteger(Number(e.id)) ? Number(e.id) : offset + d.text.length;
          onDelta?.(d.text);
        } else if (e.event === "done") {
          out.done = parse<{ aiMessage?: ChatMessage }>(e.data)?.aiMessage ?? null;
        } else if (e.event === "error") {
          const err = parse<{ code?: string; message?: string }>(e.data);
          out.failure = new ChatStreamError(err?.code ?? "upstream_failed", err?.message ?? "The answer could not be completed.");
        }
      });
    } catch (err) {
      // 4xx (gone, not yours) is final; 5xx and network failures (a server restarting) retry.
      if (isAbort(err) || (err instanceof ApiRequestError && err.status < 500)) throw err;
    }
    if (out.failure) throw out.failure;
    if (out.done) return out.done;
    // Progress resets the backoff; a dead connection retries for about half a minute.
    if (offset > before) attempt = 0;
    if (attempt >= RETRY_MS.length) throw new ApiRequestError(503, "Service Unavailable", "The answer could not be loaded. Please check your connection.");
    await sleep(RETRY_MS[attempt]!, signal);
  }
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";
