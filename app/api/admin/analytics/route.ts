import { z } from "zod";
import { route } from "@/lib/http/route";
import { adminOverviewCounts, dailyCounts } from "@/lib/db/queries/admin";

const query = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

// Admin: totals plus signups and conversations per day (UTC).
export const GET = route({ auth: "admin", query }, async ({ query }) => {
  const [totals, daily] = await Promise.all([adminOverviewCounts(), dailyCounts({ days: query.days })]);
  return { days: query.days, totals, ...daily };
});
