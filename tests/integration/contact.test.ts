import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { POST } from "@/app/api/contact/route";
import { listContactMessagesFrom } from "@/lib/db/queries/contact";
import { latestMailTo } from "@/lib/db/queries/outbox";
import { site } from "@/lib/config/site";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const valid = { name: "Ruth Miller", email: "Ruth.Miller@Example.com", topic: "beta", message: "How long is the waiting list right now?" };

test("a valid message is stored and mailed to support with the sender and text", async () => {
  const r = await call(POST, { method: "POST", body: valid, ip: "198.51.100.1" });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ success: true });

  const [row] = await listContactMessagesFrom({ email: "ruth.miller@example.com" });
  expect(row).toMatchObject({ name: "Ruth Miller", email: "ruth.miller@example.com", topic: "beta", message: valid.message });

  const [mail] = await latestMailTo({ to: site.supportEmail, kind: "contact" });
  expect(mail!.subject).toBe("[Contact] Beta access and referrals from Ruth Miller");
  expect(mail!.text).toContain("From: Ruth Miller <ruth.miller@example.com>");
  expect(mail!.text).toContain(valid.message);
  expect(mail!.status).toBe("logged"); // no SMTP_URL in this file: the outbox keeps it
});

test("topic is optional (missing, null or empty)", async () => {
  for (const [i, topic] of [undefined, null, ""].entries()) {
    const email = `no-topic-${i}@example.com`;
    const r = await call(POST, { method: "POST", body: { ...valid, email, topic }, ip: `198.51.100.${10 + i}` });
    expect(r.status).toBe(200);
    const [row] = await listContactMessagesFrom({ email });
    expect(row!.topic).toBeNull();
  }
});

test.each([
  ["a bad email", { email: "not-an-email" }, "email", "Please enter a valid email address"],
  ["a blank name", { name: "   " }, "name", "Please enter your name."],
  ["a too short message", { message: " hi " }, "message", "Please write at least 10 characters."],
  ["a too long message", { message: "x".repeat(5001) }, "message", "Please keep your message under 5000 characters."],
  ["an unknown topic", { topic: "lottery" }, "topic", "Please choose one of the listed topics."],
])("%s is a 400 naming the field, and nothing is stored or mailed", async (_label, patch, field, message) => {
  const email = `bad-${field}-${Date.now()}@example.com`;
  const before = (await latestMailTo({ to: site.supportEmail, kind: "contact" })).length;
  const body = { ...valid, email, ...patch };
  const r = await call(POST, { method: "POST", body, ip: `198.51.100.${Math.floor(Math.random() * 200) + 30}` });
  expect(r.status).toBe(400);
  expect(r.json.error.code).toBe("validation_failed");
  expect(r.json.error.details.fields[field]).toEqual([message]);
  expect(await listContactMessagesFrom({ email: body.email })).toEqual([]);
  expect((await latestMailTo({ to: site.supportEmail, kind: "contact" })).length).toBe(before);
});

test("one address may send 5 messages per 10 minutes; the 6th is a 429 and is not stored", async () => {
  const ip = "198.51.100.250";
  for (let i = 0; i < 5; i++) {
    const r = await call(POST, { method: "POST", body: { ...valid, email: `burst-${i}@example.com` }, ip });
    expect(r.status).toBe(200);
  }
  const r = await call(POST, { method: "POST", body: { ...valid, email: "burst-6@example.com" }, ip });
  expect(r.status).toBe(429);
  expect(r.json.error.code).toBe("rate_limited");
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await listContactMessagesFrom({ email: "burst-6@example.com" })).toEqual([]);
  // Another address is not affected.
  expect((await call(POST, { method: "POST", body: { ...valid, email: "other@example.com" }, ip: "198.51.100.251" })).status).toBe(200);
});
