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
  onDelta?: (text: string) => void;
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
  const out: { result: SendResult | null; failure: Error | null } = { result: null, failure: null };
  await readSseStream(res.body, (e) => {
    if (e.event === "user") {
      const m = parse<ChatMessage>(e.data);
      if (m) handlers.onUser?.(m);
    } else if (e.event === "delta") {
      const d = parse<{ text?: string }>(e.data);
      if (d?.text) handlers.onDelta?.(d.text);
    } else if (e.event === "done") {
      out.result = parse<SendResult>(e.data);
    } else if (e.event === "error") {
      const err = parse<{ code?: string; message?: string }>(e.data);
      out.failure = new ChatStreamError(err?.code ?? "upstream_failed", err?.message ?? "The answer could not be completed.");
    }
  });
  if (out.failure) throw out.failure;
  if (!out.result) throw new ApiRequestError(502, "Bad Gateway", "The answer ended before it was complete.");
  return out.result;
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";
