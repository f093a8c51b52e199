import { readCampaignAccess } from "@/lib/auth/visitor";
import { moveVisitorConversations } from "@/lib/db/queries/conversations";
import { log, safeError } from "@/lib/http/log";

/**
 * Item 9: the conversations a campaign visitor had in this browser (the signed visitor cookie, while
 * its campaign access is still valid) become the account's that signs in or signs up here, with the
 * question they arrived with. Called once wherever a sign-in completes (password, sign-up, mailed
 * link, invite, reset, Google/Apple). Nobody else's: the visitor id comes only from this browser's
 * signed cookies. Idempotent. A failure never blocks the sign-in itself; it is logged.
 */
export async function keepVisitorChats({ userId, req }: { userId: string; req: Request }): Promise<number> {
  const access = readCampaignAccess(req);
  if (!access) return 0;
  try {
    const moved = await moveVisitorConversations({ visitorId: access.visitorId, userId });
    if (moved) log("info", "visitor conversations kept", { moved });
    return moved;
  } catch (err) {
    log("error", "keeping visitor conversations failed", { error: safeError(err) });
    return 0;
  }
}
