import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { messages } from "@/lib/db/schema";

// A separate module from messages.ts, which the answer path (chat-core, chat-stream) reshapes.
export async function findMessageById({ id }: { id: string }): Promise<{ id: string; conversationId: string; role: "user" | "assistant" } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ id: messages.id, conversationId: messages.conversationId, role: messages.role }).from(messages).where(eq(messages.id, id)).limit(1);
  return row ?? null;
}
