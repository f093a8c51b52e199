import type { Owner } from "./owner";

/** A stable key for per-owner limits. */
export const ownerKey = (owner: Owner) => (owner.kind === "user" ? `u:${owner.userId}` : `v:${owner.visitorId}`);
