import { z } from "zod";
import { jsonWithCookies, route } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";
import { publicUser } from "@/lib/auth/public-user";
import { sessionCookieFor } from "@/lib/auth/session";
import { resetPassword } from "@/lib/auth/password-reset";
import { routeForBetaStatus } from "@/lib/auth/gates";
import { betaStatusFor } from "@/lib/beta/waitlist";

const body = z.object({
  token: z.string().min(1, "The link is missing its token.").max(200, "That link is not valid."),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password must be at most 200 characters"),
});

// The reset page's form: spends the mailed link, sets the password, ends every other session, signs this one in.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `reset-password:ip:${ip}`, limit: 20, windowSeconds: 900 }] },
  async ({ body }) => {
    const r = await resetPassword(body);
    if (r.kind === "expired") throw new ApiError("gone", "This reset link has expired. Ask for a new one from the sign-in page.");
    if (r.kind === "invalid") throw new ApiError("gone", "This reset link has already been used or isn't valid. Ask for a new one from the sign-in page.");
    const next = routeForBetaStatus(await betaStatusFor(r.user));
    return jsonWithCookies({ success: true, user: publicUser(r.user), redirect: next }, [await sessionCookieFor(r.user)]);
  },
);
