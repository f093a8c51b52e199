import type { MetadataRoute } from "next";
import { site } from "@/lib/config/site";

// Per request: the sitemap address follows the server's NEXTAUTH_URL (see sitemap.ts).
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/app", "/admin", "/api", "/utm-dashboard"] }],
    sitemap: `${site.url}/sitemap.xml`,
  };
}
