import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { revealHidden } from "@/lib/chat/hide";
import { conversationJson } from "@/lib/chat/serialize";
import { revealHiddenBody } from "../schema";

// The caller's conversations hidden under a phrase. There is deliberately no way to list hidden
// conversations without their phrase; limited per address and owner against guessing.
export const POST = route({ body: revealHiddenBody }, async ({ body, caller, ip }) => {
  // The guess limits live in revealHidden, shared with chat messages (issue 10, item 12).
  const rows = await revealHidden({ owner: requireOwner(caller), phrase: body.secretPhrase, ip, from: "reveal" });
  return { hiddenConversations: rows.map(conversationJson) };
});
