// A conversation belongs to its user or to the visitor cookie it was created under: anyone else
// gets 404 on every conversation call, and the owner's data is untouched by their attempts.
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as one from "@/app/api/conversations/[id]/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as hide from "@/app/api/conversations/[id]/hide/route";
import * as unhide from "@/app/api/conversations/[id]/unhide/route";
import * as regenerate from "@/app/api/conversations/[id]/regenerate/route";
import * as hidden from "@/app/api/conversations/hidden/route";
import { makeUser, makeVisitor, type Cookies } from "./chat-fixtures";

jest.setTimeout(30_000);
beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

async function create(cookies: Cookies, title = "Mine") {
  const r = await call(list.POST, { method: "POST", path: "/api/conversations", body: { title }, cookies });
  expect(r.status).toBe(201);
  return r.json.id as string;
}

/** Every call on one conversation, as `cookies`; answers the statuses in a fixed order. */
async function everyCall(id: string, cookies: Cookies) {
  const p = { params: { id }, cookies };
  const listed = (await call(list.GET, { path: "/api/conversations", cookies })).json as { id: string }[];
  return {
    listed: listed.some((c) => c.id === id),
    readMessages: (await call(messages.GET, { path: `/api/conversations/${id}/messages`, ...p })).status,
    postMessage: (await call(messages.POST, { method: "POST", path: `/api/conversations/${id}/messages`, body: { content: "let me in", role: "user" }, ...p })).status,
    streamMessage: (await call(messages.POST, { method: "POST", path: `/api/conversations/${id}/messages`, body: { content: "let me in", role: "user" }, headers: { accept: "text/event-stream" }, ...p })).status,
    regenerate: (await call(regenerate.POST, { method: "POST", path: `/api/conversations/${id}/regenerate`, ...p })).status,
    hide: (await call(hide.PATCH, { method: "PATCH", path: `/api/conversations/${id}/hide`, body: { secretPhrase: "stolen phrase" }, ...p })).status,
    unhide: (await call(unhide.PATCH, { method: "PATCH", path: `/api/conversations/${id}/unhide`, ...p })).status,
    delete: (await call(one.DELETE, { method: "DELETE", path: `/api/conversations/${id}`, ...p })).status,
  };
}
const allNotFound = { listed: false, readMessages: 404, postMessage: 404, streamMessage: 404, regenerate: 404, hide: 404, unhide: 404, delete: 404 };

test("a user's conversation: another user and another visitor get 404 on every call, and nothing changes", async () => {
  const owner = await makeUser();
  const id = await create(owner.cookies);
  const sent = await call(messages.POST, { method: "POST", path: `/api/conversations/${id}/messages`, params: { id }, body: { content: "What is a good travel backpack?", role: "user" }, cookies: owner.cookies });
  expect(sent.status).toBe(200);
  const hiddenId = await create(owner.cookies, "Secret");
  expect((await call(hide.PATCH, { method: "PATCH", params: { id: hiddenId }, body: { secretPhrase: "owner phrase" }, cookies: owner.cookies })).status).toBe(200);

  for (const stranger of [await makeUser(), makeVisitor()]) {
    expect(await everyCall(id, stranger.cookies)).toEqual(allNotFound);
    expect(await everyCall(hiddenId, stranger.cookies)).toEqual(allNotFound);
    // The owner's phrase reveals nothing to anyone else.
    const reveal = await call(hidden.POST, { method: "POST", body: { secretPhrase: "owner phrase" }, cookies: stranger.cookies });
    expect(reveal.json).toEqual({ hiddenConversations: [] });
  }

  const mine = await call(messages.GET, { params: { id }, cookies: owner.cookies });
  expect(mine.json.map((m: { content: string }) => m.content)[0]).toBe("What is a good travel backpack?");
  expect(mine.json).toHaveLength(2);
  const listed = (await call(list.GET, { cookies: owner.cookies })).json as { id: string; isHidden: boolean }[];
  expect(listed.find((c) => c.id === id)!.isHidden).toBe(false);
  expect(listed.some((c) => c.id === hiddenId)).toBe(false);
  const revealed = await call(hidden.POST, { method: "POST", body: { secretPhrase: "owner phrase" }, cookies: owner.cookies });
  expect(revealed.json.hiddenConversations.map((c: { id: string }) => c.id)).toEqual([hiddenId]);
});

test("a visitor's conversation: another visitor and a signed-in user get 404 on every call", async () => {
  const visitor = makeVisitor();
  const id = await create(visitor.cookies, "Visitor chat");
  for (const stranger of [makeVisitor(), await makeUser()]) expect(await everyCall(id, stranger.cookies)).toEqual(allNotFound);
  const own = await everyCall(id, visitor.cookies);
  expect(own).toMatchObject({ listed: true, readMessages: 200, postMessage: 200, streamMessage: 200, regenerate: 200, hide: 200, unhide: 200, delete: 200 });
});

test("creating a conversation needs a user or campaign access", async () => {
  const none = await call(list.POST, { method: "POST", body: { title: "x" } });
  expect(none.status).toBe(401);
  expect(none.json.error.message).toBe("Authentication required for conversation creation");
  const plainVisitor = await call(list.POST, { method: "POST", body: { title: "x" }, cookies: makeVisitor({ campaign: false }).cookies });
  expect(plainVisitor.status).toBe(401);
  expect(plainVisitor.json.error.message).toBe("Authentication required for conversation creation");
  const waiting = await call(list.POST, { method: "POST", body: { title: "x" }, cookies: (await makeUser({ approved: false })).cookies });
  expect(waiting.status).toBe(403);
  expect((await call(list.GET, {})).json).toEqual([]);
});
