import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";

export type ContactInsert = { name: string; email: string; topic: string | null; message: string; ip: string | null };

export async function insertContactMessage(row: ContactInsert): Promise<{ id: string; createdAt: Date }> {
  const db = await getDb();
  const [created] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return created!;
}

/** Latest messages from one address (support tooling and tests). */
export async function listContactMessagesFrom({ email, limit = 20 }: { email: string; limit?: number }) {
  const db = await getDb();
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      topic: contactMessages.topic,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.email, email.toLowerCase()))
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
}
