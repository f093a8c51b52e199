import type { Owner } from "@/lib/chat/owner";
import { answer } from "@/lib/chat/send-message";
import { titleFromQuestion } from "@/lib/chat/title";
import { insertConversation, touchConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import { insertMessage, type MessageRow } from "@/lib/db/queries/messages";

/**
 * An ad visitor's first question: a new conversation named after it, the question saved first (a
 * model failure never loses it), then the model's answer. `onUser` fires as soon as the question is
 * stored, before the model runs (the streaming route sends it as the 'user' event).
 */
export async function startInstantConversation({
  owner, question, signal, onDelta, onUser,
}: {
  owner: Owner; question: string; signal?: AbortSignal;
  onDelta?: (delta: string) => void; onUser?: (conversation: ConversationRow, message: MessageRow) => void;
}): Promise<{ conversation: ConversationRow; userMessage: MessageRow; aiMessage: MessageRow }> {
  const conversation = await insertConversation({ owner, title: titleFromQuestion(question), source: "instant" });
  const userMessage = await insertMessage({ conversationId: conversation.id, role: "user", content: question });
  await touchConversation({ id: conversation.id });
  onUser?.(conversation, userMessage);
  const aiMessage = await answer({ conversationId: conversation.id, history: [{ role: "user", content: question }], signal, onDelta });
  return { conversation, userMessage, aiMessage };
}
