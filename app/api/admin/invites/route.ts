import { z } from "zod";
import { route } from "@/lib/http/route";
import { inviteNextBatch } from "@/lib/admin/beta-controls";

// Admins invite the next people in the queue, within BETA_CAPACITY; the answer names who got a mail.
export const POST = route(
  { auth: "admin", body: z.object({ count: z.number().int().min(1).max(1000) }) },
  async ({ body, caller }) => ({ invited: await inviteNextBatch({ admin: caller.user!, count: body.count }) }),
);
