// The per-user daily answer budget on the embedded (offline) engine: it protects the box as much as
// the model bill, so it applies with no model configured too. (The model engine: chat-model-path.test.ts.)
let http: typeof import("../helpers/http");
let fx: typeof import("./chat-fixtures");
let dbHelpers: typeof import("../helpers/db");
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let regenerate: typeof import("@/app/api/conversations/[id]/regenerate/route");

beforeAll(async () => {
  // Env is parsed once when the modules load: set it first, and make sure no model is configured.
  Object.assign(process.env, { USER_DAILY_ANSWERS: "2", OPENAI_API_KEY: "" });
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  http = await import("../helpers/http");
  fx = await import("./chat-fixtures");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  regenerate = await import("@/app/api/conversations/[id]/regenerate/route");
}, 60_000);
afterAll(async () => { await dbHelpers?.closeTestDb(); });

test("offline engine: two answers a day, then 429 with Retry-After for messages and regenerate, the question not stored", async () => {
  const { modelMode } = await import("@/lib/env");
  expect(modelMode()).toBe("offline");
  const user = await fx.makeUser();
  const id = (await http.call(conversations.POST, { method: "POST", body: {}, cookies: user.cookies })).json.id as string;
  const ask = (content: string) => http.call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies: user.cookies });
  expect((await ask("best running shoes for flat feet?")).status).toBe(200);
  expect((await http.call(regenerate.POST, { method: "POST", params: { id }, cookies: user.cookies })).status).toBe(200);
  const before = (await http.call(messages.GET, { params: { id }, cookies: user.cookies })).json;
  expect(before).toHaveLength(2);

  const over = await ask("and a cheaper pair?");
  expect(over.status).toBe(429);
  expect(over.json.error).toEqual({ code: "rate_limited", message: expect.stringContaining("today's limit of 2 answers"), details: { limit: 2, retryAfter: expect.any(Number) } });
  expect(Number(over.headers.get("retry-after"))).toBe(over.json.error.details.retryAfter);
  expect((await http.call(regenerate.POST, { method: "POST", params: { id }, cookies: user.cookies })).status).toBe(429);
  expect((await http.call(messages.GET, { params: { id }, cookies: user.cookies })).json).toEqual(before);

  // Someone in crisis is never turned away by the budget.
  const crisis = await ask("I want to end my life");
  expect(crisis.status).toBe(200);
  expect(crisis.json.aiMessage.content).toContain("988");
});
