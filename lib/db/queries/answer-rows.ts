// The assistant row of an answer being written (issue 13 item 8): inserted with status 'streaming'
// when generation starts, its text flushed as it grows, then finished as complete or partial.
// 'stopping' is the flag a stop request sets; the writer sees it at its next flush, on any server.
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { messages } from "@/lib/db/schema";
import type { HelpCard } from "@/lib/safety/types";
import { messageColumns, messageFields, messageFromRaw, type MessageRow } from "./messages";

export const LIVE_STATUSES = ["streaming", "stopping"] as const;

/**
 * Writes the text so far; false when the row no longer says 'streaming' (a stop was asked, or it
 * is gone), which tells the writer to stop. One statement both writes and checks.
 */
export async function flushAnswerText({ id, content }: { id: string; content: string }): Promise<boolean> {
  const db = await getDb();
  let statement = flushStatements.get(db);
  if (!statement) flushStatements.set(db, (statement = prepareFlush(db)));
  const rows = await statement.execute({ id, content, now: new Date().toISOString() });
  return rows.length > 0;
}

// Every answer flushes every FLUSH_MS while it streams (the most frequent statement of a chat), so
// it is built once per database handle and runs as a named prepared statement.
const flushStatements = new WeakMap<object, ReturnType<typeof prepareFlush>>();
const prepareFlush = (db: Db) =>
  db.update(messages)
    .set({ content: sql`${sql.placeholder("content")}`, updatedAt: sql`${sql.placeholder("now")}::timestamptz` })
    .where(and(eq(messages.id, sql.placeholder("id")), eq(messages.status, "streaming")))
    .returning({ id: messages.id })
    .prepare("flush_answer_text");

/**
 * Writes the text so far of several answers in one statement (lib/chat/flush-batch.ts gathers the
 * flushes that fall due together); returns the ids still 'streaming'. The rows travel as one JSON
 * parameter, so the statement is the same text whatever the batch's size.
 */
export async function flushAnswerTexts(rows: readonly { id: string; content: string }[]): Promise<Set<string>> {
  const db = await getDb();
  const res = await db.execute(sql`
    update messages m set content = v.content, updated_at = ${new Date().toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, content text)
    where m.id = v.id and m.status = 'streaming'
    returning m.id`);
  return new Set((res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/**
 * Finishes the answer's row and, in the same statement, bumps its conversation's updatedAt (the
 * list is ordered by it): one round trip after the last token instead of two.
 */
export async function finishAnswerRow({ id, conversationId, content, status, helpCard, engine = null, latencyMs = null }: {
  id: string; conversationId: string; content: string; status: "complete" | "partial"; helpCard: HelpCard | null;
  /** For the admin's analytics (issue 12): which engine answered, and how long the whole answer took. */
  engine?: string | null; latencyMs?: number | null;
}): Promise<MessageRow | null> {
  const db = await getDb();
  const now = new Date().toISOString();
  const res = await db.execute(sql`
    with fin as (
      update messages set content = ${content}, status = ${status}, help_card = ${helpCard ? JSON.stringify(helpCard) : null}::jsonb,
        engine = ${engine}, latency_ms = ${latencyMs}::integer, updated_at = ${now}::timestamptz
      where id = ${id} returning *
    ), touched as (
      update conversations set updated_at = ${now}::timestamptz where id = ${conversationId}
    )
    select ${messageFields()} from fin`);
  const row = (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return row ? messageFromRaw(row) : null;
}

/** Marks the conversation's answers being written as 'stopping'; returns their ids. */
export async function requestStop({ conversationId, messageId }: { conversationId: string; messageId?: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .update(messages)
    .set({ status: "stopping" })
    .where(and(
      eq(messages.conversationId, conversationId),
      eq(messages.role, "assistant"),
      eq(messages.status, "streaming"),
      messageId ? eq(messages.id, messageId) : undefined,
    ))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/** One assistant answer of the conversation: by id, else the latest one. */
export async function findAnswerRow({ conversationId, messageId }: { conversationId: string; messageId?: string }): Promise<MessageRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, "assistant"), messageId ? eq(messages.id, messageId) : undefined))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row ?? null;
}
