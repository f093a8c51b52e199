import { eq } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";

// Issue 11, items 1 and 2, against a real SMTP server: "Email me a sign-in link" and "Forgot
// password?". Every mail must arrive with a working link that works once and expires; unknown
// addresses get the same answer and no mail; the limits answer 429.
// Env is parsed once per module registry, so the app modules are imported after SMTP_URL is set.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let api!: {
  signInLink: (typeof import("@/app/api/auth/email-sign-in/route"))["POST"];
  follow: (typeof import("@/app/api/sign-in-link/route"))["GET"];
  forgot: (typeof import("@/app/api/auth/forgot-password/route"))["POST"];
  reset: (typeof import("@/app/api/auth/reset-password/route"))["POST"];
  signup: (typeof import("@/app/api/email-signup/route"))["POST"];
  login: (typeof import("@/app/api/auth/login/route"))["POST"];
  user: (typeof import("@/app/api/auth/user/route"))["GET"];
  confirm: (typeof import("@/app/api/confirm-email/route"))["GET"];
};
let db!: { client: typeof import("@/lib/db/client"); schema: typeof import("@/lib/db/schema"); waitlist: typeof import("@/lib/db/queries/waitlist") };
let h!: typeof import("./auth-helpers");

beforeAll(async () => {
  sink = await startSmtpSink(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  await openTestDb();
  // A fresh module registry reads SMTP_URL (the one the static imports loaded has none).
  await jest.isolateModulesAsync(async () => {
    api = {
      signInLink: (await import("@/app/api/auth/email-sign-in/route")).POST,
      follow: (await import("@/app/api/sign-in-link/route")).GET,
      forgot: (await import("@/app/api/auth/forgot-password/route")).POST,
      reset: (await import("@/app/api/auth/reset-password/route")).POST,
      signup: (await import("@/app/api/email-signup/route")).POST,
      login: (await import("@/app/api/auth/login/route")).POST,
      user: (await import("@/app/api/auth/user/route")).GET,
      confirm: (await import("@/app/api/confirm-email/route")).GET,
    };
    h = await import("./auth-helpers");
    db = {
      client: await import("@/lib/db/client"),
      schema: await import("@/lib/db/schema"),
      waitlist: await import("@/lib/db/queries/waitlist"),
    };
  });
});
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 200)); // let background mails finish before the database closes
  await sink.close();
  await closeTestDb();
  delete process.env.SMTP_URL;
});

const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));

