import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { communitySignups } from "@/lib/db/schema";

export type NewCommunitySignup = { email: string | null; phone: string | null; name: string | null; interests: string[]; source: string; aweberAdded: boolean };

export async function insertCommunitySignup(row: NewCommunitySignup): Promise<{ id: string }> {
  const db = await getDb();
  const [created] = await db.insert(communitySignups).values(row).returning({ id: communitySignups.id });
  return created!;
}

export async function findCommunitySignups({ email, phone }: { email?: string; phone?: string }) {
  const db = await getDb();
  const cols = { id: communitySignups.id, email: communitySignups.email, phone: communitySignups.phone, name: communitySignups.name, interests: communitySignups.interests, source: communitySignups.source, aweberAdded: communitySignups.aweberAdded };
  if (email) return db.select(cols).from(communitySignups).where(eq(communitySignups.email, email));
  if (phone) return db.select(cols).from(communitySignups).where(eq(communitySignups.phone, phone));
  return [];
}
