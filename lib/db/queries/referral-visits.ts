import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { referralVisits } from "@/lib/db/schema";

/** Records a visit once per code, visitor and (UTC) day; answers whether it was new. */
export async function recordReferralVisit({ referralCode, visitorId, ip, day }: { referralCode: string; visitorId: string; ip: string | null; day: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(referralVisits)
    .values({ referralCode, visitorId, ip, day })
    .onConflictDoNothing({ target: [referralVisits.referralCode, referralVisits.visitorId, referralVisits.day] })
    .returning({ id: referralVisits.id });
  return rows.length > 0;
}

export async function countReferralVisits({ referralCode }: { referralCode: string }): Promise<number> {
  const db = await getDb();
  const res = await db.execute(sql`select count(*)::int as n from referral_visits where referral_code = ${referralCode}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
