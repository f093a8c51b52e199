import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { statsRange } from "@/lib/campaign/stats-range";
import { adminAnalytics } from "@/lib/admin/analytics";
import { analyticsQuery } from "@/app/api/admin/analytics/schema";
import { ChatsChart, FunnelChart, LatencyChart, PeriodBars } from "@/components/admin/analytics-charts";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Analytics" };
export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;

/** The URL's range and grouping; an unreadable value is dropped (the API answers 400 instead). */
function readQuery(sp: Search) {
  const flat = Object.fromEntries(Object.entries(sp).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const keep = Object.fromEntries(Object.entries(flat).filter(([k, v]) => analyticsQuery.safeParse({ [k]: v }).success));
  return analyticsQuery.parse(keep);
}

function Card({ title, id, children, wide = false }: { title: string; id: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 ${wide ? "lg:col-span-2" : ""}`}>
      <h2 id={id} className="mb-3 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

const pct = (r: number | null) => (r === null ? "—" : `${Math.round(r * 100)}%`);

export default async function AdminAnalytics({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage("/admin/analytics");
  const q = readQuery(await searchParams);
  const range = statsRange(q);
  const a = await adminAnalytics({ from: range.from, to: range.to, group: q.group });
  const per = q.group === "week" ? "week" : "day";
  const figures = [
    ["Landing visits", a.funnel.landingVisits.toLocaleString("en-US")],
    ["Joined the waiting list", a.funnel.joined.toLocaleString("en-US")],
    ["Thumbs up", a.thumbs.upRate === null ? "No ratings yet" : `${pct(a.thumbs.upRate)} (${a.thumbs.up} up, ${a.thumbs.down} down)`],
    ["Safety-help answers", a.safety.total.toLocaleString("en-US")],
  ];
  const input = "mt-1 block rounded-lg border border-line bg-white px-2 py-1.5 text-ink";
  return (
    <main className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink">Analytics</h1>
          <p className="mt-1 text-sm text-muted">{range.fromDay} to {range.toDay} (UTC), per {per}. Counts only: no conversation content.</p>
        </div>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm text-muted">From<input type="date" name="from" defaultValue={range.fromDay} className={input} /></label>
          <label className="text-sm text-muted">To<input type="date" name="to" defaultValue={range.toDay} className={input} /></label>
          <label className="text-sm text-muted">Group by
            <select name="group" defaultValue={q.group} className={input}><option value="day">Day</option><option value="week">Week</option></select>
          </label>
          <Button type="submit" size="sm">Apply</Button>
        </form>
      </div>

      <section aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-line bg-white p-4 shadow-sm">
            <p className="text-sm text-muted">{label}</p>
            <p className="mt-1 text-xl font-semibold text-ink">{value}</p>
          </div>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Beta funnel" id="funnel-h">
          <FunnelChart funnel={a.funnel} />
          <p className="mt-2 text-xs text-muted">Landing visits are campaign visitors (the dashboard&apos;s Sessions). The other steps follow the people who joined in these days; active means they sent a message in the last 7 days.</p>
        </Card>
        <Card title={`Referrals per ${per}`} id="referrals-h">
          <PeriodBars rows={a.referrals.series} group={q.group} label={`Referred people per ${per}`} keys={["joined", "confirmed"]} names={{ joined: "joined", confirmed: "counted" }} />
          <h3 className="mt-3 text-sm font-medium text-ink">Top referrers</h3>
          {a.referrals.top.length === 0 ? <p className="text-sm text-muted">No referrals in these days.</p> : (
            <ol className="mt-1 space-y-1 text-sm">
              {a.referrals.top.map((r) => (
                <li key={r.entryId} className="flex justify-between gap-3">
                  <Link href={`/admin/user-management/${r.entryId}`} className="min-w-0 truncate text-brand-700 hover:underline">{r.name ? `${r.name} (${r.email})` : r.email}</Link>
                  <span className="shrink-0 tabular-nums text-muted">{r.counted} counted of {r.referred}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title={`Chats and answers per ${per}, by engine`} id="chats-h">
          <ChatsChart rows={a.chats.series} group={q.group} engines={a.chats.engines} />
        </Card>
        <Card title="Answer time" id="latency-h">
          {a.latency.length === 0 ? <p className="text-sm text-muted">No answers with a recorded time in these days.</p> : <LatencyChart latency={a.latency} />}
          <p className="mt-2 text-xs text-muted">From the question to the stored answer; p90 means 9 in 10 answers were faster.</p>
        </Card>
        <Card title={`Safety-help answers per ${per}`} id="safety-h">
          <PeriodBars rows={a.safety.series} group={q.group} label={`Safety-help answers per ${per}`} keys={["safety"]} names={{ safety: "safety help" }} />
          <p className="mt-2 text-xs text-muted">Answers that showed a help card. Counts only; no content.</p>
        </Card>
        <Card title="Campaign traffic" id="campaigns-h">
          <PeriodBars rows={a.campaigns.series} group={q.group} label={`Landing visits per ${per}`} keys={["visits"]} names={{ visits: "landing visits" }} />
          {a.campaigns.sources.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm">
              {a.campaigns.sources.map((s) => (
                <li key={`${s.source}|${s.medium}|${s.campaign}`} className="flex justify-between gap-3"><span className="min-w-0 truncate">{s.source} / {s.medium} / {s.campaign}</span><span className="tabular-nums text-muted">{s.visits}</span></li>
              ))}
            </ul>
          ) : null}
          <Link href={`/utm-dashboard?from=${range.fromDay}&to=${range.toDay}`} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">Open the campaign dashboard for these days →</Link>
        </Card>
      </div>
    </main>
  );
}
