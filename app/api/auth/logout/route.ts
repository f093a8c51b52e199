import { jsonWithCookies, route } from "@/lib/http/route";
import { signOut, signOutCookies } from "@/lib/auth/session";

// Ends the session: every cookie of this user stops working (session version bumped), and this one is dropped.
export const POST = route({}, async ({ caller }) => {
  await signOut(caller.user);
  return jsonWithCookies({ success: true }, signOutCookies());
});
