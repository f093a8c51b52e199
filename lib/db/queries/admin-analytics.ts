import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { landingVisitsCte } from "./landing-visits";

// The figures behind /admin/analytics (issue 12). Counts only: no title, message or comment is
// selected here. Periods are UTC days or ISO weeks (Monday), keyed by their first day "YYYY-MM-DD".

export type Group = "day" | "week";
type Range = { from: Date; to: Date };
type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

async function rows<T>(q: SQL): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(q)) as unknown as Rows<T>).rows;
}

const between = (col: SQL, { from, to }: Range) => sql`${col} >= ${from.toISOString()} and ${col} < ${to.toISOString()}`;
const period = (col: SQL, group: Group) => sql`to_char(date_trunc(${group}, ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;

export type Funnel = { landingVisits: number; joined: number; confirmed: number; invited: number; approved: number; active7d: number };

/**
 * The beta funnel. Landing visits are campaign visitors (landing-visits.ts); the other steps follow
 * the people who joined the waiting list in the range: how many of them confirmed, got a seat
 * (invited, or let in without an invite), are approved, and sent a message in the last 7 days.
 */
export async function betaFunnel(range: Range): Promise<Funnel> {
  const [r] = await rows<Record<string, unknown>>(sql`with ${landingVisitsCte(range)},
    joined as (select w.id, w.confirmed_at, w.invited_at, w.status, coalesce(w.user_id, u.id) as user_id
      from waitlist_entries w left join users u on u.email = w.email where ${between(sql`w.created_at`, range)})
    select (select count(*) from landing_visits)::int as landing, count(*)::int as joined,
      count(*) filter (where confirmed_at is not null)::int as confirmed,
      count(*) filter (where invited_at is not null or status = 'approved')::int as invited,
      count(*) filter (where status = 'approved')::int as approved,
      count(*) filter (where status = 'approved' and exists (select 1 from conversations c join messages m on m.conversation_id = c.id
        where c.user_id = joined.user_id and m.role = 'user' and m.created_at >= now() - interval '7 days'))::int as active
    from joined`);
  return { landingVisits: num(r?.landing), joined: num(r?.joined), confirmed: num(r?.confirmed), invited: num(r?.invited), approved: num(r?.approved), active7d: num(r?.active) };
}

export type PeriodCount = { period: string; key: string; n: number };

/** Referred people who joined per period (`key` "joined"), and of them those whose referral counted ("confirmed"). */
export async function referralSeries(range: Range, group: Group): Promise<PeriodCount[]> {
  const r = await rows<{ period: string; joined: number; confirmed: number }>(sql`select ${period(sql`created_at`, group)} as period,
      count(*)::int as joined, count(*) filter (where confirmed_at is not null and not exists
        (select 1 from referral_flags f where f.referred_entry_id = w.id))::int as confirmed
    from waitlist_entries w where referrer_id is not null and ${between(sql`created_at`, range)} group by 1`);
  return r.flatMap((x) => [{ period: x.period, key: "joined", n: num(x.joined) }, { period: x.period, key: "confirmed", n: num(x.confirmed) }]);
}

export type TopReferrer = { entryId: string; email: string; name: string | null; referred: number; counted: number };

/** Who brought the most people in the range (counted: confirmed and not flagged as not counting). */
export async function topReferrers(range: Range, limit = 10): Promise<TopReferrer[]> {
  const r = await rows<{ id: string; email: string; name: string | null; referred: number; counted: number }>(sql`select r.id, r.email, r.name,
      count(*)::int as referred, count(*) filter (where w.confirmed_at is not null and not exists
        (select 1 from referral_flags f where f.referred_entry_id = w.id))::int as counted
    from waitlist_entries w join waitlist_entries r on r.id = w.referrer_id
    where ${between(sql`w.created_at`, range)} group by r.id, r.email, r.name order by counted desc, referred desc, r.email limit ${limit}`);
  return r.map((x) => ({ entryId: x.id, email: x.email, name: x.name, referred: num(x.referred), counted: num(x.counted) }));
}

/** Chats started per period ("chats"), answers per period by engine (key = engine, "unknown" for older rows), safety-help answers ("safety"). */
export async function chatSeries(range: Range, group: Group): Promise<PeriodCount[]> {
  const [chats, answers] = await Promise.all([
    rows<{ period: string; n: number }>(sql`select ${period(sql`created_at`, group)} as period, count(*)::int as n
      from conversations where ${between(sql`created_at`, range)} group by 1`),
    rows<{ period: string; engine: string; n: number; safety: number }>(sql`select ${period(sql`created_at`, group)} as period,
      coalesce(engine, 'unknown') as engine, count(*)::int as n, count(*) filter (where help_card is not null)::int as safety
      from messages where role = 'assistant' and ${between(sql`created_at`, range)} group by 1, 2`),
  ]);
  return [
    ...chats.map((c) => ({ period: c.period, key: "chats", n: num(c.n) })),
    ...answers.map((a) => ({ period: a.period, key: `engine:${a.engine}`, n: num(a.n) })),
    ...answers.map((a) => ({ period: a.period, key: "safety", n: num(a.safety) })),
  ];
}

export type Latency = { engine: string; answers: number; p50: number; p90: number; p99: number };

/** Answer latency percentiles (ms), over all engines ("all") and per engine; answers without a recorded latency are left out. */
export async function answerLatency(range: Range): Promise<Latency[]> {
  const r = await rows<{ engine: string | null; n: number; p50: number; p90: number; p99: number }>(sql`select engine, count(*)::int as n,
      percentile_cont(0.5) within group (order by latency_ms)::float as p50,
      percentile_cont(0.9) within group (order by latency_ms)::float as p90,
      percentile_cont(0.99) within group (order by latency_ms)::float as p99
    from messages where role = 'assistant' and latency_ms is not null and ${between(sql`created_at`, range)}
    group by grouping sets ((), (engine)) order by engine nulls first`);
  // The grand-total grouping set answers a row even when nothing matched: no answers, no figures.
  return r.filter((x) => num(x.n) > 0).map((x) => ({ engine: x.engine ?? "all", answers: num(x.n), p50: Math.round(num(x.p50)), p90: Math.round(num(x.p90)), p99: Math.round(num(x.p99)) }));
}

/** Thumbs given in the range (answer_feedback, written by the people who asked). */
export async function thumbs(range: Range): Promise<{ up: number; down: number }> {
  const [r] = await rows<{ up: number; down: number }>(sql`select count(*) filter (where rating = 'up')::int as up,
    count(*) filter (where rating = 'down')::int as down from answer_feedback where ${between(sql`created_at`, range)}`);
  return { up: num(r?.up), down: num(r?.down) };
}

export type CampaignSource = { source: string; medium: string; campaign: string; visits: number };

/** Landing visits per period and by source: the same definition /utm-dashboard counts as Sessions. */
export async function campaignTraffic(range: Range, group: Group): Promise<{ series: PeriodCount[]; sources: CampaignSource[] }> {
  const cte = landingVisitsCte(range);
  const [series, sources] = await Promise.all([
    rows<{ period: string; n: number }>(sql`with ${cte} select ${period(sql`created_at`, group)} as period, count(*)::int as n from landing_visits group by 1`),
    rows<{ source: string; medium: string; campaign: string; n: number }>(sql`with ${cte} select source, medium, campaign, count(*)::int as n
      from landing_visits group by 1, 2, 3 order by n desc, source, medium, campaign limit 10`),
  ]);
  return {
    series: series.map((s) => ({ period: s.period, key: "visits", n: num(s.n) })),
    sources: sources.map((s) => ({ source: s.source, medium: s.medium, campaign: s.campaign, visits: num(s.n) })),
  };
}
