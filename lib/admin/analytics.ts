import {
  answerLatency, betaFunnel, campaignTraffic, chatSeries, referralSeries, thumbs, topReferrers,
  type CampaignSource, type Funnel, type Group, type Latency, type PeriodCount, type TopReferrer,
} from "@/lib/db/queries/admin-analytics";

// /admin/analytics and GET /api/admin/analytics answer this one shape (issue 12): the funnel, and
// series with one row per period of the range, zeros included, so a chart's x axis has no holes.

const DAY_MS = 24 * 3600 * 1000;

export type SeriesRow = { period: string } & Record<string, number | string>;

export type Analytics = {
  range: { from: string; to: string; group: Group };
  funnel: Funnel;
  referrals: { series: SeriesRow[]; top: TopReferrer[] };
  chats: { series: SeriesRow[]; engines: string[] };
  latency: Latency[];
  thumbs: { up: number; down: number; upRate: number | null };
  safety: { series: SeriesRow[]; total: number };
  campaigns: { series: SeriesRow[]; sources: CampaignSource[]; total: number };
};

/** The first day (YYYY-MM-DD) of each period from `from` to the day before `to`: UTC days, or weeks from Monday. */
export function periodsOf({ from, to }: { from: Date; to: Date }, group: Group): string[] {
  const start = new Date(from);
  if (group === "week") start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const out: string[] = [];
  for (let t = start.getTime(); t < to.getTime(); t += (group === "week" ? 7 : 1) * DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** One row per period with a number for each key (0 when nothing happened then). */
export function pivot(periods: string[], counts: PeriodCount[], keys: string[], rename: (key: string) => string = (k) => k): SeriesRow[] {
  const rows = new Map(periods.map((p) => [p, { period: p, ...Object.fromEntries(keys.map((k) => [rename(k), 0])) } as SeriesRow]));
  for (const c of counts) {
    const row = rows.get(c.period);
    if (row && keys.includes(c.key)) row[rename(c.key)] = Number(row[rename(c.key)] ?? 0) + c.n;
  }
  return [...rows.values()];
}

export async function adminAnalytics({ from, to, group }: { from: Date; to: Date; group: Group }): Promise<Analytics> {
  const range = { from, to };
  const [funnel, refs, top, chats, latency, t, traffic] = await Promise.all([
    betaFunnel(range), referralSeries(range, group), topReferrers(range), chatSeries(range, group), answerLatency(range), thumbs(range), campaignTraffic(range, group),
  ]);
  const periods = periodsOf(range, group);
  const engineKeys = [...new Set(chats.filter((c) => c.key.startsWith("engine:")).map((c) => c.key))].sort();
  const engines = engineKeys.map((k) => k.slice("engine:".length));
  const safety = pivot(periods, chats, ["safety"]);
  return {
    range: { from: from.toISOString(), to: to.toISOString(), group },
    funnel,
    referrals: { series: pivot(periods, refs, ["joined", "confirmed"]), top },
    chats: { series: pivot(periods, chats, ["chats", ...engineKeys], (k) => k.replace(/^engine:/, "")), engines },
    latency,
    thumbs: { ...t, upRate: t.up + t.down ? t.up / (t.up + t.down) : null },
    safety: { series: safety, total: safety.reduce((n, r) => n + Number(r.safety), 0) },
    campaigns: { series: pivot(periods, traffic.series, ["visits"]), sources: traffic.sources, total: funnel.landingVisits },
  };
}
