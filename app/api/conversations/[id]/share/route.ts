import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { listShareLinks, shareConversation } from "@/lib/chat/share";

// The caller's working share links of this conversation (the token itself is shown only once, at creation).
export const GET = route({}, async ({ caller, params }) => ({ links: await listShareLinks({ id: params.id!, owner: requireOwner(caller) }) }));

// Share a read-only snapshot of the conversation as it is now: answers { url: "/share/{token}", ... }.
export const POST = route(
  { rateLimit: ({ ip }) => [{ key: `share:${ip}`, limit: 30, windowSeconds: 3600 }] },
  async ({ caller, params }) => Response.json(await shareConversation({ id: params.id!, owner: requireOwner(caller) }), { status: 201 }),
);
