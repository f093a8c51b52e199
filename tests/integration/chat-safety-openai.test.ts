// The safety layer on the model engine, against the local OpenAI-protocol server: a message that
// raises a concern never reaches the model (the help comes from data); on the messages after it the
// model answers, and its answer is corrected: the help put first, product links removed, the card attached.
import { startOpenAIUpstream, type Upstream } from "../servers/openai-upstream";
import { useModelEnv } from "./model-env";

let up: Upstream;
let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let instant: typeof import("@/app/api/instant-conversation/route");
let dbHelpers: typeof import("../helpers/db");
let user: { cookies: Record<string, string> };
jest.setTimeout(30_000);

beforeAll(async () => {
  up = await startOpenAIUpstream();
  useModelEnv(up, { OPENAI_TIMEOUT_MS: "2000" });
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  instant = await import("@/app/api/instant-conversation/route");
  user = await fx.makeUser();
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
  await up?.close();
});

async function newConversation(): Promise<string> {
  const r = await http.call(conversations.POST, { method: "POST", body: { title: "New Conversation" }, cookies: user.cookies });
  expect(r.status).toBe(201);
  return r.json.id;
}
const post = (id: string, content: string, headers?: Record<string, string>) =>
  http.call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies: user.cookies, headers });
const hrefs = (card: { resources: { actions: { href: string }[] }[] }) => card.resources.flatMap((r) => r.actions.map((a) => a.href));
const RETAILER = /amazon\.com|bhphotovideo\.com/;

test("JSON: a crisis message is answered with the help and the card; the model is not asked", async () => {
  const id = await newConversation();
  const before = up.requests.length;
  const r = await post(id, "I can't do this anymore, I just want everything to stop");
  expect(r.status).toBe(200);
  expect(up.requests.length).toBe(before);
  expect(r.json.aiMessage.content.split("\n\n")[0]).toMatch(/988/);
  expect(hrefs(r.json.aiMessage.helpCard)).toEqual(expect.arrayContaining(["tel:988", "sms:988"]));
});

test("SSE: the same, streamed, with the card in the done payload", async () => {
  const id = await newConversation();
  const before = up.requests.length;
  const r = await post(id, "my 2 month old has a fever of 100.8 [[tools]]", { accept: "text/event-stream" });
  const events = fx.parseSse(r.text);
  expect(up.requests.length).toBe(before);
  const done = events.at(-1)!;
  expect(done.event).toBe("done");
  expect(done.data.aiMessage.helpCard).toMatchObject({ kind: "medical_emergency" });
  expect(done.data.aiMessage.content).toMatch(/call 911/i);
  expect(done.data.aiMessage.content).not.toMatch(RETAILER);
});

test("the next message goes to the model, and its answer without 988 is corrected: help first, card attached", async () => {
  const id = await newConversation();
  await post(id, "Nobody would even notice if I was gone");
  const before = up.requests.length;
  const r = await post(id, "I don't know, it's just been a long year");
  expect(up.requests.length).toBe(before + 1);
  const content: string = r.json.aiMessage.content;
  expect(content.split("\n\n")[0]).toMatch(/988/);
  expect(content).toContain("You asked: I don't know, it's just been a long year");
  expect(r.json.aiMessage.helpCard).toMatchObject({ kind: "suicide" });
});

test("a model answer with product links on a crisis turn has them removed", async () => {
  const id = await newConversation();
  await post(id, "my husband hits me when he drinks");
  const r = await post(id, "what should I get to feel safer at home [[tools]]");
  const content: string = r.json.aiMessage.content;
  expect(content).toContain("Here are two picks");
  expect(content).not.toMatch(RETAILER);
  expect(r.json.aiMessage.hasAffiliateLinks).toBe(false);
  expect(content.split("\n\n")[0]).toMatch(/1-800-799-7233|911/);
  expect(r.json.aiMessage.helpCard).toMatchObject({ kind: "domestic_violence" });
});

test("an ordinary question is the model's answer, untouched, with no card", async () => {
  const id = await newConversation();
  const r = await post(id, "this commute is killing me [[tools]]");
  expect(r.json.aiMessage.content).toMatch(RETAILER);
  expect(r.json.aiMessage.helpCard).toBeNull();
});

test("the instant chat on the model engine: help card, no model call, no products", async () => {
  const v = fx.makeVisitor();
  const before = up.requests.length;
  const r = await http.call(instant.POST, { method: "POST", body: { question: "I'm 14 and my stepdad hits me" }, cookies: v.cookies, ip: "203.0.113.80" });
  expect(r.status).toBe(200);
  expect(up.requests.length).toBe(before);
  expect(r.json.aiMessage.helpCard).toMatchObject({ kind: "child_abuse" });
  expect(hrefs(r.json.aiMessage.helpCard)).toEqual(expect.arrayContaining(["tel:911", "tel:18004224453"]));
});
