import { z } from "zod";
import { route } from "@/lib/http/route";
import { checkSkipCode, skipCodeCheckMessage } from "@/lib/beta/skip-codes";

const body = z.object({ code: z.string().trim().min(1, "Please enter your code").max(64, "That code is too long") });

// Anyone may ask whether a Skip-the-Line code is good before signing in; guessing is limited per address.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `redeem-check:ip:${ip}`, limit: 20, windowSeconds: 600 }] },
  async ({ body }) => {
    const status = await checkSkipCode(body.code);
    return { status, message: skipCodeCheckMessage[status] };
  },
);
