import { eq, sql } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET as listConversations } from "@/app/api/conversations/route";
import { getDb } from "@/lib/db/client";
import { conversations } from "@/lib/db/schema";
import { insertConversation, listVisibleConversations, userWithVisibleConversations } from "@/lib/db/queries/conversations";
import { conversationJson } from "@/lib/chat/serialize";
import { makeUser } from "./chat-fixtures";

// Issue 15 item 6, fifth round: a signed-in list is read in the answer's shape (the JSON array is
// built in SQL, times as text), no longer through Dates and conversationJson. It must be byte for
// byte what conversationJson makes of the usual read: same keys in the same order, the same ISO
// times (UTC, milliseconds truncated as Date#toISOString truncates them), the same escaping.

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

test("the signed-in list is byte for byte conversationJson of the usual read", async () => {
  const u = await makeUser();
  const owner = { kind: "user" as const, userId: u.id };
  const titles = ['Tent "ultralight" \\ 2p', "Café & crème <b>", "Emoji 😀 and \u2028 separators", "Plain", "Hidden one"];
  const times = ["2026-11-24 17:13:37.123999+00", "1999-12-31 23:59:59.999999+00", "2026-03-29 01:30:00+02", "2026-11-24 17:13:37.000001+00", "2026-01-01 00:00:00+00"];
  const db = await getDb();
  for (const [i, title] of titles.entries()) {
    const row = await insertConversation({ owner, title });
    // Set in SQL so the microseconds survive (a Date would drop them).
    await db.execute(sql`update conversations set created_at = ${times[i]}::timestamptz - interval '1 day', updated_at = ${times[i]}::timestamptz where id = ${row.id}`);
    if (title === "Hidden one") await db.update(conversations).set({ isHidden: true }).where(eq(conversations.id, row.id));
  }
  const { items } = await userWithVisibleConversations({ userId: u.id });
  const usual = (await listVisibleConversations({ owner })).map(conversationJson);
  expect(usual).toHaveLength(4);
  expect(JSON.stringify(items)).toBe(JSON.stringify(usual));
  const answer = await call(listConversations, { cookies: u.cookies });
  expect(answer.status).toBe(200);
  expect(answer.text).toBe(JSON.stringify(usual));
  expect(usual.map((c) => c.updatedAt)).toEqual(["2026-11-24T17:13:37.123Z", "2026-11-24T17:13:37.000Z", "2026-03-28T23:30:00.000Z", "1999-12-31T23:59:59.999Z"]);
});

test("no conversations: an empty list, not null", async () => {
  const u = await makeUser();
  expect((await userWithVisibleConversations({ userId: u.id })).items).toEqual([]);
  expect((await call(listConversations, { cookies: u.cookies })).text).toBe("[]");
});
