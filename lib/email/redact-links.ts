// Mail as it may rest in the database once it has left by SMTP: every link keeps where it pointed
// (origin and path, so a person can still tell a confirmation from an invite) but none of its
// query values or fragment, which is where sign-in, confirmation and invite tokens travel.
const LINK = /https?:\/\/[^\s"'<>)\]]+/g;

export function redactLink(link: string): string {
  try {
    const url = new URL(link.replace(/&amp;/g, "&"));
    if (!url.search && !url.hash) return link;
    const keys = [...new Set(url.searchParams.keys())];
    url.search = keys.map((k) => `${encodeURIComponent(k)}=redacted`).join("&");
    url.hash = "";
    return url.toString();
  } catch {
    return "[link removed]";
  }
}

export const redactLinks = (text: string): string => text.replace(LINK, redactLink);
