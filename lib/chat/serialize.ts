import type { ConversationRow } from "@/lib/db/queries/conversations";
import type { MessageRow } from "@/lib/db/queries/messages";
import type { BranchPosition } from "@/lib/db/queries/message-tree";
import { hasAffiliateLinks } from "./affiliate";
import { WRITER_DEAD_MS } from "./answer-writer";

/**
 * An answer's status as readers see it: 'streaming' while it is written ('stopping' reads the
 * same), 'partial' once its writer has been silent for WRITER_DEAD_MS (the server died mid-answer).
 */
export function visibleStatus(m: Pick<MessageRow, "status" | "updatedAt">, now = Date.now()): string {
  if (m.status !== "streaming" && m.status !== "stopping") return m.status;
  return now - m.updatedAt.getTime() > WRITER_DEAD_MS ? "partial" : "streaming";
}

// The spec's shapes: a conversation's id is also called conversationId; a message carries timestamp too.
// The signed-in list builds this same shape in SQL (userWithVisibleConversations): change both.
export function conversationJson(c: ConversationRow) {
  return { id: c.id, conversationId: c.id, title: c.title, isHidden: c.isHidden, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}

export function messageJson(m: MessageRow & { branch?: BranchPosition }) {
  const createdAt = m.createdAt.toISOString();
  return {
    id: m.id,
    conversationId: m.conversationId,
    role: m.role,
    content: m.content,
    /** complete; partial when the answer was stopped or cut; streaming while it is being written. */
    status: visibleStatus(m),
    isHidden: m.isHidden,
    /** An assistant answer linking to an affiliate retailer: show the compensation statement with it. */
    hasAffiliateLinks: m.role === "assistant" && hasAffiliateLinks(m.content),
    /** The safety layer's help lines (tappable call/text actions), shown above the answer; null otherwise. */
    helpCard: m.role === "assistant" ? m.helpCard : null,
    createdAt,
    timestamp: createdAt,
    updatedAt: m.updatedAt.toISOString(),
    /** The message this one follows in the branch tree (null: a first question). */
    parentId: m.parentId,
    /** Its place among its siblings (edits, regenerated takes) for the "2 / 3" arrows; in list reads. */
    ...(m.branch ? { branch: m.branch } : {}),
  };
}

export type MessageJson = ReturnType<typeof messageJson>;
export type ConversationJson = ReturnType<typeof conversationJson>;

/** The messages POST answer (JSON, and the `done` event of the stream). */
export function sendResultJson(
  outcome:
    | { kind: "revealed"; hiddenConversations: ConversationRow[] }
    | { kind: "answered"; userMessage: MessageRow; aiMessage: MessageRow; questionCount: number },
  { promptSignup }: { promptSignup: (questionCount: number) => boolean },
) {
  if (outcome.kind === "revealed") {
    // A hide phrase: nothing stored, nothing answered, the phrase's conversations revealed.
    return { userMessage: null, aiMessage: null, newConversationId: null, hiddenConversations: outcome.hiddenConversations.map(conversationJson), shouldPromptSignup: false };
  }
  return {
    userMessage: messageJson(outcome.userMessage),
    aiMessage: messageJson(outcome.aiMessage),
    newConversationId: null,
    hiddenConversations: [],
    shouldPromptSignup: promptSignup(outcome.questionCount),
  };
}
