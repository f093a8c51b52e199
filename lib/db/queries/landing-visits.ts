import { sql, type SQL } from "drizzle-orm";

// One definition of a "landing visit", shared by /utm-dashboard (Sessions, Landed) and
// /admin/analytics (the funnel's first step, campaign traffic), so the two pages cannot disagree.
//
// A landing visit is one campaign visitor in the range, counted at their first campaign session
// in it (its source, medium, campaign and time). Why not every campaign_sessions row: a visitor
// who reloads /utm, or is granted access on the landing page and again in /app, makes several rows
// in a minute; the dashboard then said "Sessions 13" beside "Landed 12" for the same people.

/** The CTE `landing_visits (visitor_id, source, medium, campaign, created_at)` for [from, to). */
export function landingVisitsCte({ from, to }: { from: Date; to: Date }): SQL {
  return sql`landing_visits as (
    select distinct on (visitor_id) visitor_id, source, medium, campaign, created_at
    from campaign_sessions where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
    order by visitor_id, created_at, id)`;
}
