// Issue 12, the beta's levers: "invite the next N" never exceeds capacity and mails exactly those
// people; skip codes are created with a note, listed with their uses and redeemers, and revoked.
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";
import { call, CookieJar } from "../helpers/http";
import { waitForMail } from "./beta-helpers";

type H = Parameters<typeof call>[0];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let messages: ReceivedMail[];
let closeTestDb: () => Promise<void>;
let invites: Record<string, H>, codes: Record<string, H>, revoke: Record<string, H>, redeem: Record<string, H>, register: Record<string, H>;
let audit: typeof import("@/lib/db/queries/admin-audit");
let waitlist: typeof import("@/lib/db/queries/waitlist");
let admin: Record<string, string>;
let seq = 0;
const ip = () => `198.51.101.${(++seq % 250) + 1}`;

beforeAll(async () => {
  sink = await startSmtpSink(0);
  messages = sink.messages;
  Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ADMIN_EMAILS: "lead@example.com", BETA_CAPACITY: "3" });
  const h = await import("../helpers/db");
  closeTestDb = h.closeTestDb;
  await h.openTestDb();
  invites = await import("@/app/api/admin/invites/route");
  codes = await import("@/app/api/admin/skip-codes/route");
  revoke = await import("@/app/api/admin/skip-codes/[code]/route");
  redeem = await import("@/app/api/redeem/route");
  register = await import("@/app/api/auth/register/route");
  audit = await import("@/lib/db/queries/admin-audit");
  waitlist = await import("@/lib/db/queries/waitlist");
  const { sessionCookieFor } = await import("@/lib/auth/session");
  const { insertUser } = await import("@/lib/db/queries/users");
  const c = await sessionCookieFor((await insertUser({ email: "lead@example.com", role: "admin", emailVerifiedAt: new Date() }))!);
  admin = { [c.name]: c.value };
}, 60_000);
afterAll(async () => {
  await closeTestDb();
  await sink.close();
});

/** A waiting-list entry in the queue (confirmed), in join order. */
async function waiting(email: string) {
  const { newReferralCode } = await import("@/lib/beta/referral-code");
  await waitlist.insertWaitlistEntry({ email, name: null, referralCode: newReferralCode(), status: "waiting" } as Parameters<typeof waitlist.insertWaitlistEntry>[0]);
}

test("invite the next N: never past capacity, mails exactly the people it names, in queue order", async () => {
  await waiting("first@example.com");
  await waiting("second@example.com");
  await waiting("third@example.com");
  await waiting("fourth@example.com");
  const approved = "early@example.com";
  await waiting(approved);
  await waitlist.approveEntry({ id: (await waitlist.findWaitlistEntryByEmail({ email: approved }))!.id, via: "admin" });
  // Capacity 3, one seat taken: asking for 10 invites two, the first two in the queue.
  const r = await call(invites.POST!, { method: "POST", body: { count: 10 }, cookies: admin, ip: ip() });
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ invited: ["first@example.com", "second@example.com"] });
  await waitForMail(messages, "second@example.com");
  await new Promise((res) => setTimeout(res, 300));
  expect(messages.filter((m) => m.subject.includes("invite")).map((m) => m.to).flat().sort()).toEqual(["first@example.com", "second@example.com"]);
  const again = await call(invites.POST!, { method: "POST", body: { count: 1 }, cookies: admin, ip: ip() });
  expect(again.json).toEqual({ invited: [] });
  expect((await waitlist.countByStatus())).toMatchObject({ approved: 1, invited: 2, waiting: 2 });
  expect((await audit.listAudit({ query: "invite_next" })).entries.map((e) => e.details)).toEqual([
    { asked: 1, invited: [] }, { asked: 10, invited: ["first@example.com", "second@example.com"] },
  ]);
});

test("skip codes: created with a note, listed with uses and who redeemed, revoked codes stop working", async () => {
  const made = await call(codes.POST!, { method: "POST", body: { maxUses: 2, note: "Church group", code: "church-2026" }, cookies: admin, ip: ip() });
  expect(made.status).toBe(201);
  const jar = new CookieJar();
  jar.take(await call(register.POST!, { method: "POST", body: { email: "ruth.code@example.com", password: "correct horse battery" }, ip: ip() }));
  expect((await call(redeem.POST!, { method: "POST", body: { code: "CHURCH-2026" }, cookies: jar.cookies, ip: ip() })).status).toBe(200);
  const listed = await call(codes.GET!, { cookies: admin, ip: ip() });
  expect(listed.json.codes[0]).toMatchObject({ code: "CHURCH-2026", note: "Church group", maxUses: 2, uses: 1, revokedAt: null, redeemedBy: [{ email: "ruth.code@example.com", at: expect.any(String) }] });

  expect((await call(revoke.DELETE!, { method: "DELETE", params: { code: "CHURCH-2026" }, cookies: jar.cookies, ip: ip() })).status).toBe(403);
  expect((await call(revoke.DELETE!, { method: "DELETE", params: { code: "church-2026" }, cookies: admin, ip: ip() })).status).toBe(200);
  expect((await call(revoke.DELETE!, { method: "DELETE", params: { code: "CHURCH-2026" }, cookies: admin, ip: ip() })).status).toBe(409);
  expect((await call(revoke.DELETE!, { method: "DELETE", params: { code: "NO-SUCH-CODE" }, cookies: admin, ip: ip() })).status).toBe(404);
  const other = new CookieJar();
  other.take(await call(register.POST!, { method: "POST", body: { email: "late.code@example.com", password: "correct horse battery" }, ip: ip() }));
  const late = await call(redeem.POST!, { method: "POST", body: { code: "CHURCH-2026" }, cookies: other.cookies, ip: ip() });
  expect([late.status, late.json.error.message]).toEqual([410, "That code is no longer valid."]);
  expect((await audit.listAudit({ query: "CHURCH-2026" })).entries.map((e) => e.action)).toEqual(["revoke_skip_code", "create_skip_code"]);
});
