import { compensationStatement, site } from "@/lib/config/site";
import { notFound } from "@/lib/http/errors";
import { findOwnedConversation, type ConversationRow } from "@/lib/db/queries/conversations";
import { readActivePath } from "@/lib/chat/branches";
import { hasAffiliateLinks } from "./affiliate";
import { conversationMarkdown, exportable, exportFileName, type ExportMessage } from "./export-markdown";
import type { Owner } from "./owner";

/** The owner's conversation and its messages as exported (Markdown file and print page read the same). */
export async function exportableConversation({ id, owner }: { id: string; owner: Owner }): Promise<{ conversation: ConversationRow; messages: ExportMessage[] }> {
  const conversation = await findOwnedConversation({ id, owner });
  if (!conversation) throw notFound("Conversation not found");
  const messages = (await readActivePath({ conversationId: conversation.id }))
    .filter(exportable)
    .map((m) => ({ role: m.role, content: m.content, helpCard: m.role === "assistant" ? m.helpCard : null, createdAt: m.createdAt, hasAffiliateLinks: m.role === "assistant" && hasAffiliateLinks(m.content) }));
  return { conversation, messages };
}

export async function exportConversation({ id, owner }: { id: string; owner: Owner }): Promise<{ fileName: string; markdown: string }> {
  const { conversation, messages } = await exportableConversation({ id, owner });
  const markdown = conversationMarkdown({ title: conversation.title, brandName: site.name, compensationStatement, messages, exportedAt: new Date() });
  return { fileName: exportFileName(conversation.title), markdown };
}
