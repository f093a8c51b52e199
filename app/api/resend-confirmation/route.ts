import { z } from "zod";
import { route } from "@/lib/http/route";
import { enforce } from "@/lib/http/rate-limit";
import { resendConfirmation } from "@/lib/beta/waitlist";
import { emailField } from "@/lib/beta/schemas";

// A fresh confirmation link. The answer is the same whether or not the email is listed.
export const POST = route(
  {
    body: z.object({ email: emailField }),
    rateLimit: ({ ip }) => [{ key: `resend:ip:${ip}`, limit: 5, windowSeconds: 600 }],
  },
  async ({ body }) => {
    const email = body.email.toLowerCase();
    await enforce({ key: `resend:email:${email}`, limit: 3, windowSeconds: 3600 }, "We just sent a link. Please wait a few minutes before asking again.");
    await resendConfirmation(email);
    return { success: true, message: "If that address is waiting for confirmation, a new link is on its way." };
  },
);
