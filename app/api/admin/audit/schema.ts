import { z } from "zod";

/** GET /api/admin/audit and the audit page: an optional search and a page. */
export const auditQuery = z.object({
  query: z.string().trim().max(200).optional().transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
