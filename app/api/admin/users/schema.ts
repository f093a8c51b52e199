import { z } from "zod";
import { waitlistStatuses } from "@/lib/db/schema";
import { PEOPLE_SORTS, PROVIDERS } from "@/lib/db/queries/admin-people";
import { decodeCursor } from "@/lib/db/queries/admin-people-cursor";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/admin/users: the users page's search, filters, sort and page, all optional. */
export const peopleQuery = z.object({
  query: z.string().trim().max(200).optional().transform((v) => v || undefined),
  status: z.enum([...waitlistStatuses, "none"]).optional(),
  role: z.enum(["user", "admin"]).optional(),
  provider: z.enum(PROVIDERS).optional(),
  hasReferrals: flag.optional(),
  fraud: flag.optional(),
  suspended: flag.optional(),
  sort: z.enum(PEOPLE_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  /** A previous answer's `nextCursor`: the rows after that page's last one (same sort). */
  after: z.string().max(1000).optional().transform((v, ctx) => {
    if (!v) return undefined;
    const c = decodeCursor(v);
    if (!c) ctx.addIssue({ code: "custom", message: "after is not a cursor from this list" });
    return c ?? undefined;
  }),
}).superRefine((q, ctx) => {
  if (q.after && q.after.s !== (q.sort ?? "newest")) ctx.addIssue({ code: "custom", path: ["after"], message: "after belongs to another sort" });
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

/** Why an admin suspends someone (shown in the audit log). */
export const suspendBody = z.object({ reason: z.string().trim().max(500).optional() });
export const roleBody = z.object({ role: z.enum(["user", "admin"]) });
/** Deleting needs the person's email typed again. */
export const deleteBody = z.object({ confirmEmail: z.string().trim().min(3).max(320) });
