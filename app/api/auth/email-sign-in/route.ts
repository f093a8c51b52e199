import { z } from "zod";
import { route } from "@/lib/http/route";
import { enforce } from "@/lib/http/rate-limit";
import { emailField } from "@/lib/beta/schemas";
import { requestSignInLink } from "@/lib/auth/sign-in-link";

const body = z.object({ email: emailField, redirect: z.string().max(500).optional() });

export const SIGN_IN_LINK_SENT = "If that address has an account or a place on the list, a sign-in link is on its way. It works for 15 minutes.";

// "Email me a sign-in link": the same answer for every address (known or not), limited per address and per email.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `sign-in-link:ip:${ip}`, limit: 10, windowSeconds: 900 }] },
  async ({ body }) => {
    const email = body.email.toLowerCase();
    await enforce({ key: `sign-in-link:email:${email}`, limit: 3, windowSeconds: 900 }, "We just sent a link to that address. Please wait a few minutes before asking again.");
    await requestSignInLink({ email, redirect: body.redirect });
    return { success: true, message: SIGN_IN_LINK_SENT };
  },
);
