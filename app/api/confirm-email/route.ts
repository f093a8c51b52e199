import { z } from "zod";
import { route } from "@/lib/http/route";
import { confirmEmail } from "@/lib/beta/waitlist";
import { redirectSignedIn } from "@/lib/beta/sign-in";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

// The link in the confirmation mail: confirms once, signs the person in, shows their referral page.
// Bad, used or expired links land on a page that explains and offers a fresh link.
export const GET = route(
  {
    query: z.object({ token: z.string().max(200).optional() }),
    rateLimit: ({ ip }) => [{ key: `confirm-email:ip:${ip}`, limit: 30, windowSeconds: 600 }],
  },
  async ({ query }) => {
    if (!query.token) return seeOther("/email-confirmation?status=invalid");
    const r = await confirmEmail(query.token);
    if (r.kind === "expired") return seeOther(`/email-confirmation?status=expired&email=${encodeURIComponent(r.email)}`);
    if (r.kind === "invalid") return seeOther("/email-confirmation?status=invalid");
    return redirectSignedIn(r.user, "/referrals?confirmed=1");
  },
);
