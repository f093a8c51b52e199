import { route } from "@/lib/http/route";
import { suspendPerson } from "@/lib/admin/people";
import { suspendBody } from "../../schema";

// Admin: suspend the account: every session ends, sign-in and chat are refused until unsuspended.
export const POST = route({ auth: "admin", body: suspendBody }, async ({ params, body, caller }) => ({ user: await suspendPerson({ admin: caller.user!, id: params.id!, reason: body.reason }) }));
