import { call } from "../helpers/http";
import { startSmtpSink, type ReceivedMail } from "../servers/smtp";
import { joinAndConfirm } from "./beta-helpers";

// Referral fraud (issue 10, item 5): emails are compared normalised (case, plus-tags, Gmail dots
// and googlemail.com), each referrer earns at most REFERRAL_DAILY_CREDIT_CAP credits a day, and
// every referral that earns nothing is recorded in referral_flags for the admin, with its reason.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let messages: ReceivedMail[];
type Handler = Parameters<typeof call>[0];
let signup: Handler, confirm: Handler, referrals: Handler;
let closeTestDb: () => Promise<void>;
let flags: typeof import("@/lib/db/queries/referral-flags");

beforeAll(async () => {
  sink = await startSmtpSink(0);
  messages = sink.messages;
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.REFERRAL_DAILY_CREDIT_CAP = "3";
  const h = await import("../helpers/db");
  closeTestDb = h.closeTestDb;
  await h.openTestDb();
  signup = (await import("@/app/api/email-signup/route")).POST as Handler;
  confirm = (await import("@/app/api/confirm-email/route")).GET as Handler;
  referrals = (await import("@/app/api/referrals/route")).GET as Handler;
  flags = await import("@/lib/db/queries/referral-flags");
});
afterAll(async () => {
  await closeTestDb();
  await sink.close();
  delete process.env.SMTP_URL;
  delete process.env.REFERRAL_DAILY_CREDIT_CAP;
});

let ipSeq = 0;
const freshIp = () => `198.18.1.${++ipSeq}`;
const ctx = () => ({ signup, confirm, messages });
const summary = async (jar: { cookies: Record<string, string> }) => (await call(referrals, { path: "/api/referrals", cookies: jar.cookies })).json;

async function referrer(email: string) {
  const owner = await joinAndConfirm({ ...ctx(), email, ip: freshIp() });
  return { jar: owner.jar, code: (await summary(owner.jar)).referralCode as string };
}

const flagsFor = async (referrerEmail: string) =>
  (await flags.listReferralFlags({ limit: 100 })).filter((f) => f.referrerEmail === referrerEmail).map((f) => ({ referred: f.referredEmail, reason: f.reason }));

test("the referrer's own Gmail inbox under another spelling earns nothing and is flagged same_person", async () => {
  const bob = await referrer("Bob.Smith@gmail.com");
  await joinAndConfirm({ ...ctx(), email: "bobsmith+beta@googlemail.com", ip: freshIp(), referredBy: bob.code });
  await joinAndConfirm({ ...ctx(), email: "BOB.SMITH+2@GMAIL.COM", ip: freshIp(), referredBy: bob.code });
  expect((await summary(bob.jar)).confirmedReferrals).toBe(0);
  expect(await flagsFor("bob.smith@gmail.com")).toEqual([
    { referred: "bobsmith+beta@googlemail.com", reason: "same_person" },
    { referred: "bob.smith+2@gmail.com", reason: "same_person" },
  ]);
  expect((await summary(bob.jar)).notCounted).toEqual(["2 referrals from your own email address aren't counted"]);
});

test("one friend's inbox referred twice under two aliases earns one credit; the alias is flagged duplicate_email", async () => {
  const cara = await referrer("cara@example.org");
  await joinAndConfirm({ ...ctx(), email: "dan.lee@gmail.com", ip: freshIp(), referredBy: cara.code });
  await joinAndConfirm({ ...ctx(), email: "danlee+x@gmail.com", ip: freshIp(), referredBy: cara.code });
  expect((await summary(cara.jar)).confirmedReferrals).toBe(1);
  expect(await flagsFor("cara@example.org")).toEqual([{ referred: "danlee+x@gmail.com", reason: "duplicate_email" }]);
});

test("a referral from the referrer's own address is flagged same_address instead of silently dropped", async () => {
  const ip = freshIp();
  const eve = await joinAndConfirm({ ...ctx(), email: "eve@example.org", ip });
  const code = (await summary(eve.jar)).referralCode as string;
  await joinAndConfirm({ ...ctx(), email: "not-eve@example.net", ip, referredBy: code });
  expect((await summary(eve.jar)).confirmedReferrals).toBe(0);
  expect(await flagsFor("eve@example.org")).toEqual([{ referred: "not-eve@example.net", reason: "same_address" }]);
  // Issue 11: the referrer is told why instead of seeing 0 with no explanation.
  expect((await summary(eve.jar)).notCounted).toEqual(["1 referral from the same network as you isn't counted"]);
});

test("at most REFERRAL_DAILY_CREDIT_CAP (3 here) credits per referrer per day; the rest are flagged daily_cap", async () => {
  const fay = await referrer("fay@example.org");
  for (let i = 1; i <= 5; i++) await joinAndConfirm({ ...ctx(), email: `fay-friend-${i}@example.net`, ip: freshIp(), referredBy: fay.code });
  expect((await summary(fay.jar)).confirmedReferrals).toBe(3);
  expect(await flagsFor("fay@example.org")).toEqual([
    { referred: "fay-friend-4@example.net", reason: "daily_cap" },
    { referred: "fay-friend-5@example.net", reason: "daily_cap" },
  ]);
});
