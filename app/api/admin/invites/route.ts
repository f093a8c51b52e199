import { z } from "zod";
import { route } from "@/lib/http/route";
import { inviteNext } from "@/lib/beta/invites";

// Admins invite the next people in the queue, within BETA_CAPACITY.
export const POST = route(
  { auth: "admin", body: z.object({ count: z.number().int().min(1).max(1000) }) },
  async ({ body }) => {
    const r = await inviteNext({ count: body.count });
    return { invited: r.invited };
  },
);
