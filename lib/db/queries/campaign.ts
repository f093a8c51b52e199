import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { campaignSessions, conversionEvents } from "@/lib/db/schema";
import { landingVisitsCte } from "./landing-visits";

export type NewCampaignSession = {
  visitorId: string; source: string; medium: string; campaign: string; q: string | null;
  referrer: string | null; landingPage: string | null; deviceId: string | null; ip: string | null; userAgent: string | null;
};

export async function insertCampaignSession(s: NewCampaignSession): Promise<{ id: string }> {
  const db = await getDb();
  const [row] = await db.insert(campaignSessions).values(s).returning({ id: campaignSessions.id });
  return row!;
}

/** The visitor's most recent campaign session (for attributing conversions). */
export async function latestCampaignSession({ visitorId }: { visitorId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ source: campaignSessions.source, medium: campaignSessions.medium, campaign: campaignSessions.campaign })
    .from(campaignSessions)
    .where(eq(campaignSessions.visitorId, visitorId))
    .orderBy(desc(campaignSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export type NewConversion = {
  sessionId: string; conversionType: string; label: string; valueUsd: number; questionsAsked: number; timeOnSite: number;
  extras: Record<string, unknown> | null; visitorId: string | null; source: string | null; medium: string | null; campaign: string | null;
  campaignSessionId: string;
};

/** Stores the conversion unless its client session or its campaign session already has one of this type; true when stored. */
export async function insertConversionOnce(c: NewConversion): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(conversionEvents)
    .values({ ...c, valueUsd: c.valueUsd.toFixed(2) })
    .onConflictDoNothing()
    .returning({ id: conversionEvents.id });
  return rows.length > 0;
}

/** The visitor's first campaign session: the server-side session their conversions belong to. */
export async function firstCampaignSession({ visitorId }: { visitorId: string }): Promise<{ id: string; createdAt: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: campaignSessions.id, createdAt: campaignSessions.createdAt })
    .from(campaignSessions)
    .where(eq(campaignSessions.visitorId, visitorId))
    .orderBy(campaignSessions.createdAt, campaignSessions.id)
    .limit(1);
  return row ?? null;
}

/** Questions this visitor (or the account they signed in to) really asked, and whether they joined the waitlist since `since`. */
export async function visitorActivity({ visitorId, userId, since }: { visitorId: string; userId: string | null; since: Date }): Promise<{ questions: number; registered: boolean }> {
  const db = await getDb();
  const owner = userId ? sql`(c.visitor_id = ${visitorId} or c.user_id = ${userId})` : sql`c.visitor_id = ${visitorId}`;
  const entryOwner = userId ? sql`(w.visitor_id = ${visitorId} or w.user_id = ${userId})` : sql`w.visitor_id = ${visitorId}`;
  const rows = (await db.execute(sql`select
      (select count(*)::int from messages m join conversations c on c.id = m.conversation_id where m.role = 'user' and ${owner}) as questions,
      exists (select 1 from waitlist_entries w where ${entryOwner} and w.created_at >= ${since.toISOString()}) as registered`)) as unknown as Rows<{ questions: number; registered: boolean }>;
  const r = rows.rows[0];
  return { questions: num(r?.questions), registered: r?.registered === true || String(r?.registered) === "t" };
}

