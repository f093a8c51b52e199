import http from "node:http";
import { call } from "../helpers/http";
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";
import { joinAndConfirm, tokenFrom, waitForMail } from "./beta-helpers";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let messages: ReceivedMail[];
type Mod = { POST?: any; GET?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- route handlers
let signup: Mod, confirm: Mod, referrals: Mod, skipCodes: Mod, redeem: Mod, invites: Mod, accept: Mod, community: Mod;
let closeTestDb: () => Promise<void>;
let db: typeof import("@/lib/db/queries/waitlist");
let communityDb: typeof import("@/lib/db/queries/community");
let aweber: http.Server;
const aweberCalls: { path: string; auth: string; body: { email: string; tags: string[] } }[] = [];

beforeAll(async () => {
  sink = await startSmtpSink(0);
  messages = sink.messages;
  // A local stand-in for AWeber's subscriber endpoint (the real API is not reachable here).
  aweber = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      aweberCalls.push({ path: req.url ?? "", auth: req.headers.authorization ?? "", body: JSON.parse(raw) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => aweber.listen(0, "127.0.0.1", r));
  const port = (aweber.address() as { port: number }).port;
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    ADMIN_EMAILS: "admin@example.com",
    BETA_CAPACITY: "4",
    AWEBER_ACCESS_TOKEN: "aw-token",
    AWEBER_ACCOUNT_ID: "acc1",
    AWEBER_LIST_ID: "list1",
    AWEBER_API_URL: `http://127.0.0.1:${port}/1.0`,
  });
  const h = await import("../helpers/db");
  closeTestDb = h.closeTestDb;
  await h.openTestDb();
  signup = await import("@/app/api/email-signup/route");
  confirm = await import("@/app/api/confirm-email/route");
  referrals = await import("@/app/api/referrals/route");
  skipCodes = await import("@/app/api/admin/skip-codes/route");
  redeem = await import("@/app/api/redeem/route");
  invites = await import("@/app/api/admin/invites/route");
  accept = await import("@/app/api/accept-invite/route");
  community = await import("@/app/api/signup/route");
  db = await import("@/lib/db/queries/waitlist");
  communityDb = await import("@/lib/db/queries/community");
});
afterAll(async () => {
  await closeTestDb();
  await sink.close();
  await new Promise((r) => aweber.close(r));
});

let ipSeq = 0;
const freshIp = () => `198.19.0.${++ipSeq}`;
const person = (email: string, ip = freshIp()) => joinAndConfirm({ signup: signup.POST, confirm: confirm.GET, messages, email, ip });
let admin: Record<string, string>;

test("the admin email gets the admin role through the same join + confirm; others cannot create codes", async () => {
  admin = (await person("admin@example.com")).jar.cookies;
  const user = (await person("plain@example.com")).jar.cookies;
  expect((await call(skipCodes.POST, { method: "POST", body: { maxUses: 1 }, cookies: user })).status).toBe(403);
  expect((await call(skipCodes.POST, { method: "POST", body: { maxUses: 1 } })).status).toBe(401);
  expect((await call(invites.POST, { method: "POST", body: { count: 1 }, cookies: user })).status).toBe(403);
  const created = await call(skipCodes.POST, { method: "POST", body: { maxUses: 2 }, cookies: admin });
  expect(created.status).toBe(201);
  expect(created.json.code).toMatch(/^SKIP-[A-Z0-9]{8}$/);
});

test("skip codes: approve at once, respect the use limit and expiry, refuse wrong codes, need sign-in", async () => {
  const code = (await call(skipCodes.POST, { method: "POST", body: { maxUses: 2, code: "friends-2026" }, cookies: admin })).json.code;
  expect(code).toBe("FRIENDS-2026");
  expect((await call(skipCodes.POST, { method: "POST", body: { maxUses: 2, code: "FRIENDS-2026" }, cookies: admin })).status).toBe(409);
  expect((await call(skipCodes.POST, { method: "POST", body: { maxUses: 0 }, cookies: admin })).status).toBe(400);
  expect((await call(skipCodes.POST, { method: "POST", body: { maxUses: 1, expiresAt: "2001-01-01T00:00:00Z" }, cookies: admin })).status).toBe(400);

  expect((await call(redeem.POST, { method: "POST", body: { code } })).status).toBe(401);
  const a = (await person("skipper-a@example.com")).jar.cookies;
  const r = await call(redeem.POST, { method: "POST", body: { code: "friends-2026" }, cookies: a });
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ success: true, status: "approved" });
  expect((await call(referrals.GET, { cookies: a })).json.status).toBe("approved");

  // A signed-in person with no waiting-list entry gets one, approved.
  const { findOrCreateVerifiedUser } = db;
  const { encodeSession } = await import("@/lib/auth/session-token");
  const u = await findOrCreateVerifiedUser({ email: "noentry@example.com", role: "user" });
  const b = { "next-auth.session-token": await encodeSession({ sub: u.id, email: u.email, role: "user" }) };
  expect((await call(redeem.POST, { method: "POST", body: { code }, cookies: b })).status).toBe(200);
  expect((await db.findWaitlistEntryByEmail({ email: "noentry@example.com" }))!.status).toBe("approved");

  const c = (await person("skipper-c@example.com")).jar.cookies;
  const usedUp = await call(redeem.POST, { method: "POST", body: { code }, cookies: c });
  expect(usedUp.status).toBe(410);
  expect(usedUp.json.error.message).toMatch(/maximum number of times/);
  const wrong = await call(redeem.POST, { method: "POST", body: { code: "NOPE-1234" }, cookies: c });
  expect(wrong.status).toBe(404);
  expect((await call(redeem.POST, { method: "POST", body: { code: "" }, cookies: c })).status).toBe(400);

  const soon = await call(skipCodes.POST, { method: "POST", body: { maxUses: 5, expiresAt: new Date(Date.now() + 1500).toISOString() }, cookies: admin });
  await new Promise((res) => setTimeout(res, 1700));
  const expired = await call(redeem.POST, { method: "POST", body: { code: soon.json.code }, cookies: c });
  expect(expired.status).toBe(410);
  expect(expired.json.error.message).toMatch(/expired/);
  expect((await call(referrals.GET, { cookies: c })).json.status).toBe("waiting");
});

