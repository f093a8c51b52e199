import { appGateRedirect } from "@/lib/chat-ui/app-gate";

describe("/app gate", () => {
  it("lets approved users, admins and campaign-access holders in", () => {
    expect(appGateRedirect({ signedIn: true, approvedOrAdmin: true, hasCampaignAccess: false })).toBeNull();
    expect(appGateRedirect({ signedIn: false, approvedOrAdmin: false, hasCampaignAccess: true })).toBeNull();
    expect(appGateRedirect({ signedIn: true, approvedOrAdmin: false, hasCampaignAccess: true })).toBeNull();
  });

  it("sends a signed-in user still on the waiting list to /referrals", () => {
    expect(appGateRedirect({ signedIn: true, approvedOrAdmin: false, hasCampaignAccess: false })).toBe("/referrals");
  });

  it("sends everyone else to sign in, coming back to the app", () => {
    expect(appGateRedirect({ signedIn: false, approvedOrAdmin: false, hasCampaignAccess: false })).toBe("/auth?redirect=app&message=login-required");
  });
});
