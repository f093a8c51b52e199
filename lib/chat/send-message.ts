import type { ChatTurn } from "@/lib/ai/model";
import { reviewFinalAnswer } from "@/lib/ai/final-answer";
import { runTurn, type TurnResult } from "@/lib/ai/pipeline";
import { isSafetyMessage, type HelpCard } from "@/lib/safety";
import { deleteMessage, insertMessage, listMessages, type MessageRow } from "@/lib/db/queries/messages";
import { finishAnswerRow, LIVE_STATUSES } from "@/lib/db/queries/answer-rows";
import { trackAnswer } from "@/lib/server/answers-in-flight";
import { touchConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import { ApiError } from "@/lib/http/errors";
import { titleFromQuestion } from "./title";
import { answerWriter, startAnswerRow } from "./answer-writer";
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
  /** The answer's row once it exists (status 'streaming'): its id is what a reconnect follows. */
  onAnswerStart?: (row: MessageRow) => void;
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
  conversation, owner, content, ip, quota, budget = null, allowReveal = true, signal, onDelta, onUserMessage, onAnswerStart,
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
  const aiMessage = await answer({ conversationId: conversation.id, history, signal, onDelta, onAnswerStart });
  return { kind: "answered", userMessage, aiMessage, questionCount: history.filter((t) => t.role === "user").length };
}

/**
 * Answers the last question again. The new answer replaces the last assistant answer once it is
 * saved (a failed retry keeps the old one); after a failed answer it simply answers the question.
 */
export async function regenerateAnswer({
  conversation, quota, budget = null, signal, onDelta, onStart, onAnswerStart,
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
  if (isLive(last.status)) throw new ApiError("conflict", "The answer is still being written. Stop it first, or wait for it to finish.");
  const replaces = last.role === "assistant" ? last : null;
  const history = toHistory(replaces ? rows.slice(0, -1) : rows);
  if (!history.some((t) => t.role === "user")) throw new ApiError("conflict", "There is no question to answer again in this conversation.");
  if (quota) await consumeQuota(quota);
  if (budget) await consumeUserBudget(budget);
  onStart?.();
  // A different take than the answer it replaces (the embedded answerer varies its picks or angle).
  const aiMessage = await answer({ conversationId: conversation.id, history, signal, onDelta, onAnswerStart, replacesId: replaces?.id, previous: replaces?.content });
  return { aiMessage, replacedId: replaces?.id ?? null, questionCount: history.filter((t) => t.role === "user").length };
}

export async function historyFor(conversationId: string): Promise<ChatTurn[]> {
  return toHistory(await listMessages({ conversationId }));
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

// Failed answers and answers still being written are not part of what the model is told.
const toHistory = (rows: MessageRow[]): ChatTurn[] =>
  rows.filter((m) => m.status !== "error" && !isLive(m.status)).map((m) => ({ role: m.role, content: m.content }));

/**
 * Runs one turn over `history` (lib/ai/pipeline: safety first, then the engine, then the review)
 * and stores the answer with its help card: complete, or partial when stopped. The row exists from
 * the start (status 'streaming', text flushed as it grows: lib/chat/answer-writer.ts), so a reader
 * who reloads follows it, and generation goes on when the client goes away; only a stop request,
 * `signal` or a shutdown past its grace period stops it. The stored text is the reviewed one, so it
 * may differ from what was streamed. A failed or empty answer leaves no row.
 */
export async function answer({
  conversationId, history, signal, onDelta, onAnswerStart, replacesId, variant, previous,
}: { conversationId: string; history: ChatTurn[]; signal?: AbortSignal; onDelta?: (delta: string) => void; onAnswerStart?: (row: MessageRow) => void; replacesId?: string; variant?: number; previous?: string }): Promise<MessageRow> {
  const row = await startAnswerRow({ conversationId });
  const controller = new AbortController();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const untrack = trackAnswer(controller, row.id);
  const writer = answerWriter({ id: row.id, controller });
  onAnswerStart?.(row);
  const stopSignal = controller.signal;
  let streamed = "";
  let result: TurnResult;
  const save = async (r: { text: string; helpCard: HelpCard | null }, status: "complete" | "partial") => {
    await writer.close();
    return saveAnswer({ id: row.id, conversationId, content: r.text, helpCard: r.helpCard, status, replacesId });
  };
  const drop = async (err: ApiError): Promise<never> => {
    await writer.close();
    await deleteMessage({ id: row.id });
    throw err;
  };
  try {
    const turn = runTurn({ history, signal: stopSignal, variant, previous });
    try {
      for (;;) {
        const step = await turn.next();
        if (step.done) {
          result = step.value;
          break;
        }
        streamed += step.value;
        writer.append(step.value);
        onDelta?.(step.value);
      }
    } catch (err) {
      if (stopSignal.aborted) return await stopped(streamed, () => save(reviewFinalAnswer({ history, text: streamed }), "partial"), drop);
      if (err instanceof ApiError) return await drop(err);
      return await drop(new ApiError("upstream_failed", "The assistant could not answer just now. Your message is saved; please try again."));
    }
    if (stopSignal.aborted) return await stopped(streamed, () => save(result, "partial"), drop);
    if (!streamed.trim()) return await drop(new ApiError("upstream_failed", "The assistant returned an empty answer. Your message is saved; please try again."));
    return await save(result, "complete");
  } finally {
    untrack();
  }
}

function stopped(text: string, save: () => Promise<MessageRow>, drop: (err: ApiError) => Promise<never>): Promise<MessageRow> {
  if (text.trim()) return save();
  return drop(new ApiError("upstream_failed", "Stopped before the assistant wrote anything."));
}

async function saveAnswer({ id, conversationId, content, helpCard, status, replacesId }: { id: string; conversationId: string; content: string; helpCard: HelpCard | null; status: "complete" | "partial"; replacesId?: string }): Promise<MessageRow> {
  if (replacesId) await deleteMessage({ id: replacesId });
  const row = await finishAnswerRow({ id, content, helpCard, status });
  await touchConversation({ id: conversationId });
  if (!row) throw new ApiError("upstream_failed", "The answer could not be saved. Your message is saved; please try again.");
  return row;
}
