import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db/client";
import { answerFeedback, conversations, users, type WaitlistStatus } from "@/lib/db/schema";
import type { Owner } from "@/lib/chat/owner";
import type { ConversationJson } from "@/lib/chat/serialize";
import { publicUserColumns, type UserRow } from "./users";

// The hide phrase hash and lookup key never leave this module.
export const conversationColumns = {
  id: conversations.id,
  title: conversations.title,
  isHidden: conversations.isHidden,
  source: conversations.source,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};

export type ConversationRow = { id: string; title: string; isHidden: boolean; source: string; createdAt: Date; updatedAt: Date };

export function ownedBy(owner: Owner): SQL {
  return owner.kind === "user" ? eq(conversations.userId, owner.userId) : eq(conversations.visitorId, owner.visitorId);
}

export async function insertConversation({ owner, title, source = "app" }: { owner: Owner; title: string; source?: string }): Promise<ConversationRow> {
  const db = await getDb();
  const [row] = await db
    .insert(conversations)
    .values({
      title,
      source,
      userId: owner.kind === "user" ? owner.userId : null,
      visitorId: owner.kind === "visitor" ? owner.visitorId : null,
    })
    .returning(conversationColumns);
  return row!;
}

const LIST_LIMIT = 200;

/** Visible conversations, most recently active first. */
export async function listVisibleConversations({ owner, limit = LIST_LIMIT }: { owner: Owner; limit?: number }): Promise<ConversationRow[]> {
  const db = await getDb();
  return db
    .select(conversationColumns)
    .from(conversations)
    .where(and(ownedBy(owner), eq(conversations.isHidden, false)))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
}

/**
 * A signed-in list read in one round trip: the user row (which lib/auth/caller.ts checks for
 * suspension, session version and role exactly as on every request) and that user's visible
 * conversations, newest first, already in the list's answer shape. The caller uses `items` only if
 * the row passes those checks.
 */
export async function userWithVisibleConversations({ userId }: { userId: string }): Promise<{ user: UserRow | null; items: ConversationJson[] }> {
  const db = await getDb();
  let statement = withListStatements.get(db);
  if (!statement) withListStatements.set(db, (statement = prepareUserWithList(db)));
  const [found] = await statement.execute({ userId });
  if (!found) return { user: null, items: [] };
  return { user: found.user, items: found.list ?? [] };
}

// One row: the user's columns once and the list as a JSON array built by the server (parsed
// natively here), which costs less than mapping the user's columns onto each conversation row.
// Each item is conversationJson's shape (lib/chat/serialize.ts: same keys, same order, the times
// as Date#toISOString writes them: UTC, milliseconds truncated), so the list goes out as read:
// turning 40 timestamps into Dates and back cost ~60 µs of CPU per list read.
// Built once per database handle and run as a named prepared statement (every list read uses it).
const withListStatements = new WeakMap<object, ReturnType<typeof prepareUserWithList>>();
const isoTime = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
function prepareUserWithList(db: Db) {
  const visible = db
    .select(conversationColumns)
    .from(conversations)
    .where(and(eq(conversations.userId, users.id), eq(conversations.isHidden, false)))
    .orderBy(desc(conversations.updatedAt))
    .limit(LIST_LIMIT)
    .as("visible");
  const list = sql<ConversationJson[] | null>`(select json_agg(json_build_object('id', ${visible.id}, 'conversationId', ${visible.id}, 'title', ${visible.title}, 'isHidden', ${visible.isHidden}, 'createdAt', ${isoTime(visible.createdAt)}, 'updatedAt', ${isoTime(visible.updatedAt)}) order by ${visible.updatedAt} desc) from ${visible})`;
  return db.select({ user: publicUserColumns, list }).from(users).where(eq(users.id, sql.placeholder("userId"))).limit(1).prepare("user_with_visible_conversations");
}

/** The conversation if it belongs to this owner; anyone else gets nothing (a 404 upstream). */
export async function findOwnedConversation({ id, owner }: { id: string; owner: Owner }): Promise<ConversationRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select(conversationColumns).from(conversations).where(and(eq(conversations.id, id), ownedBy(owner))).limit(1);
  return row ?? null;
}

/**
 * findOwnedConversation for a new message, with whether the owner has any hidden conversation
 * (only then can the message be a hide-phrase guess) read in the same statement: one round trip.
 */
