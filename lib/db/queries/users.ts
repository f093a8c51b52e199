import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

// Explicit columns: the password hash never leaves this module except through findCredentials.
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  avatarImageId: users.avatarImageId,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  // Not secret: sessions carry it; read with the row every request already loads, so no extra query.
  sessionVersion: users.sessionVersion,
  // issue 12 (admin): a suspended account has no session (lib/auth/caller.ts) and cannot sign in.
  suspendedAt: users.suspendedAt,
};

export type UserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "admin";
  avatarImageId: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  sessionVersion: number;
  suspendedAt: Date | null;
};

// Read on every signed-in request (lib/auth/caller.ts), so it is built once per database handle
// and runs as a named prepared statement (no query building here, no parse on the server).
const byIdStatements = new WeakMap<object, ReturnType<typeof prepareFindById>>();
const prepareFindById = (db: Db) =>
  db.select(publicUserColumns).from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare("find_user_by_id");

export async function findUserById({ id }: { id: string }): Promise<UserRow | null> {
  const db = await getDb();
  let statement = byIdStatements.get(db);
  if (!statement) byIdStatements.set(db, (statement = prepareFindById(db)));
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export async function findUserByEmail({ email }: { email: string }): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export type NewUser = { email: string; passwordHash?: string | null; firstName?: string | null; lastName?: string | null; role?: "user" | "admin"; emailVerifiedAt?: Date | null };

/** Creates a user; null when the email is taken (the unique index decides, so races are safe). */
export async function insertUser(input: NewUser): Promise<UserRow | null> {
  const db = await getDb();
  const rows = await db
    .insert(users)
    .values({ ...input, email: input.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  return rows[0] ?? null;
}

/** The only read of a password hash; it goes to the verifier and nowhere else. */
export async function findCredentials({ email }: { email: string }): Promise<{ id: string; passwordHash: string | null } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function setUserRole({ id, role }: { id: string; role: "user" | "admin" }): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateUserProfile({ id, firstName, lastName }: { id: string; firstName: string; lastName: string | null }): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, id)).returning(publicUserColumns);
  return row ?? null;
}

/** Fills names and the verified mark from a provider without overwriting what the user chose. */
export async function fillUserFromProvider({ id, firstName, lastName, verified }: { id: string; firstName?: string | null; lastName?: string | null; verified: boolean }): Promise<void> {
  const db = await getDb();
  const current = await findUserById({ id });
  if (!current) return;
  const patch: Partial<typeof users.$inferInsert> = {};
  if (!current.firstName && firstName) patch.firstName = firstName;
  if (!current.lastName && lastName) patch.lastName = lastName;
  if (!current.emailVerifiedAt && verified) patch.emailVerifiedAt = new Date();
  if (Object.keys(patch).length) await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function setUserAvatar({ id, avatarImageId }: { id: string; avatarImageId: string }): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ avatarImageId, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Ends every session of the user (logout, a lost password): cookies carrying an older version stop working. */
export async function revokeSessions({ id }: { id: string }): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, id));
}

/**
 * A provider that verified the address takes over an account nobody had verified: the password
 * (and names, picture) someone set without proving the address are dropped and that person's
 * sessions end, in one statement. Answers false when the account was verified already (nothing changes then).
 */
export async function takeOverUnverifiedAccount({ id }: { id: string }): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const rows = await db
    .update(users)
    // Names and picture were chosen by whoever typed the address: the provider's names fill in instead.
    .set({ passwordHash: null, firstName: null, lastName: null, avatarImageId: null, emailVerifiedAt: now, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A password reset through the mailed link: the new hash, the address proven by that link, and
 * every session before this one ended (issue 11), in one statement.
 */
export async function resetPasswordAndRevoke({ email, passwordHash }: { email: string; passwordHash: string }): Promise<UserRow | null> {
  const db = await getDb();
  const now = new Date();
  const rows = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.email, email.toLowerCase()))
    .returning(publicUserColumns);
  return rows[0] ?? null;
}
