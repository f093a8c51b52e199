import { route } from "@/lib/http/route";
import { listAudit } from "@/lib/db/queries/admin-audit";
import { auditQuery } from "./schema";

// Admin: the audit log, newest first, one page at a time, optionally searched.
export const GET = route({ auth: "admin", query: auditQuery }, async ({ query }) => listAudit(query));
