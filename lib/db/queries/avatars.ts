import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { avatarImages } from "@/lib/db/schema";

export async function insertAvatar(input: { userId: string; bytes: Buffer; width: number; height: number }): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db.insert(avatarImages).values({ ...input, contentType: "image/webp" }).returning({ id: avatarImages.id });
  return row!;
}

export async function findAvatar({ id }: { id: string }): Promise<{ bytes: Buffer; contentType: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ bytes: avatarImages.bytes, contentType: avatarImages.contentType }).from(avatarImages).where(eq(avatarImages.id, id)).limit(1);
  return row ?? null;
}

/** Old pictures are dropped once a new one is set; their URLs then answer 404. */
export async function deleteOtherAvatars({ userId, keepId }: { userId: string; keepId: string }): Promise<void> {
  const db = await getDb();
  await db.delete(avatarImages).where(and(eq(avatarImages.userId, userId), ne(avatarImages.id, keepId)));
}
