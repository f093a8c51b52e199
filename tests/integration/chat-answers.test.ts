// The embedded answerer through the real routes: a follow-up "cheaper?" changes the picks (JSON
// and SSE), regenerate gives a different answer, and an uncovered product gets an honest no-pick.
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as regenerate from "@/app/api/conversations/[id]/regenerate/route";
import { getProduct } from "@/lib/catalog";
import { picksInAnswer } from "@/lib/ai/request";
import { makeUser, parseSse, type Cookies } from "./chat-fixtures";

jest.setTimeout(30_000);
let me: { cookies: Cookies };
beforeAll(async () => { await openTestDb(); me = await makeUser(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

async function create() {
  const r = await call(list.POST, { method: "POST", body: { title: "New Conversation" }, cookies: me.cookies });
  expect(r.status).toBe(201);
  return r.json.id as string;
}
const post = (id: string, content: string, headers?: Record<string, string>) =>
  call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies: me.cookies, headers });
const retailerLinks = (md: string) => [...md.matchAll(/\]\((https:\/\/www\.(?:amazon\.com|bhphotovideo\.com)\/[^)\s]+)\)/g)].map((m) => m[1]);

test("a follow-up 'cheaper?' answers with other, cheaper drones (JSON, then SSE)", async () => {
  const id = await create();
  const first = await post(id, "What's the best drone for travel?");
  expect(first.status).toBe(200);
  const firstPicks = picksInAnswer(first.json.aiMessage.content);
  expect(firstPicks.length).toBeGreaterThanOrEqual(2);

  const second = await post(id, "cheaper?", { accept: "text/event-stream" });
  const done = parseSse(second.text).at(-1)!;
  expect(done.event).toBe("done");
  const text: string = done.data.aiMessage.content;
  const secondPicks = picksInAnswer(text);
  expect(secondPicks.length).toBeGreaterThanOrEqual(1);
  expect(secondPicks).not.toEqual(firstPicks);
  const lowest = Math.min(...firstPicks.map((p) => getProduct(p)!.priceBand.low));
  for (const p of secondPicks) {
    expect(getProduct(p)!.category).toBe("drones");
    expect(getProduct(p)!.priceBand.low).toBeLessThan(lowest);
  }
  expect(retailerLinks(text)).toHaveLength(secondPicks.length);
});

test("regenerate replaces the answer with a different take", async () => {
  const id = await create();
  const first = await post(id, "Is it too soon to get married? We've been dating for six months.");
  const before: string = first.json.aiMessage.content;
  const again = await call(regenerate.POST, { method: "POST", params: { id }, cookies: me.cookies });
  expect(again.status).toBe(200);
  expect(again.json.replacedMessageId).toBe(first.json.aiMessage.id);
  const after: string = again.json.aiMessage.content;
  expect(after).not.toBe(before);
  expect(after).toMatch(/Questions to weigh/);
  const third = await call(regenerate.POST, { method: "POST", params: { id }, cookies: me.cookies });
  expect(third.json.aiMessage.content).not.toBe(after);
});

test("something the catalog has no vetted pick for gets an honest answer and no retailer links", async () => {
  const id = await create();
  const r = await post(id, "What's the best snow blower for a long gravel driveway?");
  expect(r.status).toBe(200);
  expect(r.json.aiMessage.content).toContain("I don't have a vetted pick for snow blowers yet");
  expect(retailerLinks(r.json.aiMessage.content)).toEqual([]);
  expect(r.json.aiMessage.hasAffiliateLinks).toBe(false);
});
