import { route } from "@/lib/http/route";
import { listConversationsForAdmin } from "@/lib/db/queries/admin";

// Admin: recent conversations with owner and message count (hidden titles stay hidden).
export const GET = route({ auth: "admin" }, async () => ({ conversations: await listConversationsForAdmin() }));
