import { insertConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import type { MessageRow } from "@/lib/db/queries/messages";
import { sendMessage, type StreamHooks } from "./send-message";
import { assertQuotaLeft, type QuotaSubject } from "./quota";
import { titleFromQuestion } from "./title";
import type { Owner } from "./owner";

/**
 * The instant chat's first question (ad landing pages): a conversation with source 'instant',
 * titled by the question, answered through sendMessage. The quota is checked before anything is
 * created, so a visitor past it gets a 429 and no empty conversation.
 */
export async function startInstantConversation({
  owner, question, ip, metered = true, signal, onDelta, onUserMessage,
}: StreamHooks & { owner: Owner; question: string; ip: string; metered?: boolean }): Promise<{
  conversation: ConversationRow; userMessage: MessageRow; aiMessage: MessageRow; questionCount: number;
}> {
  const quota: QuotaSubject | null = metered ? { owner, ip } : null;
  if (quota) await assertQuotaLeft(quota);
  const conversation = await insertConversation({ owner, title: titleFromQuestion(question), source: "instant" });
  const outcome = await sendMessage({ conversation, owner, content: question, ip, quota, allowReveal: false, signal, onDelta, onUserMessage });
  if (outcome.kind !== "answered") throw new Error("unreachable: reveal is off for instant conversations");
  return { conversation: { ...conversation, updatedAt: new Date() }, userMessage: outcome.userMessage, aiMessage: outcome.aiMessage, questionCount: outcome.questionCount };
}
