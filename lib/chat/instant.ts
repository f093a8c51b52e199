import { insertConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import type { MessageRow } from "@/lib/db/queries/messages";
import { sendMessage, type StreamHooks } from "./send-message";
import { assertQuotaLeft, type QuotaSubject } from "./quota";
import { assertUserBudgetLeft, type UserBudgetSubject } from "./user-budget";
import { titleFromQuestion } from "./title";
import { isSafetyMessage } from "@/lib/safety";
import type { Owner } from "./owner";

/**
 * The instant chat's first question (ad landing pages): a conversation with source 'instant',
 * titled by the question, answered through sendMessage. The quota is checked before anything is
 * created, so a visitor past it gets a 429 and no empty conversation (unless the question raises a
 * safety concern: that help is never held back).
 */
export async function startInstantConversation({
  owner, question, ip, metered = true, budget = null, signal, onDelta, onUserMessage, onAnswerStart,
}: StreamHooks & { owner: Owner; question: string; ip: string; metered?: boolean; budget?: UserBudgetSubject | null }): Promise<{
  conversation: ConversationRow; userMessage: MessageRow; aiMessage: MessageRow; questionCount: number;
}> {
  const quota: QuotaSubject | null = metered ? { owner, ip } : null;
  // A visitor in danger gets the help even past the quota or budget (it comes from data, not the model).
  const danger = isSafetyMessage(question);
  if (quota && !danger) await assertQuotaLeft(quota);
  if (budget && !danger) await assertUserBudgetLeft(budget);
  const conversation = await insertConversation({ owner, title: titleFromQuestion(question), source: "instant" });
  const outcome = await sendMessage({ conversation, owner, content: question, ip, quota, budget, allowReveal: false, signal, onDelta, onUserMessage, onAnswerStart });
  if (outcome.kind !== "answered") throw new Error("unreachable: reveal is off for instant conversations");
  return { conversation: { ...conversation, updatedAt: new Date() }, userMessage: outcome.userMessage, aiMessage: outcome.aiMessage, questionCount: outcome.questionCount };
}
