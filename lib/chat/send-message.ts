import type { ChatTurn } from "@/lib/ai/model";
import { reviewFinalAnswer } from "@/lib/ai/final-answer";
import { runTurn, type TurnResult } from "@/lib/ai/pipeline";
import { isSafetyMessage, type HelpCard } from "@/lib/safety";
import { deleteMessage, insertQuestionWithAnswerRow, type MessageRow, type PathTurn } from "@/lib/db/queries/messages";
import { activeLeafId, findConversationMessage, readPathUp, setActiveLeaf } from "@/lib/db/queries/message-tree";
import { finishAnswerRow, LIVE_STATUSES } from "@/lib/db/queries/answer-rows";
import { trackAnswer } from "@/lib/server/answers-in-flight";
import type { ConversationRow } from "@/lib/db/queries/conversations";
import { ApiError } from "@/lib/http/errors";
import { log, safeError } from "@/lib/http/log";
import { titleFromQuestion } from "./title";
import { answerWriter, startAnswerRow } from "./answer-writer";
import { revealHidden } from "./hide";
import { consumeQuota, type QuotaSubject } from "./quota";
import { consumeUserBudget, userBudgetExceeded, userBudgetLimit, type UserBudgetSubject } from "./user-budget";
import { hitStatement, pruneNowAndThen } from "@/lib/http/rate-limit";
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
 * answer is saved. `parentId` (an edit: re-ask from that point, the old branch is kept) starts a
 * new branch there; without it the question follows the path the owner sees.
 */
export async function sendMessage({
  conversation, owner, content, parentId, ip, quota, budget = null, allowReveal = true, ownerHasHidden, signal, onDelta, onUserMessage, onAnswerStart,
}: StreamHooks & {
  conversation: Pick<ConversationRow, "id">;
  owner: Owner;
  content: string;
  /** A message of this conversation to branch from (null: from the top); undefined: the active leaf. */
  parentId?: string | null;
  /** The caller's address: a message that could be a hide phrase counts against its guess limit. */
  ip: string;
  /** The metered visitor, or null for unmetered users. */
  quota: QuotaSubject | null;
  /** The signed-in user's daily answer budget (lib/chat/user-budget.ts), or null. */
  budget?: UserBudgetSubject | null;
  allowReveal?: boolean;
  /** Whether the owner has hidden conversations, when already read with the conversation (one round trip less). */
  ownerHasHidden?: boolean;
}): Promise<SendOutcome> {
  if (parentId && !(await findConversationMessage({ conversationId: conversation.id, id: parentId }))) {
    throw new ApiError("not_found", "The message to branch from is not in this conversation.");
  }
  if (allowReveal) {
    const hiddenConversations = await revealHidden({ owner, phrase: content, ip, from: "message", hasHidden: ownerHasHidden });
    if (hiddenConversations.length) return { kind: "revealed", hiddenConversations };
  }
  // Nobody in danger meets a quota or budget: that help comes from data, not the model.
  const danger = isSafetyMessage(content);
  if (quota && !danger) await consumeQuota(quota);
  // One statement counts the question against the user's daily budget (past it nothing is stored,
  // as when the budget was its own statement before the insert), saves the question, inserts the
  // answer's row (the path's new end), bumps (and first titles) the conversation and reads the
  // path the question ends: the history, to keep the time to the first token short.
  const budgetLimit = budget && !danger ? userBudgetLimit(budget) : null;
  const counted = budgetLimit ? { limit: budgetLimit.limit, ...hitStatement(budgetLimit) } : null;
  const saved = await insertQuestionWithAnswerRow({
    conversationId: conversation.id, content, parentId, touch: { titleIfDefault: titleFromQuestion(content) }, limit: HISTORY_WALK_LIMIT, countAgainst: counted ?? undefined,
  });
  if (counted) await pruneNowAndThen();
  if (!saved) throw userBudgetExceeded(counted?.retryAfter ?? 1);
  const { message: userMessage, path, answerRow } = saved;
  onUserMessage?.(userMessage);
  const history = toHistory(path);
  const aiMessage = await answer({ conversationId: conversation.id, parentId: userMessage.id, row: answerRow, history, signal, onDelta, onAnswerStart });
  return { kind: "answered", userMessage, aiMessage, questionCount: history.filter((t) => t.role === "user").length };
}

