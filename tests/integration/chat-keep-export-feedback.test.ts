// Issue 13 items 6, 7 and 9: Markdown export, answer ratings (owner only, shown after reload, the
// eval export honours consent) and a campaign visitor's chats moving to the account they sign into.
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as messagesRoute from "@/app/api/conversations/[id]/messages/route";
import * as exportRoute from "@/app/api/conversations/[id]/export/route";
import * as feedback from "@/app/api/messages/[id]/feedback/route";
import * as instant from "@/app/api/instant-conversation/route";
import * as register from "@/app/api/auth/register/route";
import * as login from "@/app/api/auth/login/route";
import { feedbackCandidates } from "@/lib/eval/from-feedback";
import { campaignCookie, VISITOR_COOKIE } from "@/lib/auth/visitor";
import { makeUser, makeVisitor, type Cookies } from "./chat-fixtures";
import { conversationWith, messagesOf } from "./chat-keep-fixtures";

jest.setTimeout(60_000);
beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

const rate = (messageId: string, body: unknown, cookies: Cookies) => call(feedback.PUT, { method: "PUT", params: { id: messageId }, body, cookies });
const answerOf = async (id: string, cookies: Cookies) => (await messagesOf(id, cookies)).find((m) => m.role === "assistant")!;

test("export: the owner downloads Markdown with the question, the answer's picks and links, and the compensation statement; others get 404", async () => {
  const owner = await makeUser();
  const id = await conversationWith(owner.cookies, ["What is a good jogging stroller?"], "Jogging stroller");
  const answer = await answerOf(id, owner.cookies);
  const r = await call(exportRoute.GET, { params: { id }, cookies: owner.cookies });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
  expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="jogging-stroller\.md"/);
  expect(r.text).toMatch(/^# Jogging stroller\n/);
  expect(r.text).toContain("## You\n\n> What is a good jogging stroller?");
  expect(r.text).toContain(answer.content.trim());
  expect(answer.content).toMatch(/\]\(https:\/\/www\.amazon\.com\//);
  expect(r.text).toContain("may receive compensation");
  for (const stranger of [await makeUser(), makeVisitor()]) expect((await call(exportRoute.GET, { params: { id }, cookies: stranger.cookies })).status).toBe(404);
  expect((await call(exportRoute.GET, { params: { id } })).status).toBe(401);
  expect((await call(exportRoute.GET, { path: `/api/conversations/${id}/export?format=pdf`, params: { id }, cookies: owner.cookies })).status).toBe(400);
  // A title in any script still downloads (ASCII twin in filename=, the real name in filename*=).
  const other = await conversationWith(owner.cookies, ["婴儿车推荐?"], "婴儿车");
  const cjk = await call(exportRoute.GET, { params: { id: other }, cookies: owner.cookies });
  expect(cjk.status).toBe(200);
  expect(cjk.headers.get("content-disposition")).toBe(`attachment; filename="conversation.md"; filename*=UTF-8''${encodeURIComponent("婴儿车.md")}`);
});

test("ratings: the owner rates and changes it, it comes back with the messages; others, anonymous and bad input are refused", async () => {
  const owner = await makeUser();
  const id = await conversationWith(owner.cookies, ["Which tent for two people?"]);
  const [question, answer] = await messagesOf(id, owner.cookies);
  expect(answer!.feedback).toBeNull();

  expect((await rate(answer!.id, { rating: "up" }, owner.cookies)).json.feedback).toEqual({ rating: "up", reason: null, comment: null, shareContent: false });
  const down = await rate(answer!.id, { rating: "down", reason: "wrong_product", comment: " Too heavy ", shareContent: true }, owner.cookies);
  expect(down.status).toBe(200);
  expect((await messagesOf(id, owner.cookies))[1]!.feedback).toEqual({ rating: "down", reason: "wrong_product", comment: "Too heavy", shareContent: true });

  const stranger = await makeUser();
  expect((await rate(answer!.id, { rating: "up" }, stranger.cookies)).status).toBe(404);
  expect((await rate(answer!.id, { rating: "up" }, makeVisitor().cookies)).status).toBe(404);
  expect((await rate(answer!.id, { rating: "up" }, {})).status).toBe(401);
  expect((await call(feedback.DELETE, { method: "DELETE", params: { id: answer!.id }, cookies: stranger.cookies })).status).toBe(404);
  for (const bad of [{ rating: "meh" }, { rating: "up", reason: "unsafe" }, { rating: "down", reason: "boring" }, { rating: "down", comment: "x".repeat(501) }, { rating: "down", extra: 1 }]) {
    const r = await rate(answer!.id, bad, owner.cookies);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("validation_failed");
  }
  expect((await rate(question!.id, { rating: "up" }, owner.cookies)).status).toBe(400);
  // Nothing above changed the owner's rating.
  expect((await messagesOf(id, owner.cookies))[1]!.feedback).toMatchObject({ rating: "down", reason: "wrong_product" });

  expect((await call(feedback.DELETE, { method: "DELETE", params: { id: answer!.id }, cookies: owner.cookies })).status).toBe(200);
  expect((await messagesOf(id, owner.cookies))[1]!.feedback).toBeNull();
});

test("ratings by a campaign visitor on their own instant chat; the eval export shows content only with consent", async () => {
  const visitor = makeVisitor();
  const started = await call(instant.POST, { method: "POST", body: { question: "Best budget blender for smoothies?" }, cookies: visitor.cookies });
  expect(started.status).toBe(200);
  const sharedAnswer = started.json.aiMessage.id as string;
  expect((await rate(sharedAnswer, { rating: "down", reason: "not_relevant", shareContent: true }, visitor.cookies)).status).toBe(200);

  const owner = await makeUser();
  const id = await conversationWith(owner.cookies, ["A private question about a quiet dishwasher"]);
  const privateAnswer = (await answerOf(id, owner.cookies)).id;
  await rate(privateAnswer, { rating: "down", reason: "other", comment: "private note" }, owner.cookies);

  const candidates = await feedbackCandidates();
  const shared = candidates.find((c) => c.content === "shared" && c.answer.length > 0 && c.turns[0] === "Best budget blender for smoothies?");
  expect(shared).toMatchObject({ reason: "not_relevant", content: "shared" });
  const withheld = candidates.filter((c) => c.content === "withheld");
  expect(withheld.some((c) => c.reason === "other")).toBe(true);
  expect(JSON.stringify(withheld)).not.toMatch(/dishwasher|private note/);
});

describe("visitors keep their chats", () => {
  async function visitorWithChats() {
    const visitor = makeVisitor();
    const started = await call(instant.POST, { method: "POST", body: { question: "Which travel backpack fits airline carry-on rules?" }, cookies: visitor.cookies });
    const id = started.json.conversationId as string;
    await call(messagesRoute.POST, { method: "POST", params: { id }, body: { content: "And a cheaper one?" }, cookies: visitor.cookies });
    return { visitor, id, before: await messagesOf(id, visitor.cookies) };
  }

  test("signing up in the same browser moves every message (the question they arrived with first) and nobody else's; twice changes nothing", async () => {
    const { visitor, id, before } = await visitorWithChats();
    expect(before).toHaveLength(4);
    const other = makeVisitor();
    const othersId = await conversationWith(other.cookies, ["Someone else's question about tents"]);

    const email = `keep${Date.now()}@example.com`;
    const joined = await call(register.POST, { method: "POST", body: { email, password: "a long enough password" }, cookies: visitor.cookies });
    expect(joined.status).toBe(201);
    const account: Cookies = { ...visitor.cookies, ...joined.setCookies };
    const listed = (await call(list.GET, { cookies: account })).json as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual([id]);
    const after = await messagesOf(id, account);
    expect(after.map((m) => [m.id, m.content])).toEqual(before.map((m) => [m.id, m.content]));
    expect(after[0]!.content).toBe("Which travel backpack fits airline carry-on rules?");
    // The other visitor still owns theirs; the old visitor cookie alone no longer reaches the moved one.
    expect((await messagesOf(othersId, other.cookies))).toHaveLength(2);
    expect((await call(messagesRoute.GET, { params: { id }, cookies: visitor.cookies })).status).toBe(404);

    const again = await call(login.POST, { method: "POST", body: { email, password: "a long enough password" }, cookies: visitor.cookies });
    expect(again.status).toBe(200);
    expect(((await call(list.GET, { cookies: account })).json as { id: string }[]).map((c) => c.id)).toEqual([id]);
  });

  test("signing in to an existing account moves them too; without campaign access (expired or never) nothing moves", async () => {
    const email = `existing${Date.now()}@example.com`;
    expect((await call(register.POST, { method: "POST", body: { email, password: "a long enough password" }, ip: "198.51.100.7" })).status).toBe(201);
    const { visitor, id } = await visitorWithChats();
    const signedIn = await call(login.POST, { method: "POST", body: { email, password: "a long enough password" }, cookies: visitor.cookies });
    expect(signedIn.status).toBe(200);
    const account: Cookies = { ...visitor.cookies, ...signedIn.setCookies };
    expect(((await call(list.GET, { cookies: account })).json as { id: string }[]).map((c) => c.id)).toEqual([id]);

    const kept = await visitorWithChats();
    const expired = campaignCookie(kept.visitor.visitorId, -60);
    const browsers: Cookies[] = [{ [VISITOR_COOKIE]: kept.visitor.cookies[VISITOR_COOKIE]! }, { ...kept.visitor.cookies, [expired.name]: expired.value }];
    for (const [n, cookies] of browsers.entries()) {
      const r = await call(register.POST, { method: "POST", body: { email: `plain${n}.${Date.now()}@example.com`, password: "a long enough password" }, cookies, ip: `198.51.100.${20 + n}` });
      expect(r.status).toBe(201);
      expect(((await call(list.GET, { cookies: { ...cookies, ...r.setCookies } })).json as unknown[])).toEqual([]);
    }
    expect(await messagesOf(kept.id, kept.visitor.cookies)).toHaveLength(4);
  });
});
