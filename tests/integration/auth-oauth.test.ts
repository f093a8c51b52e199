import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { POST as login } from "@/app/api/auth/login/route";
import { signInWithOAuth } from "@/lib/auth/accounts";
import { getDb } from "@/lib/db/client";
import { oauthAccounts, users, waitlistEntries } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { nextIp, registered, uniqueEmail, verified } from "./auth-helpers";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

test("Google with the same email as a verified password account links to it, no duplicate, password kept", async () => {
  const u = await verified();
  const g = await signInWithOAuth({ provider: "google", providerAccountId: "g-1", email: u.email.toUpperCase(), emailVerified: true, firstName: "G", lastName: "H" });
  expect(g.id).toBe(u.user.id);
  expect(g.firstName).toBe("Ada"); // the user's own name wins over the provider's
  const db = await getDb();
  expect(await db.select().from(users).where(eq(users.email, u.email))).toHaveLength(1);
  expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, u.user.id))).toHaveLength(1);
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, u.email));
  expect(entry!.status).toBe("waiting");
  // The address was proven by its owner, who set the password: it still works.
  expect((await call(login, { method: "POST", body: { email: u.email, password: u.password }, ip: nextIp() })).status).toBe(200);
});

test("Google meeting an unconfirmed registration confirms its pending entry (the password is dropped: auth-verified-email.test.ts)", async () => {
  const u = await registered();
  const g = await signInWithOAuth({ provider: "google", providerAccountId: "g-pending", email: u.email, emailVerified: true });
  expect(g.id).toBe(u.user.id);
  const db = await getDb();
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, u.email));
  expect(entry!.status).toBe("waiting");
});

test("an unverified provider email never matches an existing account", async () => {
  const u = await registered();
  await expect(signInWithOAuth({ provider: "google", providerAccountId: "g-unverified", email: u.email, emailVerified: false })).rejects.toThrow(/verified/);
});

test("a new Google user is created with a waiting-list entry; signing in again is the same user", async () => {
  const email = uniqueEmail("google");
  const a = await signInWithOAuth({ provider: "google", providerAccountId: "g-new", email, emailVerified: true, firstName: "Grace", lastName: "Hopper" });
  const b = await signInWithOAuth({ provider: "google", providerAccountId: "g-new", email, emailVerified: true });
  expect(b.id).toBe(a.id);
  expect(a).toMatchObject({ email, firstName: "Grace", lastName: "Hopper", role: "user" });
  const db = await getDb();
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
  expect(entry!.userId).toBe(a.id);
  // The provider verified the address: the entry is in the queue already, no confirmation mail.
  expect(entry!.status).toBe("waiting");
});

test("Apple private relay: the same Apple account maps to the same user even without an email on later sign-ins", async () => {
  const relay = `${Date.now().toString(36)}@privaterelay.appleid.com`;
  const first = await signInWithOAuth({ provider: "apple", providerAccountId: "apple-sub-1", email: relay, emailVerified: true, firstName: "Tim" });
  const again = await signInWithOAuth({ provider: "apple", providerAccountId: "apple-sub-1", email: null, emailVerified: false });
  expect(again.id).toBe(first.id);
  const db = await getDb();
  expect(await db.select().from(users).where(eq(users.email, relay))).toHaveLength(1);
});

test("ADMIN_EMAILS applies to OAuth sign-ins too", async () => {
  await jest.isolateModulesAsync(async () => {
    process.env.ADMIN_EMAILS = "oauth.boss@example.com";
    try {
      const { signInWithOAuth: fresh } = await import("@/lib/auth/accounts");
      const u = await fresh({ provider: "google", providerAccountId: "g-boss", email: "oauth.boss@example.com", emailVerified: true });
      expect(u.role).toBe("admin");
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
  });
  // Taken off the list (this module registry has no ADMIN_EMAILS): the next sign-in drops the role.
  const again = await signInWithOAuth({ provider: "google", providerAccountId: "g-boss", email: "oauth.boss@example.com", emailVerified: true });
  expect(again.role).toBe("user");
});
