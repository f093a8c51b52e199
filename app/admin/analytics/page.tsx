import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { dailyCounts, type DayCount } from "@/lib/db/queries/admin";

export const metadata: Metadata = { title: "Analytics" };
export const dynamic = "force-dynamic";

function Bars({ title, rows }: { title: string; rows: DayCount[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const total = rows.reduce((s, r) => s + r.count, 0);
  return (
    <section className="rounded-xl border border-line bg-white p-4">
      <h2 className="font-semibold text-ink">{title} <span className="font-normal text-muted">({total} in 30 days)</span></h2>
      {rows.length === 0 ? <p className="mt-3 text-sm text-muted">Nothing yet.</p> : (
        <ul className="mt-3 space-y-1.5">
          {rows.map((r) => (
            <li key={r.day} className="flex items-center gap-3 text-sm">
              <span className="w-24 shrink-0 text-muted">{r.day}</span>
              <span className="h-3 rounded bg-brand-500" style={{ width: `${(r.count / max) * 70}%` }} aria-hidden />
              <span className="text-ink">{r.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default async function AdminAnalytics() {
  await requireAdminPage("/admin/analytics");
  const d = await dailyCounts({ days: 30 });
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Analytics</h1>
      <p className="mt-1 text-sm text-muted">Per day (UTC), last 30 days.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Bars title="Signups" rows={d.signups} />
        <Bars title="Conversations" rows={d.conversations} />
      </div>
    </main>
  );
}
