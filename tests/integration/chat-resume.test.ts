// Resumable answers and Stop (issue 13 items 1 and 8): the answer is written to the database while
// it streams, a client that drops comes back through GET /stream from its offset and receives the
// rest exactly once, and Stop (POST /stop, a flag any server's writer sees) keeps the question.
import { startOpenAIUpstream, type Upstream } from "../servers/openai-upstream";
import { useModelEnv } from "./model-env";
import { eq } from "drizzle-orm";

let up: Upstream;
let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let stream: typeof import("@/app/api/conversations/[id]/stream/route");
let stop: typeof import("@/app/api/conversations/[id]/stop/route");
let instant: typeof import("@/app/api/instant-conversation/route");
let rows: typeof import("@/lib/db/queries/answer-rows");
let dbHelpers: typeof import("../helpers/db");
let user: { id: string; cookies: Record<string, string> };
jest.setTimeout(40_000);

beforeAll(async () => {
  up = await startOpenAIUpstream({ slowFirstTokenMs: 3000, dripMs: 20, dripChunks: 120 });
  useModelEnv(up, { OPENAI_TIMEOUT_MS: "8000" });
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  stream = await import("@/app/api/conversations/[id]/stream/route");
  stop = await import("@/app/api/conversations/[id]/stop/route");
  instant = await import("@/app/api/instant-conversation/route");
  rows = await import("@/lib/db/queries/answer-rows");
  user = await fx.makeUser();
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
  await up?.close();
});

type Cookies = Record<string, string>;
async function newConversation(cookies: Cookies = user.cookies): Promise<string> {
  const r = await http.call(conversations.POST, { method: "POST", path: "/api/conversations", body: { title: "New Conversation" }, cookies });
  expect(r.status).toBe(201);
  return r.json.id;
}
const stored = async (id: string, cookies: Cookies = user.cookies) =>
  (await http.call(messages.GET, { path: `/api/conversations/${id}/messages`, params: { id }, cookies })).json as { role: string; content: string; status: string; id: string }[];
const ask = (id: string, content: string, cookies: Cookies = user.cookies) =>
  messages.POST(fx.rawRequest({ path: `/api/conversations/${id}/messages`, body: { content, role: "user" }, cookies, accept: "text/event-stream" }), fx.handlerParams(id));
const follow = (id: string, query: string, cookies: Cookies = user.cookies, headers: Record<string, string> = {}) =>
  http.call(stream.GET, { path: `/api/conversations/${id}/stream${query}`, params: { id }, cookies, headers });
const stopCall = (id: string, cookies: Cookies = user.cookies, body: unknown = {}) =>
  http.call(stop.POST, { method: "POST", path: `/api/conversations/${id}/stop`, params: { id }, cookies, body });
const deltas = (events: { event: string; data: { text?: string } }[]) => events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");

/** Starts a drip answer, reads a few deltas and drops the connection; returns what the client had. */
async function askAndDrop(id: string, cookies: Cookies = user.cookies) {
  const res = await ask(id, "[[drip]] a long answer to resume", cookies);
  const events = await fx.readEvents(res, (ev) => ev.filter((e) => e.event === "delta").length >= 4);
  const answer = events.find((e) => e.event === "answer");
  return { had: deltas(events), answerId: answer?.data.id as string };
}

test("a dropped client reconnects with ?after= and receives the rest exactly once, then done with the saved answer", async () => {
  const id = await newConversation();
  const { had, answerId } = await askAndDrop(id);
  expect(had).toMatch(/^part0 part1 part2 part3 /);
  // The row exists while the answer is written, and it keeps growing with nobody reading.
  const midway = await stored(id);
  expect(midway.map((m) => [m.role, m.status])).toEqual([["user", "complete"], ["assistant", "streaming"]]);
  expect(midway[1]!.id).toBe(answerId);

  const r = await follow(id, `?after=${had.length}`);
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("text/event-stream");
  const events = fx.parseSse(r.text);
  const done = events.at(-1)!;
  expect(done.event).toBe("done");
  expect(done.data.aiMessage).toMatchObject({ id: answerId, role: "assistant", status: "complete" });
  const full = done.data.aiMessage.content as string;
  expect(full).toContain("part119");
  // Exactly once: what the client had plus what the reconnect sent is the answer, no gap, no repeat.
  expect(had + deltas(events)).toBe(full);
  // Event ids are character offsets: the last one is the answer's length.
  expect(r.text).toContain(`id: ${full.length}\n`);
  expect((await stored(id)).map((m) => [m.role, m.status])).toEqual([["user", "complete"], ["assistant", "complete"]]);
});

test("Last-Event-ID resumes like ?after=, and a reconnect after the end replays only the missing text", async () => {
  const id = await newConversation();
  const { had } = await askAndDrop(id);
  const r = await follow(id, "", user.cookies, { "last-event-id": String(had.length) });
  const events = fx.parseSse(r.text);
  expect(had + deltas(events)).toBe(events.at(-1)!.data.aiMessage.content);
  const full = events.at(-1)!.data.aiMessage.content as string;
  const again = fx.parseSse((await follow(id, `?after=${full.length - 6}`)).text);
  expect(again.map((e) => e.event)).toEqual(["delta", "done"]);
  expect(again[0]!.data.text).toBe(full.slice(-6));
});

