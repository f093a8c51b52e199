// When a page should ask the server for campaign access (spec 4, "Campaign access detection").

export type DetectionInput = {
  /** The page's query string, with or without the leading '?'. */
  search: string;
  /** sessionStorage's utm_access value, if any. */
  sessionUtmAccess: string | null;
  /** document.referrer. */
  referrer: string;
};

/** True when any campaign signal is present: utm_access/utm_source/utm_medium, the session flag, or a utm_ referrer. */
export function detectCampaignVisit({ search, sessionUtmAccess, referrer }: DetectionInput): boolean {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  if (["utm_access", "utm_source", "utm_medium"].some((k) => params.has(k))) return true;
  if (sessionUtmAccess === "true") return true;
  return referrer.includes("utm_");
}
