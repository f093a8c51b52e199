import { z } from "zod";
import { route } from "@/lib/http/route";
import { listConversationMeta } from "@/lib/db/queries/admin-conversations";

const query = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  flagged: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
});

// Admin: conversations as metadata only (id, owner id, created, message count, engine, feedback); never titles or content.
export const GET = route({ auth: "admin", query }, async ({ query: q }) => listConversationMeta({ page: q.page, pageSize: q.pageSize, flaggedOnly: q.flagged ?? false }));