export async function countConversions({ sessionId }: { sessionId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(conversionEvents).where(and(eq(conversionEvents.sessionId, sessionId)));
  return Number(row?.n ?? 0);
}

export type CampaignStats = {
  range: { from: string; to: string };
  totals: { sessions: number; questions: number; conversions: number; valueUsd: number };
  bySource: { source: string; medium: string; campaign: string; sessions: number; questions: number; conversions: number; valueUsd: number }[];
  byDay: { day: string; sessions: number; questions: number; conversions: number; valueUsd: number }[];
  byType: { conversionType: string; count: number; valueUsd: number }[];
  funnel: { landing: number; firstAnswer: number; threeQuestions: number; signup: number };
};

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

/**
 * Campaign figures between two instants. Questions are attributed to the visitor's first campaign
 * session (first touch); conversions carry their own source/medium/campaign.
 */
export async function campaignStats({ from, to }: { from: Date; to: Date }): Promise<CampaignStats> {
  const db = await getDb();
  const f = from.toISOString();
  const t = to.toISOString();
  // Conversions count only when verified against a server-side campaign session (issue 10, item 13);
  // rows from before that check have none and are left out. Signups come from real registrations.
  const verified = sql`campaign_session_id is not null`;
  const firstTouch = sql`(select distinct on (visitor_id) visitor_id, source, medium, campaign from campaign_sessions order by visitor_id, created_at) ft`;
  const userQuestions = sql`(select c.visitor_id, m.created_at from messages m join conversations c on c.id = m.conversation_id
    where m.role = 'user' and c.visitor_id is not null and m.created_at >= ${f} and m.created_at < ${t}) uq`;

  // "Sessions" are landing visits (lib/db/queries/landing-visits.ts): the same number as the funnel's
  // "Landed" and as the admin analytics' landing visits.
  const visits = landingVisitsCte({ from, to });
  const sessions = (await db.execute(sql`with ${visits} select source, medium, campaign, count(*)::int as n from landing_visits
    group by 1, 2, 3`)) as unknown as Rows<{ source: string; medium: string; campaign: string; n: number }>;
  const questions = (await db.execute(sql`select ft.source, ft.medium, ft.campaign, count(*)::int as n from ${userQuestions}
    join ${firstTouch} on ft.visitor_id = uq.visitor_id group by 1, 2, 3`)) as unknown as Rows<{ source: string; medium: string; campaign: string; n: number }>;
  const conversions = (await db.execute(sql`select coalesce(source, 'unknown') as source, coalesce(medium, 'unknown') as medium,
    coalesce(campaign, 'unknown') as campaign, count(*)::int as n, coalesce(sum(value_usd), 0)::float as v from conversion_events
    where ${verified} and created_at >= ${f} and created_at < ${t} group by 1, 2, 3`)) as unknown as Rows<{ source: string; medium: string; campaign: string; n: number; v: number }>;

  const bySourceMap = new Map<string, CampaignStats["bySource"][number]>();
  const entry = (r: { source: string; medium: string; campaign: string }) => {
    const key = `${r.source}\u0000${r.medium}\u0000${r.campaign}`;
    if (!bySourceMap.has(key)) bySourceMap.set(key, { source: r.source, medium: r.medium, campaign: r.campaign, sessions: 0, questions: 0, conversions: 0, valueUsd: 0 });
    return bySourceMap.get(key)!;
  };
  for (const r of sessions.rows) entry(r).sessions += num(r.n);
  for (const r of questions.rows) entry(r).questions += num(r.n);
  for (const r of conversions.rows) {
    const e = entry(r);
    e.conversions += num(r.n);
    e.valueUsd += num(r.v);
  }
  const bySource = [...bySourceMap.values()].sort((a, b) => b.sessions - a.sessions || b.questions - a.questions);

  const days = (await db.execute(sql`with ${visits} select to_char(d, 'YYYY-MM-DD') as day,
      (select count(*)::int from landing_visits s where s.created_at >= d and s.created_at < d + interval '1 day') as sessions,
      (select count(*)::int from ${userQuestions} where uq.created_at >= d and uq.created_at < d + interval '1 day') as questions,
      (select count(*)::int from conversion_events e where e.campaign_session_id is not null and e.created_at >= d and e.created_at < d + interval '1 day' and e.created_at >= ${f} and e.created_at < ${t}) as conversions,
      (select coalesce(sum(value_usd), 0)::float from conversion_events e where e.campaign_session_id is not null and e.created_at >= d and e.created_at < d + interval '1 day' and e.created_at >= ${f} and e.created_at < ${t}) as value
    from generate_series(date_trunc('day', ${f}::timestamptz at time zone 'UTC') at time zone 'UTC', ${t}::timestamptz - interval '1 second', interval '1 day') d
    order by d`)) as unknown as Rows<{ day: string; sessions: number; questions: number; conversions: number; value: number }>;
  const byDay = days.rows.map((r) => ({ day: r.day, sessions: num(r.sessions), questions: num(r.questions), conversions: num(r.conversions), valueUsd: num(r.value) }));

  const types = (await db.execute(sql`select conversion_type, count(*)::int as n, coalesce(sum(value_usd), 0)::float as v
    from conversion_events where ${verified} and created_at >= ${f} and created_at < ${t} group by 1 order by 1`)) as unknown as Rows<{ conversion_type: string; n: number; v: number }>;
  const byType = types.rows.map((r) => ({ conversionType: r.conversion_type, count: num(r.n), valueUsd: num(r.v) }));

  const funnelRows = (await db.execute(sql`with ${visits}, landed as (select visitor_id from landing_visits),
      answered as (select c.visitor_id, count(*) filter (where m.role = 'user') as asked, count(*) filter (where m.role = 'assistant') as answers
        from conversations c join messages m on m.conversation_id = c.id join landed l on l.visitor_id = c.visitor_id group by c.visitor_id)
    select (select count(*)::int from landed) as landing,
      (select count(*)::int from answered where answers >= 1) as first_answer,
      (select count(*)::int from answered where asked >= 3) as three,
      (select count(distinct w.id)::int from waitlist_entries w where w.created_at >= ${f} and w.created_at < ${t}
        and w.visitor_id in (select visitor_id from campaign_sessions)) as signup`)) as unknown as Rows<{ landing: number; first_answer: number; three: number; signup: number }>;
  const fr = funnelRows.rows[0];
  const funnel = { landing: num(fr?.landing), firstAnswer: num(fr?.first_answer), threeQuestions: num(fr?.three), signup: num(fr?.signup) };

  const totals = bySource.reduce(
    (acc, r) => ({ sessions: acc.sessions + r.sessions, questions: acc.questions + r.questions, conversions: acc.conversions + r.conversions, valueUsd: acc.valueUsd + r.valueUsd }),
    { sessions: 0, questions: 0, conversions: 0, valueUsd: 0 },
  );
  return { range: { from: f, to: t }, totals, bySource, byDay, byType, funnel };
}
