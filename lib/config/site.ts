import { env } from "@/lib/env";
import { compensationFor } from "./compensation";

// Brand and site data. Every value can be overridden by env (see .env.example).
export const site = {
  name: env.BRAND_NAME,
  tagline: env.BRAND_TAGLINE,
  supportEmail: env.SUPPORT_EMAIL,
  url: env.siteUrl,
  social: [
    { label: "Facebook", href: env.SOCIAL_FACEBOOK_URL },
    { label: "Instagram", href: env.SOCIAL_INSTAGRAM_URL },
  ],
  /** Retailers whose links may carry affiliate tags (the signup nudge looks for these). */
  affiliateDomains: ["amazon.com", "bhphotovideo.com"],
  amazonTag: env.AMAZON_ASSOCIATE_TAG ?? null,
  supportReplyPromise: "within 24 hours",
} as const;

export const fullTitle = `${site.name} - ${site.tagline}`;

export const compensationStatement = compensationFor(site.name);

export type PublicSiteConfig = {
  name: string;
  tagline: string;
  supportEmail: string;
  social: { label: string; href: string }[];
  affiliateDomains: string[];
  compensationStatement: string;
};

/** What client components may know: passed down from server components as props. */
export function publicSiteConfig(): PublicSiteConfig {
  return {
    name: site.name,
    tagline: site.tagline,
    supportEmail: site.supportEmail,
    social: site.social.map((s) => ({ ...s })),
    affiliateDomains: [...site.affiliateDomains],
    compensationStatement,
  };
}
