import { route } from "@/lib/http/route";
import { setPersonRole } from "@/lib/admin/people";
import { roleBody } from "../../schema";

// Admin: make the person an admin or take the role away (recorded; ADMIN_EMAILS decides again at sign-in).
export const POST = route({ auth: "admin", body: roleBody }, async ({ params, body, caller }) => ({ user: await setPersonRole({ admin: caller.user!, id: params.id!, role: body.role }) }));
