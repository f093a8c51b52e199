import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { adminAudit } from "@/lib/db/schema";

// The admin audit log (issue 12): inserts only, read newest first, searchable.

export type AuditEntry = {
  actorId: string; actorEmail: string; action: string;
  targetId?: string | null; targetLabel?: string | null; reason?: string | null; details?: Record<string, unknown> | null;
};

export async function recordAudit(entry: AuditEntry): Promise<void> {
  const db = await getDb();
  await db.insert(adminAudit).values({ ...entry, targetId: entry.targetId ?? null, targetLabel: entry.targetLabel ?? null, reason: entry.reason ?? null, details: entry.details ?? null });
}

export type AuditRow = { id: string; actorEmail: string; action: string; targetId: string | null; targetLabel: string | null; reason: string | null; details: Record<string, unknown> | null; createdAt: Date };

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** One page of the log, newest first; `query` matches the admin, the action, the target or the reason. */
export async function listAudit({ query, targetId, page = 1, pageSize = 50 }: { query?: string; targetId?: string; page?: number; pageSize?: number }): Promise<{ entries: AuditRow[]; total: number }> {
  const db = await getDb();
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`where true
    ${like ? sql`and (actor_email ilike ${like} or action ilike ${like} or target_label ilike ${like} or target_id ilike ${like} or reason ilike ${like})` : sql``}
    ${targetId ? sql`and target_id = ${targetId}` : sql``}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select id, actor_email as "actorEmail", action, target_id as "targetId", target_label as "targetLabel", reason, details, created_at as "createdAt"
      from admin_audit ${where} order by created_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as n from admin_audit ${where}`),
  ]);
  const entries = rowsOf<AuditRow>(rows).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  return { entries, total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}
