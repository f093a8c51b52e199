import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/http/errors";
import { betaStatusFor } from "@/lib/beta/waitlist";
import { ownerOf, type Owner } from "./owner";

/**
 * Who may create conversations and talk to the model: approved beta users and admins, or visitors
 * holding campaign access. Everyone else: 401 without an identity, 403 while still on the waitlist.
 */
export async function requireChatAccess(caller: Caller): Promise<Owner> {
  if (caller.user) {
    if (caller.user.role === "admin" || (await betaStatusFor(caller.user.email)) === "approved") return ownerOf(caller)!;
    if (!caller.hasCampaignAccess) throw new ApiError("forbidden", "Your beta access has not been approved yet.");
    return ownerOf(caller)!;
  }
  if (caller.hasCampaignAccess && caller.visitorId) return { kind: "visitor", visitorId: caller.visitorId };
  throw new ApiError("unauthorized", "Authentication required for conversation creation");
}

/** Reading or deleting one's own conversations needs only an identity; ownership does the rest. */
export function requireOwner(caller: Caller): Owner {
  const owner = ownerOf(caller);
  if (!owner) throw new ApiError("unauthorized", "Sign in required");
  return owner;
}
