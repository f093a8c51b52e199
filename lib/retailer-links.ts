/**
 * True when the text (markdown or plain) links to one of the given retailer domains, subdomains
 * included. Client-safe (no env): the server passes site.affiliateDomains, pages pass useSite()'s.
 */
export function linksToRetailer(content: string, domains: readonly string[]): boolean {
  const urls = content.match(/https?:\/\/[^\s)\]>"']+/gi) ?? [];
  return urls.some((u) => {
    try {
      const host = new URL(u).hostname.toLowerCase();
      return domains.some((d) => host === d || host.endsWith(`.${d}`));
    } catch {
      return false;
    }
  });
}
