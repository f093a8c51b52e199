import { route } from "@/lib/http/route";
import { resendPersonConfirmation } from "@/lib/admin/people";

// Admin: send the person a fresh confirmation link.
export const POST = route({ auth: "admin" }, async ({ params, caller }) => {
  await resendPersonConfirmation({ admin: caller.user!, id: params.id! });
  return { success: true };
});
