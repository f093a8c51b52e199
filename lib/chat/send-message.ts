import type { ChatTurn } from "@/lib/ai/model";
import { reviewFinalAnswer } from "@/lib/ai/final-answer";
import { runTurn, type TurnResult } from "@/lib/ai/pipeline";
import { isSafetyMessage, type HelpCard } from "@/lib/safety";
import { deleteMessage, insertMessage, listMessages, type MessageRow } from "@/lib/db/queries/messages";
import { touchConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import { ApiError } from "@/lib/http/errors";
import { titleFromQuestion } from "./title";
import { revealHidden } from "./hide";
import { consumeQuota, type QuotaSubject } from "./quota";
import { consumeUserBudget, type UserBudgetSubject } from "./user-budget";
import type { Owner } from "./owner";

export type StreamHooks = {
  signal?: AbortSignal;
  /** Each piece of the answer as it arrives (for streaming). */
  onDelta?: (delta: string) => void;
  /** The user's message once it is saved, before the model runs. */
  onUserMessage?: (message: MessageRow) => void;
};

export type SendOutcome =
  | { kind: "revealed"; hiddenConversations: ConversationRow[] }
  | { kind: "answered"; userMessage: MessageRow; aiMessage: MessageRow; questionCount: number };

/**
 * The single path that saves a question and answers it. A message equal to one of the owner's
 * hide phrases reveals those conversations instead: it is neither stored nor sent to the model.
 * Otherwise the visitor quota is counted (not for a message that raises a safety concern: its
 * help comes from data, and nobody in danger should meet a quota), the user's message is saved
 * first (a model failure never loses it), the first question titles the conversation, and the
 * answer is saved.
 */
export async function sendMessage({
  conversation, owner, content, ip, quota, budget = null, allowReveal = true, signal, onDelta, onUserMessage,
}: StreamHooks & {
  conversation: Pick<ConversationRow, "id">;
  owner: Owner;
  content: string;
  /** The caller's address: a message that could be a hide phrase counts against its guess limit. */
  ip: string;
  /** The metered visitor, or null for unmetered users. */
  quota: QuotaSubject | null;
  /** The signed-in user's daily answer budget (lib/chat/user-budget.ts), or null. */
  budget?: UserBudgetSubject | null;
  allowReveal?: boolean;
}): Promise<SendOutcome> {
  if (allowReveal) {
    const hiddenConversations = await revealHidden({ owner, phrase: content, ip, from: "message" });
    if (hiddenConversations.length) return { kind: "revealed", hiddenConversations };
  }
  // Nobody in danger meets a quota or budget: that help comes from data, not the model.
  const danger = isSafetyMessage(content);
  if (quota && !danger) await consumeQuota(quota);
  if (budget && !danger) await consumeUserBudget(budget);
  const userMessage = await insertMessage({ conversationId: conversation.id, role: "user", content });
  onUserMessage?.(userMessage);
  // Independent writes and reads: in parallel, to keep the time to the first token short.
  const [history] = await Promise.all([
    historyFor(conversation.id),
    touchConversation({ id: conversation.id, titleIfDefault: titleFromQuestion(content) }),
  ]);
  const aiMessage = await answer({ conversationId: conversation.id, history, signal, onDelta });
  return { kind: "answered", userMessage, aiMessage, questionCount: history.filter((t) => t.role === "user").length };
}

/**
 * Answers the last question again. The new answer replaces the last assistant answer once it is
 * saved (a failed retry keeps the old one); after a failed answer it simply answers the question.
 */
export async function regenerateAnswer({
  conversation, quota, budget = null, signal, onDelta, onStart,
}: Omit<StreamHooks, "onUserMessage"> & {
  conversation: Pick<ConversationRow, "id">;
  quota: QuotaSubject | null;
  budget?: UserBudgetSubject | null;
  /** Called once the checks passed, right before the model runs. */
  onStart?: () => void;
}): Promise<{ aiMessage: MessageRow; replacedId: string | null; questionCount: number }> {
  const rows = await listMessages({ conversationId: conversation.id });
  const last = rows[rows.length - 1];
  if (!last) throw new ApiError("conflict", "There is no question to answer again in this conversation.");
  const replaces = last.role === "assistant" ? last : null;
  const history = toHistory(replaces ? rows.slice(0, -1) : rows);
  if (!history.some((t) => t.role === "user")) throw new ApiError("conflict", "There is no question to answer again in this conversation.");
  if (quota) await consumeQuota(quota);
  if (budget) await consumeUserBudget(budget);
  onStart?.();
  // A different take than the answer it replaces (the embedded answerer varies its picks or angle).
  const aiMessage = await answer({ conversationId: conversation.id, history, signal, onDelta, replacesId: replaces?.id, previous: replaces?.content });
  return { aiMessage, replacedId: replaces?.id ?? null, questionCount: history.filter((t) => t.role === "user").length };
}

export async function historyFor(conversationId: string): Promise<ChatTurn[]> {
  return toHistory(await listMessages({ conversationId }));
}

const toHistory = (rows: MessageRow[]): ChatTurn[] =>
  rows.filter((m) => m.status !== "error").map((m) => ({ role: m.role, content: m.content }));

/**
 * Runs one turn over `history` (lib/ai/pipeline: safety first, then the engine, then the review)
 * and stores the answer with its help card: complete, or partial when stopped. The stored text is
 * the reviewed one, so it may differ from what was streamed.
 */
export async function answer({
  conversationId, history, signal, onDelta, replacesId, variant, previous,
}: { conversationId: string; history: ChatTurn[]; signal?: AbortSignal; onDelta?: (delta: string) => void; replacesId?: string; variant?: number; previous?: string }): Promise<MessageRow> {
  let streamed = "";
  let result: TurnResult;
  const started = Date.now();
  // The engine and the time to the whole answer go with it, for the admin's analytics (issue 12).
  const save = (r: { text: string; helpCard: HelpCard | null; engine?: string }, status: "complete" | "partial") =>
    saveAnswer({ conversationId, content: r.text, helpCard: r.helpCard, status, replacesId, engine: r.engine ?? null, latencyMs: Date.now() - started });
  const turn = runTurn({ history, signal, variant, previous });
  try {
    for (;;) {
      const step = await turn.next();
      if (step.done) {
        result = step.value;
        break;
      }
      streamed += step.value;
      onDelta?.(step.value);
    }
  } catch (err) {
    if (signal?.aborted) return stopped(streamed, () => save(reviewFinalAnswer({ history, text: streamed }), "partial"));
    if (err instanceof ApiError) throw err;
    throw new ApiError("upstream_failed", "The assistant could not answer just now. Your message is saved; please try again.");
  }
  if (signal?.aborted) return stopped(streamed, () => save(result, "partial"));
  if (!streamed.trim()) throw new ApiError("upstream_failed", "The assistant returned an empty answer. Your message is saved; please try again.");
  return save(result, "complete");
}

function stopped(text: string, save: () => Promise<MessageRow>): Promise<MessageRow> {
  if (text.trim()) return save();
  throw new ApiError("upstream_failed", "Stopped before the assistant wrote anything.");
}

async function saveAnswer({ conversationId, content, helpCard, status, replacesId, engine, latencyMs }: {
  conversationId: string; content: string; helpCard: HelpCard | null; status: string; replacesId?: string; engine: string | null; latencyMs: number;
}): Promise<MessageRow> {
  if (replacesId) await deleteMessage({ id: replacesId });
  const row = await insertMessage({ conversationId, role: "assistant", content, helpCard, status, engine, latencyMs });
  await touchConversation({ id: conversationId });
  return row;
}
