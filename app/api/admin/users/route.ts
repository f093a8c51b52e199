import { route } from "@/lib/http/route";
import { listUsersForAdmin } from "@/lib/db/queries/admin";

// Admin: users with role and beta status, newest first.
export const GET = route({ auth: "admin" }, async () => ({ users: await listUsersForAdmin() }));
