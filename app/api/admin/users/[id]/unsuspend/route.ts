import { route } from "@/lib/http/route";
import { unsuspendPerson } from "@/lib/admin/people";

// Admin: lift a suspension; the person signs in again as before.
export const POST = route({ auth: "admin" }, async ({ params, caller }) => ({ user: await unsuspendPerson({ admin: caller.user!, id: params.id! }) }));
