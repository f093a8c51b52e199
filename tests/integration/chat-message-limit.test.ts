// The per-address message limit (120 an hour, route() `addressLimits` on POST .../messages). For a
// caller with a session it is counted in the same statement as their user row (issue 15 fifth
// round); these check it counts each message exactly once, whoever sends it, and refuses past it
// without storing the question.
import { sql } from "drizzle-orm";

let http: typeof import("../helpers/http");
let fx: typeof import("./chat-fixtures");
let dbHelpers: typeof import("../helpers/db");
let db: import("@/lib/db/client").Db;
let conversations: typeof import("@/app/api/conversations/route");
let messages: typeof import("@/app/api/conversations/[id]/messages/route");
let bucketOf: typeof import("@/lib/http/rate-limit").bucketOf;

const LIMIT = { limit: 120, windowSeconds: 3600 };
jest.setTimeout(30_000);

beforeAll(async () => {
  Object.assign(process.env, { OPENAI_API_KEY: "" }); // the embedded answerer: no model needed
  dbHelpers = await import("../helpers/db");
  db = await dbHelpers.openTestDb();
  http = await import("../helpers/http");
  fx = await import("./chat-fixtures");
  conversations = await import("@/app/api/conversations/route");
  messages = await import("@/app/api/conversations/[id]/messages/route");
  ({ bucketOf } = await import("@/lib/http/rate-limit"));
}, 60_000);
afterAll(async () => { await dbHelpers?.closeTestDb(); });

let n = 0;
const freshIp = () => `198.51.100.${++n}`;
const count = async (ip: string) => {
  const { key, windowStart } = bucketOf({ key: `msg:${ip}`, ...LIMIT });
  const res = await db.execute(sql`select count from rate_limit_buckets where key = ${key} and window_start = ${windowStart}`);
  return Number((res as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
};
const setCount = async (ip: string, value: number) => {
  const { key, windowStart } = bucketOf({ key: `msg:${ip}`, ...LIMIT });
  await db.execute(sql`insert into rate_limit_buckets (key, window_start, count) values (${key}, ${windowStart}, ${value})
    on conflict (key, window_start) do update set count = ${value}`);
};

test("a signed-in user's messages count once each against their address; past 120 an hour: 429 with Retry-After, nothing stored", async () => {
  const user = await fx.makeUser();
  const ip = freshIp();
  const id = (await http.call(conversations.POST, { method: "POST", body: {}, cookies: user.cookies, ip })).json.id as string;
  const ask = (content: string) => http.call(messages.POST, { method: "POST", params: { id }, body: { content, role: "user" }, cookies: user.cookies, ip });

  expect((await ask("best running shoes for flat feet?")).status).toBe(200);
  expect(await count(ip)).toBe(1);
  await setCount(ip, 119);
  expect((await ask("and a cheaper pair?")).status).toBe(200); // the 120th
  expect(await count(ip)).toBe(120);
  const stored = (await http.call(messages.GET, { params: { id }, cookies: user.cookies, ip })).json;

  const over = await ask("one more?");
  expect(over.status).toBe(429);
  expect(over.json.error).toMatchObject({ code: "rate_limited", details: { retryAfter: expect.any(Number) } });
  expect(Number(over.headers.get("retry-after"))).toBe(over.json.error.details.retryAfter);
  expect(over.json.error.details.retryAfter).toBeGreaterThan(0);
  expect(over.json.error.details.retryAfter).toBeLessThanOrEqual(3600);
  expect((await http.call(messages.GET, { params: { id }, cookies: user.cookies, ip })).json).toEqual(stored);
  // Another address is not held back by this one.
  const elsewhere = await http.call(messages.POST, { method: "POST", params: { id }, body: { content: "from elsewhere?", role: "user" }, cookies: user.cookies, ip: freshIp() });
  expect(elsewhere.status).toBe(200);
});

test("a visitor's messages, and a request whose session cookie does not decode, count against the address too", async () => {
  const visitor = fx.makeVisitor();
  const ip = freshIp();
  const id = (await http.call(conversations.POST, { method: "POST", body: {}, cookies: visitor.cookies, ip })).json.id as string;
  expect((await http.call(messages.POST, { method: "POST", params: { id }, body: { content: "a tent for two?", role: "user" }, cookies: visitor.cookies, ip })).status).toBe(200);
  expect(await count(ip)).toBe(1);

  // A session cookie that is not a session (tampered, or signed with another secret): no user row
  // is read, and the limit is still counted, once.
  const user = await fx.makeUser();
  const [name] = Object.keys(user.cookies);
  const forged = { ...visitor.cookies, [name!]: "not-a-session-token" };
  const res = await http.call(messages.POST, { method: "POST", params: { id }, body: { content: "again?", role: "user" }, cookies: forged, ip });
  expect(res.status).toBe(200); // served as the visitor it also is
  expect(await count(ip)).toBe(2);

  await setCount(ip, 120);
  const over = await http.call(messages.POST, { method: "POST", params: { id }, body: { content: "over?", role: "user" }, cookies: visitor.cookies, ip });
  expect(over.status).toBe(429);
  expect(over.json.error.code).toBe("rate_limited");
});

test("a session for a user who no longer exists still counts against the address", async () => {
  const user = await fx.makeUser();
  const ip = freshIp();
  await db.execute(sql`delete from waitlist_entries where user_id = ${user.id}`);
  await db.execute(sql`delete from users where id = ${user.id}`);
  const id = "00000000-0000-4000-8000-000000000000";
  const res = await http.call(messages.POST, { method: "POST", params: { id }, body: { content: "hello?", role: "user" }, cookies: user.cookies, ip });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(await count(ip)).toBe(1);
});
