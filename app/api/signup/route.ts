import { route } from "@/lib/http/route";
import { site } from "@/lib/config/site";
import { joinCommunity } from "@/lib/beta/community";
import { communitySignupSchema } from "@/lib/beta/schemas";

const defaultSource = `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}_chat`;

// Community signup from the chat's Join dialog (email or phone, interests).
export const POST = route(
  {
    body: communitySignupSchema,
    rateLimit: ({ ip }) => [{ key: `community-signup:ip:${ip}`, limit: 6, windowSeconds: 600 }],
  },
  async ({ body }) => {
    const r = await joinCommunity({ ...body, source: body.source ?? defaultSource });
    return { success: true, aweberAdded: r.aweberAdded };
  },
);
