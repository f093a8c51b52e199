import { z } from "zod";
import { route } from "@/lib/http/route";
import { acceptInvite } from "@/lib/beta/invites";
import { redirectSignedIn } from "@/lib/beta/sign-in";

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

// The link in an invite mail: approves (once), signs the person in and opens the app.
export const GET = route(
  {
    query: z.object({ token: z.string().max(200).optional() }),
    rateLimit: ({ ip }) => [{ key: `accept-invite:ip:${ip}`, limit: 30, windowSeconds: 600 }],
  },
  async ({ query }) => {
    if (!query.token) return seeOther("/email-confirmation?status=invite-invalid");
    const r = await acceptInvite(query.token);
    if (r.kind === "expired") return seeOther("/email-confirmation?status=invite-expired");
    if (r.kind === "invalid") return seeOther("/email-confirmation?status=invite-invalid");
    return redirectSignedIn(r.user, "/app");
  },
);
