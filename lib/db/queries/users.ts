import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
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
};

export async function findUserById({ id }: { id: string }): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail({ email }: { email: string }): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}
