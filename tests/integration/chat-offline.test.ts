// Offline mode (no OPENAI_API_KEY): catalog picks with retailer links and a WEB verse through the
// real routes, the hidden-conversation flow end to end, bad inputs, and the catalog search.
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as one from "@/app/api/conversations/[id]/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as hide from "@/app/api/conversations/[id]/hide/route";
import * as unhide from "@/app/api/conversations/[id]/unhide/route";
import * as hidden from "@/app/api/conversations/hidden/route";
import { getDb } from "@/lib/db/client";
import { conversations, messages as messagesTable, products } from "@/lib/db/schema";
import { seed } from "@/lib/db/seed";
import { searchProducts } from "@/lib/db/queries/products";
import { lookupReference, parseReferences } from "@/lib/scripture";
import { getChatModel } from "@/lib/ai/model";
import { makeUser, parseSse, type Cookies } from "./chat-fixtures";

jest.setTimeout(30_000);
let me: { cookies: Cookies };
beforeAll(async () => { await openTestDb(); me = await makeUser(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

async function create(title = "New Conversation") {
  const r = await call(list.POST, { method: "POST", body: { title }, cookies: me.cookies });
  expect(r.status).toBe(201);
  return r.json.id as string;
}
const post = (id: string, body: unknown, headers?: Record<string, string>) =>
  call(messages.POST, { method: "POST", params: { id }, body, cookies: me.cookies, headers });
const read = async (id: string) => (await call(messages.GET, { params: { id }, cookies: me.cookies })).json as { role: string; content: string }[];
const countRows = async () => {
  const db = await getDb();
  return { conversations: (await db.select().from(conversations)).length, messages: (await db.select().from(messagesTable)).length };
};

test("the offline responder answers a product question with catalog picks, retailer links and a real WEB verse", async () => {
  expect(getChatModel().mode).toBe("offline");
  const id = await create();
  const r = await post(id, { content: "What's the best drone for a beginner who travels?", role: "user" });
  expect(r.status).toBe(200);
  const content: string = r.json.aiMessage.content;
  const links = [...content.matchAll(/https:\/\/www\.(amazon\.com|bhphotovideo\.com)\/[^\s)]+/g)].map((m) => m[0]);
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const link of links.filter((l) => l.includes("amazon.com"))) expect(link).toContain("tag=helpfulhand-20");
  const refs = parseReferences(content);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) expect(lookupReference(ref)).not.toBeNull();
  expect(content).not.toContain("reference not found");
  expect(r.json.aiMessage.hasAffiliateLinks).toBe(true);
  expect(r.json.shouldPromptSignup).toBe(false);
  expect((await read(id)).map((m) => m.role)).toEqual(["user", "assistant"]);
});

test("offline answers stream as SSE too", async () => {
  const id = await create();
  const r = await post(id, { content: "Should I take a new job in another city?", role: "user" }, { accept: "text/event-stream" });
  const events = parseSse(r.text);
  expect(events.map((e) => e.event)[0]).toBe("user");
  expect(events.at(-1)!.event).toBe("done");
  const streamed = events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
  expect(streamed.length).toBeGreaterThan(50);
  expect(events.at(-1)!.data.aiMessage.content).toBe(streamed);
});

test("hidden conversations: hide with a phrase, gone from the list, revealed by sending the phrase, unhide, delete", async () => {
  const secret = await create("Gift ideas for Sam");
  const other = await create();
  const h = await call(hide.PATCH, { method: "PATCH", params: { id: secret }, body: { secretPhrase: "  purple otter  " }, cookies: me.cookies });
  expect(h.status).toBe(200);
  expect(h.json.conversation).toMatchObject({ id: secret, isHidden: true });
  expect(JSON.stringify(h.json)).not.toMatch(/hash|phrase_key|purple/i);
  const listed = async () => ((await call(list.GET, { cookies: me.cookies })).json as { id: string }[]).map((c) => c.id);
  expect(await listed()).not.toContain(secret);
  // The phrase is stored hashed (argon2) with an HMAC lookup key, never in clear.
  const db = await getDb();
  const [row] = await db.select().from(conversations).where((await import("drizzle-orm")).eq(conversations.id, secret));
  expect(row!.hidePhraseHash).toMatch(/^\$argon2/);
  expect(row!.hidePhraseKey).toMatch(/^[0-9a-f]{64}$/);

  // Sending the phrase (trimmed) reveals it, stores nothing, answers nothing.
  const before = await countRows();
  const r = await post(other, { content: " purple otter ", role: "user" });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ userMessage: null, aiMessage: null, newConversationId: null, shouldPromptSignup: false, hiddenConversations: [expect.objectContaining({ id: secret, title: "Gift ideas for Sam", isHidden: true })] });
  expect(await countRows()).toEqual(before);
  expect(await read(other)).toEqual([]);
  // The owner can still open it by id.
  expect((await call(messages.GET, { params: { id: secret }, cookies: me.cookies })).status).toBe(200);
  // The explicit reveal call answers the same; a wrong phrase reveals nothing.
  expect((await call(hidden.POST, { method: "POST", body: { secretPhrase: "purple otter" }, cookies: me.cookies })).json.hiddenConversations[0].id).toBe(secret);
  expect((await call(hidden.POST, { method: "POST", body: { secretPhrase: "purple otters" }, cookies: me.cookies })).json).toEqual({ hiddenConversations: [] });
  // A near miss is an ordinary question: stored and answered.
  const normal = await post(other, { content: "purple otters", role: "user" });
  expect(normal.json.aiMessage).not.toBeNull();
  expect(normal.json.hiddenConversations).toEqual([]);

  const u = await call(unhide.PATCH, { method: "PATCH", params: { id: secret }, cookies: me.cookies });
  expect(u.json.conversation.isHidden).toBe(false);
  expect(await listed()).toContain(secret);
  expect((await post(other, { content: "purple otter", role: "user" })).json.hiddenConversations).toEqual([]);

  // Hide again, then delete while hidden.
  await call(hide.PATCH, { method: "PATCH", params: { id: secret }, body: { secretPhrase: "purple otter" }, cookies: me.cookies });
  expect((await call(one.DELETE, { method: "DELETE", params: { id: secret }, cookies: me.cookies })).status).toBe(200);
  expect((await call(messages.GET, { params: { id: secret }, cookies: me.cookies })).status).toBe(404);
  expect((await call(one.DELETE, { method: "DELETE", params: { id: secret }, cookies: me.cookies })).status).toBe(404);
});

