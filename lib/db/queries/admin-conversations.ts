import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

// What admins see of conversations (issue 12): metadata only, never a title or a message, unless one
// conversation is opened with a reason (lib/admin/conversation-access.ts).

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export type ConversationMeta = {
  id: string; ownerId: string | null; visitor: boolean; createdAt: Date; messageCount: number;
  engine: string | null; hidden: boolean;
  /** The owner's rating ("up" | "down") and, for "down", its reason (wrong_product, unsafe…); null when unrated. */
  feedback: { rating: string; reason: string | null } | null;
};

// One row per conversation from answer_feedback (issue 13 writes it; this only reads): a "down" on any
// answer wins over an "up" (that is what an admin must look at), then the latest. The owner's free-text
// comment is not selected: it is content, and admins see metadata unless they open it with a reason.
const FEEDBACK = sql`feedback as (
  select distinct on (af.conversation_id) af.conversation_id, af.rating, af.reason
  from answer_feedback af order by af.conversation_id, (af.rating = 'down') desc, af.updated_at desc)`;

type Raw = { id: string; user_id: string | null; visitor_id: string | null; created_at: string; n: number; engine: string | null; is_hidden: boolean; rating: string | null; reason: string | null };

export async function listConversationMeta({ page = 1, pageSize = 50, flaggedOnly = false }: { page?: number; pageSize?: number; flaggedOnly?: boolean }): Promise<{ conversations: ConversationMeta[]; total: number }> {
  const db = await getDb();
  const where = flaggedOnly ? sql`where f.rating = 'down'` : sql``;
  const [rows, count] = await Promise.all([
    db.execute(sql`with ${FEEDBACK}
      select c.id, c.user_id, c.visitor_id, c.created_at, c.is_hidden, f.rating, f.reason,
        (select count(*)::int from messages m where m.conversation_id = c.id) as n,
        (select m.engine from messages m where m.conversation_id = c.id and m.role = 'assistant' and m.engine is not null order by m.created_at desc limit 1) as engine
      from conversations c left join feedback f on f.conversation_id = c.id ${where}
      order by c.created_at desc, c.id limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`with ${FEEDBACK} select count(*)::int as n from conversations c left join feedback f on f.conversation_id = c.id ${where}`),
  ]);
  return {
    conversations: rowsOf<Raw>(rows).map((r) => ({
      id: r.id, ownerId: r.user_id, visitor: !r.user_id && !!r.visitor_id, createdAt: new Date(r.created_at), messageCount: Number(r.n),
      engine: r.engine, hidden: r.is_hidden, feedback: r.rating ? { rating: r.rating, reason: r.reason } : null,
    })),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

export type AdminReadMessage = { role: "user" | "assistant"; content: string; createdAt: Date; safetyHelp: boolean };

/** The messages of one conversation for an admin who stated a reason; null when it does not exist. */
export async function readConversation({ id }: { id: string }): Promise<{ ownerId: string | null; hidden: boolean; messages: AdminReadMessage[] } | null> {
  const db = await getDb();
  const [c] = rowsOf<{ user_id: string | null; is_hidden: boolean }>(await db.execute(sql`select user_id, is_hidden from conversations where id = ${id}`));
  if (!c) return null;
  if (c.is_hidden) return { ownerId: c.user_id, hidden: true, messages: [] };
  const msgs = rowsOf<{ role: "user" | "assistant"; content: string; created_at: string; help: boolean }>(await db.execute(sql`
    select role, content, created_at, help_card is not null as help from messages where conversation_id = ${id} and not is_hidden order by created_at, id`));
  return { ownerId: c.user_id, hidden: false, messages: msgs.map((m) => ({ role: m.role, content: m.content, createdAt: new Date(m.created_at), safetyHelp: m.help })) };
}
