import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";

// Issue 11, item 3, against a real SMTP server: every change of beta status reaches the person by
// mail (text and HTML, the brand in the subject, why they got it) with a one-click way into the app.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let api!: {
  approve: (typeof import("@/app/api/admin/users/[id]/route"))["PATCH"];
  invites: (typeof import("@/app/api/admin/invites/route"))["POST"];
  redeem: (typeof import("@/app/api/redeem/route"))["POST"];
  signup: (typeof import("@/app/api/email-signup/route"))["POST"];
  confirm: (typeof import("@/app/api/confirm-email/route"))["GET"];
  follow: (typeof import("@/app/api/sign-in-link/route"))["GET"];
  accept: (typeof import("@/app/api/accept-invite/route"))["GET"];
  user: (typeof import("@/app/api/auth/user/route"))["GET"];
};
let h!: typeof import("./auth-helpers");
let lib!: { users: typeof import("@/lib/db/queries/users"); session: typeof import("@/lib/auth/session"); skip: typeof import("@/lib/beta/skip-codes"); waitlist: typeof import("@/lib/db/queries/waitlist") };

beforeAll(async () => {
  sink = await startSmtpSink(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  await openTestDb();
  // A fresh module registry reads SMTP_URL (the one the static imports loaded has none).
  await jest.isolateModulesAsync(async () => {
    api = {
      approve: (await import("@/app/api/admin/users/[id]/route")).PATCH,
      invites: (await import("@/app/api/admin/invites/route")).POST,
      redeem: (await import("@/app/api/redeem/route")).POST,
      signup: (await import("@/app/api/email-signup/route")).POST,
      confirm: (await import("@/app/api/confirm-email/route")).GET,
      follow: (await import("@/app/api/sign-in-link/route")).GET,
      accept: (await import("@/app/api/accept-invite/route")).GET,
      user: (await import("@/app/api/auth/user/route")).GET,
    };
    h = await import("./auth-helpers");
    lib = {
      users: await import("@/lib/db/queries/users"),
      session: await import("@/lib/auth/session"),
      skip: await import("@/lib/beta/skip-codes"),
      waitlist: await import("@/lib/db/queries/waitlist"),
    };
  });
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 200));
  await sink.close();
  await closeTestDb();
  delete process.env.SMTP_URL;
});

