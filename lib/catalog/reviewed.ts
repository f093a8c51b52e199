// "Picks last reviewed November 2026": answers date their picks by the oldest review among them,
// so a freshly checked product never makes a stale one look current.
import type { CatalogProduct } from "./types";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-20" → "November 2026". */
export function reviewedMonth(date: string): string {
  const [year, month] = date.split("-").map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

/** Month and year of the least recently reviewed pick, or null with no picks. */
export function picksReviewedLabel(picks: Pick<CatalogProduct, "reviewedAt">[]): string | null {
  const dates = picks.map((p) => p.reviewedAt).filter(Boolean).sort();
  return dates.length ? reviewedMonth(dates[0]) : null;
}
