import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { revealHidden } from "@/lib/chat/hide";
import { conversationJson } from "@/lib/chat/serialize";
import { revealHiddenBody } from "../schema";

// The caller's conversations hidden under a phrase. There is deliberately no way to list hidden
// conversations without their phrase; limited per address and owner against guessing.
export const POST = route(
  {
    body: revealHiddenBody,
    rateLimit: ({ ip, caller }) => [
      { key: `reveal:${ip}`, limit: 20, windowSeconds: 600 },
      { key: `reveal:${caller.user?.id ?? caller.visitorId ?? "anon"}`, limit: 20, windowSeconds: 600 },
    ],
  },
  async ({ body, caller }) => {
    const rows = await revealHidden({ owner: requireOwner(caller), phrase: body.secretPhrase });
    return { hiddenConversations: rows.map(conversationJson) };
  },
);
