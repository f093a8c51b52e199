// The dashboard's date range: from/to as YYYY-MM-DD (UTC days, both inclusive), default the last 30 days.
const DAY_MS = 24 * 3600 * 1000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export type StatsRange = { from: Date; to: Date; fromDay: string; toDay: string };

function parseDay(v: string | undefined): Date | null {
  if (!v || !DAY_RE.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

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
