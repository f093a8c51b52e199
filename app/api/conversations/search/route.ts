import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { ownerKey } from "@/lib/chat/owner-key";
import { ownerOf } from "@/lib/chat/owner";
import { searchConversations } from "@/lib/chat/search";
import { searchQuery } from "../schema";

// Search the caller's conversations (titles and messages), with highlighted snippets. Hidden
// conversations appear only when the client says this session revealed them (and they are the caller's).
export const GET = route(
  {
    query: searchQuery,
    rateLimit: ({ ip, caller }) => {
      const owner = ownerOf(caller);
      return [
        { key: `search:ip:${ip}`, limit: 120, windowSeconds: 60 },
        ...(owner ? [{ key: `search:owner:${ownerKey(owner)}`, limit: 60, windowSeconds: 60 }] : []),
      ];
    },
  },
  async ({ query, caller }) => ({ results: await searchConversations({ owner: requireOwner(caller), query: query.q, revealedIds: query.revealed }) }),
);
