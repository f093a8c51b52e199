import { adminEmails } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { log } from "@/lib/http/log";
import { hit, peek } from "@/lib/http/rate-limit";
import { joinWaitlist } from "@/lib/beta/waitlist";
import {
  fillUserFromProvider, findCredentials, findUserByEmail, findUserById, insertUser, setUserRole, takeOverUnverifiedAccount, type UserRow,
} from "@/lib/db/queries/users";
import { findOauthAccount, linkOauthAccount } from "@/lib/db/queries/accounts";
import { claimLoginAttempt, clearLoginFailures, pruneLoginThrottles } from "@/lib/db/queries/login-throttles";
import { burnVerifyTime, hashPassword, verifyPassword } from "./password";
import { ADDRESS_WINDOW_SECONDS, FORGET_AFTER_SECONDS, LOGIN_FAILS_PER_ADDRESS, delaySchedule, throttleKey } from "./login-throttle";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * ADMIN_EMAILS is the one source of the admin role: applied at every sign-in, both ways, so an
 * address taken off the list loses the role the next time that person signs in. The address must
 * be verified (the mailed link, or Google/Apple): typing it into the registration form is not enough.
 */
export async function applyAdminBootstrap(user: UserRow): Promise<UserRow> {
  const role = user.emailVerifiedAt && adminEmails().includes(user.email.toLowerCase()) ? "admin" : "user";
  if (user.role === role) return user;
  await setUserRole({ id: user.id, role });
  return { ...user, role };
}

/** Said at every sign-in of a suspended account (issue 12): what happened and where to turn. */
export const SUSPENDED_MESSAGE = "This account is paused by our team, so signing in and chat are off for now. If you think this is a mistake, please write to us through the contact page.";

/** A suspended account cannot sign in by any path (password, Google, Apple). */
export function refuseSuspended(user: UserRow): UserRow {
  if (user.suspendedAt) throw new ApiError("forbidden", SUSPENDED_MESSAGE, { reason: "suspended" });
  return user;
}

export type Registration = { email: string; password: string; firstName?: string | null; lastName?: string | null; ip: string; visitorId: string | null };

/** Creates the account and its waiting-list entry (which mails the confirmation link). */
export async function registerUser(input: Registration): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName?.trim() || null;
  const lastName = input.lastName?.trim() || null;
  const created = await insertUser({ email, passwordHash, firstName, lastName });
  if (!created) throw new ApiError("conflict", "An account with this email already exists. Sign in instead.");
  const name = [firstName, lastName].filter(Boolean).join(" ") || null;
  // The mail asks to confirm the account; until then nothing that depends on the address is open to it.
  await joinWaitlist({ email, name, user: created, ip: input.ip, visitorId: input.visitorId, newAccount: true });
  return applyAdminBootstrap(created);
}

const invalidCredentials = () => new ApiError("unauthorized", "Incorrect email or password.");
const tooManyAttempts = (seconds: number) =>
  new ApiError("rate_limited", "Too many sign-in attempts. Please wait a moment and try again.", { retryAfter: seconds }, { "Retry-After": String(seconds) });
const addressLimit = (ip: string) => ({ key: `login-fail:ip:${ip}`, limit: LOGIN_FAILS_PER_ADDRESS, windowSeconds: ADDRESS_WINDOW_SECONDS });

/**
 * Email + password sign-in. Unknown email and wrong password give the same answer and time.
 * Each address has a hard limit of failures; each account only a growing delay between
 * attempts (lib/auth/login-throttle.ts), so nobody can lock the owner out from many addresses.
 */
export async function loginWithPassword({ email: raw, password, ip }: { email: string; password: string; ip: string }): Promise<UserRow> {
  const email = normalizeEmail(raw);
  const perAddress = addressLimit(ip);
  if ((await peek(perAddress)) >= perAddress.limit) {
    const w = perAddress.windowSeconds * 1000;
    throw tooManyAttempts(Math.max(1, Math.ceil((w - (Date.now() % w)) / 1000)));
  }
  const key = throttleKey(email);
  const wait = await claimLoginAttempt({ key, schedule: delaySchedule(), forgetAfterSeconds: FORGET_AFTER_SECONDS });
  if (wait !== null) throw tooManyAttempts(wait);
  const creds = await findCredentials({ email });
  const ok = creds?.passwordHash ? await verifyPassword(creds.passwordHash, password) : (await burnVerifyTime(password), false);
  const user = ok && creds ? await findUserById({ id: creds.id }) : null;
  if (!user) {
    await hit(perAddress);
    if (Math.random() < 0.005) await pruneLoginThrottles(); // about one failure in 200 tidies old rows
    throw invalidCredentials();
  }
  await clearLoginFailures({ key });
  return applyAdminBootstrap(refuseSuspended(user));
}

export type OAuthIdentity = {
  provider: "google" | "apple";
  providerAccountId: string;
  email: string | null;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
};

/**
 * The user an OAuth sign-in belongs to: the linked account first (so an Apple private-relay
 * address keeps mapping to the same person), then an existing user with the same verified
 * email (linked now, never duplicated), else a new user with a waiting-list entry.
 */
export async function signInWithOAuth(id: OAuthIdentity, ctx: { ip?: string | null; visitorId?: string | null } = {}): Promise<UserRow> {
  const linked = await findOauthAccount({ provider: id.provider, providerAccountId: id.providerAccountId });
  if (linked) {
    const user = await findUserById({ id: linked.userId });
    if (user) return applyAdminBootstrap(refuseSuspended(user));
  }
  if (!id.email || !id.emailVerified) throw new ApiError("forbidden", "Your account has no verified email address.");
  const email = normalizeEmail(id.email);
  let user = await findUserByEmail({ email });
  if (!user) {
    user = await insertUser({ email, firstName: id.firstName ?? null, lastName: id.lastName ?? null, emailVerifiedAt: new Date() });
    user ??= await findUserByEmail({ email }); // a concurrent sign-in created it
    if (!user) throw new Error("Could not create the user");
    const name = [id.firstName, id.lastName].filter(Boolean).join(" ") || null;
    // The provider verified the address, so the entry joins the queue at once (no confirmation mail).
    await joinWaitlist({ email, name, user, ip: ctx.ip ?? null, visitorId: ctx.visitorId ?? null, emailVerified: true });
  } else {
    // Nobody had proven this address: the provider's verified owner takes the account, the password
    // someone set without proving it is dropped and that person's sessions end.
    if (!user.emailVerifiedAt && (await takeOverUnverifiedAccount({ id: user.id }))) {
      log("info", "unverified account taken over by a verified provider sign-in", { provider: id.provider, userId: user.id });
    }
    await fillUserFromProvider({ id: user.id, firstName: id.firstName, lastName: id.lastName, verified: true });
    user = (await findUserById({ id: user.id }))!;
    // The provider has now verified this address: a pending entry is confirmed (or one is created).
    const name = [id.firstName, id.lastName].filter(Boolean).join(" ") || null;
    await joinWaitlist({ email, name, user, ip: ctx.ip ?? null, visitorId: ctx.visitorId ?? null, emailVerified: true });
  }
  refuseSuspended(user);
  await linkOauthAccount({ userId: user.id, provider: id.provider, providerAccountId: id.providerAccountId, email });
  return applyAdminBootstrap(user);
}