/**
 * Answers the question at the end of the path shown again. The new answer is a sibling of the
 * one shown (both are kept; arrows switch between takes) and becomes the path's end once saved
 * (a failed retry leaves the shown one in place); after a failed answer it answers the question.
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
  const leafId = await activeLeafId({ conversationId: conversation.id });
  const rows = leafId ? (await readPathUp({ fromId: leafId, limit: HISTORY_WALK_LIMIT })).messages : [];
  const last = rows[rows.length - 1];
  if (last && isLive(last.status)) throw new ApiError("conflict", "The answer is still being written. Stop it first, or wait for it to finish.");
  const replaces = last?.role === "assistant" ? last : null;
  const question = replaces ? rows[rows.length - 2] : last;
  if (!question || question.role !== "user") throw new ApiError("conflict", "There is no question to answer again in this conversation.");
  const history = toHistory(replaces ? rows.slice(0, -1) : rows);
  if (quota) await consumeQuota(quota);
  if (budget) await consumeUserBudget(budget);
  onStart?.();
  // A different take than the answer it replaces (the embedded answerer varies its picks or angle).
  const aiMessage = await answer({ conversationId: conversation.id, parentId: question.id, restoreLeafId: replaces?.id, history, signal, onDelta, onAnswerStart, previous: replaces?.content });
  return { aiMessage, replacedId: replaces?.id ?? null, questionCount: history.filter((t) => t.role === "user").length };
}

// The history budget (lib/ai) trims what reaches the model; this only bounds the walk itself.
const HISTORY_WALK_LIMIT = 10_000;

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

// Failed answers and answers still being written are not part of what the model is told.
const toHistory = (rows: PathTurn[]): ChatTurn[] =>
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
  conversationId, parentId, row: inserted, restoreLeafId, history, signal, onDelta, onAnswerStart, variant, previous,
}: {
  conversationId: string;
  /** The question this answers: answers are its children, so regenerated takes are siblings. */
  parentId: string;
  /** The answer's row when it was inserted with its question (insertQuestionWithAnswerRow); else it is inserted here. */
  row?: MessageRow;
  /** The path end to show again if this answer fails (a regenerate shows the take it tried to add to). */
  restoreLeafId?: string;
  history: ChatTurn[];
  signal?: AbortSignal;
  onDelta?: (delta: string) => void;
  onAnswerStart?: (row: MessageRow) => void;
  variant?: number;
  previous?: string;
}): Promise<MessageRow> {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const stopSignal = controller.signal;
  const started = Date.now();
  // The engine is asked while the answer's row is inserted, so the insert is not on the first
  // token's path; what it streams meanwhile waits in the turn until the row exists (the `answer`
  // event still comes before the first delta, and every delta reaches the row's writer).
  const turn = runTurn({ history, signal: stopSignal, variant, previous });
  const firstStep = turn.next();
  firstStep.catch(() => {}); // handled where it is awaited below; the row insert may fail first
  let row: MessageRow;
  try {
    row = inserted ?? await startAnswerRow({ conversationId, parentId });
  } catch (err) {
    controller.abort();
    throw err;
  }
  const untrack = trackAnswer(controller, row.id);
  const writer = answerWriter({ id: row.id, controller });
  onAnswerStart?.(row);
  let result: TurnResult;
  // The engine and the time to the whole answer go with it, for the admin's analytics (issue 12).
  const save = async (r: { text: string; helpCard: HelpCard | null; engine?: string }, status: "complete" | "partial") => {
    await writer.close();
    return saveAnswer({ id: row.id, conversationId, content: r.text, helpCard: r.helpCard, status, engine: r.engine ?? null, latencyMs: Date.now() - started });
  };
  // A failed answer leaves no row; the path shown ends where it did before (its question, or the take a regenerate tried to add to).
  const drop = async (err: ApiError): Promise<never> => {
    await writer.close();
    await deleteMessage({ id: row.id });
    await setActiveLeaf({ conversationId, leafId: restoreLeafId ?? parentId });
    throw err;
  };
  try {
    try {
      for (let step = await firstStep; ; step = await turn.next()) {
        if (step.done) {
          result = step.value;
          break;
        }
        writer.append(step.value);
        onDelta?.(step.value);
      }
    } catch (err) {
      if (stopSignal.aborted) return await stopped(writer.text, () => save(reviewFinalAnswer({ history, text: writer.text }), "partial"), drop);
      if (err instanceof ApiError) return await drop(err);
      // Said to the reader in general words; the cause goes to the log (a lost answer under load has to be diagnosable).
      log("error", "answer failed", { error: safeError(err) });
      return await drop(new ApiError("upstream_failed", "The assistant could not answer just now. Your message is saved; please try again."));
    }
    if (stopSignal.aborted) return await stopped(writer.text, () => save(result, "partial"), drop);
    if (!writer.text.trim()) return await drop(new ApiError("upstream_failed", "The assistant returned an empty answer. Your message is saved; please try again."));
    return await save(result, "complete");
  } finally {
    untrack();
  }
}

function stopped(text: string, save: () => Promise<MessageRow>, drop: (err: ApiError) => Promise<never>): Promise<MessageRow> {
  if (text.trim()) return save();
  return drop(new ApiError("upstream_failed", "Stopped before the assistant wrote anything."));
}

// The row was inserted when the answer started (its parent is its question, chat-core): this finishes it.
async function saveAnswer({ id, conversationId, content, helpCard, status, engine, latencyMs }: {
  id: string; conversationId: string; content: string; helpCard: HelpCard | null; status: "complete" | "partial"; engine: string | null; latencyMs: number;
}): Promise<MessageRow> {
  const row = await finishAnswerRow({ id, conversationId, content, helpCard, status, engine, latencyMs });
  if (!row) throw new ApiError("upstream_failed", "The answer could not be saved. Your message is saved; please try again.");
  return row;
}
