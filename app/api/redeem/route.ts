import { z } from "zod";
import { route } from "@/lib/http/route";
import { redeemSkipCode } from "@/lib/beta/skip-codes";
import { mailWelcome } from "@/lib/beta/status-mails";

// Redeems a Skip-the-Line code for the signed-in user: approved at once. Guessing is limited per
// user and per address.
export const POST = route(
  {
    auth: "user",
    body: z.object({ code: z.string().trim().min(1, "Please enter your code").max(64, "That code is too long") }),
    rateLimit: ({ ip, caller }) => [
      { key: `redeem:user:${caller.user?.id}`, limit: 10, windowSeconds: 3600 },
      { key: `redeem:ip:${ip}`, limit: 20, windowSeconds: 3600 },
    ],
  },
  async ({ body, caller }) => {
    const r = await redeemSkipCode({ rawCode: body.code, user: caller.user! });
    if (!r.alreadyApproved) await mailWelcome({ email: caller.user!.email, name: caller.user!.firstName });
    return { success: true, status: r.status, alreadyApproved: r.alreadyApproved, redirectTo: "/app" };
  },
);
