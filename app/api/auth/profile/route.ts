import { z } from "zod";
import { route } from "@/lib/http/route";
import { updateUserProfile } from "@/lib/db/queries/users";
import { publicUser } from "@/lib/auth/public-user";
import { notFound } from "@/lib/http/errors";

const body = z.object({
  firstName: z.string("Please enter your first name.").trim().min(1, "Please enter your first name.").max(100, "First name is at most 100 characters"),
  lastName: z.string().trim().max(100, "Last name is at most 100 characters").nullish(),
});

// The signed-in user's own name.
export const PUT = route({ body, auth: "user" }, async ({ body, caller }) => {
  const user = await updateUserProfile({ id: caller.user!.id, firstName: body.firstName, lastName: body.lastName || null });
  if (!user) throw notFound("User not found");
  return { success: true, user: publicUser(user) };
});
