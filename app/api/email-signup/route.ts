import { route } from "@/lib/http/route";
import { joinWaitlist } from "@/lib/beta/waitlist";
import { betaSignupSchema } from "@/lib/beta/schemas";

// Beta signup by email: a new entry gets a confirmation mail; a listed email changes nothing and
// gets the same answer, so the form cannot be used to learn who has signed up.
export const POST = route(
  {
    body: betaSignupSchema,
    rateLimit: ({ ip, caller }) => [
      { key: `email-signup:ip:${ip}`, limit: 6, windowSeconds: 600 },
      ...(caller.visitorId ? [{ key: `email-signup:visitor:${caller.visitorId}`, limit: 6, windowSeconds: 600 }] : []),
    ],
  },
  async ({ body, caller, ip }) => {
    await joinWaitlist({ email: body.email, name: body.name, referredBy: body.referredBy, user: caller.user, visitorId: caller.visitorId, ip, source: "landing" });
    const email = body.email.toLowerCase();
    return { success: true, redirectTo: `/email-confirmation?email=${encodeURIComponent(email)}` };
  },
);
