// Who gets the /app chat (spec route table): approved users and admins, or campaign access.

export type AppGateInput = { signedIn: boolean; approvedOrAdmin: boolean; hasCampaignAccess: boolean };

export const LOGIN_FOR_APP = "/auth?redirect=app&message=login-required";

/** null = show the chat; otherwise where to send the visitor. */
export function appGateRedirect({ signedIn, approvedOrAdmin, hasCampaignAccess }: AppGateInput): string | null {
  if ((signedIn && approvedOrAdmin) || hasCampaignAccess) return null;
  return signedIn ? "/referrals" : LOGIN_FOR_APP;
}
