import { route } from "@/lib/http/route";
import { invitePerson } from "@/lib/admin/people";

// Admin: invite this one person (within BETA_CAPACITY) and mail them the link.
export const POST = route({ auth: "admin" }, async ({ params, caller }) => ({ user: await invitePerson({ admin: caller.user!, id: params.id! }) }));
