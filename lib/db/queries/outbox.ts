import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";

export type OutboxInsert = { to: string; subject: string; text: string; html?: string; kind: string; links: string[]; status: "sent" | "logged" | "failed"; error?: string };

export async function recordMail(row: OutboxInsert): Promise<void> {
  const db = await getDb();
  await db.insert(emailOutbox).values(row);
}

/** Latest mails to one address (used by tests and the dev console). */
export async function latestMailTo({ to, kind }: { to: string; kind?: string }) {
  const db = await getDb();
  return db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, links: emailOutbox.links, kind: emailOutbox.kind, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(10);
}
