import { z } from "zod";
import { route } from "@/lib/http/route";
import { approveWaitlistEntry } from "@/lib/db/queries/admin";
import { findUserById } from "@/lib/db/queries/users";
import { ApiError, notFound } from "@/lib/http/errors";

const body = z.object({ betaStatus: z.literal("approved", "Only approval is supported: betaStatus must be \"approved\"") });

// Admin: let a user into the beta at once.
export const PATCH = route({ auth: "admin", body }, async ({ params }) => {
  if (!z.uuid().safeParse(params.id).success) throw notFound("User not found");
  const user = await findUserById({ id: params.id! });
  if (!user) throw notFound("User not found");
  if (!(await approveWaitlistEntry({ email: user.email }))) throw new ApiError("conflict", "This user has no waiting-list entry to approve.");
  return { success: true, id: user.id, betaStatus: "approved" };
});
