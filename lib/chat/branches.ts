import { ApiError } from "@/lib/http/errors";
import type { MessageRow } from "@/lib/db/queries/messages";
import {
  activeLeafId, branchPositions, findConversationMessage, newestLeafUnder, readPathUp, setActiveLeaf, type BranchPosition,
} from "@/lib/db/queries/message-tree";

export const PAGE_SIZE = 50;

export type PathPage = { messages: (MessageRow & { branch: BranchPosition })[]; olderCursor: string | null };

/**
 * One page of the path the owner sees, oldest first: the latest `limit` messages, or the ones just
 * above `before` (the cursor a previous page gave). Its cost is one page whatever the length of
 * the conversation. The cursor is the id of the page's first message; null at the top.
 */
export async function readActivePage({ conversationId, before, limit = PAGE_SIZE }: { conversationId: string; before?: string; limit?: number }): Promise<PathPage> {
  let from: string | null;
  if (before) {
    const anchor = await findConversationMessage({ conversationId, id: before });
    if (!anchor) throw new ApiError("validation_failed", "before is not a cursor of this conversation", { field: "before" });
    from = anchor.parentId;
  } else {
    from = await activeLeafId({ conversationId });
  }
  if (!from) return { messages: [], olderCursor: null };
  const { messages, hasOlder } = await readPathUp({ fromId: from, limit });
  const positions = await branchPositions({ conversationId, of: messages });
  return {
    messages: messages.map((m) => ({ ...m, branch: positions.get(m.id) ?? { index: 0, count: 1, siblingIds: [m.id] } })),
    olderCursor: hasOlder && messages[0] ? messages[0].id : null,
  };
}

/**
 * Shows the branch through `messageId` (an arrow under an edited question or a regenerated
 * answer): the path now ends at the newest message under it, and stays so after a reload.
 */
export async function switchBranch({ conversationId, messageId }: { conversationId: string; messageId: string }): Promise<{ activeLeafId: string }> {
  const message = await findConversationMessage({ conversationId, id: messageId });
  if (!message) throw new ApiError("not_found", "Message not found");
  const leafId = await newestLeafUnder({ id: message.id });
  await setActiveLeaf({ conversationId, leafId });
  return { activeLeafId: leafId };
}

// Whole-path reads (export, share, the model's history) walk at most this many messages.
const WHOLE_PATH_LIMIT = 10_000;

/**
 * Every message of the path the owner sees, oldest first: what an export or a shared snapshot
 * should show (other branches are drafts the owner moved away from, not part of the conversation).
 */
export async function readActivePath({ conversationId }: { conversationId: string }): Promise<MessageRow[]> {
  const leaf = await activeLeafId({ conversationId });
  return leaf ? (await readPathUp({ fromId: leaf, limit: WHOLE_PATH_LIMIT })).messages : [];
}
