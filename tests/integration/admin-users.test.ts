// Issue 12, users and waitlist: search, filters and pages; approve (mailed), invite, role, suspend
// (blocks sign-in and chat, undone by unsuspend) and delete (every row of that person, nothing else).
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";
import { call, CookieJar } from "../helpers/http";
import { waitForMail } from "./beta-helpers";

type H = Parameters<typeof call>[0];
type Mod = Record<string, H>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let messages: ReceivedMail[];
let closeTestDb: () => Promise<void>;
let list: Mod, one: Mod, approve: Mod, suspend: Mod, unsuspend: Mod, role: Mod, invite: Mod, login: Mod, me: Mod, conversations: Mod, register: Mod, audit: typeof import("@/lib/db/queries/admin-audit");
let dbmod: typeof import("@/lib/db/client");
let adminCookies: Record<string, string>;
let adminId: string;
let seq = 0;
const ip = () => `198.51.100.${(++seq % 250) + 1}`;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  sink = await startSmtpSink(0);
  messages = sink.messages;
  Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ADMIN_EMAILS: "chief@example.com", BETA_CAPACITY: "100" });
  const h = await import("../helpers/db");
  closeTestDb = h.closeTestDb;
  await h.openTestDb();
  dbmod = await import("@/lib/db/client");
  list = await import("@/app/api/admin/users/route");
  one = await import("@/app/api/admin/users/[id]/route");
  approve = await import("@/app/api/admin/users/[id]/approve/route");
  suspend = await import("@/app/api/admin/users/[id]/suspend/route");
  unsuspend = await import("@/app/api/admin/users/[id]/unsuspend/route");
  role = await import("@/app/api/admin/users/[id]/role/route");
  invite = await import("@/app/api/admin/users/[id]/invite/route");
  login = await import("@/app/api/auth/login/route");
  me = await import("@/app/api/auth/user/route");
  conversations = await import("@/app/api/conversations/route");
  register = await import("@/app/api/auth/register/route");
  audit = await import("@/lib/db/queries/admin-audit");
  const { sessionCookieFor } = await import("@/lib/auth/session");
  const { insertUser } = await import("@/lib/db/queries/users");
  const admin = (await insertUser({ email: "chief@example.com", firstName: "Chief", role: "admin", emailVerifiedAt: new Date() }))!;
  adminId = admin.id;
  const c = await sessionCookieFor(admin);
  adminCookies = { [c.name]: c.value };
}, 60_000);
afterAll(async () => {
  await closeTestDb();
  await sink.close();
});

const rows = async <T>(q: string): Promise<T[]> => {
  const db = await dbmod.getDb();
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
};

/** Registers with a password (a confirmation mail goes out) and signs in: answers the person's id and jar. */
async function person(email: string, firstName = "Ruth") {
  const jar = new CookieJar();
  const r = jar.take(await call(register.POST!, { method: "POST", body: { email, password: PASSWORD, firstName }, ip: ip() }));
  if (r.status !== 201) throw new Error(`register ${r.status} ${r.text}`);
  return { id: r.json.id as string, jar };
}

const adminCall = (h: H, opts: Parameters<typeof call>[1] = {}) => call(h, { ip: ip(), cookies: adminCookies, ...opts });

test("search, filters, sort and pages answer { users, total } from the server; bad input is a 400", async () => {
  await person("olive.branch@example.com", "Olive");
  await person("olive.tree@example.com", "Tree");
  await person("cedar@example.com", "Cedar");
  const r = await adminCall(list.GET!, { path: "/api/admin/users?query=olive&pageSize=1&page=2&sort=email" });
  expect(r.status).toBe(200);
  expect(r.json.total).toBe(2);
  expect(r.json.users.map((u: { email: string }) => u.email)).toEqual(["olive.tree@example.com"]);
  expect(r.text).not.toMatch(/argon2|password_?hash|token/i);
  const byName = await adminCall(list.GET!, { path: "/api/admin/users?query=Cedar" });
  expect(byName.json.users[0]).toMatchObject({ email: "cedar@example.com", name: "Cedar", betaStatus: "pending_confirmation", role: "user", providers: ["password"], suspended: false });
  const admins = await adminCall(list.GET!, { path: "/api/admin/users?role=admin" });
  expect(admins.json.users.map((u: { email: string }) => u.email)).toEqual(["chief@example.com"]);
  const noEntry = await adminCall(list.GET!, { path: "/api/admin/users?status=none" });
  expect(noEntry.json.users.map((u: { email: string }) => u.email)).toContain("chief@example.com");
  for (const bad of ["pageSize=0", "pageSize=500", "status=vip", "sort=random", "page=-1", "hasReferrals=maybe"]) {
    const b = await adminCall(list.GET!, { path: `/api/admin/users?${bad}` });
    expect([bad, b.status, b.json.error.code]).toEqual([bad, 400, "validation_failed"]);
  }
  expect((await call(list.GET!, { path: "/api/admin/users", ip: ip() })).status).toBe(401);
});

