// Edit and branch (issue 13 item 2) against the local OpenAI-protocol server: the tree that is
// stored, the path each read shows, the history that reaches the model, switching, and who may.
import { startOpenAIUpstream, type Upstream } from "../servers/openai-upstream";
import { useModelEnv } from "./model-env";

let up: Upstream;
let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let regenerate: typeof import("@/app/api/conversations/[id]/regenerate/route");
let branch: typeof import("@/app/api/conversations/[id]/branch/route");
let dbHelpers: typeof import("../helpers/db");
let user: { id: string; cookies: Record<string, string> };
let stranger: { id: string; cookies: Record<string, string> };
jest.setTimeout(30_000);

beforeAll(async () => {
  up = await startOpenAIUpstream();
  useModelEnv(up);
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  regenerate = await import("@/app/api/conversations/[id]/regenerate/route");
  branch = await import("@/app/api/conversations/[id]/branch/route");
  user = await fx.makeUser();
  stranger = await fx.makeUser();
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
  await up?.close();
});

type Msg = { id: string; role: string; content: string; parentId: string | null; branch: { index: number; count: number; siblingIds: string[] } };

async function newConversation(cookies = user.cookies): Promise<string> {
  const r = await http.call(conversations.POST, { method: "POST", path: "/api/conversations", body: {}, cookies });
  expect(r.status).toBe(201);
  return r.json.id;
}
const ask = (id: string, content: string, parentId?: string | null, cookies = user.cookies) =>
  http.call(messages.POST, { method: "POST", path: `/api/conversations/${id}/messages`, params: { id }, body: parentId === undefined ? { content } : { content, parentId }, cookies });
const shown = async (id: string, cookies = user.cookies) => {
  const r = await http.call(messages.GET, { path: `/api/conversations/${id}/messages`, params: { id }, cookies });
  expect(r.status).toBe(200);
  return r.json as Msg[];
};
const texts = (ms: Msg[]) => ms.map((m) => m.content);
const switchTo = (id: string, messageId: unknown, cookies = user.cookies) =>
  http.call(branch.PUT, { method: "PUT", path: `/api/conversations/${id}/branch`, params: { id }, body: { messageId }, cookies });
const modelSaw = () => up.requests.at(-1)!.messages.slice(1).map((m) => m.content);

test("edit twice, regenerate, switch: every branch is kept, the read shows one path, the model reads only that path", async () => {
  const id = await newConversation();
  const q1 = (await ask(id, "Which stroller?")).json;
  const q2 = (await ask(id, "Under $300?")).json;
  expect(texts(await shown(id))).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $300?", "You asked: Under $300?"]);

  // Edit the second question: re-asked from the answer before it; the model never sees the old wording.
  const e1 = await ask(id, "Under $200?", q1.aiMessage.id);
  expect(e1.status).toBe(200);
  expect(e1.json.userMessage.parentId).toBe(q1.aiMessage.id);
  expect(modelSaw()).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $200?"]);
  const e2 = await ask(id, "Under $150?", q1.aiMessage.id);
  expect(modelSaw()).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $150?"]);
  let path = await shown(id);
  expect(texts(path)).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $150?", "You asked: Under $150?"]);
  expect(path[2]!.branch).toEqual({ index: 2, count: 3, siblingIds: [q2.userMessage.id, e1.json.userMessage.id, e2.json.userMessage.id] });
  expect(path[0]!.branch).toMatchObject({ index: 0, count: 1 });

  // Regenerate adds a sibling take under the same question; the first take is still stored.
  const again = await http.call(regenerate.POST, { method: "POST", path: `/api/conversations/${id}/regenerate`, params: { id }, cookies: user.cookies });
  expect(again.status).toBe(200);
  expect(again.json.replacedMessageId).toBe(e2.json.aiMessage.id);
  expect(again.json.aiMessage.parentId).toBe(e2.json.userMessage.id);
  expect(modelSaw()).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $150?"]);
  path = await shown(id);
  expect(path.at(-1)!.id).toBe(again.json.aiMessage.id);
  expect(path.at(-1)!.branch).toEqual({ index: 1, count: 2, siblingIds: [e2.json.aiMessage.id, again.json.aiMessage.id] });

  // Back to the first take of the answer, then to the first wording of the question.
  expect((await switchTo(id, e2.json.aiMessage.id)).json).toEqual({ success: true, activeLeafId: e2.json.aiMessage.id });
  expect((await shown(id)).at(-1)!.branch.index).toBe(0);
  expect((await switchTo(id, q2.userMessage.id)).status).toBe(200);
  path = await shown(id);
  expect(texts(path)).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $300?", "You asked: Under $300?"]);
  expect(path[2]!.branch.index).toBe(0);
  // The choice is stored: a fresh read (a reload) shows the same branch, and the next question follows it.
  expect((await shown(id)).map((m) => m.id)).toEqual(path.map((m) => m.id));
  await ask(id, "And one that folds small?");
  expect(modelSaw()).toEqual(["Which stroller?", "You asked: Which stroller?", "Under $300?", "You asked: Under $300?", "And one that folds small?"]);

  // Switching to the third wording lands on its newest take (the regenerated one).
  await switchTo(id, e2.json.userMessage.id);
  expect((await shown(id)).at(-1)!.id).toBe(again.json.aiMessage.id);

  // Editing the very first question (parentId null) starts a branch at the top.
  const top = await ask(id, "Which car seat?", null);
  expect(modelSaw()).toEqual(["Which car seat?"]);
  path = await shown(id);
  expect(texts(path)).toEqual(["Which car seat?", "You asked: Which car seat?"]);
  expect(path[0]!.branch).toEqual({ index: 1, count: 2, siblingIds: [q1.userMessage.id, top.json.userMessage.id] });
  // What an export or a share reads: the same path, never the other branches.
  const { readActivePath } = await import("@/lib/chat/branches");
  expect((await readActivePath({ conversationId: id })).map((m) => m.id)).toEqual(path.map((m) => m.id));
});

