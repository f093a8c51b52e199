import { route } from "@/lib/http/route";
import { publicUser } from "@/lib/auth/public-user";
import { readCampaignAccess } from "@/lib/auth/visitor";

// The current user (the spec's User plus role and campaign access), or 401.
export const GET = route({ auth: "user" }, async ({ caller, req }) => {
  const access = readCampaignAccess(req);
  return {
    ...publicUser(caller.user!),
    utmAccess: { hasAccess: !!access, expiresAt: access ? new Date(access.expiresAt).toISOString() : null },
  };
});