/** The next mail to `email` (mails leave in the background, after the answer). */
async function nextMail(email: string, before: number): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const got = mailsTo(email);
    if (got.length > before) return got.at(-1)!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail reached ${email}`);
}

const pathOf = (link: string) => { const u = new URL(link); return `${u.pathname}${u.search}`; };
const ask = (email: string, ip = h.nextIp(), extra: Record<string, string> = {}) => call(api.signInLink, { method: "POST", body: { email, ...extra }, ip });

/** Asks for a sign-in link and answers the one the mail carried. */
async function mailedSignInLink(email: string, extra: Record<string, string> = {}) {
  const before = mailsTo(email).length;
  const r = await ask(email, h.nextIp(), extra);
  expect(r.status).toBe(200);
  const mail = await nextMail(email, before);
  return { mail, link: mail.links.find((l) => l.includes("/api/sign-in-link?token="))! };
}

/** Someone who joined by email and confirmed: a waitlister with no password. */
async function waitlister() {
  const email = h.uniqueEmail("waiter");
  const before = mailsTo(email).length;
  await call(api.signup, { method: "POST", body: { email, name: "Wendy Wait" }, ip: h.nextIp() });
  const confirm = (await nextMail(email, before)).links.find((l) => l.includes("confirm-email"))!;
  expect((await call(api.confirm, { path: pathOf(confirm), ip: h.nextIp() })).status).toBe(303);
  return email;
}

/** A password account whose confirmation mail (from the sink) was followed. */
async function verifiedUser(opts: { password?: string } = {}) {
  const email = h.uniqueEmail("pw");
  const before = mailsTo(email).length;
  const u = await h.registered({ email, ...opts });
  const confirm = (await nextMail(email, before)).links.find((l) => l.includes("confirm-email"))!;
  u.jar.take(await call(api.confirm, { path: pathOf(confirm), cookies: u.jar.cookies, ip: h.nextIp() }));
  return u;
}

async function setEntryStatus(email: string, status: "approved" | "waiting") {
  await (await db.client.getDb()).update(db.schema.waitlistEntries).set({ status }).where(eq(db.schema.waitlistEntries.email, email));
}

async function emailLinkRows(email: string) {
  return (await db.client.getDb()).select().from(db.schema.emailLinks).where(eq(db.schema.emailLinks.email, email));
}

async function expireLinksOf(email: string) {
  await (await db.client.getDb()).update(db.schema.emailLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(db.schema.emailLinks.email, email));
}

describe("Email me a sign-in link", () => {
  test("a waitlister without a password gets a branded mail (text and HTML, why-you-got-this) whose link signs in once, landing on /referrals", async () => {
    const email = await waitlister();
    const { mail, link } = await mailedSignInLink(email);
    expect(mail.subject).toBe("Your Helpful Hand sign-in link");
    expect(mail.text).toContain("Content-Type: text/plain");
    expect(mail.text).toContain("Content-Type: text/html");
    expect(mail.text).toContain("Why you got this:");
    expect(mail.text).toContain("expires in 15 minutes");

    const first = await call(api.follow, { path: pathOf(link), ip: h.nextIp() });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/referrals");
    const me = await call(api.user, { cookies: first.setCookies, ip: h.nextIp() });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).toContain(email);

    const again = await call(api.follow, { path: pathOf(link), ip: h.nextIp() });
    expect(again.headers.get("location")).toBe("/email-confirmation?status=sign-in-invalid");
    expect(Object.keys(again.setCookies)).toHaveLength(0);
    // Only a hash is kept.
    const rows = await emailLinkRows(email);
    expect(JSON.stringify(rows)).not.toContain(new URL(link).searchParams.get("token")!);
  });

  test("an approved password user lands on /app; a pending waitlister's click confirms the entry", async () => {
    const pw = await verifiedUser();
    await setEntryStatus(pw.email, "approved");
    const { link } = await mailedSignInLink(pw.email);
    expect((await call(api.follow, { path: pathOf(link), ip: h.nextIp() })).headers.get("location")).toBe("/app");

    const pending = h.uniqueEmail("pending");
    await call(api.signup, { method: "POST", body: { email: pending }, ip: h.nextIp() });
    const second = await mailedSignInLink(pending);
    const r = await call(api.follow, { path: pathOf(second.link), ip: h.nextIp() });
    expect(r.headers.get("location")).toBe("/referrals");
    expect((await db.waitlist.findWaitlistEntryByEmail({ email: pending }))!.status).toBe("waiting");
  });

  test("an expired link signs nobody in and says so", async () => {
    const email = await waitlister();
    const { link } = await mailedSignInLink(email);
    await expireLinksOf(email);
    const r = await call(api.follow, { path: pathOf(link), ip: h.nextIp() });
    expect(r.headers.get("location")).toBe("/email-confirmation?status=sign-in-expired");
    expect(Object.keys(r.setCookies)).toHaveLength(0);
  });

  test("an unknown email gets the same answer and no mail, and nothing is stored", async () => {
    const known = await waitlister();
    const unknown = h.uniqueEmail("nobody");
    const a = await ask(known);
    const b = await ask(unknown);
    expect(b.status).toBe(a.status);
    expect(b.json).toEqual(a.json);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(await emailLinkRows(unknown)).toHaveLength(0);
  });

  test("limits: the 4th request for one email and the 11th from one address answer 429 with Retry-After", async () => {
    const email = h.uniqueEmail("limited");
    for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
    const fourth = await ask(email);
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.code).toBe("rate_limited");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = h.nextIp();
    for (let i = 0; i < 10; i++) expect((await ask(h.uniqueEmail("spray"), ip)).status).toBe(200);
    expect((await ask(h.uniqueEmail("spray"), ip)).status).toBe(429);
  });

  test("the link keeps a same-site redirect (a Skip-the-Line code) and drops a hostile one", async () => {
    const email = await waitlister();
    const kept = await mailedSignInLink(email, { redirect: "/redeem?code=SKIP-ME" });
    expect((await call(api.follow, { path: pathOf(kept.link), ip: h.nextIp() })).headers.get("location")).toBe("/redeem?code=SKIP-ME");
    const hostile = await mailedSignInLink(email, { redirect: "//evil.example" });
    expect((await call(api.follow, { path: pathOf(hostile.link), ip: h.nextIp() })).headers.get("location")).toBe("/referrals");
  });

  test("an unverified password account: the inbox owner's link takes it over (old password and old cookie stop working)", async () => {
    const squatter = await h.registered({ password: "squatter-password" });
    const { link } = await mailedSignInLink(squatter.email);
    const r = await call(api.follow, { path: pathOf(link), ip: h.nextIp() });
    expect(r.status).toBe(303);
    expect((await call(api.user, { cookies: squatter.jar.cookies, ip: h.nextIp() })).status).toBe(401);
    expect((await call(api.login, { method: "POST", body: { email: squatter.email, password: "squatter-password" }, ip: h.nextIp() })).status).toBe(401);
    expect((await call(api.user, { cookies: r.setCookies, ip: h.nextIp() })).status).toBe(200);
  });

  test("opened while someone else is signed in: a page asks, the token is not spent", async () => {
    const me = await verifiedUser();
    const other = await waitlister();
    const { link } = await mailedSignInLink(other);
    const r = await call(api.follow, { path: pathOf(link), cookies: me.jar.cookies, headers: { "sec-fetch-site": "cross-site" }, ip: h.nextIp() });
    expect(r.headers.get("location")).toMatch(/^\/auth\/switch-account\?link=sign-in-link&token=/);
    expect(Object.keys(r.setCookies)).toHaveLength(0);
    expect((await call(api.follow, { path: pathOf(link), ip: h.nextIp() })).headers.get("location")).toBe("/referrals");
  });
});

describe("Forgot password / reset", () => {
  async function mailedResetToken(email: string) {
    const before = mailsTo(email).length;
    expect((await call(api.forgot, { method: "POST", body: { email }, ip: h.nextIp() })).status).toBe(200);
    const mail = await nextMail(email, before);
    expect(mail.subject).toBe("Reset your Helpful Hand password");
    expect(mail.text).toContain("Why you got this:");
    return new URL(mail.links.find((l) => l.includes("/auth/reset?token="))!).searchParams.get("token")!;
  }
  const resetWith = (token: string, password: string, cookies?: Record<string, string>) =>
    call(api.reset, { method: "POST", body: { token, password }, cookies, ip: h.nextIp() });

  test("reset: short password refused without spending the link; then the new password works, the old one and every other session do not; the link works once", async () => {
    const u = await verifiedUser({ password: "old-password-1" });
    const token = await mailedResetToken(u.email);
    const short = await resetWith(token, "short");
    expect(short.status).toBe(400);
    expect(short.json.error.message).toContain("at least 8 characters");

    const ok = await resetWith(token, "new-password-2");
    expect(ok.status).toBe(200);
    expect(ok.json.redirect).toBe("/referrals");
    h.expectNoHash(ok.text);
    expect((await call(api.user, { cookies: ok.setCookies, ip: h.nextIp() })).status).toBe(200);
    expect((await call(api.user, { cookies: u.jar.cookies, ip: h.nextIp() })).status).toBe(401);
    expect((await call(api.login, { method: "POST", body: { email: u.email, password: "old-password-1" }, ip: h.nextIp() })).status).toBe(401);
    expect((await call(api.login, { method: "POST", body: { email: u.email, password: "new-password-2" }, ip: h.nextIp() })).status).toBe(200);

    const again = await resetWith(token, "third-password-3");
    expect(again.status).toBe(410);
    expect(again.json.error.code).toBe("gone");
  });

  test("a waitlister without a password can set one; an expired link is 410; a newer link retires the older", async () => {
    const email = await waitlister();
    const older = await mailedResetToken(email);
    const newer = await mailedResetToken(email);
    expect((await resetWith(older, "whatever-123")).status).toBe(410);
    await expireLinksOf(email);
    const expired = await resetWith(newer, "whatever-123");
    expect(expired.status).toBe(410);
    expect(expired.json.error.message).toContain("expired");
    const fresh = await mailedResetToken(email);
    expect((await resetWith(fresh, "waitlister-pass")).status).toBe(200);
    expect((await call(api.login, { method: "POST", body: { email, password: "waitlister-pass" }, ip: h.nextIp() })).status).toBe(200);
  });

  test("an unconfirmed registration: the reset link proves the inbox, so the queue place is confirmed and it lands on /referrals", async () => {
    const u = await h.registered({ password: "first-password" });
    const token = await mailedResetToken(u.email);
    const ok = await resetWith(token, "second-password");
    expect(ok.json.redirect).toBe("/referrals");
    expect((await db.waitlist.findWaitlistEntryByEmail({ email: u.email }))!.status).toBe("waiting");
  });

  test("unknown email: same answer, no mail; limits answer 429", async () => {
    const known = (await verifiedUser()).email;
    const unknown = h.uniqueEmail("nobody");
    const a = await call(api.forgot, { method: "POST", body: { email: known }, ip: h.nextIp() });
    const b = await call(api.forgot, { method: "POST", body: { email: unknown }, ip: h.nextIp() });
    expect([b.status, b.json]).toEqual([a.status, a.json]);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(unknown)).toHaveLength(0);
    for (let i = 0; i < 2; i++) expect((await call(api.forgot, { method: "POST", body: { email: unknown }, ip: h.nextIp() })).status).toBe(200);
    const limited = await call(api.forgot, { method: "POST", body: { email: unknown }, ip: h.nextIp() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