export async function findOwnedConversationForMessage({ id, owner }: { id: string; owner: Owner }): Promise<ConversationForMessage | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const sameOwner = owner.kind === "user" ? sql`h.user_id = ${owner.userId}` : sql`h.visitor_id = ${owner.visitorId}`;
  const [row] = await db
    .select({ ...conversationColumns, ownerHasHidden: sql<boolean>`exists (select 1 from conversations h where ${sameOwner} and h.is_hidden)` })
    .from(conversations)
    .where(and(eq(conversations.id, id), ownedBy(owner)))
    .limit(1);
  return row ? { ...row, ownerHasHidden: Boolean(row.ownerHasHidden) } : null;
}

/** The waiting-list entry linked to a user, as the chat's access check reads it (lib/chat/access.ts). */
export type LinkedEntry = { email: string; status: WaitlistStatus };
export type ConversationForMessage = ConversationRow & { ownerHasHidden: boolean };

/**
 * A signed-in message's reads in one round trip: the user row (checked by lib/auth/caller.ts as on
 * every request), their conversation `conversationId` with whether they hide any
 * (findOwnedConversationForMessage), and the waiting-list entry linked to them (for the access
 * check). Three reads that were two sequential round trips before the question could be saved.
 */
export async function userWithConversationForMessage({ userId, conversationId, hit }: {
  userId: string; conversationId: string;
  /** A rate-limit hit to count in the same statement (lib/http/route.ts `addressLimits`): its bucket. */
  hit?: { key: string; windowStart: string };
}): Promise<{
  user: UserRow | null; data: { conversation: ConversationForMessage | null; linkedEntry: LinkedEntry | null };
  /** The bucket's count after this hit, when `hit` was given. */
  hitCount?: number;
}> {
  const db = await getDb();
  // A malformed id names no conversation (the uuid cast would fail the statement).
  const args = { userId, conversationId: /^[0-9a-f-]{36}$/i.test(conversationId) ? conversationId : null };
  let found: Awaited<ReturnType<ReturnType<typeof prepareUserWithConversation>["execute"]>>[number] | undefined;
  let hitCount: number | undefined;
  if (hit) {
    const statement = cached(countedStatements, db, prepareUserWithConversationCounted);
    const [row] = await statement.execute({ ...args, hitKey: hit.key, hitWindow: hit.windowStart });
    hitCount = Number(row?.hitCount ?? 1);
    found = row?.user ? { ...row, user: row.user } : undefined;
  } else {
    [found] = await cached(forMessageStatements, db, prepareUserWithConversation).execute(args);
  }
  if (!found) return { user: null, data: { conversation: null, linkedEntry: null }, hitCount };
  const c = found.conversation;
  const conversation = c ? { ...c, createdAt: new Date(c.createdAt), updatedAt: new Date(c.updatedAt), ownerHasHidden: Boolean(found.hasHidden) } : null;
  return { user: found.user, data: { conversation, linkedEntry: found.linkedEntry ?? null }, hitCount };
}

const cached = <S>(map: WeakMap<object, S>, db: Db, prepare: (db: Db) => S): S => {
  let statement = map.get(db);
  if (!statement) map.set(db, (statement = prepare(db)));
  return statement;
};

type ListedJson = Omit<ConversationRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

// One row, a named prepared statement built once per database handle (every signed-in message runs it).
const forMessageStatements = new WeakMap<object, ReturnType<typeof prepareUserWithConversation>>();
const forMessageFields = () => ({
  conversation: sql<ListedJson | null>`(select json_build_object('id', c.id, 'title', c.title, 'isHidden', c.is_hidden, 'source', c.source, 'createdAt', c.created_at, 'updatedAt', c.updated_at)
    from conversations c where c.id = ${sql.placeholder("conversationId")}::uuid and c.user_id = "users"."id" limit 1)`,
  hasHidden: sql<boolean>`exists (select 1 from conversations h where h.user_id = "users"."id" and h.is_hidden)`,
  linkedEntry: sql<LinkedEntry | null>`(select json_build_object('email', w.email, 'status', w.status) from waitlist_entries w where w.user_id = "users"."id" limit 1)`,
});
function prepareUserWithConversation(db: Db) {
  return db.select({ user: publicUserColumns, ...forMessageFields() }).from(users)
    .where(eq(users.id, sql.placeholder("userId"))).limit(1).prepare("user_with_conversation_for_message");
}

