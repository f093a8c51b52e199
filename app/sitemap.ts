import type { MetadataRoute } from "next";
import { site } from "@/lib/config/site";
import { GUIDES } from "@/lib/guides";

// Rendered per request, so the addresses are the ones the server runs with (NEXTAUTH_URL), not
// the build machine's (issue 14 item 5). It is a few hundred bytes: nothing worth prerendering.
export const dynamic = "force-dynamic";

// Public pages and every buying guide. Campaign pages (/utm, /utm-landing) are noindex and left out.
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ["/", "/contact", "/privacy-policy", "/terms-of-service"].map((p) => ({
    url: `${site.url}${p === "/" ? "" : p}`,
    changeFrequency: "monthly" as const,
    priority: p === "/" ? 1 : 0.3,
  }));
  const guides = GUIDES.map((g) => ({
    url: `${site.url}/guides/${g.slug}`,
    lastModified: new Date(g.updated),
    changeFrequency: "monthly" as const,
    priority: 0.8,
  }));
  return [...pages, ...guides];
}
