import { searchOwnedConversations } from "@/lib/db/queries/search";
import { likePattern, prefixTsQuery, searchTerms, snippetParts, type SnippetPart } from "./search-text";
import type { Owner } from "./owner";

export type SearchResult = {
  conversationId: string;
  title: string;
  isHidden: boolean;
  updatedAt: string;
  messageId: string | null;
  /** Text around the match, matched parts marked (text only: rendered as text, never as HTML). */
  snippet: SnippetPart[];
};

/** Searches the owner's conversations (titles and messages); hidden ones only if revealed this session. */
export async function searchConversations({ owner, query, revealedIds }: { owner: Owner; query: string; revealedIds: string[] }): Promise<SearchResult[]> {
  const hits = await searchOwnedConversations({ owner, tsQuery: prefixTsQuery(searchTerms(query)), like: likePattern(query), revealedIds });
  return hits.map((h) => ({
    conversationId: h.conversationId,
    title: h.title,
    isHidden: h.isHidden,
    updatedAt: h.updatedAt.toISOString(),
    messageId: h.messageId,
    snippet: snippetParts(h.content ?? h.title, query),
  }));
}