const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));
async function nextMail(email: string, before: number): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    if (mailsTo(email).length > before) return mailsTo(email).at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail reached ${email}`);
}
const pathOf = (link: string) => { const u = new URL(link); return `${u.pathname}${u.search}`; };
const cookiesOf = async (user: Parameters<typeof lib.session.sessionCookieFor>[0]) => { const c = await lib.session.sessionCookieFor(user); return { [c.name]: c.value }; };

/** Every status mail: both parts, the brand in the subject, a why line. */
function expectWellFormed(mail: ReceivedMail) {
  expect(mail.subject).toContain("Helpful Hand");
  expect(mail.text).toContain("Content-Type: text/plain");
  expect(mail.text).toContain("Content-Type: text/html");
  expect(mail.text).toContain("Why you got this:");
}

async function confirmedWaitlister(name = "Wendy Wait") {
  const email = h.uniqueEmail("waiter");
  const before = mailsTo(email).length;
  await call(api.signup, { method: "POST", body: { email, name }, ip: h.nextIp() });
  const link = (await nextMail(email, before)).links.find((l) => l.includes("confirm-email"))!;
  expect((await call(api.confirm, { path: pathOf(link), ip: h.nextIp() })).status).toBe(303);
  return { email, user: (await lib.users.findUserByEmail({ email }))! };
}

async function admin() {
  const user = (await lib.users.insertUser({ email: h.uniqueEmail("admin"), role: "admin", emailVerifiedAt: new Date() }))!;
  return cookiesOf(user);
}

test("an admin's approval mails the person once; its link signs them in and opens /app", async () => {
  const { email, user } = await confirmedWaitlister();
  const cookies = await admin();
  const before = mailsTo(email).length;
  const r = await call(api.approve, { method: "PATCH", path: `/api/admin/users/${user.id}`, params: { id: user.id }, body: { betaStatus: "approved" }, cookies, headers: { origin: "http://localhost:3000" }, ip: h.nextIp() });
  expect(r.status).toBe(200);
  const mail = await nextMail(email, before);
  expect(mail.subject).toBe("You're in: Helpful Hand is ready for you");
  expectWellFormed(mail);
  const link = mail.links.find((l) => l.includes("/api/sign-in-link?token="))!;
  const opened = await call(api.follow, { path: pathOf(link), ip: h.nextIp() });
  expect(opened.headers.get("location")).toBe("/app");
  expect((await call(api.user, { cookies: opened.setCookies, ip: h.nextIp() })).status).toBe(200);

  // Approving again changes nothing and mails nothing.
  const again = await call(api.approve, { method: "PATCH", path: `/api/admin/users/${user.id}`, params: { id: user.id }, body: { betaStatus: "approved" }, cookies, headers: { origin: "http://localhost:3000" }, ip: h.nextIp() });
  expect(again.status).toBe(200);
  await new Promise((res) => setTimeout(res, 300));
  expect(mailsTo(email)).toHaveLength(before + 1);
});

test("an admin's invite batch mails the invite; its link approves, signs in and opens /app", async () => {
  const { email } = await confirmedWaitlister();
  const before = mailsTo(email).length;
  const r = await call(api.invites, { method: "POST", body: { count: 100 }, cookies: await admin(), headers: { origin: "http://localhost:3000" }, ip: h.nextIp() });
  expect(r.status).toBe(200);
  const mail = await nextMail(email, before);
  expect(mail.subject).toBe("You're in: your Helpful Hand beta invite");
  expectWellFormed(mail);
  const opened = await call(api.accept, { path: pathOf(mail.links.find((l) => l.includes("/api/accept-invite?token="))!), ip: h.nextIp() });
  expect(opened.headers.get("location")).toBe("/app");
  expect((await lib.waitlist.findWaitlistEntryByEmail({ email }))!.status).toBe("approved");
});

test("a Skip-the-Line redemption mails a welcome whose link opens /app", async () => {
  const { email, user } = await confirmedWaitlister();
  const { code } = await lib.skip.createSkipCode({ maxUses: 1, createdBy: user.id });
  const before = mailsTo(email).length;
  const r = await call(api.redeem, { method: "POST", body: { code }, cookies: await cookiesOf(user), headers: { origin: "http://localhost:3000" }, ip: h.nextIp() });
  expect(r.status).toBe(200);
  const mail = await nextMail(email, before);
  expect(mail.subject).toBe("Welcome to the Helpful Hand beta");
  expectWellFormed(mail);
  const opened = await call(api.follow, { path: pathOf(mail.links.find((l) => l.includes("/api/sign-in-link?token="))!), ip: h.nextIp() });
  expect(opened.headers.get("location")).toBe("/app");
});

test("joining again with a confirmed email mails a sign-in link, not a confirmation; a pending one gets no sign-in link", async () => {
  const { email } = await confirmedWaitlister();
  const before = mailsTo(email).length;
  const again = await call(api.signup, { method: "POST", body: { email }, ip: h.nextIp() });
  expect(again.status).toBe(200);
  const mail = await nextMail(email, before);
  expect(mail.subject).toBe("Your Helpful Hand sign-in link");
  expect(mail.text).toContain("already on the Helpful Hand beta list");
  expectWellFormed(mail);
  const opened = await call(api.follow, { path: pathOf(mail.links.find((l) => l.includes("/api/sign-in-link?token="))!), ip: h.nextIp() });
  expect(opened.headers.get("location")).toBe("/referrals");

  const pending = h.uniqueEmail("pending");
  await call(api.signup, { method: "POST", body: { email: pending }, ip: h.nextIp() });
  await nextMail(pending, 0);
  await call(api.signup, { method: "POST", body: { email: pending }, ip: h.nextIp() });
  await new Promise((res) => setTimeout(res, 300));
  expect(mailsTo(pending).filter((m) => m.links.some((l) => l.includes("sign-in-link")))).toHaveLength(0);
});