test("bad or foreign ids are refused with a JSON error and change nothing", async () => {
  const id = await newConversation();
  const first = (await ask(id, "Which kettle?")).json;
  const other = await newConversation();
  const foreign = (await ask(other, "Which toaster?")).json;
  const before = (await shown(id)).map((m) => m.id);
  const calls = up.requests.length;

  const wrongConversation = await ask(id, "Edited", foreign.aiMessage.id);
  expect(wrongConversation.status).toBe(404);
  expect(wrongConversation.json.error.code).toBe("not_found");
  const notAnId = await ask(id, "Edited", "abc");
  expect(notAnId.status).toBe(400);
  expect(notAnId.json.error).toMatchObject({ code: "validation_failed", message: expect.stringContaining("parentId") });
  expect((await switchTo(id, foreign.aiMessage.id)).status).toBe(404);
  expect((await switchTo(id, "nope")).status).toBe(400);
  expect((await switchTo(id, undefined)).status).toBe(400);
  expect((await shown(id)).map((m) => m.id)).toEqual(before);
  expect(up.requests.length).toBe(calls);

  // Someone else's conversation: 404 for every new call, even with ids taken from it.
  expect((await switchTo(id, first.aiMessage.id, stranger.cookies)).status).toBe(404);
  expect((await ask(id, "Mine now", first.aiMessage.id, stranger.cookies)).status).toBe(404);
  const peek = await http.call(messages.GET, { path: `/api/conversations/${id}/messages?before=${first.aiMessage.id}`, params: { id }, cookies: stranger.cookies });
  expect(peek.status).toBe(404);
  // No identity at all: 401.
  expect((await switchTo(id, first.aiMessage.id, {})).status).toBe(401);
  expect((await shown(id)).map((m) => m.id)).toEqual(before);
});

test("deleting a conversation with branches removes it whole", async () => {
  const del = await import("@/app/api/conversations/[id]/route");
  const id = await newConversation();
  const q = (await ask(id, "Which lamp?")).json;
  await ask(id, "Which desk lamp?", null);
  await switchTo(id, q.userMessage.id);
  const r = await http.call(del.DELETE, { method: "DELETE", path: `/api/conversations/${id}`, params: { id }, cookies: user.cookies });
  expect(r.status).toBe(200);
  expect((await http.call(messages.GET, { path: `/api/conversations/${id}/messages`, params: { id }, cookies: user.cookies })).status).toBe(404);
});
