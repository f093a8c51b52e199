import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getServerCaller } from "@/lib/auth/server-caller";
import { statsRange } from "@/lib/campaign/stats-range";
import { campaignStats } from "@/lib/db/queries/campaign";
import { CONVERSIONS, type ConversionType } from "@/lib/campaign/conversions";
import { DailyBars, FunnelBars, usd } from "@/components/campaign/dashboard-charts";
import { Button } from "@/components/ui/button";
import { AppHeader } from "@/components/layout/app-header";
import Link from "next/link";

export const metadata: Metadata = { title: "Campaign Dashboard", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// Admins only: visitors are sent to sign in, signed-in non-admins see a 404.
export default async function UtmDashboardPage({ searchParams }: Props) {
  const caller = await getServerCaller();
  if (!caller.user) redirect("/auth?redirect=utm-dashboard&message=login-required");
  if (caller.user.role !== "admin") notFound();
  const sp = await searchParams;
  const range = statsRange({ from: one(sp.from), to: one(sp.to) });
  const s = await campaignStats({ from: range.from, to: range.to });
  const cards = [
    ["Sessions", String(s.totals.sessions)],
    ["Questions asked", String(s.totals.questions)],
    ["Conversions", String(s.totals.conversions)],
    ["Conversion value", usd(s.totals.valueUsd)],
  ];
  return (
    <div className="min-h-dvh bg-canvas">
    <AppHeader />
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <Link href="/admin" className="text-sm font-medium text-brand-700 hover:underline">← Admin overview</Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Campaign dashboard</h1>
          <p className="text-sm text-muted">{range.fromDay} to {range.toDay} (UTC)</p>
        </div>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm text-muted">From<input type="date" name="from" defaultValue={range.fromDay} className="mt-1 block rounded-lg border border-line px-2 py-1.5 text-ink" /></label>
          <label className="text-sm text-muted">To<input type="date" name="to" defaultValue={range.toDay} className="mt-1 block rounded-lg border border-line px-2 py-1.5 text-ink" /></label>
          <Button type="submit" size="sm">Apply</Button>
        </form>
      </div>

      <section aria-label="Totals" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <p className="text-sm text-muted">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
          </div>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="funnel-h">
          <h2 id="funnel-h" className="mb-4 font-semibold text-ink">Funnel</h2>
          <FunnelBars funnel={s.funnel} />
        </section>
        <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="days-h">
          <h2 id="days-h" className="mb-4 font-semibold text-ink">By day</h2>
          <DailyBars days={s.byDay} />
        </section>
      </div>

      <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="source-h">
        <h2 id="source-h" className="mb-4 font-semibold text-ink">By source, medium and campaign</h2>
        {s.bySource.length === 0 ? <p className="text-sm text-muted">No campaign traffic in this range.</p> : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted"><tr><th className="py-2 pr-4 font-medium">Source</th><th className="pr-4 font-medium">Medium</th><th className="pr-4 font-medium">Campaign</th><th className="pr-4 text-right font-medium">Sessions</th><th className="pr-4 text-right font-medium">Questions</th><th className="pr-4 text-right font-medium">Conversions</th><th className="text-right font-medium">Value</th></tr></thead>
              <tbody className="divide-y divide-line">
                {s.bySource.map((r) => (
                  <tr key={`${r.source}|${r.medium}|${r.campaign}`}>
                    <td className="py-2 pr-4">{r.source}</td><td className="pr-4">{r.medium}</td><td className="pr-4">{r.campaign}</td>
                    <td className="pr-4 text-right">{r.sessions}</td><td className="pr-4 text-right">{r.questions}</td><td className="pr-4 text-right">{r.conversions}</td><td className="text-right">{usd(r.valueUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="rounded-xl border border-line bg-white p-5 shadow-sm" aria-labelledby="types-h">
        <h2 id="types-h" className="mb-4 font-semibold text-ink">Conversions by type</h2>
        <ul className="grid gap-3 sm:grid-cols-5">
          {(Object.keys(CONVERSIONS) as ConversionType[]).map((t) => {
            const row = s.byType.find((b) => b.conversionType === t);
            return (
              <li key={t} className="rounded-lg bg-slate-50 p-3">
                <p className="text-xs text-muted">{CONVERSIONS[t].label}</p>
                <p className="text-lg font-semibold text-ink">{row?.count ?? 0}</p>
                <p className="text-xs text-muted">{usd(row?.valueUsd ?? 0)}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
    </div>
  );
}
