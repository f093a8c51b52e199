import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { conversations, messages } from "@/lib/db/schema";
import { messageColumns, messageFields, messageFromRaw, type MessageRow } from "./messages";

// A conversation is a tree of messages (parent_id); the owner sees one path of it, the one that
// ends at conversations.active_leaf_id. Every read here is bounded by what it returns (a page, the
// siblings of a page), never by the size of the conversation (docs/decisions/chat-branches.md).

type Raw = { rows: Record<string, unknown>[] };
const rowsOf = (res: unknown) => (res as Raw).rows;

/** A message of this conversation (for parent ids, cursors and branch switches from a client). */
export async function findConversationMessage({ conversationId, id }: { conversationId: string; id: string }): Promise<MessageRow | null> {
  const db = await getDb();
  const [row] = await db.select(messageColumns).from(messages).where(and(eq(messages.id, id), eq(messages.conversationId, conversationId))).limit(1);
  return row ?? null;
}

export async function activeLeafId({ conversationId }: { conversationId: string }): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ leaf: conversations.activeLeafId }).from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  return row?.leaf ?? null;
}

export async function setActiveLeaf({ conversationId, leafId }: { conversationId: string; leafId: string }): Promise<void> {
  const db = await getDb();
  await db.update(conversations).set({ activeLeafId: leafId }).where(eq(conversations.id, conversationId));
}

/**
 * The path that ends at `fromId`, oldest first, at most `limit` messages: one recursive walk up
 * the parent links (each step an index lookup by primary key) joined with those rows, in one
 * statement. `hasOlder` says whether the path goes on above the first message returned.
 */
export async function readPathUp({ fromId, limit }: { fromId: string; limit: number }): Promise<{ messages: MessageRow[]; hasOlder: boolean }> {
  const db = await getDb();
  const walked = rowsOf(await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from messages where id = ${fromId}
      union all
      select m.id, m.parent_id, up.depth + 1 from messages m join up on m.id = up.parent_id where up.depth < ${limit}
    )
    select ${messageFields("x")}, up.parent_id as "walkParentId" from up left join messages x on x.id = up.id order by up.depth desc`));
  if (!walked.length) return { messages: [], hasOlder: false };
  // A row deleted since the walk saw it has no columns (left join): it is left out.
  return { messages: walked.filter((r) => r.id != null).map(messageFromRaw), hasOlder: walked[0]!.walkParentId != null };
}

/**
 * The leaf a branch switch lands on: from `id` down, the newest child at each step (the latest
 * edit or take under the message chosen). One recursive query; its length is the branch's depth.
 */
export async function newestLeafUnder({ id }: { id: string }): Promise<string> {
  const db = await getDb();
  const rows = rowsOf(await db.execute(sql`
    with recursive down(id, depth) as (
      select id, 0 from messages where id = ${id}
      union all
      select c.id, down.depth + 1 from down cross join lateral (
        select m.id from messages m where m.parent_id = down.id order by m.created_at desc, m.id desc limit 1
      ) c
    )
    select id from down order by depth desc limit 1`));
  return String(rows[0]?.id ?? id);
}

export type BranchPosition = { index: number; count: number; siblingIds: string[] };

/**
 * For each message given, its place among its siblings (same parent; the conversation's first
 * questions are siblings of each other), oldest first: what the "2 / 3" arrows show.
 */
export async function branchPositions({ conversationId, of }: { conversationId: string; of: Pick<MessageRow, "id" | "parentId">[] }): Promise<Map<string, BranchPosition>> {
  const out = new Map<string, BranchPosition>();
  if (!of.length) return out;
  const db = await getDb();
  const parents = [...new Set(of.map((m) => m.parentId).filter((p): p is string => !!p))];
  const hasRoot = of.some((m) => !m.parentId);
  const conds = [];
  if (parents.length) conds.push(inArray(messages.parentId, parents));
  if (hasRoot) conds.push(isNull(messages.parentId));
  const rows = await db
    .select({ id: messages.id, parentId: messages.parentId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), or(...conds)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const groups = new Map<string | null, string[]>();
  for (const r of rows) {
    const group = groups.get(r.parentId);
    if (group) group.push(r.id);
    else groups.set(r.parentId, [r.id]);
  }
  for (const m of of) {
    const siblingIds = groups.get(m.parentId ?? null) ?? [m.id];
    out.set(m.id, { index: Math.max(0, siblingIds.indexOf(m.id)), count: siblingIds.length, siblingIds });
  }
  return out;
}
