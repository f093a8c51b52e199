// Issue 9, the model path: what the OpenAI-protocol upstream is sent (history budget, max_tokens),
// the per-user daily answer budget, and the off-category check on stored answers. Runs against the
// local upstream in tests/servers/openai-upstream.ts, on PGlite or PostgreSQL (TEST_DATABASE_URL).
import { startOpenAIUpstream, type Upstream } from "../servers/openai-upstream";
import { useModelEnv } from "./model-env";

const HISTORY_TOKENS = 3000;
const DAILY_ANSWERS = 4;
let up: Upstream;
let fx: typeof import("./chat-fixtures");
let http: typeof import("../helpers/http");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let regenerate: typeof import("@/app/api/conversations/[id]/regenerate/route");
let instant: typeof import("@/app/api/instant-conversation/route");
let hide: typeof import("@/app/api/conversations/[id]/hide/route");
let dbHelpers: typeof import("../helpers/db");
let budget: typeof import("@/lib/ai/history-budget");
let catalog: typeof import("@/lib/catalog");
jest.setTimeout(30_000);

beforeAll(async () => {
  up = await startOpenAIUpstream();
  // The env module parses once per registry: set the model env before anything imports it.
  useModelEnv(up, {
    OPENAI_TIMEOUT_MS: "3000", OPENAI_HISTORY_TOKENS: String(HISTORY_TOKENS), OPENAI_MAX_TOKENS: "900", USER_DAILY_ANSWERS: String(DAILY_ANSWERS),
  });
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  http = await import("../helpers/http");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  regenerate = await import("@/app/api/conversations/[id]/regenerate/route");
  instant = await import("@/app/api/instant-conversation/route");
  hide = await import("@/app/api/conversations/[id]/hide/route");
  budget = await import("@/lib/ai/history-budget");
  catalog = await import("@/lib/catalog");
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
  await up?.close();
});

