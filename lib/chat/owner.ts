import type { Caller } from "@/lib/auth/caller";

/** A conversation belongs to a user, or to the anonymous visitor cookie it was created under. */
export type Owner = { kind: "user"; userId: string } | { kind: "visitor"; visitorId: string };

/** The owner the caller acts as: the signed-in user first, else the visitor cookie. */
export function ownerOf(caller: Caller): Owner | null {
  if (caller.user) return { kind: "user", userId: caller.user.id };
  if (caller.visitorId) return { kind: "visitor", visitorId: caller.visitorId };
  return null;
}
