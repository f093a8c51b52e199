import { route } from "@/lib/http/route";
import { betaStatusFor } from "@/lib/beta/waitlist";

// The signed-in user's beta status: approved | pending_confirmation | waiting | invited,
// or "none" for an account without a waiting-list entry (see docs/decisions/accounts.md).
export const GET = route({ auth: "user" }, async ({ caller }) => ({ status: await betaStatusFor(caller.user!) }));