type Cookies = Record<string, string>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${100 + ++ipCounter}`;
async function newConversation(cookies: Cookies, ip = freshIp()): Promise<string> {
  const r = await http.call(conversations.POST, { method: "POST", body: {}, cookies, ip });
  expect(r.status).toBe(201);
  return r.json.id;
}
const post = (id: string, content: string, cookies: Cookies, extra: { headers?: Record<string, string>; ip?: string } = {}) =>
  http.call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies, ip: extra.ip ?? freshIp(), headers: extra.headers });
const regen = (id: string, cookies: Cookies) => http.call(regenerate.POST, { method: "POST", params: { id }, cookies, ip: freshIp() });
const stored = async (id: string, cookies: Cookies) =>
  (await http.call(messages.GET, { params: { id }, cookies })).json as { role: string; content: string; status: string }[];
const linkOf = (id: string) => {
  const p = catalog.findProduct(id)!;
  return { product: p, markdown: `[${p.name}](${catalog.retailerLink(p, { amazonTag: "helpfulhand-20" })})` };
};

describe("history budget", () => {
  test("a 200-turn conversation: the upstream gets less than the budget, with the system prompt, a summary and the last question", async () => {
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const { insertMessage } = await import("@/lib/db/queries/messages");
    for (let i = 0; i < 100; i++) {
      await insertMessage({ conversationId: id, role: "user", content: `Turn ${i}: which espresso machine under $${400 + i}? ${"I care about quiet mornings and easy cleaning. ".repeat(6)}` });
      await insertMessage({ conversationId: id, role: "assistant", content: `Answer ${i}: ${linkOf("breville-bambino-plus").markdown} fits. ${"It heats fast and is easy to clean. ".repeat(8)}` });
    }
    const everything = (await stored(id, user.cookies)).reduce((s, m) => s + budget.messageTokens(m), 0);
    expect(everything).toBeGreaterThan(5 * HISTORY_TOKENS);

    const before = up.requests.length;
    const r = await post(id, "So which one should I buy today?", user.cookies);
    expect(r.status).toBe(200);
    expect(up.requests.length).toBe(before + 1);
    const sent = up.requests.at(-1)!;
    const tokens = sent.messages.reduce((s, m) => s + budget.messageTokens({ content: m.content ?? "" }), 0);
    expect(tokens).toBeLessThanOrEqual(HISTORY_TOKENS);
    expect(sent.messages[0]!.role).toBe("system");
    expect(sent.messages[0]!.content).toContain("You are Helpful Hand, an AI thinking partner");
    expect(sent.messages[0]!.content).toContain("Earlier in this conversation");
    expect(sent.messages[0]!.content).toContain("Products already suggested: Breville Bambino Plus Espresso Machine");
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "So which one should I buy today?" });
    expect(sent.messages.at(-2)!.content).toMatch(/^Answer 99: /);
    expect(JSON.stringify(sent.messages)).not.toContain("Turn 0:");
    expect(sent.messages.filter((m) => m.role === "system")).toHaveLength(1);
  });
});

describe("max_tokens", () => {
  test("every request carries OPENAI_MAX_TOKENS, tool rounds included", async () => {
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const before = up.requests.length;
    expect((await post(id, "[[tools]] I need a beginner drone", user.cookies)).status).toBe(200);
    const sent = up.requests.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.max_tokens)).toEqual([900, 900]);
  });

  test("an answer cut by the cap is saved with a note saying so", async () => {
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const r = await post(id, "[[length]] tell me everything", user.cookies);
    expect(r.status).toBe(200);
    expect(r.json.aiMessage.content).toMatch(/^This answer goes on and on\n\n\*\(I reached my answer length limit here\./);
    expect((await stored(id, user.cookies)).at(-1)).toMatchObject({ role: "assistant", status: "complete" });
  });
});

describe("per-user daily answers", () => {
  test(`past ${DAILY_ANSWERS} answers a day: 429 with Retry-After on messages (JSON and SSE), regenerate and the instant chat; nothing stored`, async () => {
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    for (let i = 0; i < DAILY_ANSWERS - 1; i++) expect((await post(id, `question ${i}`, user.cookies)).status).toBe(200);
    expect((await regen(id, user.cookies)).status).toBe(200); // regenerate counts too
    const rows = await stored(id, user.cookies);
    const sentBefore = up.requests.length;

    for (const headers of [undefined, { accept: "text/event-stream" }]) {
      const over = await post(id, "one more question", user.cookies, { headers });
      expect(over.status).toBe(429);
      expect(over.headers.get("content-type")).toContain("application/json");
      expect(over.json.error.code).toBe("rate_limited");
      expect(over.json.error.message).toMatch(
        new RegExp(`^You've reached today's limit of ${DAILY_ANSWERS} answers\\. Your conversations are all saved; answers resume in about \\d+ hours?\\.$`),
      );
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(24 * 3600);
    }
    const again = await regen(id, user.cookies);
    expect(again.status).toBe(429);
    expect(again.json.error.code).toBe("rate_limited");
    expect(await stored(id, user.cookies)).toEqual(rows); // the refused question was not saved, the last answer not replaced
    expect(up.requests.length).toBe(sentBefore);

    // The instant chat refuses before creating a conversation.
    const campaign = fx.makeVisitor();
    const cookies = { ...user.cookies, ...campaign.cookies };
    const listBefore = (await http.call(conversations.GET, { cookies: user.cookies })).json.length;
    const inst = await http.call(instant.POST, { method: "POST", body: { question: "instant one" }, cookies, ip: freshIp() });
    expect(inst.status).toBe(429);
    expect(inst.json.error.code).toBe("rate_limited");
    expect((await http.call(conversations.GET, { cookies: user.cookies })).json.length).toBe(listBefore);

    // A hide phrase is not an answer: it still reveals, over the budget.
    const h = await http.call(hide.PATCH, { method: "PATCH", params: { id }, body: { secretPhrase: "quiet harbor light" }, cookies: user.cookies });
    expect(h.status).toBe(200);
    const other = await newConversation(user.cookies);
    const reveal = await post(other, "quiet harbor light", user.cookies);
    expect(reveal.status).toBe(200);
    expect(reveal.json.hiddenConversations.map((c: { id: string }) => c.id)).toEqual([id]);

    // Someone else is not affected.
    const someone = await fx.makeUser();
    expect((await post(await newConversation(someone.cookies), "my first question", someone.cookies)).status).toBe(200);
  });

  test("admins are exempt", async () => {
    const admin = await fx.makeUser();
    const { getDb } = await import("@/lib/db/client");
    const { users } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    await (await getDb()).update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const id = await newConversation(admin.cookies);
    for (let i = 0; i < DAILY_ANSWERS + 2; i++) expect((await post(id, `admin question ${i}`, admin.cookies)).status).toBe(200);
  });
});

describe("off-category picks in model answers", () => {
  const espresso = () => linkOf("breville-bambino-plus");

  test("an espresso question answered with an espresso machine and a drone: the stored answer keeps the first and drops the second", async () => {
    const drone = linkOf("dji-mini-3");
    expect(drone.product.category).not.toBe(espresso().product.category);
    up.scripts.set("espresso_drone", `Two picks:\n\n1. ${espresso().markdown}: compact, fast to heat.\n2. ${drone.markdown}: for fun on the weekend.\n\nCheck the current price.`);
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const r = await post(id, "[[espresso_drone]] What's the best espresso machine for a beginner?", user.cookies, { headers: { accept: "text/event-stream" } });
    const events = fx.parseSse(r.text);
    const streamed = events.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
    expect(streamed).toContain(drone.product.name); // what the model wrote...
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const content: string = done.data.aiMessage.content; // ...and what is stored and shown
    expect(content).toContain(espresso().markdown);
    expect(content).not.toContain(drone.product.name);
    expect(content).toContain("Check the current price.");
    expect((await stored(id, user.cookies)).at(-1)!.content).toBe(content);
  });

  // The brief's case. It needs a taxonomy where espresso machines and air fryers are different
  // categories (the catalog work splits "kitchen"); with one "kitchen" category both are on-category.
  const fryerId = () => catalog.loadCatalog().products.find((p) => /air fryer/i.test(p.name))!.id;
  const split = () => catalog.findProduct(fryerId())!.category !== catalog.findProduct("breville-bambino-plus")!.category;
  test("an espresso question answered with an espresso machine and an air fryer: the air fryer is dropped (when the taxonomy separates them)", async () => {
    const fryer = linkOf(fryerId());
    up.scripts.set("espresso_fryer", `1. ${espresso().markdown}: the one to get.\n2. ${fryer.markdown}: a handy alternative.`);
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const r = await post(id, "[[espresso_fryer]] I want an espresso machine for home", user.cookies);
    expect(r.status).toBe(200);
    const content: string = r.json.aiMessage.content;
    expect(content).toContain(espresso().markdown);
    if (split()) expect(content).not.toContain(fryer.product.name);
    else expect(content).toContain(fryer.markdown); // same category in this taxonomy: nothing to remove
  });

  test("an answer to a question with no product category keeps its links", async () => {
    const drone = linkOf("dji-mini-3");
    up.scripts.set("no_category", `You might enjoy ${drone.markdown} someday.`);
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const r = await post(id, "[[no_category]] How do I rest well on Sundays?", user.cookies);
    expect(r.json.aiMessage.content).toContain(drone.markdown);
  });
});

describe("search_products relevance (full-text search on the database)", () => {
  type ToolProduct = { name: string; category: string; relevance: number; match: string; link?: string };
  const tool = async (args: Record<string, unknown>) => {
    const { runTool } = await import("@/lib/ai/tools");
    return JSON.parse(await runTool("search_products", JSON.stringify(args))) as { askedCategory: string | null; products: ToolProduct[]; note: string };
  };

  test("each hit has a relevance from 0 to 1, best first; a query's exact product scores 1, word-sharing strangers half or less", async () => {
    const { searchProducts } = await import("@/lib/db/queries/products");
    const hits = await searchProducts({ query: "air fryer", limit: 8 });
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]!.name).toMatch(/air fryer/i);
    expect(hits[0]!.relevance).toBe(1);
    for (const h of hits.slice(1).filter((x) => !/air fryer/i.test(x.name))) expect(h.relevance).toBeLessThanOrEqual(0.5); // "Air purifier", "MacBook Air"
    const scores = hits.map((h) => h.relevance);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
  });

  test("the tool marks weak and off-category matches and withholds their links; only good matches are linkable", async () => {
    const r = await tool({ query: "espresso machine" });
    const espresso = catalog.findProduct("breville-bambino-plus")!;
    expect(r.askedCategory).toBe(espresso.category); // read from the query when the model passes none
    expect(r.products[0]).toMatchObject({ name: espresso.name, category: espresso.category, relevance: 1, match: "good" });
    expect(r.products[0]!.link).toContain("amazon.com");
    const others = r.products.slice(1);
    expect(others.length).toBeGreaterThan(0);
    // Other espresso machines in the asked category are good matches too; everything else is weak and unlinked.
    for (const p of others) {
      if (p.category === espresso.category && p.relevance > 0.5) {
        expect(p.match).toBe("good");
        expect(p.link).toContain("amazon.com");
      } else {
        expect(p.match).toMatch(/^weak match: do not present as a pick/);
        expect(p.link).toBeUndefined();
      }
    }
    expect(others.some((p) => p.match !== "good")).toBe(true);
  });

  test("a category from the model filters the results to it", async () => {
    const r = await tool({ query: "quiet compact beginner", category: "drones", limit: 8 });
    expect(r.askedCategory).toBe("drones");
    expect(r.products.length).toBeGreaterThan(0);
    expect(r.products.every((p) => p.category === "drones")).toBe(true);
    const unknown = await tool({ query: "drone", category: "not-a-category" });
    expect(unknown.products.length).toBeGreaterThan(0); // an unknown category is ignored, not an error
  });

  test("through the model: a search without a category is judged against the conversation's category; only good matches reach the answer", async () => {
    const espresso = catalog.findProduct("breville-bambino-plus")!;
    up.toolScripts.set("search_machine", [{ name: "search_products", arguments: { query: "machine", limit: 8 } }]);
    const user = await fx.makeUser();
    const id = await newConversation(user.cookies);
    const before = up.requests.length;
    const r = await post(id, "[[search_machine]] What's the best espresso machine for my kitchen?", user.cookies);
    expect(r.status).toBe(200);
    const toolMessage = up.requests[before + 1]!.messages.find((m) => m.role === "tool")!;
    const result = JSON.parse(toolMessage.content!) as { askedCategory: string; products: ToolProduct[] };
    expect(result.askedCategory).toBe(espresso.category);
    const others = result.products.filter((p) => p.category !== espresso.category);
    expect(others.length).toBeGreaterThan(0); // "machine" alone also finds rowing machines and the like...
    for (const p of others) expect(p).toMatchObject({ match: expect.stringContaining("not in the asked category"), relevance: expect.any(Number) });
    for (const p of others) expect(p.link).toBeUndefined(); // ...but they come without links
    const content: string = r.json.aiMessage.content;
    expect(content).toContain(espresso.name);
    for (const p of others) expect(content).not.toContain(p.name);
  });

  test("words Postgres ignores find nothing, and a category's fallback list has relevance 0 (weak, unlinked)", async () => {
    const { searchProducts } = await import("@/lib/db/queries/products");
    expect(await searchProducts({ query: "very just" })).toEqual([]); // Postgres stop words the tokenizer keeps
    const fallback = await tool({ query: "very just", category: "drones", limit: 3 });
    expect(fallback.products).toHaveLength(3);
    for (const p of fallback.products) expect(p).toMatchObject({ category: "drones", relevance: 0, match: "weak match: do not present as a pick" });
  });

  test("nothing in the catalog: no products, and the note says to give buying criteria", async () => {
    const r = await tool({ query: "snow blower for a long driveway" });
    expect(r.products.filter((p) => p.match === "good")).toEqual([]);
    expect(r.note).toMatch(/vetted pick.*buying criteria/);
  });
});