test("approve lets the person in, mails them, and is in the audit log; a user cannot", async () => {
  const email = "grace.approve@example.com";
  const p = await person(email, "Grace");
  const refused = await call(approve.POST!, { method: "POST", params: { id: p.id }, cookies: p.jar.cookies, ip: ip() });
  expect(refused.status).toBe(403);
  const r = await adminCall(approve.POST!, { method: "POST", params: { id: p.id } });
  expect(r.status).toBe(200);
  expect(r.json.user).toMatchObject({ email, betaStatus: "approved" });
  const mails = await waitForMail(messages, email, 2);
  expect(mails.some((m) => m.subject.startsWith("You're in:") && !m.subject.includes("invite"))).toBe(true);
  expect((await adminCall(approve.POST!, { method: "POST", params: { id: p.id } })).status).toBe(409);
  const log = await audit.listAudit({ targetId: p.id });
  expect(log.entries.map((e) => [e.action, e.actorEmail, e.targetLabel])).toEqual([["approve", "chief@example.com", email]]);
  expect((await adminCall(approve.POST!, { method: "POST", params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
});

test("invite holds a seat and mails the link; make admin is recorded", async () => {
  const email = "iris.invite@example.com";
  const p = await person(email, "Iris");
  const r = await adminCall(invite.POST!, { method: "POST", params: { id: p.id } });
  expect(r.status).toBe(200);
  const mails = await waitForMail(messages, email, 2);
  expect(mails.some((m) => m.links.some((l) => l.includes("/api/accept-invite?token=")))).toBe(true);
  const made = await adminCall(role.POST!, { method: "POST", params: { id: p.id }, body: { role: "admin" } });
  expect(made.json.user.role).toBe("admin");
  expect((await call(me.GET!, { cookies: p.jar.cookies, ip: ip() })).json.role).toBe("admin");
  expect((await audit.listAudit({ targetId: p.id })).entries.map((e) => e.action)).toEqual(["make_admin", "invite"]);
  expect((await adminCall(role.POST!, { method: "POST", params: { id: adminId }, body: { role: "user" } })).status).toBe(409);
});

test("suspend signs the person out and blocks sign-in and chat politely; unsuspend undoes it", async () => {
  const email = "sam.suspend@example.com";
  const p = await person(email, "Sam");
  await adminCall(approve.POST!, { method: "POST", params: { id: p.id } });
  expect((await call(conversations.POST!, { method: "POST", body: { title: "Boots" }, cookies: p.jar.cookies, ip: ip() })).status).toBe(201);

  const s = await adminCall(suspend.POST!, { method: "POST", params: { id: p.id }, body: { reason: "spam reports" } });
  expect(s.status).toBe(200);
  expect((await call(me.GET!, { cookies: p.jar.cookies, ip: ip() })).status).toBe(401);
  expect((await call(conversations.POST!, { method: "POST", body: { title: "Boots" }, cookies: p.jar.cookies, ip: ip() })).status).toBe(401);
  const again = await call(login.POST!, { method: "POST", body: { email, password: PASSWORD }, ip: ip() });
  expect(again.status).toBe(403);
  expect(again.json.error.message).toMatch(/paused by our team/);
  expect(again.setCookies).toEqual({});
  const listed = await adminCall(list.GET!, { path: `/api/admin/users?suspended=true&query=${encodeURIComponent(email)}` });
  expect(listed.json.users.map((u: { email: string }) => u.email)).toEqual([email]);
  expect((await audit.listAudit({ targetId: p.id })).entries[0]).toMatchObject({ action: "suspend", reason: "spam reports" });

  expect((await adminCall(unsuspend.POST!, { method: "POST", params: { id: p.id } })).status).toBe(200);
  const jar = new CookieJar();
  expect(jar.take(await call(login.POST!, { method: "POST", body: { email, password: PASSWORD }, ip: ip() })).status).toBe(200);
  expect((await call(conversations.POST!, { method: "POST", body: { title: "Boots" }, cookies: jar.cookies, ip: ip() })).status).toBe(201);
});

const TABLES = ["users", "waitlist_entries", "conversations", "messages", "avatar_images", "oauth_accounts", "email_outbox", "referral_visits", "referral_flags", "skip_code_redemptions", "contact_messages", "community_signups", "login_throttles"];
const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, Number((await rows<{ n: number }>(`select count(*)::int as n from ${t}`))[0]!.n)] as const)));

