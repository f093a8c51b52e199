import { route } from "@/lib/http/route";
import { statsRange } from "@/lib/campaign/stats-range";
import { adminAnalytics } from "@/lib/admin/analytics";
import { analyticsQuery } from "./schema";

// Admin: the beta funnel and the series behind /admin/analytics (counts only, no content).
export const GET = route({ auth: "admin", query: analyticsQuery }, async ({ query }) => {
  const range = statsRange(query);
  return adminAnalytics({ from: range.from, to: range.to, group: query.group });
});
