// The model path against a local server speaking the Chat Completions protocol: what the user
// gets (JSON and SSE), what is stored, what the model was sent, and every failure mode.
import { startOpenAIUpstream, type Upstream } from "../servers/openai-upstream";
import { useModelEnv } from "./model-env";

let up: Upstream;
let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let regenerate: typeof import("@/app/api/conversations/[id]/regenerate/route");
let hide: typeof import("@/app/api/conversations/[id]/hide/route");
let stop: typeof import("@/app/api/conversations/[id]/stop/route");
let dbHelpers: typeof import("../helpers/db");
let user: { id: string; cookies: Record<string, string> };
jest.setTimeout(30_000);

beforeAll(async () => {
  up = await startOpenAIUpstream({ slowFirstTokenMs: 2500, dripMs: 25 });
  // The env module parses once per registry: set the model env before anything imports it.
  useModelEnv(up, { OPENAI_TIMEOUT_MS: "1000" });
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  regenerate = await import("@/app/api/conversations/[id]/regenerate/route");
  hide = await import("@/app/api/conversations/[id]/hide/route");
  stop = await import("@/app/api/conversations/[id]/stop/route");
  user = await fx.makeUser();
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
  await up?.close();
});

async function newConversation(cookies = user.cookies): Promise<string> {
  const r = await http.call(conversations.POST, { method: "POST", path: "/api/conversations", body: { title: "New Conversation" }, cookies });
  expect(r.status).toBe(201);
  return r.json.id;
}
const post = (id: string, content: string, extra: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
  http.call(messages.POST, { method: "POST", path: `/api/conversations/${id}/messages`, params: { id }, body: { content, role: "user" }, cookies: extra.cookies ?? user.cookies, headers: extra.headers });
const stored = async (id: string) => (await http.call(messages.GET, { path: `/api/conversations/${id}/messages`, params: { id }, cookies: user.cookies })).json as { role: string; content: string; status: string; id: string }[];
const sse = { accept: "text/event-stream" };

test("JSON: the answer streams from the model, both messages are stored, the question titles the conversation", async () => {
  const id = await newConversation();
  const before = up.requests.length;
  const r = await post(id, "Hello there, partner");
  expect(r.status).toBe(200);
  expect(r.json.aiMessage).toMatchObject({ role: "assistant", content: "You asked: Hello there, partner", status: "complete", conversationId: id, hasAffiliateLinks: false });
  expect(r.json.userMessage).toMatchObject({ role: "user", content: "Hello there, partner" });
  expect(r.json).toMatchObject({ newConversationId: null, hiddenConversations: [], shouldPromptSignup: false });
  expect((await stored(id)).map((m) => [m.role, m.content])).toEqual([["user", "Hello there, partner"], ["assistant", "You asked: Hello there, partner"]]);
  const list = await http.call(conversations.GET, { path: "/api/conversations", cookies: user.cookies });
  expect(list.json.find((c: { id: string }) => c.id === id).title).toBe("Hello there, partner");

  // What the model was sent: the system prompt, the tools, the history, streaming, the model name.
  expect(up.requests.length).toBe(before + 1);
  const sent = up.requests[before]!;
  expect(sent).toMatchObject({ model: "test-model", stream: true });
  expect(sent.messages[0]!.role).toBe("system");
  expect(sent.messages[0]!.content).toContain("You are Helpful Hand, an AI thinking partner");
  expect(sent.tools!.map((t) => t.function.name)).toEqual(["search_products", "get_verses"]);
  expect(sent.messages.slice(1)).toEqual([{ role: "user", content: "Hello there, partner" }]);

  // The second question carries the whole conversation so far.
  await post(id, "And a follow-up?");
  expect(up.requests.at(-1)!.messages.slice(1)).toEqual([
    { role: "user", content: "Hello there, partner" },
    { role: "assistant", content: "You asked: Hello there, partner" },
    { role: "user", content: "And a follow-up?" },
  ]);
});

test("SSE: user event, deltas, then done with the saved answer", async () => {
  const id = await newConversation();
  const r = await post(id, "Stream this please", { headers: sse });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toContain("text/event-stream");
  const events = fx.parseSse(r.text);
  expect(events[0]!.event).toBe("user");
  expect(events[0]!.data).toMatchObject({ role: "user", content: "Stream this please" });
  const deltas = events.filter((e) => e.event === "delta");
  // This upstream sends every word at once, and deltas within DELTA_BATCH_MS travel as one (lib/chat/sse.ts);
  // tests/unit/sse-batching.test.ts checks that spaced tokens still arrive one by one.
  expect(deltas.length).toBeGreaterThanOrEqual(1);
  const done = events.at(-1)!;
  expect(done.event).toBe("done");
  expect(deltas.map((e) => e.data.text).join("")).toBe(done.data.aiMessage.content);
  expect(done.data.aiMessage.content).toBe("You asked: Stream this please");
  expect((await stored(id)).at(-1)!.id).toBe(done.data.aiMessage.id);
  // The model is asked while the answer's row is inserted; the row's event still comes first.
  expect(events.map((e) => e.event).filter((e, i, all) => all.indexOf(e) === i)).toEqual(["user", "answer", "delta", "done"]);
  expect(events.find((e) => e.event === "answer")!.data).toMatchObject({ id: done.data.aiMessage.id, role: "assistant" });
});

test("tool calls: search_products hits the catalog (tagged links), get_verses the bundled WEB, the answer uses them", async () => {
  const id = await newConversation();
  const before = up.requests.length;
  const r = await post(id, "[[tools]] I need a beginner drone");
  expect(r.status).toBe(200);
  expect(up.requests.length).toBe(before + 2);
  const second = up.requests[before + 1]!;
  const toolMsgs = second.messages.filter((m) => m.role === "tool");
  expect(toolMsgs.map((m) => m.tool_call_id)).toEqual(["call_products", "call_verses"]);
  const assistantAsk = second.messages.find((m) => m.role === "assistant")!;
  expect(assistantAsk.tool_calls!.map((t) => [t.function.name, JSON.parse(t.function.arguments)])).toEqual([
    ["search_products", { query: "beginner drone", category: "drones", limit: 3 }],
    ["get_verses", { reference: "Proverbs 15:22" }],
  ]);
  const products = JSON.parse(toolMsgs[0]!.content!).products as { category: string; link: string }[];
  expect(products.length).toBeGreaterThanOrEqual(2);
  expect(products.every((p) => p.category === "drones")).toBe(true);
  expect(products.every((p) => /^https:\/\/www\.(amazon\.com|bhphotovideo\.com)\//.test(p.link))).toBe(true);
  const amazon = products.find((p) => p.link.includes("amazon.com"));
  if (amazon) expect(amazon.link).toContain("tag=helpfulhand-20");
  const verses = JSON.parse(toolMsgs[1]!.content!).verses as { reference: string; text: string }[];
  expect(verses[0]!.reference).toBe("Proverbs 15:22");
  expect(verses[0]!.text).toMatch(/counsel/i);

  const content: string = r.json.aiMessage.content;
  expect(content).toContain(products[0]!.link);
  expect(content).toContain("Proverbs 15:22");
  expect(content).toContain(verses[0]!.text);
  expect(r.json.aiMessage.hasAffiliateLinks).toBe(true);
});

test("reference check: a real reference stays, an invented one is marked not found; done replaces the streamed text", async () => {
  const id = await newConversation();
  const r = await post(id, "[[fakeref]] verses about patience", { headers: sse });
  const events = fx.parseSse(r.text);
  const streamed = events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
  const done = events.find((e) => e.event === "done")!.data.aiMessage.content as string;
  expect(streamed).toContain("Proverbs 45:3");
  expect(done).not.toBe(streamed);
  expect(done).toContain("Proverbs 3:5");
  expect(done).toContain("(reference not found in the World English Bible: Proverbs 45:3)");
  expect((await stored(id)).at(-1)!.content).toBe(done);
});

describe.each([
  ["error500", 502, "upstream_failed"],
  ["error429", 502, "upstream_failed"],
  ["badjson", 502, "upstream_failed"],
  ["cut", 502, "upstream_failed"],
  ["slow", 504, "upstream_timeout"],
  ["hang", 504, "upstream_timeout"],
  ["stall", 504, "upstream_timeout"],
])("model failure %s", (marker, status, code) => {
  test("JSON: a clear error, the user's message kept, no answer stored", async () => {
    const id = await newConversation();
    const started = Date.now();
    const r = await post(id, `[[${marker}]] please answer`);
    expect(r.status).toBe(status);
    expect(r.json.error.code).toBe(code);
    expect(r.json.error.message).toMatch(/Your message is saved; please try again\./);
    if (status === 504) expect(Date.now() - started).toBeLessThan(2400); // gave up at the 1 s timeout, not when the upstream did
    expect((await stored(id)).map((m) => m.role)).toEqual(["user"]);
  });
  test("SSE: user event, then an error event", async () => {
    const id = await newConversation();
    const r = await post(id, `[[${marker}]] please answer`, { headers: sse });
    expect(r.status).toBe(200);
    const events = fx.parseSse(r.text);
    expect(events[0]!.event).toBe("user");
    expect(events.at(-1)).toEqual({ event: "error", data: { code, message: expect.stringContaining("Your message is saved") } });
    expect(events.some((e) => e.event === "done")).toBe(false);
    expect((await stored(id)).map((m) => m.role)).toEqual(["user"]);
  });
});

test("stop: POST /stop mid-stream keeps the question and the partial answer, and closes the upstream request", async () => {
  const id = await newConversation();
  const abortedBefore = up.aborted;
  const req = fx.rawRequest({ path: `/api/conversations/${id}/messages`, body: { content: "[[drip]] a long answer", role: "user" }, cookies: user.cookies, accept: "text/event-stream" });
  const res = await messages.POST(req, fx.handlerParams(id));
  const reading = fx.readEvents(res);
  await fx.waitFor(async () => (await stored(id)).find((m) => m.role === "assistant" && m.content.includes("part4")));
  const s = await http.call(stop.POST, { method: "POST", path: `/api/conversations/${id}/stop`, params: { id }, cookies: user.cookies });
  expect(s.status).toBe(200);
  expect(s.json.stopped).toBe(true);
  const events = await reading;
  const streamed = events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
  expect(streamed).toMatch(/^part0 part1 part2 /);
  expect(events.at(-1)!.event).toBe("done");
  const rows = await stored(id);
  expect(rows.map((m) => [m.role, m.status])).toEqual([["user", "complete"], ["assistant", "partial"]]);
  expect(rows[1]!.content.startsWith(streamed.trim())).toBe(true);
  expect(rows[1]!.content).not.toContain("part199");
  await fx.waitFor(async () => up.aborted > abortedBefore);
});

test("a JSON request the browser abandons is still answered and saved complete (resumable answers)", async () => {
  const id = await newConversation();
  const controller = new AbortController();
  const req = fx.rawRequest({ path: `/api/conversations/${id}/messages`, body: { content: "[[drip]] long JSON answer", role: "user" }, cookies: user.cookies, signal: controller.signal });
  const pending = messages.POST(req, fx.handlerParams(id));
  await fx.waitFor(async () => up.requests.some((r) => JSON.stringify(r.messages).includes("long JSON answer")));
  await new Promise((r) => setTimeout(r, 200));
  controller.abort();
  await pending;
  const rows = await stored(id);
  expect(rows.map((m) => [m.role, m.status])).toEqual([["user", "complete"], ["assistant", "complete"]]);
  expect(rows[1]!.content).toMatch(/^part0 part1 .*part199/);
});

test("regenerate replaces the last answer (JSON and SSE), and answers a question whose answer failed", async () => {
  const id = await newConversation();
  await post(id, "First question");
  const [, firstAnswer] = await stored(id);
  const r = await http.call(regenerate.POST, { method: "POST", path: `/api/conversations/${id}/regenerate`, params: { id }, cookies: user.cookies });
  expect(r.status).toBe(200);
  expect(r.json.aiMessage.content).toBe("You asked: First question");
  expect(r.json.replacedMessageId).toBe(firstAnswer!.id);
  const after = await stored(id);
  expect(after.map((m) => m.role)).toEqual(["user", "assistant"]);
  expect(after[1]!.id).toBe(r.json.aiMessage.id);
  expect(up.requests.at(-1)!.messages.slice(1)).toEqual([{ role: "user", content: "First question" }]);

  const s = await http.call(regenerate.POST, { method: "POST", path: `/api/conversations/${id}/regenerate`, params: { id }, cookies: user.cookies, headers: sse });
  const events = fx.parseSse(s.text);
  expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(0);
  expect(events.at(-1)!.event).toBe("done");
  expect((await stored(id)).map((m) => m.id)).toEqual([after[0]!.id, events.at(-1)!.data.aiMessage.id]);

  // After a failed answer, regenerate answers the stored question.
  const id2 = await newConversation();
  expect((await post(id2, "[[error500]] now")).status).toBe(502);
  const retry = await http.call(regenerate.POST, { method: "POST", path: `/api/conversations/${id2}/regenerate`, params: { id: id2 }, cookies: user.cookies });
  expect(retry.status).toBe(502); // same marker, same failure, and the question is still kept
  expect((await stored(id2)).map((m) => m.role)).toEqual(["user"]);

  const empty = await newConversation();
  const nothing = await http.call(regenerate.POST, { method: "POST", path: `/api/conversations/${empty}/regenerate`, params: { id: empty }, cookies: user.cookies });
  expect(nothing.status).toBe(409);
});

test("a hide phrase reveals the hidden conversation and never reaches the model nor the message store", async () => {
  const secret = await newConversation();
  await post(secret, "Something private");
  const h = await http.call(hide.PATCH, { method: "PATCH", path: `/api/conversations/${secret}/hide`, params: { id: secret }, body: { secretPhrase: "  blue harvest moon " }, cookies: user.cookies });
  expect(h.status).toBe(200);
  const other = await newConversation();
  const before = up.requests.length;
  for (const headers of [undefined, sse]) {
    const r = await post(other, "blue harvest moon", { headers });
    const body = headers ? fx.parseSse(r.text).at(-1)!.data : r.json;
    expect(body).toMatchObject({ aiMessage: null, userMessage: null, hiddenConversations: [{ id: secret, title: "Something private" }] });
  }
  expect(up.requests.length).toBe(before);
  expect(JSON.stringify(up.requests)).not.toContain("blue harvest moon");
  expect(await stored(other)).toEqual([]);
});