test("every phrase-hidden conversation of the owner is revealed together", async () => {
  const a = await create("A");
  const b = await create("B");
  const c = await create("C");
  for (const id of [a, b]) await call(hide.PATCH, { method: "PATCH", params: { id }, body: { secretPhrase: "shared words" }, cookies: me.cookies });
  await call(hide.PATCH, { method: "PATCH", params: { id: c }, body: { secretPhrase: "different words" }, cookies: me.cookies });
  const r = await call(hidden.POST, { method: "POST", body: { secretPhrase: "shared words" }, cookies: me.cookies });
  expect(r.json.hiddenConversations.map((x: { id: string }) => x.id).sort()).toEqual([a, b].sort());
});

test("bad inputs answer 400 and store nothing", async () => {
  const id = await create();
  const before = await countRows();
  const cases: [unknown, string | undefined][] = [
    [{ content: "   ", role: "user" }, undefined],
    [{ role: "user" }, undefined],
    [{ content: "hi", role: "assistant" }, undefined],
    [{ content: 42, role: "user" }, undefined],
    [{ content: "x".repeat(8001), role: "user" }, undefined],
  ];
  for (const [body] of cases) {
    const r = await post(id, body);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("validation_failed");
  }
  const malformed = await call(messages.POST, { method: "POST", params: { id }, rawBody: "{not json", headers: { "content-type": "application/json" }, cookies: me.cookies });
  expect(malformed.status).toBe(400);
  for (const secretPhrase of ["ab", "  ab  ", "", undefined]) {
    const r = await call(hide.PATCH, { method: "PATCH", params: { id }, body: secretPhrase === undefined ? {} : { secretPhrase }, cookies: me.cookies });
    expect(r.status).toBe(400);
  }
  const short = await call(hide.PATCH, { method: "PATCH", params: { id }, body: { secretPhrase: " ab " }, cookies: me.cookies });
  expect(short.json.error.message).toContain("Minimum 3 characters.");
  expect((await call(messages.GET, { params: { id: "not-a-uuid" }, cookies: me.cookies })).status).toBe(404);
  expect(await countRows()).toEqual(before);
  expect(((await call(list.GET, { cookies: me.cookies })).json as { id: string }[]).some((c) => c.id === id)).toBe(true);
});

describe("catalog search (PostgreSQL full-text search on products.search_vector)", () => {
  test("finds in-category products ranked by the words, with tagged retailer links", async () => {
    const shoes = await searchProducts({ query: "running shoes for flat feet and overpronation", category: "running_shoes", limit: 4 });
    expect(shoes.length).toBeGreaterThanOrEqual(2);
    expect(shoes.every((p) => p.category === "running_shoes")).toBe(true);
    expect(shoes[0]!.priceBand.label).toBeTruthy();
    for (const p of shoes) expect(p.link).toMatch(/^https:\/\/www\.(amazon\.com|bhphotovideo\.com)\//);
    for (const p of shoes.filter((x) => x.retailer === "amazon.com")) expect(p.link).toContain("tag=helpfulhand-20");
    const drones = await searchProducts({ query: "drone" });
    expect(drones.length).toBeGreaterThan(0);
    expect(drones.every((p) => p.category === "drones")).toBe(true);
  });

  test("tsquery syntax in the words cannot break the query; nothing matching answers []", async () => {
    await expect(searchProducts({ query: "drone & | ! ( ) :* '' \\ <->" })).resolves.toBeInstanceOf(Array);
    expect(await searchProducts({ query: "zzqxv wplkj" })).toEqual([]);
    const fallback = await searchProducts({ query: "zzqxv", category: "coffee_makers", limit: 3 });
    expect(fallback).toHaveLength(3);
    expect(fallback.every((p) => p.category === "coffee_makers")).toBe(true);
  });

  test("the seed is idempotent", async () => {
    const db = await getDb();
    const before = (await db.select({ id: products.id }).from(products)).length;
    expect(before).toBeGreaterThanOrEqual(80);
    await seed(db);
    expect((await db.select({ id: products.id }).from(products)).length).toBe(before);
  });
});