test("Stop mid-answer keeps the question and the partial answer", async () => {
  const id = await newConversation();
  const { had, answerId } = await askAndDrop(id);
  const s = await stopCall(id);
  expect(s.status).toBe(200);
  expect(s.json).toEqual({ stopped: true, messageIds: [answerId] });
  const saved = await fx.waitFor(async () => (await stored(id)).find((m) => m.role === "assistant" && m.status === "partial"));
  expect(saved.content.startsWith(had)).toBe(true);
  expect(saved.content).not.toContain("part119");
  expect((await stored(id)).map((m) => [m.role, m.content.slice(0, 8)])).toEqual([["user", "[[drip]]"], ["assistant", "part0 pa"]]);
  // Nothing left to stop.
  expect((await stopCall(id)).json).toEqual({ stopped: false, messageIds: [] });
});

test("Stop before any text: the question stays, no empty answer is kept, the stream ends with an error", async () => {
  const id = await newConversation();
  const res = await ask(id, "[[slow]] take your time");
  const reading = fx.readEvents(res);
  await fx.waitFor(async () => (await stored(id)).some((m) => m.role === "assistant"));
  expect((await stopCall(id)).json.stopped).toBe(true);
  const events = await reading;
  expect(events.at(-1)).toEqual({ event: "error", data: { code: "upstream_failed", message: "Stopped before the assistant wrote anything." } });
  expect((await stored(id)).map((m) => [m.role, m.content])).toEqual([["user", "[[slow]] take your time"]]);
});

test("a stop set by another server (the database flag alone) stops the writer at its next flush", async () => {
  const id = await newConversation();
  const { had } = await askAndDrop(id);
  // What POST /stop does on a server that is not writing this answer: only the flag.
  expect(await rows.requestStop({ conversationId: id })).toHaveLength(1);
  const saved = await fx.waitFor(async () => (await stored(id)).find((m) => m.role === "assistant" && m.status === "partial"), 3000);
  expect(saved.content.startsWith(had)).toBe(true);
  expect(saved.content).not.toContain("part119");
});

test("an answer whose writer died (no update for 60 s) reads as partial, and following it ends at once", async () => {
  const id = await newConversation();
  const { getDb } = await import("@/lib/db/client");
  const { messages: table } = await import("@/lib/db/schema");
  const db = await getDb();
  const old = new Date(Date.now() - 120_000);
  // Inserted as the answer writer does (lib/chat/answer-writer.ts): the path's end, so the list shows it.
  const { insertMessage } = await import("@/lib/db/queries/messages");
  const row = await insertMessage({ conversationId: id, role: "assistant", content: "Half an ans", status: "streaming" });
  await db.update(table).set({ createdAt: old, updatedAt: old }).where(eq(table.id, row.id));
  expect((await stored(id)).map((m) => [m.content, m.status])).toEqual([["Half an ans", "partial"]]);
  const events = fx.parseSse((await follow(id, "?after=5")).text);
  expect(events.map((e) => e.event)).toEqual(["delta", "done"]);
  expect(events[0]!.data.text).toBe("an ans");
  expect(events[1]!.data.aiMessage).toMatchObject({ content: "Half an ans", status: "partial" });
});

test("owner checks: a stranger gets 404 from stream and stop and stops nothing; a visitor follows their instant chat", async () => {
  const id = await newConversation();
  await askAndDrop(id);
  const stranger = await fx.makeUser();
  expect((await follow(id, "?after=0", stranger.cookies)).status).toBe(404);
  const s = await stopCall(id, stranger.cookies);
  expect(s.status).toBe(404);
  expect(s.json.error.code).toBe("not_found");
  expect((await follow(id, "", {})).status).toBe(401);
  const finished = fx.parseSse((await follow(id, "?after=0")).text).at(-1)!;
  expect(finished.data.aiMessage.status).toBe("complete");

  const visitor = fx.makeVisitor();
  const r = await http.call(instant.POST, { method: "POST", path: "/api/instant-conversation", body: { question: "Which kettle?" }, cookies: visitor.cookies, ip: "198.51.100.77" });
  expect(r.status).toBe(200);
  const convo = r.json.conversationId as string;
  const mine = fx.parseSse((await follow(convo, "?after=0", visitor.cookies)).text);
  expect(mine.at(-1)!.data.aiMessage.content).toBe(r.json.aiMessage.content);
  expect(deltas(mine)).toBe(r.json.aiMessage.content);
  expect((await follow(convo, "?after=0", fx.makeVisitor().cookies)).status).toBe(404);
  expect((await follow(convo, "?after=0", user.cookies)).status).toBe(404);
});

test("bad input: 400 JSON errors, nothing changed", async () => {
  const id = await newConversation();
  for (const q of ["?after=-1", "?after=abc", "?after=1.5", "?messageId=nope"]) {
    const r = await follow(id, q);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("validation_failed");
  }
  const s = await stopCall(id, user.cookies, { messageId: "nope" });
  expect(s.status).toBe(400);
  expect((await follow(id, "")).status).toBe(404);
  expect(await stored(id)).toEqual([]);
});
