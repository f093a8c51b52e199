// The dashboard's date range: from/to as YYYY-MM-DD (UTC days, both inclusive), default the last 30 days.
const DAY_MS = 24 * 3600 * 1000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export type StatsRange = { from: Date; to: Date; fromDay: string; toDay: string };

// The dashboard's days lie in this century: year 0 and 9999-12-31 + 1 day are not dates
// PostgreSQL accepts, and nothing was tracked before 2000.
export const FIRST_STATS_DAY = "2000-01-01";
export const LAST_STATS_DAY = "2099-12-31";

/** A real calendar day (2026-02-31 is not one) between FIRST_STATS_DAY and LAST_STATS_DAY, else null. */
export function parseStatsDay(v: string | undefined): Date | null {
  if (!v || !DAY_RE.test(v) || v < FIRST_STATS_DAY || v > LAST_STATS_DAY) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || dayString(d) !== v ? null : d;
}

const parseDay = parseStatsDay;

export const dayString = (d: Date) => d.toISOString().slice(0, 10);

/** A valid range, at most 366 days; bad or missing values fall back to the default. */
export function statsRange({ from, to }: { from?: string; to?: string }, now = new Date()): StatsRange {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let toDay = parseDay(to) ?? today;
  let fromDay = parseDay(from) ?? new Date(toDay.getTime() - 29 * DAY_MS);
  if (fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  if (toDay.getTime() - fromDay.getTime() > 365 * DAY_MS) fromDay = new Date(toDay.getTime() - 365 * DAY_MS);
  return { from: fromDay, to: new Date(toDay.getTime() + DAY_MS), fromDay: dayString(fromDay), toDay: dayString(toDay) };
}
