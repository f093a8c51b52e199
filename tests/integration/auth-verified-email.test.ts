import { eq } from "drizzle-orm";
import { call, CookieJar } from "../helpers/http";

// Items 1 and 6 of issue 10: whatever depends on an email address (the ADMIN_EMAILS role, a
// waiting-list entry, linking a provider) needs that address verified: by the mailed link, or
// by Google/Apple. ADMIN_EMAILS must be set before any app module reads env, so imports are late.

type Handler = Parameters<typeof call>[0];
let h: typeof import("./auth-helpers");
let register: Handler, login: Handler, user: Handler, adminUsers: Handler, betaStatus: Handler, referrals: Handler, signup: Handler, confirm: Handler;
let accounts: typeof import("@/lib/auth/accounts");
let users: typeof import("@/lib/db/queries/users");
let waitlist: typeof import("@/lib/db/queries/waitlist");
let closeTestDb: () => Promise<void>;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "boss@example.com,old.boss@example.com,g.boss@example.com";
  const dbh = await import("../helpers/db");
  closeTestDb = dbh.closeTestDb;
  await dbh.openTestDb();
  h = await import("./auth-helpers");
  register = (await import("@/app/api/auth/register/route")).POST;
  login = (await import("@/app/api/auth/login/route")).POST;
  user = (await import("@/app/api/auth/user/route")).GET;
  adminUsers = (await import("@/app/api/admin/users/route")).GET;
  betaStatus = (await import("@/app/api/check-beta-status/route")).GET;
  referrals = (await import("@/app/api/referrals/route")).GET;
  signup = (await import("@/app/api/email-signup/route")).POST;
  confirm = (await import("@/app/api/confirm-email/route")).GET;
  accounts = await import("@/lib/auth/accounts");
  users = await import("@/lib/db/queries/users");
  waitlist = await import("@/lib/db/queries/waitlist");
});
afterAll(async () => {
  await closeTestDb();
  delete process.env.ADMIN_EMAILS;
});

const loginAs = (email: string, password: string) => call(login, { method: "POST", body: { email, password }, ip: h.nextIp() });

