// Issue 12, conversation privacy: admins see metadata only; reading one needs a reason, is
// audit-logged and time-limited; a hidden conversation stays closed. Answers record their engine.
import "./next-request-scope"; // first: before any Next module loads
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { nextIp, World } from "./matrix-world";
import { send } from "./route-invoke";
import * as list from "@/app/api/admin/conversations/route";
import * as access from "@/app/api/admin/conversations/[id]/access/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import { listAudit } from "@/lib/db/queries/admin-audit";
import { getDb } from "@/lib/db/client";

beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

const json = { "content-type": "application/json" };

test("the list is metadata only; reading needs a reason, is logged and ends after 10 minutes; hidden stays closed", async () => {
  const w = new World();
  const [admin, owner] = [await w.actor("admin"), await w.actor("approvedUser")];
  const id = await w.conversation("approvedUser");
  const hidden = await w.conversation("approvedUser", { hidden: true });
  // A real answer from the embedded engine records which engine wrote it and how long it took.
  const asked = await send(messages.POST!, { method: "POST", path: `/api/conversations/${id}/messages`, cookie: owner.cookie, ip: nextIp(), headers: json, body: JSON.stringify({ content: "Which travel backpack for a week away?" }), params: { id } });
  expect(asked.status).toBe(200);
  const db = await getDb();
  const stored = (await db.execute(`select engine, latency_ms from messages where conversation_id = '${id}' and engine is not null`) as unknown as { rows: { engine: string; latency_ms: number }[] }).rows;
  expect(stored).toEqual([{ engine: "offline", latency_ms: expect.any(Number) }]);

  const r = await send(list.GET!, { method: "GET", path: "/api/admin/conversations?pageSize=200", cookie: admin.cookie, ip: nextIp() });
  expect(r.status).toBe(200);
  const row = r.json.conversations.find((c: { id: string }) => c.id === id);
  expect(row).toEqual({ id, ownerId: owner.userId, visitor: false, createdAt: expect.any(String), messageCount: 4, engine: "offline", hidden: false, feedback: null });
  // No title, no message, no address anywhere in the list.
  expect(r.text).not.toContain(owner.marker);
  expect(r.text).not.toContain("travel backpack");
  const flagged = await send(list.GET!, { method: "GET", path: "/api/admin/conversations?flagged=true", cookie: admin.cookie, ip: nextIp() });
  expect(flagged.json).toEqual({ conversations: [], total: 0 });

  const open = (body: unknown, cid = id) => send(access.POST!, { method: "POST", path: `/api/admin/conversations/${cid}/access`, cookie: admin.cookie, ip: nextIp(), headers: json, body: JSON.stringify(body), params: { id: cid } });
  for (const bad of [{}, { reason: "" }, { reason: "because" }]) {
    const b = await open(bad);
    expect([b.status, b.json.error.code]).toEqual([400, "validation_failed"]);
  }
  expect((await listAudit({ targetId: id })).total).toBe(0);

  const before = Date.now();
  const ok = await open({ reason: "The owner reported a wrong answer" });
  expect(ok.status).toBe(200);
  // (The world's first two messages share one insert time, so only the count per role is fixed.)
  expect(ok.json.messages.map((m: { role: string }) => m.role).sort()).toEqual(["assistant", "assistant", "user", "user"]);
  expect(ok.json.messages.some((m: { content: string }) => m.content.includes(owner.marker))).toBe(true);
  const expires = new Date(ok.json.expiresAt).getTime();
  expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
  expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
  const log = await listAudit({ targetId: id });
  expect(log.entries.map((e) => [e.action, e.actorEmail, e.reason])).toEqual([["read_conversation", `${admin.marker}@example.com`, "The owner reported a wrong answer"]]);

  const closed = await open({ reason: "Curious about what they hid" }, hidden);
  expect(closed.status).toBe(403);
  expect((await listAudit({ targetId: hidden })).total).toBe(0);
  const user = await send(access.POST!, { method: "POST", path: `/api/admin/conversations/${id}/access`, cookie: owner.cookie, ip: nextIp(), headers: json, body: JSON.stringify({ reason: "The owner reported a wrong answer" }), params: { id } });
  expect(user.status).toBe(403);
});

test("rated-down conversations are listed with the rating and reason; a down beats an up; the comment never shows", async () => {
  const w = new World();
  const [admin, owner] = [await w.actor("admin"), await w.actor("approvedUser")];
  const [mixed, liked] = [await w.conversation("approvedUser"), await w.conversation("approvedUser")];
  const db = await getDb();
  const answers = async (cid: string) =>
    (await db.execute(`select id from messages where conversation_id = '${cid}' and role = 'assistant' order by created_at, id`) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const rate = (messageId: string, cid: string, rating: string, reason: string | null, comment: string | null) =>
    db.execute(`insert into answer_feedback (message_id, conversation_id, user_id, rating, reason, comment)
      values ('${messageId}', '${cid}', '${owner.userId}', '${rating}', ${reason ? `'${reason}'` : "null"}, ${comment ? `'${comment}'` : "null"})`);
  await db.execute(`insert into messages (conversation_id, role, content) values ('${mixed}', 'assistant', 'a second answer')`);
  const [m1, m2] = await answers(mixed);
  await rate(m1!, mixed, "up", null, null);
  await rate(m2!, mixed, "down", "unsafe", "my private words about it");
  await rate((await answers(liked))[0]!, liked, "up", null, null);

  const flagged = await send(list.GET!, { method: "GET", path: "/api/admin/conversations?flagged=true", cookie: admin.cookie, ip: nextIp() });
  expect(flagged.status).toBe(200);
  expect(flagged.json.total).toBe(1);
  expect(flagged.json.conversations.map((c: { id: string; feedback: unknown }) => [c.id, c.feedback])).toEqual([[mixed, { rating: "down", reason: "unsafe" }]]);
  const all = await send(list.GET!, { method: "GET", path: "/api/admin/conversations?pageSize=200", cookie: admin.cookie, ip: nextIp() });
  expect(all.json.conversations.find((c: { id: string }) => c.id === liked).feedback).toEqual({ rating: "up", reason: null });
  expect(all.text + flagged.text).not.toContain("my private words");
});
