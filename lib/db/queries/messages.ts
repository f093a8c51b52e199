import { and, asc, eq, desc, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { messages } from "@/lib/db/schema";
import type { HelpCard } from "@/lib/safety/types";

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  role: messages.role,
  content: messages.content,
  status: messages.status,
  isHidden: messages.isHidden,
  helpCard: messages.helpCard,
  parentId: messages.parentId,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
};

export type MessageRow = {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  status: string;
  isHidden: boolean;
  /** Help lines shown above the answer when it raised a safety concern (assistant messages only). */
  helpCard: HelpCard | null;
  /** The message this one follows in the branch tree (null: a first question). */
  parentId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The columns of a message named as MessageRow, for raw statements (RETURNING, CTEs); `m` qualifies them. */
export const messageFields = (m = "") => {
  const q = m ? `${m}.` : "";
  return sql.raw(`${q}id, ${q}conversation_id as "conversationId", ${q}role, ${q}content, ${q}status, ${q}is_hidden as "isHidden", ` +
    `${q}help_card as "helpCard", ${q}parent_id as "parentId", ${q}created_at as "createdAt", ${q}updated_at as "updatedAt"`);
};

/** A raw row selected with messageFields as drizzle's builder would return it (Dates, parsed JSON). */
export function messageFromRaw(r: Record<string, unknown>): MessageRow {
  return {
    id: String(r.id), conversationId: String(r.conversationId), role: r.role as MessageRow["role"], content: String(r.content),
    status: String(r.status), isHidden: Boolean(r.isHidden),
    helpCard: r.helpCard == null ? null : messages.helpCard.mapFromDriverValue(r.helpCard as string) as HelpCard,
    parentId: r.parentId == null ? null : String(r.parentId),
    createdAt: messages.createdAt.mapFromDriverValue(r.createdAt as string) as Date,
    updatedAt: messages.updatedAt.mapFromDriverValue(r.updatedAt as string) as Date,
  };
}

export type NewMessage = {
  conversationId: string; role: "user" | "assistant"; content: string; status?: string; helpCard?: HelpCard | null;
  parentId?: string | null; engine?: string | null; latencyMs?: number | null;
  /** Also bump the conversation's updatedAt (and replace a default title) in the same statement. */
  touch?: { titleIfDefault?: string };
};

// The insert and the active-leaf update as data-modifying CTEs: one statement is one round trip
// (the transaction it replaces was five: begin, read leaf, insert, update, commit) and just as
// atomic, so the leaf always names a stored message.
// With `then: "answer"`, the answer's row (status 'streaming', empty) is inserted as the new
// message's child in the same statement and becomes the leaf instead. Its created_at is the clock's,
// not the statement's start, so it stays later than its question's, as when it was inserted apart.
// With `gate`, the hit is counted first (its upsert) and the message is inserted only while the
// count stays within the limit; nothing else changes when it does not.
function insertCtes(m: NewMessage, then?: "answer", gate?: { limit: number; upsert: SQL }): SQL {
  const parent = m.parentId === undefined
    ? sql`(select active_leaf_id from conversations where id = ${m.conversationId})`
    : sql`${m.parentId}::uuid`;
  const touch = !m.touch ? sql`` : m.touch.titleIfDefault
    ? sql`, updated_at = ${new Date().toISOString()}::timestamptz, title = case when title = 'New Conversation' then ${m.touch.titleIfDefault} else title end`
    : sql`, updated_at = ${new Date().toISOString()}::timestamptz`;
  return sql`${gate ? sql`gate as (${gate.upsert}), ` : sql``}ins as (
      insert into messages (conversation_id, role, content, status, help_card, engine, latency_ms, parent_id)
      select ${m.conversationId}::uuid, ${m.role}, ${m.content}, ${m.status ?? "complete"}, ${m.helpCard ? JSON.stringify(m.helpCard) : null}::jsonb,
        ${m.engine ?? null}, ${m.latencyMs ?? null}::integer, ${parent}
      ${gate ? sql`where (select count from gate) <= ${gate.limit}` : sql``}
      returning *
    ), ${then === "answer" ? sql`ans as (
      insert into messages (conversation_id, role, content, status, parent_id, created_at, updated_at)
      select conversation_id, 'assistant', '', 'streaming', id, clock_timestamp(), clock_timestamp() from ins
      returning *
    ), ` : sql``}leaf as (
      update conversations set active_leaf_id = (select id from ${then === "answer" ? sql`ans` : sql`ins`})${touch}
      where id = ${m.conversationId} and exists (select 1 from ins)
    )`;
}

/**
 * Adds a message and makes it the end of the path the owner sees. `parentId` undefined: it follows
 * the conversation's active leaf (a plain next turn); a string or null: it starts a branch there
 * (an edit, a regenerated take). One statement, so the leaf always names a stored message.
 */
export async function insertMessage(m: NewMessage): Promise<MessageRow> {
  const db = await getDb();
  const res = await db.execute(sql`with ${insertCtes(m)} select ${messageFields()} from ins`);
  return messageFromRaw((res as unknown as { rows: Record<string, unknown>[] }).rows[0]!);
}

/**
 * A question that is answered at once, in one statement: insertMessage for the question, the
 * answer's row (status 'streaming', empty text, the question its parent: lib/chat/answer-writer.ts)
 * as the end of the path shown, and the path the question ends (oldest first, the question last,
 * at most `limit` messages: the history the model reads). One round trip instead of two before
 * the model streams.
 */
export async function insertQuestionWithAnswerRow(m: Omit<NewMessage, "role" | "status" | "helpCard" | "engine" | "latencyMs"> & {
  limit: number;
  /** A limit the question counts against (one hit, lib/http/rate-limit.ts); past it nothing is stored and null comes back. */
  countAgainst?: { limit: number; upsert: SQL };
}): Promise<{ message: MessageRow; path: PathTurn[]; answerRow: MessageRow } | null> {
  const db = await getDb();
  // The earlier messages come as the history reads them (role, text, status), not as whole rows:
  // a long conversation's every turn was re-read with its ids, dates and help card, parsed and kept
  // while the answer streamed (issue 15, eighth round: a tenth of what the old space grew by).
  const res = await db.execute(sql`
    with recursive ${insertCtes({ ...m, role: "user" }, "answer", m.countAgainst)}, up(id, parent_id, depth) as (
      select id, parent_id, 1 from messages where id = (select parent_id from ins)
      union all
      select p.id, p.parent_id, up.depth + 1 from messages p join up on p.id = up.parent_id where up.depth < ${m.limit - 1}
    )
    select ${messageFields()}, -1 as depth from ans
    union all
    select ${messageFields()}, 0 as depth from ins
    union all
    select null, null, x.role, x.content, x.status, null, null, null, null, null, up.depth from up join messages x on x.id = up.id
    order by depth desc`);
  const raw = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  if (raw.length < 2) {
    if (m.countAgainst) return null;
    throw new Error("the question was not stored"); // cannot happen without a limit: the insert either stores or throws
  }
  const path: PathTurn[] = [];
  for (let i = 0; i < raw.length - 2; i++) {
    const r = raw[i]!;
    path.push({ role: r.role as MessageRow["role"], content: String(r.content), status: String(r.status) });
  }
  const message = messageFromRaw(raw[raw.length - 2]!);
  path.push(message);
  return { message, path, answerRow: messageFromRaw(raw[raw.length - 1]!) };
}

/** A message of a path as the model's history reads it. */
export type PathTurn = Pick<MessageRow, "role" | "content" | "status">;

export async function listMessages({ conversationId }: { conversationId: string }): Promise<MessageRow[]> {
  const db = await getDb();
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.isHidden, false)))
    .orderBy(asc(messages.createdAt), desc(messages.role)); // same instant: the question before its answer
}

export async function deleteMessage({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.delete(messages).where(eq(messages.id, id));
}
