import { route } from "@/lib/http/route";
import { approvePerson } from "@/lib/admin/people";

// Admin: approve the person now and mail them that they can sign in.
export const POST = route({ auth: "admin" }, async ({ params, caller }) => ({ user: await approvePerson({ admin: caller.user!, id: params.id! }) }));
