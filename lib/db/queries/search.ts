import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Owner } from "@/lib/chat/owner";

export type SearchHit = {
  conversationId: string;
  title: string;
  isHidden: boolean;
  updatedAt: Date;
  /** The best matching message, or null when only the title matched. */
  messageId: string | null;
  content: string | null;
};

type RawHit = { conversation_id: string; title: string; is_hidden: boolean; updated_at: Date | string; message_id: string | null; content: string | null };

/**
 * The owner's conversations whose title or message text matches: full-text (english, every word as
 * a prefix) or the whole query as a substring. Hidden conversations only when their id is in
 * `revealedIds` (revealed in this browser session). One row per conversation, best message first.
 */
export async function searchOwnedConversations({ owner, tsQuery, like, revealedIds, limit = 20 }: {
  owner: Owner; tsQuery: string | null; like: string; revealedIds: string[]; limit?: number;
}): Promise<SearchHit[]> {
  const db = await getDb();
  const ownerSql = owner.kind === "user" ? sql`c.user_id = ${owner.userId}` : sql`c.visitor_id = ${owner.visitorId}`;
  const revealed = revealedIds.length ? sql`c.id in (${sql.join(revealedIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`;
  // Full-text matches come through the GIN index on to_tsvector('english', content); the substring
  // arm scans only the owner's messages and never computes a tsvector (that per-row cost is what
  // makes a plain OR of the two slow). The most recent matching message of a conversation is shown.
  const ftsMessages = tsQuery
    ? sql`select m.conversation_id, m.id, m.content, m.created_at from messages m join mine on mine.id = m.conversation_id
          where to_tsvector('english', m.content) @@ to_tsquery('english', ${tsQuery}) and m.is_hidden = false`
    : sql`select null::uuid, null::uuid, null::text, null::timestamptz where false`;
  const titleFts = tsQuery ? sql`to_tsvector('english', mine.title) @@ to_tsquery('english', ${tsQuery})` : sql`false`;
  const result = await db.execute(sql`
    with mine as (
      select c.id, c.title, c.is_hidden, c.updated_at from conversations c
      where ${ownerSql} and (c.is_hidden = false or ${revealed})
    ), matched (conversation_id, id, content, created_at) as (
      ${ftsMessages}
      union
      select m.conversation_id, m.id, m.content, m.created_at from messages m join mine on mine.id = m.conversation_id
      where m.content ilike ${like} and m.is_hidden = false
    ), message_hits as (
      select distinct on (conversation_id) conversation_id, id as message_id, content
      from matched order by conversation_id, created_at desc
    )
    select mine.id as conversation_id, mine.title, mine.is_hidden, mine.updated_at, h.message_id, h.content
    from mine left join message_hits h on h.conversation_id = mine.id
    where h.message_id is not null or ${titleFts} or mine.title ilike ${like}
    order by mine.updated_at desc
    limit ${limit}`);
  const rows = (result as unknown as { rows: RawHit[] }).rows;
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    title: r.title,
    isHidden: r.is_hidden,
    updatedAt: new Date(r.updated_at),
    messageId: r.message_id,
    content: r.content,
  }));
}
