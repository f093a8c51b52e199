import { route } from "@/lib/http/route";
import { safeRedirect } from "@/lib/auth/gates";
import { relativeRedirect } from "@/lib/auth/redirect";

// Browser navigation ('Sign In Instead' and friends): the sign-in page.
export const GET = route({}, async ({ req }) => {
  const after = safeRedirect(new URL(req.url).searchParams.get("redirect"));
  return relativeRedirect(after ? `/auth?redirect=${encodeURIComponent(after)}` : "/auth");
});
