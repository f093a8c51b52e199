// Paging the path the owner sees (issue 15 item 5): the latest page plus a cursor for older ones,
// a cost that stays one page as a conversation grows, and the migration that threads old rows.
import "./chat-env";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let messagesRoute: typeof import("@/app/api/conversations/[id]/messages/route");
let dbHelpers: typeof import("../helpers/db");
let db: import("@/lib/db/client").Db;
let schema: typeof import("@/lib/db/schema");
let user: { id: string; cookies: Record<string, string> };
jest.setTimeout(60_000);

beforeAll(async () => {
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  messagesRoute = await import("@/app/api/conversations/[id]/messages/route");
  schema = await import("@/lib/db/schema");
  db = await (await import("@/lib/db/client")).getDb();
  user = await fx.makeUser();
}, 60_000);
afterAll(async () => { await dbHelpers?.closeTestDb(); });

/** A conversation of `count` messages in one branch, every text the same length, made in one insert. */
async function longConversation(count: number, { threaded = true, ids = Array.from({ length: count }, (): string => crypto.randomUUID()) }: { threaded?: boolean; ids?: string[] } = {}): Promise<{ id: string; ids: string[] }> {
  const [c] = await db.insert(schema.conversations).values({ userId: user.id, title: "Long" }).returning({ id: schema.conversations.id });
  const start = Date.UTC(2026, 0, 1);
  const rows = ids.map((id, i) => ({
    id, conversationId: c!.id, role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
    content: `Message ${String(i).padStart(4, "0")} ${"about strollers ".repeat(8)}`,
    parentId: threaded && i ? ids[i - 1]! : null, createdAt: new Date(start + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.messages).values(rows.slice(i, i + 500));
  if (threaded) await db.execute(sql`update conversations set active_leaf_id = ${ids.at(-1)!} where id = ${c!.id}`);
  return { id: c!.id, ids };
}
const page = (id: string, query = "") =>
  http.call(messagesRoute.GET, { path: `/api/conversations/${id}/messages${query}`, params: { id }, cookies: user.cookies });

test("the latest 50 of 1,000 messages, oldest first, with a cursor that walks back to the first one exactly once", async () => {
  const { id, ids } = await longConversation(1000);
  const first = await page(id);
  expect(first.status).toBe(200);
  expect(first.json.map((m: { id: string }) => m.id)).toEqual(ids.slice(950));
  expect(first.headers.get("x-older-cursor")).toBe(ids[950]);

  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = await page(id, cursor ? `?before=${cursor}&limit=100` : "?limit=100");
    expect(r.status).toBe(200);
    seen.unshift(...r.json.map((m: { id: string }) => m.id));
    cursor = r.headers.get("x-older-cursor");
    pages++;
  } while (cursor);
  expect(pages).toBe(10);
  expect(seen).toEqual(ids);
});

test("a page of a 1,000-message conversation is exactly as large as a page of a 60-message one", async () => {
  const small = await longConversation(60);
  const large = await longConversation(1000);
  const [a, b] = [await page(small.id), await page(large.id)];
  expect(a.json).toHaveLength(50);
  expect(b.json).toHaveLength(50);
  expect(b.text.length).toBe(a.text.length);
  // Each message carries its branch position for the arrows.
  expect(b.json[10].branch).toEqual({ index: 0, count: 1, siblingIds: [large.ids[960]] });
});

test("a cursor from another conversation or a bad limit is a 400, not another conversation's messages", async () => {
  const mine = await longConversation(4);
  const other = await longConversation(4);
  const foreign = await page(mine.id, `?before=${other.ids[3]}`);
  expect(foreign.status).toBe(400);
  expect(foreign.json.error).toMatchObject({ code: "validation_failed", message: expect.stringContaining("before") });
  for (const q of ["?limit=0", "?limit=101", "?limit=abc", "?before=zzz"]) expect((await page(mine.id, q)).status).toBe(400);
  // The top of the path: no cursor.
  const top = await page(mine.id, `?before=${mine.ids[1]}`);
  expect(top.json.map((m: { id: string }) => m.id)).toEqual([mine.ids[0]]);
  expect(top.headers.get("x-older-cursor")).toBeNull();
});

test("the migration threads conversations from before branches along created_at, question before answer", async () => {
  const dir = path.join(process.cwd(), "drizzle");
  const file = fs.readdirSync(dir).map((f) => path.join(dir, f)).find((f) => f.endsWith(".sql") && fs.readFileSync(f, "utf8").includes("Hand-written (chat-core)"))!;
  const handWritten = fs.readFileSync(file, "utf8").split("Hand-written (chat-core)")[1]!.replace(/^.*\n/, "");
  const statements = handWritten.split("--> statement-breakpoint").map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter(Boolean);
  expect(statements).toHaveLength(2);

  // An old conversation: no parents, no leaf, and a question and its answer saved at the same
  // instant, the answer with the smaller id (so only the question-first rule orders them right).
  const made: string[] = Array.from({ length: 5 }, () => crypto.randomUUID());
  made[3] = `00000000${made[3]!.slice(8)}`;
  const { id, ids } = await longConversation(5, { threaded: false, ids: made });
  await db.execute(sql`update messages set created_at = (select created_at from messages where id = ${ids[2]}) where id = ${ids[3]}`);
  expect((await page(id)).json).toEqual([]);
  for (const s of statements) await db.execute(sql.raw(s));
  const after = await page(id);
  expect(after.json.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual(ids.map((x, i) => [x, i % 2 ? "assistant" : "user"]));
  expect(after.json[0].parentId).toBeNull();
  expect(after.json[4].parentId).toBe(ids[3]);
});
