// One inbox, many spellings: for referral counting, two addresses are the same person when they
// reach the same mailbox. Case never matters; "+tag" suffixes are dropped for every provider
// (Gmail, Outlook, iCloud, Fastmail… deliver them to the base address); Gmail also ignores dots,
// and googlemail.com is gmail.com. Used only to compare, never to store or to send.
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function normalizeEmailForReferrals(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
