import { z } from "zod";
import { route } from "@/lib/http/route";
import { openConversation } from "@/lib/admin/conversation-access";

const body = z.object({ reason: z.string().trim().min(10, "Say why you need to read this conversation (at least 10 characters)").max(500) });

// Admin: read one conversation, with a stated reason that goes to the audit log; the answer is time-limited.
export const POST = route({ auth: "admin", body }, async ({ params, body, caller }) => openConversation({ admin: caller.user!, id: params.id!, reason: body.reason }));