/** Rows that are this person's, per table (what deleting them must remove, and only that). */
async function theirs(email: string, userId: string) {
  const one = async (q: string) => Number((await rows<{ n: number }>(q))[0]!.n);
  const entry = `(select id from waitlist_entries where email = '${email}')`;
  const code = `(select referral_code from waitlist_entries where email = '${email}')`;
  return {
    users: await one(`select count(*)::int as n from users where id = '${userId}'`),
    waitlist_entries: await one(`select count(*)::int as n from waitlist_entries where email = '${email}'`),
    conversations: await one(`select count(*)::int as n from conversations where user_id = '${userId}'`),
    messages: await one(`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id where c.user_id = '${userId}'`),
    avatar_images: await one(`select count(*)::int as n from avatar_images where user_id = '${userId}'`),
    oauth_accounts: await one(`select count(*)::int as n from oauth_accounts where user_id = '${userId}'`),
    email_outbox: await one(`select count(*)::int as n from email_outbox where "to" = '${email}'`),
    referral_visits: await one(`select count(*)::int as n from referral_visits where referral_code = ${code}`),
    referral_flags: await one(`select count(*)::int as n from referral_flags where referrer_id = ${entry} or referred_entry_id = ${entry}`),
    skip_code_redemptions: await one(`select count(*)::int as n from skip_code_redemptions where user_id = '${userId}'`),
    contact_messages: await one(`select count(*)::int as n from contact_messages where email = '${email}'`),
    community_signups: await one(`select count(*)::int as n from community_signups where email = '${email}'`),
    login_throttles: 0,
  } as Record<string, number>;
}