// The same read with the message's address limit counted in it (the upsert `hit` in
// lib/http/rate-limit.ts, as a data-modifying CTE): the row comes from the hit, the user is joined
// to it, so the count is read back even when the session names no user.
const countedStatements = new WeakMap<object, ReturnType<typeof prepareUserWithConversationCounted>>();
function prepareUserWithConversationCounted(db: Db) {
  const hit = db.$with("hit", { count: sql<number>`count`.as("count") }).as(sql`insert into rate_limit_buckets (key, window_start, count)
    values (${sql.placeholder("hitKey")}, ${sql.placeholder("hitWindow")}, 1)
    on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1 returning count`);
  return db.with(hit).select({ hitCount: hit.count, user: publicUserColumns, ...forMessageFields() }).from(hit)
    .leftJoin(users, eq(users.id, sql.placeholder("userId"))).prepare("user_with_conversation_for_message_counted");
}

export async function deleteOwnedConversation({ id, owner }: { id: string; owner: Owner }): Promise<boolean> {
  const db = await getDb();
  const rows = await db.delete(conversations).where(and(eq(conversations.id, id), ownedBy(owner))).returning({ id: conversations.id });
  return rows.length > 0;
}

/** Hides the conversation under a phrase (hash + lookup key computed by lib/chat/hide). */
export async function hideOwnedConversation({ id, owner, phraseHash, phraseKey }: { id: string; owner: Owner; phraseHash: string; phraseKey: string }): Promise<ConversationRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(conversations)
    .set({ isHidden: true, hidePhraseHash: phraseHash, hidePhraseKey: phraseKey, hiddenAt: new Date() })
    .where(and(eq(conversations.id, id), ownedBy(owner)))
    .returning(conversationColumns);
  return row ?? null;
}

export async function unhideOwnedConversation({ id, owner }: { id: string; owner: Owner }): Promise<ConversationRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(conversations)
    .set({ isHidden: false, hidePhraseHash: null, hidePhraseKey: null, hiddenAt: null })
    .where(and(eq(conversations.id, id), ownedBy(owner)))
    .returning(conversationColumns);
  return row ?? null;
}

/** The owner's conversations hidden under this lookup key (indexed), and one stored hash to verify against. */
export async function findHiddenByPhraseKey({ owner, phraseKey }: { owner: Owner; phraseKey: string }): Promise<{ rows: ConversationRow[]; phraseHash: string | null }> {
  const db = await getDb();
  const rows = await db
    .select({ ...conversationColumns, phraseHash: conversations.hidePhraseHash })
    .from(conversations)
    .where(and(eq(conversations.hidePhraseKey, phraseKey), ownedBy(owner), eq(conversations.isHidden, true)))
    .orderBy(desc(conversations.updatedAt));
  const phraseHash = rows[0]?.phraseHash ?? null;
  for (const r of rows) delete (r as { phraseHash?: string | null }).phraseHash; // the hash stays in this layer
  return { rows, phraseHash };
}

/** Whether the owner has any hidden conversation (only then can a message be a phrase guess). */
export async function ownerHasHidden({ owner }: { owner: Owner }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(and(ownedBy(owner), eq(conversations.isHidden, true))).limit(1);
  return !!row;
}

// --- chat-keep (issue 13, items 3 and 9) ---
/** Renames one of the owner's conversations; null when it is not theirs (a 404 upstream). */
export async function renameOwnedConversation({ id, owner, title }: { id: string; owner: Owner; title: string }): Promise<ConversationRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(conversations)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(conversations.id, id), ownedBy(owner)))
    .returning(conversationColumns);
  return row ?? null;
}

/**
 * Moves a visitor cookie's conversations (and their answer ratings) to a user. Only rows that still
 * belong to that visitor and to no user move, so running it twice changes nothing the second time.
 */
export async function moveVisitorConversations({ visitorId, userId }: { visitorId: string; userId: string }): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(conversations)
      .set({ userId, visitorId: null })
      .where(and(eq(conversations.visitorId, visitorId), isNull(conversations.userId)))
      .returning({ id: conversations.id });
    await tx.update(answerFeedback).set({ userId, visitorId: null }).where(and(eq(answerFeedback.visitorId, visitorId), isNull(answerFeedback.userId)));
    return moved.length;
  });
}
// --- end chat-keep ---
