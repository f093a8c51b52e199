import { z } from "zod";
import { route } from "@/lib/http/route";
import { approveWaitlistEntry } from "@/lib/db/queries/admin";
import { findUserById } from "@/lib/db/queries/users";
import { ApiError, notFound } from "@/lib/http/errors";
import { mailApproved } from "@/lib/beta/status-mails";

const body = z.object({ betaStatus: z.literal("approved", "Only approval is supported: betaStatus must be \"approved\"") });

// Admin: let a user into the beta at once, and mail them a way in.
export const PATCH = route({ auth: "admin", body }, async ({ params }) => {
  if (!z.uuid().safeParse(params.id).success) throw notFound("User not found");
  const user = await findUserById({ id: params.id! });
  if (!user) throw notFound("User not found");
  const approved = await approveWaitlistEntry({ email: user.email });
  if (!approved) throw new ApiError("conflict", "This user has no waiting-list entry to approve.");
  // The person is told, with a link that signs them in and opens the app (once: not again for a repeat approval).
  if (approved.result === "approved") await mailApproved({ email: user.email, name: user.firstName ?? approved.name });
  return { success: true, id: user.id, betaStatus: "approved" };
});
