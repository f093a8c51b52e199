// "3 days ago" for the sidebar: coarse, English, never in the future.
const UNITS: [unit: string, seconds: number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeTime(value: string | number | Date, now: number | Date = Date.now()): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  const at = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then)) return "";
  const seconds = Math.max(0, Math.floor((at - then) / 1000));
  if (seconds < 45) return "just now";
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) {
      if (n === 1) return `1 ${unit} ago`;
      return `${n} ${unit}s ago`;
    }
  }
  return "1 minute ago";
}
