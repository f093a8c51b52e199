import { z } from "zod";
import { FIRST_STATS_DAY, LAST_STATS_DAY, parseStatsDay } from "@/lib/campaign/stats-range";

// GET /api/admin/analytics and the /admin/analytics page read the same query: UTC days, both
// inclusive (default the last 30), grouped by day or by week. The same days as /utm-dashboard.
const day = z.string()
  .refine((v) => parseStatsDay(v) !== null, `Use a real date YYYY-MM-DD between ${FIRST_STATS_DAY} and ${LAST_STATS_DAY}`)
  .optional();

export const analyticsQuery = z.object({ from: day, to: day, group: z.enum(["day", "week"]).default("day") });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;
