import { z } from "zod";
import { route } from "@/lib/http/route";
import { enforce } from "@/lib/http/rate-limit";
import { emailField } from "@/lib/beta/schemas";
import { requestPasswordReset } from "@/lib/auth/password-reset";

const body = z.object({ email: emailField });

// "Forgot password?": the same answer for every address, limited per address and per email.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `password-reset:ip:${ip}`, limit: 10, windowSeconds: 900 }] },
  async ({ body }) => {
    const email = body.email.toLowerCase();
    await enforce({ key: `password-reset:email:${email}`, limit: 3, windowSeconds: 900 }, "We just sent a link to that address. Please wait a few minutes before asking again.");
    await requestPasswordReset(email);
    return { success: true, message: "If that address has an account, a link to reset the password is on its way. It works for 30 minutes." };
  },
);
