import { z } from "zod";
import { route } from "@/lib/http/route";
import { statsRange } from "@/lib/campaign/stats-range";
import { campaignStats } from "@/lib/db/queries/campaign";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").optional();
const query = z.object({ from: day, to: day });

// Campaign figures for the dashboard (admins only).
export const GET = route({ auth: "admin", query }, async ({ query }) => {
  const range = statsRange(query);
  return campaignStats({ from: range.from, to: range.to });
});
