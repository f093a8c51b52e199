import { z } from "zod";
import { route } from "@/lib/http/route";
import { FIRST_STATS_DAY, LAST_STATS_DAY, parseStatsDay, statsRange } from "@/lib/campaign/stats-range";
import { campaignStats } from "@/lib/db/queries/campaign";

const day = z.string()
  .refine((v) => parseStatsDay(v) !== null, `Use a real date YYYY-MM-DD between ${FIRST_STATS_DAY} and ${LAST_STATS_DAY}`)
  .optional();
const query = z.object({ from: day, to: day });

// Campaign figures for the dashboard (admins only).
export const GET = route({ auth: "admin", query }, async ({ query }) => {
  const range = statsRange(query);
  return campaignStats({ from: range.from, to: range.to });
});
