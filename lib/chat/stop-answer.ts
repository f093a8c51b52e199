import { requestStop } from "@/lib/db/queries/answer-rows";
import { abortAnswers } from "@/lib/server/answers-in-flight";

/**
 * Marks the answer(s) being written as 'stopping' in the database, which their writer sees at its
 * next flush on whatever server runs it, and aborts them at once when this server runs them.
 */
export async function stopAnswer({ conversationId, messageId }: { conversationId: string; messageId?: string }) {
  const ids = await requestStop({ conversationId, messageId });
  abortAnswers(ids);
  return { stopped: ids.length > 0, messageIds: ids };
}
