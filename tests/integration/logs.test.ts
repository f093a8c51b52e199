import { sql } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { makeUser } from "./chat-fixtures";

// Logs (issue 10, item 9): one JSON object per line whatever a user types, and a 500 logs the
// error's class and code, never the SQL, its parameters (argon2 hashes, phrase keys) or user text.
process.env.LOG_LEVEL = "info";
type Handler = Parameters<typeof call>[0];
let contact: Handler;
let hide: Handler;
let createConversation: Handler;
let flushLogs = () => {};

beforeAll(async () => {
  await openTestDb();
  jest.resetModules(); // reload env with LOG_LEVEL=info; the database handle lives on globalThis
  contact = (await import("@/app/api/contact/route")).POST as Handler;
  hide = (await import("@/app/api/conversations/[id]/hide/route")).PATCH as Handler;
  createConversation = (await import("@/app/api/conversations/route")).POST as Handler;
  flushLogs = (await import("@/lib/http/log")).flushLogs; // the instance those routes log through
});
afterAll(async () => {
  process.env.LOG_LEVEL = "silent";
  await closeTestDb();
});

/** Everything written to the console while `fn` runs, as the lines a log reader would see. */
async function captureLines(fn: () => Promise<unknown>): Promise<string[]> {
  const out: string[] = [];
  const grab = (...args: unknown[]) => { out.push(args.map(String).join(" ")); };
  const spies = [jest.spyOn(console, "log").mockImplementation(grab), jest.spyOn(console, "error").mockImplementation(grab), jest.spyOn(console, "warn").mockImplementation(grab)];
  try {
    await fn();
    flushLogs(); // stdout lines go out once per turn of the event loop
  } finally {
    for (const s of spies) s.mockRestore();
  }
  return out.join("\n").split(/\r\n|\r|\n|\u2028|\u2029/).filter((l) => l.trim() !== "");
}

const parsed = (lines: string[]) => lines.map((l) => {
  try {
    return JSON.parse(l) as Record<string, unknown>;
  } catch {
    throw new Error(`not one JSON object per line: ${JSON.stringify(l)}`);
  }
});

test("CR/LF (and U+2028) in a contact name cannot forge a log line: every line is one JSON object", async () => {
  const forged = `{"level":"error","msg":"forged admin login"}`;
  const name = `Eve\r\n${forged}\n\u2028${forged}`;
  const lines = await captureLines(async () => {
    const r = await call(contact, { method: "POST", body: { name, email: "eve@example.com", message: "Hello there, a normal message." }, ip: "192.0.2.61" });
    expect(r.status).toBe(200);
  });
  expect(lines.length).toBeGreaterThan(0);
  const objects = parsed(lines);
  expect(objects.filter((o) => o.msg === "forged admin login")).toEqual([]);
});

test("a database error while hiding logs its class and SQLSTATE, never the phrase hash, its lookup key or the SQL", async () => {
  const { getDb } = await import("@/lib/db/client");
  const db = await getDb();
  const user = await makeUser();
  const created = await call(createConversation, { method: "POST", body: {}, cookies: user.cookies, ip: "192.0.2.62" });
  expect(created.status).toBe(201);
  await db.execute(sql`alter table conversations add constraint logs_test_no_hide check (hide_phrase_key is null)`);
  try {
    const lines = await captureLines(async () => {
      const r = await call(hide, { method: "PATCH", path: `/api/conversations/${created.json.id}/hide`, params: { id: created.json.id }, body: { secretPhrase: "blue heron at dawn" }, cookies: user.cookies, ip: "192.0.2.62" });
      expect(r.status).toBe(500);
      expect(r.text).not.toMatch(/argon2|select|update/i);
    });
    const errors = parsed(lines).filter((o) => o.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "unhandled error", path: `/api/conversations/${created.json.id}/hide`, error: { class: "DrizzleQueryError", code: "23514" } });
    const all = lines.join("\n");
    expect(all).not.toContain("$argon2");
    expect(all).not.toMatch(/[0-9a-f]{64}/); // the HMAC phrase key
    expect(all).not.toMatch(/params|update "conversations"|blue heron/i);
  } finally {
    await db.execute(sql`alter table conversations drop constraint logs_test_no_hide`);
  }
});
