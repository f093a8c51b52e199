// The utm_* values a campaign page reports to /api/utm-access. They are read in the browser, not
// rendered into the page, so one rendered page per topic serves every ad link that carries it
// (the campaign page cache, lib/campaign/page-cache.ts); the route checks them with zod anyway.
export type CampaignTracking = { source: string; medium: string; campaign: string };

const MAX = 100;

/** Ad parameters on the address win over the page's defaults (first value, trimmed, 100 characters). */
export function trackingFromSearch(search: string, defaults: CampaignTracking): CampaignTracking {
  const sp = new URLSearchParams(search);
  const pick = (key: string, fallback: string) => sp.get(key)?.trim().slice(0, MAX) || fallback;
  return {
    source: pick("utm_source", defaults.source),
    medium: pick("utm_medium", defaults.medium),
    campaign: pick("utm_campaign", defaults.campaign),
  };
}
