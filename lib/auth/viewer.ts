import { betaStatusFor } from "@/lib/beta/waitlist";
import type { Caller } from "./caller";
import type { Viewer } from "./gates";

/** The gate's view of a caller; reads the beta status only when the gate needs it. */
export async function viewerFor(caller: Caller, { needApproval }: { needApproval: boolean }): Promise<Viewer> {
  const user = caller.user;
  const approved = needApproval && user ? (await betaStatusFor(user)) === "approved" : false;
  return { signedIn: !!user, role: user?.role ?? null, approved, hasCampaignAccess: caller.hasCampaignAccess };
}
