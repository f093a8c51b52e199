import { adminEmails } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { hit, peek } from "@/lib/http/rate-limit";
import { joinWaitlist } from "@/lib/beta/waitlist";
import {
  fillUserFromProvider, findCredentials, findUserByEmail, findUserById, insertUser, setUserRole, type UserRow,
} from "@/lib/db/queries/users";
import { findOauthAccount, linkOauthAccount } from "@/lib/db/queries/accounts";
import { burnVerifyTime, hashPassword, verifyPassword } from "./password";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** ADMIN_EMAILS bootstraps the server-side role; applied at every sign-in, whatever the method. */
/**
 * ADMIN_EMAILS is the one source of the admin role: applied at every sign-in, both ways, so an
 * address taken off the list loses the role the next time that person signs in.
 */
export async function applyAdminBootstrap(user: UserRow): Promise<UserRow> {
  const role = adminEmails().includes(user.email.toLowerCase()) ? "admin" : "user";
  if (user.role === role) return user;
  await setUserRole({ id: user.id, role });
  return { ...user, role };
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
  await joinWaitlist({ email, name, userId: created.id, ip: input.ip, visitorId: input.visitorId });
  return applyAdminBootstrap(created);
}

// Failed sign-ins are counted per account and per address in 15-minute windows.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILS_PER_ACCOUNT = 10;
export const LOGIN_FAILS_PER_ADDRESS = 30;

const failKeys = (email: string, ip: string) => [
  { key: `login-fail:acct:${email}`, limit: LOGIN_FAILS_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
  { key: `login-fail:ip:${ip}`, limit: LOGIN_FAILS_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS },
];

const retryAfter = () => {
  const w = LOGIN_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((w - (Date.now() % w)) / 1000));
};

const invalidCredentials = () => new ApiError("unauthorized", "Incorrect email or password.");

/** Email + password sign-in. Unknown email and wrong password give the same answer and time. */
export async function loginWithPassword({ email: raw, password, ip }: { email: string; password: string; ip: string }): Promise<UserRow> {
  const email = normalizeEmail(raw);
  const keys = failKeys(email, ip);
  for (const k of keys) {
    if ((await peek(k)) >= k.limit) {
      const s = retryAfter();
      throw new ApiError("rate_limited", "Too many failed sign-in attempts. Please wait a few minutes and try again.", { retryAfter: s }, { "Retry-After": String(s) });
    }
  }
  const creds = await findCredentials({ email });
  const ok = creds?.passwordHash ? await verifyPassword(creds.passwordHash, password) : (await burnVerifyTime(password), false);
  const user = ok && creds ? await findUserById({ id: creds.id }) : null;
  if (!user) {
    for (const k of keys) await hit(k);
    throw invalidCredentials();
  }
  return applyAdminBootstrap(user);
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
    if (user) return applyAdminBootstrap(user);
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
    await joinWaitlist({ email, name, userId: user.id, ip: ctx.ip ?? null, visitorId: ctx.visitorId ?? null, emailVerified: true });
  } else {
    await fillUserFromProvider({ id: user.id, firstName: id.firstName, lastName: id.lastName, verified: true });
    user = (await findUserById({ id: user.id }))!;
    // The provider has now verified this address: a pending entry is confirmed (or one is created).
    const name = [id.firstName, id.lastName].filter(Boolean).join(" ") || null;
    await joinWaitlist({ email, name, userId: user.id, ip: ctx.ip ?? null, visitorId: ctx.visitorId ?? null, emailVerified: true });
  }
  await linkOauthAccount({ userId: user.id, provider: id.provider, providerAccountId: id.providerAccountId, email });
  return applyAdminBootstrap(user);
}