test("delete needs the typed email, then removes every row of that person and nothing of anyone else", async () => {
  const email = "dana.delete@example.com";
  const p = await person(email, "Dana");
  const other = await person("otto.other@example.com", "Otto");
  const db = await dbmod.getDb();
  // Dana has a conversation with messages, a picture, a referral link visit and a contact message; she referred Otto.
  await rows(`insert into conversations (user_id, title) values ('${p.id}', 'Dana title'), ('${other.id}', 'Otto title')`);
  await rows(`insert into messages (conversation_id, role, content) select id, 'user', title || ' question' from conversations where user_id in ('${p.id}', '${other.id}')`);
  await rows(`insert into avatar_images (user_id, bytes, width, height) values ('${p.id}', '\\x00', 1, 1), ('${other.id}', '\\x00', 1, 1)`);
  await rows(`insert into referral_visits (referral_code, visitor_id, day) select referral_code, 'v1', current_date from waitlist_entries where email in ('${email}', 'otto.other@example.com')`);
  await rows(`insert into contact_messages (name, email, message) values ('Dana', '${email}', 'hello'), ('Otto', 'otto.other@example.com', 'hi')`);
  await rows(`update waitlist_entries set referrer_id = (select id from waitlist_entries where email = '${email}'), confirmed_referrals = 0 where email = 'otto.other@example.com'`);
  await rows(`update waitlist_entries set confirmed_referrals = 3 where email = '${email}'`);
  void db;

  const wrong = await adminCall(one.DELETE!, { method: "DELETE", params: { id: p.id }, body: { confirmEmail: "otto.other@example.com" } });
  expect(wrong.status).toBe(400);
  const before = await counts();
  const mine = await theirs(email, p.id);
  expect(mine.conversations).toBe(1);
  expect(mine.messages).toBe(1);
  expect(mine.avatar_images).toBe(1);
  expect(mine.email_outbox).toBeGreaterThan(0);

  const r = await adminCall(one.DELETE!, { method: "DELETE", params: { id: p.id }, body: { confirmEmail: ` ${email.toUpperCase()} ` } });
  expect(r.status).toBe(200);
  const after = await counts();
  for (const t of TABLES) expect([t, after[t]]).toEqual([t, before[t]! - mine[t]!]);
  expect(Object.values(await theirs(email, p.id)).every((n) => n === 0)).toBe(true);
  // Otto keeps everything; the link to the one who referred him is gone.
  const otto = (await rows<{ referrer_id: string | null }>(`select referrer_id from waitlist_entries where email = 'otto.other@example.com'`))[0]!;
  expect(otto.referrer_id).toBeNull();
  expect((await call(me.GET!, { cookies: other.jar.cookies, ip: ip() })).status).toBe(200);
  const log = await audit.listAudit({ query: "delete_account" });
  expect(log.entries[0]).toMatchObject({ action: "delete_account", targetId: p.id, targetLabel: "deleted account" });
  expect(JSON.stringify((await audit.listAudit({})).entries)).not.toContain(email);
  expect((await adminCall(one.DELETE!, { method: "DELETE", params: { id: p.id }, body: { confirmEmail: email } })).status).toBe(404);
});

test("GET /api/admin/audit: newest first, searchable, paged; admin only", async () => {
  const auditRoute = await import("@/app/api/admin/audit/route");
  // The search matches the person's address (every action on Sam), and the reason.
  const r = await adminCall(auditRoute.GET as H, { path: "/api/admin/audit?query=sam.suspend&pageSize=5" });
  expect(r.status).toBe(200);
  expect(r.json.entries.map((e: { action: string }) => e.action)).toEqual(["unsuspend", "suspend", "approve"]);
  expect(r.json.total).toBe(3);
  const why = await adminCall(auditRoute.GET as H, { path: "/api/admin/audit?query=SPAM" });
  expect(why.json.entries.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail])).toEqual([["suspend", "chief@example.com"]]);
  const all = await adminCall(auditRoute.GET as H, { path: "/api/admin/audit?pageSize=1&page=2" });
  expect(all.json.entries).toHaveLength(1);
  expect(all.json.total).toBeGreaterThan(5);
  expect((await adminCall(auditRoute.GET as H, { path: "/api/admin/audit?page=0" })).status).toBe(400);
  expect((await call(auditRoute.GET as H, { path: "/api/admin/audit", ip: ip() })).status).toBe(401);
});

test("over 10,000 matches the total is an estimate; search is by email or name prefix and stays exact", async () => {
  await rows(`insert into waitlist_entries (email, name, referral_code, created_at)
    select 'bulk' || g || '@bench.test', 'Bulk ' || g, 'BULK' || g, now() - make_interval(secs => g) from generate_series(1, 10050) g`);
  await rows("analyze waitlist_entries");
  const all = await adminCall(list.GET!, { path: "/api/admin/users?pageSize=5" });
  expect(all.status).toBe(200);
  expect(all.json.totalIsEstimate).toBe(true);
  expect(all.json.total).toBeGreaterThan(10_000);
  expect(all.json.users).toHaveLength(5);
  const some = await adminCall(list.GET!, { path: "/api/admin/users?query=bulk1004" });
  expect([some.json.total, some.json.totalIsEstimate]).toEqual([11, false]); // bulk1004 and bulk10040…10049
  const byName = await adminCall(list.GET!, { path: "/api/admin/users?query=Bulk%2010050" });
  expect(byName.json.users.map((u: { email: string }) => u.email)).toEqual(["bulk10050@bench.test"]);
  // A prefix, not a substring: the middle of an address finds nothing.
  expect((await adminCall(list.GET!, { path: "/api/admin/users?query=ulk1004" })).json.total).toBe(0);
});