describe("the admin role needs a verified email", () => {
  test("registering an ADMIN_EMAILS address gives no admin role until the mailed link is followed", async () => {
    const jar = new CookieJar();
    const password = "a long password";
    const r = jar.take(await call(register, { method: "POST", body: { email: "Boss@Example.com", password }, ip: h.nextIp() }));
    expect(r.status).toBe(201);
    expect(r.json.role).toBe("user");
    expect((await call(adminUsers, { cookies: jar.cookies })).status).toBe(403);
    const again = await loginAs("boss@example.com", password);
    expect(again.json.role).toBe("user");

    const c = jar.take(await call(confirm, { path: await h.latestLink("boss@example.com"), cookies: jar.cookies, ip: h.nextIp() }));
    expect(c.status).toBe(303);
    expect(c.headers.get("location")).toBe("/referrals?confirmed=1");
    expect((await call(user, { cookies: jar.cookies })).json.role).toBe("admin");
    expect((await call(adminUsers, { cookies: jar.cookies })).status).toBe(200);
    // The registrant's own link: the password they chose keeps working.
    expect((await loginAs("boss@example.com", password)).json.role).toBe("admin");
  });

  test("the registration mail says an account was created, and its link confirms the account", async () => {
    const u = await h.registered();
    const { getDb } = await import("@/lib/db/client");
    const { emailOutbox } = await import("@/lib/db/schema");
    const [mail] = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.to, u.email));
    expect(mail!.text).toMatch(/account/i);
    expect(mail!.text).toMatch(/did not create/i);
    expect((await users.findUserById({ id: u.user.id }))!.emailVerifiedAt).toBeNull();
    await call(confirm, { path: await h.latestLink(u.email), ip: h.nextIp() });
    expect((await users.findUserById({ id: u.user.id }))!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test("an unverified admin row from before this rule loses the role at its next sign-in", async () => {
    const u = await h.registered({ email: "old.boss@example.com" });
    await users.setUserRole({ id: u.user.id, role: "admin" }); // as the old registration left it
    const again = await loginAs("old.boss@example.com", u.password);
    expect(again.json.role).toBe("user");
    expect((await call(adminUsers, { cookies: u.jar.cookies })).status).toBe(403);
  });
});

describe("a verified Google/Apple sign-in meets an unverified password account", () => {
  test.each(["google", "apple"] as const)("%s takes it over: the password is dropped and the old sessions end", async (provider) => {
    const squatter = await h.registered();
    const owner = await accounts.signInWithOAuth({ provider, providerAccountId: `${provider}-${squatter.email}`, email: squatter.email, emailVerified: true, firstName: "Rightful" });
    expect(owner.id).toBe(squatter.user.id); // one account, now the verified owner's
    expect(owner.emailVerifiedAt).toBeInstanceOf(Date);
    expect(owner.firstName).toBe("Rightful"); // not the name the squatter typed
    expect((await loginAs(squatter.email, squatter.password)).status).toBe(401);
    expect((await call(user, { cookies: squatter.jar.cookies })).status).toBe(401);
  });

  test("an ADMIN_EMAILS address pre-registered by someone else: the Google owner is the admin, the squatter is out", async () => {
    const squatter = await h.registered({ email: "g.boss@example.com" });
    const owner = await accounts.signInWithOAuth({ provider: "google", providerAccountId: "g-boss-sub", email: "g.boss@example.com", emailVerified: true });
    expect(owner.role).toBe("admin");
    expect((await call(adminUsers, { cookies: squatter.jar.cookies })).status).toBe(401);
    expect((await loginAs("g.boss@example.com", squatter.password)).status).toBe(401);
  });
});

describe("waiting-list entries link only to an account with the same verified email", () => {
  test("a signed-in user posting someone else's email gets neither that entry nor a new one", async () => {
    await call(signup, { method: "POST", body: { email: "victim.one@example.com", name: "Victim One" }, ip: h.nextIp() });
    const attacker = await h.verified();
    const mine = (await call(referrals, { cookies: attacker.jar.cookies })).json;
    expect(mine.referralCode).toBeTruthy();
    for (const email of ["victim.one@example.com", "someone.new@example.com"]) {
      const r = await call(signup, { method: "POST", body: { email }, cookies: attacker.jar.cookies, ip: h.nextIp() });
      expect(r.status).toBe(200);
      expect((await waitlist.findWaitlistEntryByEmail({ email }))!.userId).toBeNull();
    }
    const after = (await call(referrals, { cookies: attacker.jar.cookies })).json;
    expect(after.referralCode).toBe(mine.referralCode);
    expect(JSON.stringify(after)).not.toContain("victim.one");
  });

  test("registering an address someone listed shows nothing of that entry until the address is confirmed", async () => {
    await call(signup, { method: "POST", body: { email: "victim.two@example.com" }, ip: h.nextIp() });
    const victimEntry = await waitlist.findWaitlistEntryByEmail({ email: "victim.two@example.com" });
    const squatter = await h.registered({ email: "victim.two@example.com" });
    expect((await waitlist.findWaitlistEntryByEmail({ email: "victim.two@example.com" }))!.userId).toBeNull();
    const s = (await call(referrals, { cookies: squatter.jar.cookies })).json;
    expect(s).toMatchObject({ status: "pending_confirmation", referralCode: null, referralLink: null });
    expect(JSON.stringify(s)).not.toContain(victimEntry!.referralCode);
    expect((await call(betaStatus, { cookies: squatter.jar.cookies })).json.status).toBe("pending_confirmation");
  });

  test("a verified user joining with their own email gets the entry linked", async () => {
    const u = await waitlist.findOrCreateVerifiedUser({ email: h.uniqueEmail("own"), role: "user" });
    const { encodeSession } = await import("@/lib/auth/session-token");
    const cookies = { "next-auth.session-token": await encodeSession({ sub: u.id, email: u.email, role: "user" }) };
    expect((await call(signup, { method: "POST", body: { email: u.email }, cookies, ip: h.nextIp() })).status).toBe(200);
    expect((await waitlist.findWaitlistEntryByEmail({ email: u.email }))!.userId).toBe(u.id);
  });
});
