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
  const tsMatch = (col: ReturnType<typeof sql>) => (tsQuery ? sql`to_tsvector('english', ${col}) @@ to_tsquery('english', ${tsQuery})` : sql`false`);
  // (A bare literal in ORDER BY would name a column position, so no query means no rank term at all.)
  const byRank = tsQuery ? sql`ts_rank(to_tsvector('english', m.content), to_tsquery('english', ${tsQuery})) desc,` : sql``;
  const result = await db.execute(sql`
    with mine as (
      select c.id, c.title, c.is_hidden, c.updated_at from conversations c
      where ${ownerSql} and (c.is_hidden = false or ${revealed})
    ), message_hits as (
      select distinct on (m.conversation_id) m.conversation_id, m.id as message_id, m.content
      from messages m join mine on mine.id = m.conversation_id
      where m.is_hidden = false and (${tsMatch(sql`m.content`)} or m.content ilike ${like})
      order by m.conversation_id, ${byRank} m.created_at desc
    )
    select mine.id as conversation_id, mine.title, mine.is_hidden, mine.updated_at, h.message_id, h.content
    from mine left join message_hits h on h.conversation_id = mine.id
    where h.message_id is not null or ${tsMatch(sql`mine.title`)} or mine.title ilike ${like}
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
