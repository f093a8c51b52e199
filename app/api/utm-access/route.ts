import { z } from "zod";
import { route, jsonWithCookies } from "@/lib/http/route";
import { errorBody } from "@/lib/http/errors";
import { isAccessGranted } from "@/lib/campaign/page-grant";
import { grantCampaignAccess } from "@/lib/campaign/grant-access";

const param = (fallback: string) => z.string().trim().max(100).optional().transform((v) => v || fallback);

const query = z.object({
  utm_access: z.string().max(300).optional().default(""),
  utm_source: param("google"),
  utm_medium: param("cpc"),
  utm_campaign: param("helpful-hand"),
  q: z.string().trim().max(500).optional().transform((v) => v || null),
  device_id: z.string().trim().max(100).regex(/^[A-Za-z0-9_.-]*$/, "device_id has unexpected characters").optional().transform((v) => v || null),
  landing_page: z.string().trim().max(300).optional().transform((v) => v || null),
});

// Campaign access: the ad key (or a landing page's signed grant) buys an httpOnly campaign cookie.
export const GET = route(
  { query, rateLimit: ({ ip }) => [{ key: `utm-access:${ip}`, limit: 30, windowSeconds: 600 }] },
  async ({ query, caller, ip, req }) => {
    if (!isAccessGranted(query.utm_access)) {
      // The spec's success boolean, with the error in the shape every other route answers.
      return Response.json({ success: false, ...errorBody("forbidden", "Invalid campaign access key.") }, { status: 403 });
    }
    const { cookies } = await grantCampaignAccess({
      caller, ip,
      userAgent: req.headers.get("user-agent")?.slice(0, 300) ?? null,
      referrer: req.headers.get("referer")?.slice(0, 500) ?? null,
      source: query.utm_source, medium: query.utm_medium, campaign: query.utm_campaign, q: query.q,
      landingPage: query.landing_page, deviceId: query.device_id,
    });
    return jsonWithCookies({ success: true }, cookies, { headers: { "cache-control": "no-store" } });
  },
);
