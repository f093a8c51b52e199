import { getChatModel, type ChatTurn } from "@/lib/ai/model";
import { insertMessage, listMessages, type MessageRow } from "@/lib/db/queries/messages";
import { touchConversation } from "@/lib/db/queries/conversations";
import { ApiError } from "@/lib/http/errors";
import { titleFromQuestion } from "./title";

export type SendResult = { userMessage: MessageRow; aiMessage: MessageRow };

/**
 * Saves the user's message first (a model failure never loses it), then asks the model with the
 * conversation so far and saves its answer. `onDelta` sees each piece as it arrives (for streaming).
 * A stop (signal aborted) keeps what was written as a partial answer.
 */
export async function sendMessage({
  conversationId, content, signal, onDelta,
}: { conversationId: string; content: string; signal?: AbortSignal; onDelta?: (delta: string) => void }): Promise<SendResult> {
  const userMessage = await insertMessage({ conversationId, role: "user", content });
  await touchConversation({ id: conversationId, titleIfDefault: titleFromQuestion(content) });
  const history = await historyFor(conversationId);
  const aiMessage = await answer({ conversationId, history, signal, onDelta });
  return { userMessage, aiMessage };
}

export async function historyFor(conversationId: string): Promise<ChatTurn[]> {
  const rows = await listMessages({ conversationId });
  return rows.filter((m) => m.status !== "error").map((m) => ({ role: m.role, content: m.content }));
}

/** Runs the model over `history` and stores the answer (complete, or partial when stopped). */
export async function answer({
  conversationId, history, signal, onDelta,
}: { conversationId: string; history: ChatTurn[]; signal?: AbortSignal; onDelta?: (delta: string) => void }): Promise<MessageRow> {
  let text = "";
  try {
    for await (const delta of getChatModel().stream({ history, signal })) {
      text += delta;
      onDelta?.(delta);
    }
  } catch (err) {
    if (signal?.aborted && text) return saveAnswer(conversationId, text, "partial");
    if (err instanceof ApiError) throw err;
    throw new ApiError("upstream_failed", "The assistant could not answer just now. Your message is saved; please try again.");
  }
  if (signal?.aborted) return saveAnswer(conversationId, text, "partial");
  if (!text.trim()) throw new ApiError("upstream_failed", "The assistant returned an empty answer. Your message is saved; please try again.");
  return saveAnswer(conversationId, text, "complete");
}

async function saveAnswer(conversationId: string, content: string, status: string): Promise<MessageRow> {
  const row = await insertMessage({ conversationId, role: "assistant", content, status });
  await touchConversation({ id: conversationId });
  return row;
}


