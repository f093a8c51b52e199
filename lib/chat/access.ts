import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/http/errors";
import { betaStatusFor, isOwnLinkedEntry } from "@/lib/beta/waitlist";
import type { LinkedEntry } from "@/lib/db/queries/conversations";
import { ownerOf, type Owner } from "./owner";
import type { QuotaSubject } from "./quota";

/** Who may chat, as whom, and whether their model answers count against the daily quota. */
export type ChatAccess = { owner: Owner; metered: boolean };

/**
 * Who may create conversations and talk to the model: approved beta users and admins (unmetered),
 * or visitors holding campaign access (metered by the daily quota). Everyone else: 401 without an
 * identity, 403 while still on the waitlist.
 */
export async function chatAccess(caller: Caller, preread?: { linkedEntry: LinkedEntry | null }): Promise<ChatAccess> {
  if (caller.user) {
    // The entry linked to the user, when it was read with their row (one round trip less); any
    // other case (none linked, another address) takes the full lookup, as before.
    const linked = preread && isOwnLinkedEntry(caller.user, preread.linkedEntry) ? preread.linkedEntry.status : null;
    if (caller.user.role === "admin" || (linked ?? (await betaStatusFor(caller.user))) === "approved") {
      return { owner: ownerOf(caller)!, metered: false };
    }
    if (!caller.hasCampaignAccess) throw new ApiError("forbidden", "Your beta access has not been approved yet.");
    return { owner: ownerOf(caller)!, metered: true };
  }
  if (caller.hasCampaignAccess && caller.visitorId) return { owner: { kind: "visitor", visitorId: caller.visitorId }, metered: true };
  throw new ApiError("unauthorized", "Authentication required for conversation creation");
}

export async function requireChatAccess(caller: Caller): Promise<Owner> {
  return (await chatAccess(caller)).owner;
}

/** The quota subject for a metered caller, or null when their answers are not counted. */
export function quotaSubject(access: ChatAccess, ip: string): QuotaSubject | null {
  return access.metered ? { owner: access.owner, ip } : null;
}

/** Reading or deleting one's own conversations needs only an identity; ownership does the rest. */
export function requireOwner(caller: Caller): Owner {
  const owner = ownerOf(caller);
  if (!owner) throw new ApiError("unauthorized", "Sign in required");
  return owner;
}