test("guessing skip codes is rate limited per user", async () => {
  const g = (await person("guesser@example.com")).jar.cookies;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await call(redeem.POST, { method: "POST", body: { code: `GUESS-${i}000` }, cookies: g, ip: freshIp() })).status);
  expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test("invites go to the next people by position within capacity; the mailed link approves and signs in once", async () => {
  // Approved so far: skipper-a, noentry (2 of 4 seats). Waiting in order: admin, plain, skipper-c, guesser.
  const r = await call(invites.POST, { method: "POST", body: { count: 5 }, cookies: admin });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ invited: ["admin@example.com", "plain@example.com"] });
  const adminMail = (await waitForMail(messages, "admin@example.com", 2)).find((m) => m.subject.includes("invite"))!;
  expect((await waitForMail(messages, "plain@example.com", 2)).some((m) => m.subject.includes("invite"))).toBe(true);
  expect((await waitForMail(messages, "skipper-c@example.com", 2, 300)).some((m) => m.subject.includes("invite"))).toBe(false);
  expect((await db.findWaitlistEntryByEmail({ email: "skipper-c@example.com" }))!.status).toBe("waiting");

  // Capacity is full (2 approved + 2 invited): nobody more.
  expect((await call(invites.POST, { method: "POST", body: { count: 1 }, cookies: admin })).json).toEqual({ invited: [] });
  expect((await call(invites.POST, { method: "POST", body: { count: 0 }, cookies: admin })).status).toBe(400);

  const link = adminMail.links.find((l) => l.includes("/api/accept-invite?token="))!;
  const ok = await call(accept.GET, { path: `/api/accept-invite?token=${tokenFrom(link)}`, ip: freshIp() });
  expect(ok.status).toBe(303);
  expect(ok.headers.get("location")).toBe("/app");
  expect(ok.setCookies["next-auth.session-token"]).toBeTruthy();
  expect((await db.findWaitlistEntryByEmail({ email: "admin@example.com" }))!.status).toBe("approved");
  const again = await call(accept.GET, { path: `/api/accept-invite?token=${tokenFrom(link)}`, ip: freshIp() });
  expect(again.headers.get("location")).toBe("/email-confirmation?status=invite-invalid");
});

test("community signup: email or phone (one kept), interests from the list, AWeber when configured", async () => {
  const ip = freshIp();
  const r = await call(community.POST, { method: "POST", body: { email: "Joy@Example.com", phone: "555 123 4567", name: "Joy", interests: ["Personal Growth", "Education"] }, ip });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ success: true, aweberAdded: true });
  const [row] = await communityDb.findCommunitySignups({ email: "joy@example.com" });
  expect(row).toMatchObject({ phone: null, name: "Joy", interests: ["Personal Growth", "Education"], source: "helpful-hand_chat", aweberAdded: true });
  expect(aweberCalls[0]).toMatchObject({ path: "/1.0/accounts/acc1/lists/list1/subscribers", auth: "Bearer aw-token" });
  expect(aweberCalls[0]!.body.email).toBe("joy@example.com");

  // Phone only: stored, but AWeber takes email subscribers, so not added there.
  const p = await call(community.POST, { method: "POST", body: { phone: "+1 (555) 987-6543", interests: [], source: "helpful-hand_nudge" }, ip });
  expect(p.json).toEqual({ success: true, aweberAdded: false });
  expect((await communityDb.findCommunitySignups({ phone: "+1 (555) 987-6543" }))[0]).toMatchObject({ email: null, source: "helpful-hand_nudge" });

  for (const body of [{}, { email: "" , phone: "" }, { email: "nope" }, { phone: "12" }, { email: "ok@example.com", interests: ["Knitting"] }]) {
    const bad = await call(community.POST, { method: "POST", body, ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("validation_failed");
  }
  expect(await communityDb.findCommunitySignups({ email: "ok@example.com" })).toHaveLength(0);
});

test("community signup floods get 429", async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await call(community.POST, { method: "POST", body: { email: `c${i}@example.com` }, ip })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
});
