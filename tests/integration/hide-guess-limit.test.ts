import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { makeUser, makeVisitor, type Cookies } from "./chat-fixtures";
import { awayFromWindowEdge } from "../helpers/window";

// One hide-phrase guess limit (issue 10, item 12): /api/conversations/hidden and chat messages
// draw on the same per-owner and per-address buckets (20 per 10 minutes), so guesses typed as
// chat messages cannot get around the limit. Normal chat of an owner with nothing hidden is untouched.
type Handler = Parameters<typeof call>[0];
let reveal: Handler;
let create: Handler;
let hide: Handler;
let send: Handler;

beforeAll(async () => {
  await openTestDb();
  reveal = (await import("@/app/api/conversations/hidden/route")).POST as Handler;
  create = (await import("@/app/api/conversations/route")).POST as Handler;
  hide = (await import("@/app/api/conversations/[id]/hide/route")).PATCH as Handler;
  send = (await import("@/app/api/conversations/[id]/messages/route")).POST as Handler;
});
afterAll(async () => { await closeTestDb(); });
// Each test counts guesses up to the 10-minute limit: never across a window edge.
beforeEach(() => awayFromWindowEdge(600), 120_000);

const PHRASE = "quiet harbor lights";

async function ownerWithHidden(cookies: Cookies, ip: string): Promise<{ hiddenId: string; openId: string }> {
  const hidden = await call(create, { method: "POST", body: {}, cookies, ip });
  const open = await call(create, { method: "POST", body: {}, cookies, ip });
  expect((await call(hide, { method: "PATCH", params: { id: hidden.json.id }, body: { secretPhrase: PHRASE }, cookies, ip })).status).toBe(200);
  return { hiddenId: hidden.json.id, openId: open.json.id };
}

const guessBy = (cookies: Cookies, ip: string, phrase: string) => call(reveal, { method: "POST", body: { secretPhrase: phrase }, cookies, ip });
const message = (cookies: Cookies, ip: string, id: string, content: string) => call(send, { method: "POST", params: { id }, body: { content }, cookies, ip });

test("after 20 wrong guesses on the reveal route, the right phrase sent as a chat message reveals nothing and is not stored", async () => {
  const user = await makeUser();
  const { openId } = await ownerWithHidden(user.cookies, "192.0.2.71");
  for (let i = 0; i < 20; i++) expect((await guessBy(user.cookies, "192.0.2.71", `wrong guess ${i}`)).json.hiddenConversations).toEqual([]);
  const r = await message(user.cookies, "192.0.2.72", openId, PHRASE);
  expect(r.status).toBe(429);
  expect(r.json.error.code).toBe("rate_limited");
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  const { listMessages } = await import("@/lib/db/queries/messages");
  expect((await listMessages({ conversationId: openId })).map((m) => m.content)).not.toContain(PHRASE);
});

test("20 guesses typed as chat messages use up the same limit: the reveal route then answers 429", async () => {
  const user = await makeUser();
  const { openId } = await ownerWithHidden(user.cookies, "192.0.2.73");
  for (let i = 0; i < 20; i++) expect((await message(user.cookies, `192.0.2.${80 + i}`, openId, `guess number ${i}`)).status).toBe(200);
  const r = await guessBy(user.cookies, "192.0.2.74", PHRASE);
  expect(r.status).toBe(429);
  expect(r.json.error.code).toBe("rate_limited");
});

test("guesses from one address against different owners share that address's limit", async () => {
  const ip = "192.0.2.75";
  for (let n = 0; n < 2; n++) {
    const u = await makeUser();
    await ownerWithHidden(u.cookies, "192.0.2.76");
    for (let i = 0; i < 10; i++) await guessBy(u.cookies, ip, `wrong ${n}-${i}`);
  }
  const third = await makeUser();
  const { openId } = await ownerWithHidden(third.cookies, "192.0.2.76");
  expect((await message(third.cookies, ip, openId, PHRASE)).status).toBe(429);
});

test("the right phrase as a message still reveals while under the limit (a campaign visitor too)", async () => {
  const visitor = makeVisitor();
  const { hiddenId, openId } = await ownerWithHidden(visitor.cookies, "192.0.2.77");
  const r = await message(visitor.cookies, "192.0.2.77", openId, PHRASE);
  expect(r.status).toBe(200);
  expect(r.json.hiddenConversations.map((c: { id: string }) => c.id)).toEqual([hiddenId]);
});

test("an owner with nothing hidden chats past 20 messages in ten minutes", async () => {
  const user = await makeUser();
  const conversation = await call(create, { method: "POST", body: {}, cookies: user.cookies, ip: "192.0.2.78" });
  for (let i = 0; i < 22; i++) expect((await message(user.cookies, "192.0.2.78", conversation.json.id, `what about tents ${i}`)).status).toBe(200);
});
